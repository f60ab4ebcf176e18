import { GripVertical } from 'lucide-react';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';
import { announce } from '../../lib/announce';
import { dropIndex, placedAt } from './drop';
import { type Direction, type ItemId, moved, ReorderButtons, useFocusAfterMove } from './ReorderButtons';

interface Move<T> {
  item: T;
  /** Positions counted from 0. */
  from: number;
  to: number;
}

export interface SortableOptions<T, Id extends ItemId> {
  items: readonly T[];
  idOf: (item: T) => Id;
  /** The item's name, in the buttons' accessible names ("Move up Amani") and in the announcement. */
  nameOf: (item: T) => string;
  /** Every id in the new order, after a move by the buttons or a drag; the caller saves and shows it. */
  onReorder: (ids: Id[], move: Move<T>) => void;
  /** The words said after a move; the default is kit.order.moved. */
  movedText?: (move: { name: string; position: number; count: number }) => string;
}

/**
 * Ordering a list by keyboard and by pointer, for SortableList (cards) and DataTable (rows): "Move up" and
 * "Move down" buttons (the focus stays on the moved item's button), a grip to drag an item with a mouse, a
 * pen or a finger (the items follow the pointer; Escape puts it back), and every move said in the shell's
 * live region. The container (`containerRef`) holds the items as children marked `data-sortable-id`.
 */
export function useSortable<T, Id extends ItemId>({
  items,
  idOf,
  nameOf,
  onReorder,
  movedText,
}: SortableOptions<T, Id>) {
  const t = useT();
  const focusAfterMove = useFocusAfterMove();
  const containerRef = useRef<HTMLElement | null>(null);
  // The order shown while an item is dragged; the drag itself is kept in a ref, read by the pointer events.
  const [preview, setPreview] = useState<Id[] | null>(null);
  const drag = useRef<{ id: Id; pointerId: number; order: Id[] } | null>(null);
  const ids = items.map(idOf);
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const shown = preview ? preview.flatMap((id) => byId.get(id) ?? []) : items;

  function commit(id: Id, next: Id[]) {
    const from = ids.indexOf(id);
    const to = next.indexOf(id);
    if (from === to) return;
    const item = byId.get(id) as T;
    const words = { name: nameOf(item), position: to + 1, count: next.length };
    announce(movedText ? movedText(words) : t('kit.order.moved', words));
    onReorder(next, { item, from, to });
  }

  function moveBy(id: ItemId, direction: Direction) {
    const next = moved(ids, id as Id, direction);
    if (!next) return;
    focusAfterMove(id, direction);
    commit(id as Id, next);
  }

  function cancel() {
    drag.current = null;
    setPreview(null);
  }

  function start(event: ReactPointerEvent<HTMLElement>, id: Id) {
    if (event.button !== 0 || items.length < 2) return;
    // No text selection, and no page scroll under a finger, while dragging.
    event.preventDefault();
    drag.current = { id, pointerId: event.pointerId, order: ids };
    setPreview(ids);
  }

  function follow(event: PointerEvent) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId || !containerRef.current) return;
    // Where the pointer is among the other items' middles, as they stand on the screen now.
    const middles = [...containerRef.current.querySelectorAll<HTMLElement>(':scope > [data-sortable-id]')]
      .filter((element) => element.dataset.sortableId !== String(current.id))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      });
    const next = placedAt(current.order, current.id, dropIndex(middles, event.clientY));
    if (next.join() === current.order.join()) return;
    current.order = next;
    setPreview(next);
  }

  function drop(event: PointerEvent) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    cancel();
    commit(current.id, current.order);
  }

  // While dragging, the pointer is followed on the window: the items move in the document as the order
  // changes, and an element moved loses its pointer capture.
  const latest = useRef({ follow, drop, cancel });
  latest.current = { follow, drop, cancel };
  const dragging = preview !== null;
  useLayoutEffect(() => {
    if (!dragging) return;
    const listeners = {
      pointermove: (event: PointerEvent) => latest.current.follow(event),
      pointerup: (event: PointerEvent) => latest.current.drop(event),
      pointercancel: () => latest.current.cancel(),
      keydown: (event: KeyboardEvent) => event.key === 'Escape' && latest.current.cancel(),
    };
    for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of Object.entries(listeners))
        window.removeEventListener(type, listener as EventListener);
    };
  }, [dragging]);

  return {
    /** The items in the order to show: while dragging, the order under the pointer. */
    shown,
    containerRef,
    /** The attributes of an item's element (a card, a row). */
    itemProps: (item: T) => ({ 'data-sortable-id': idOf(item) }),
    /** True for the item being dragged (show it lifted). */
    isDragged: (item: T) => dragging && drag.current?.id === idOf(item),
    /** The grip to drag an item by: for the pointer only, the keyboard has the buttons, which say the same. */
    grip: (item: T): ReactNode => (
      <span
        aria-hidden="true"
        title={t('kit.order.drag')}
        data-drag-handle=""
        className={cn(
          'flex h-10 w-6 shrink-0 touch-none items-center justify-center rounded text-stone-500 select-none hover:bg-stone-100',
          dragging && drag.current?.id === idOf(item) ? 'cursor-grabbing' : 'cursor-grab',
        )}
        onPointerDown={(event) => start(event, idOf(item))}
      >
        <GripVertical className="h-5 w-5" />
      </span>
    ),
    /** "Move up" and "Move down" of the item at `index` of `shown`. */
    buttons: (item: T, index: number): ReactNode => (
      <ReorderButtons id={idOf(item)} name={nameOf(item)} index={index} count={shown.length} onMove={moveBy} />
    ),
  };
}
