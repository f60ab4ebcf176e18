import { GripVertical } from 'lucide-react';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';
import { announce } from '../../lib/announce';
import { dropIndex, placedAt } from './drop';
import { type Direction, type ItemId, moved, ReorderButtons, useFocusAfterMove } from './ReorderButtons';

export interface Move<T> {
  item: T;
  /** Positions counted from 0. */
  from: number;
  to: number;
}

/**
 * An ordered list the staff rearrange (metrics, stories, featured articles, any list of entries): each item
 * is a card with "Move up" and "Move down" buttons, so the keyboard and the pointer share one way, and a grip
 * to drag it with a mouse, a pen or a finger (Escape during a drag puts it back). A move is said in the shell's
 * live region ("Amani moved to position 2 of 5."), and after a button's move the focus stays on that button.
 * The list holds no order of its own: `onReorder` receives every id in the new order, and the caller saves it
 * (useListOrder for a list held by React Query) and renders the items again in that order.
 *
 *   <SortableList items={stories} idOf={(s) => s.id} nameOf={(s) => s.name} onReorder={(ids) => order.reorder(ids)}
 *     actions={(s) => <Button …>Edit</Button>}>
 *     {(s) => <h2>{s.name}</h2>}
 *   </SortableList>
 */
export function SortableList<T, Id extends ItemId>({
  items,
  idOf,
  nameOf,
  onReorder,
  children,
  actions,
  movedText,
  itemClassName,
  className,
  label,
  testId,
  itemTestId,
}: {
  items: readonly T[];
  idOf: (item: T) => Id;
  /** The item's name, in the buttons' accessible names ("Move up Amani") and in the announcement. */
  nameOf: (item: T) => string;
  onReorder: (ids: Id[], move: Move<T>) => void;
  /** An item's card: what it shows beside the grip. */
  children: (item: T, index: number) => ReactNode;
  /** Controls after the move buttons (Hide, Edit), each naming its item for screen readers. */
  actions?: (item: T) => ReactNode;
  /** The words said after a move; the default is kit.order.moved. */
  movedText?: (move: { name: string; position: number; count: number }) => string;
  /** Replaces the card's border look (a dashed border for a hidden item). */
  itemClassName?: (item: T) => string | undefined;
  className?: string;
  /** The list's accessible name, when no heading names the section it is in. */
  label?: string;
  testId?: string;
  itemTestId?: string;
}) {
  const t = useT();
  const focusAfterMove = useFocusAfterMove();
  const listRef = useRef<HTMLOListElement>(null);
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

  // While dragging, the pointer is followed on the window: the cards move in the document as the order
  // changes, and an element moved loses its pointer capture. Escape puts the item back where it was.
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

  function follow(event: PointerEvent) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId || !listRef.current) return;
    // Where the pointer is among the other cards' middles, as they stand on the screen now.
    const middles = [...listRef.current.querySelectorAll<HTMLElement>(':scope > li[data-sortable-id]')]
      .filter((li) => li.dataset.sortableId !== String(current.id))
      .map((li) => {
        const box = li.getBoundingClientRect();
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

  return (
    <ol ref={listRef} aria-label={label} className={cn('space-y-3', className)} data-testid={testId}>
      {shown.map((item, index) => {
        const id = idOf(item);
        const dragged = preview !== null && drag.current?.id === id;
        return (
          <li
            key={id}
            data-sortable-id={id}
            data-testid={itemTestId}
            className={cn(
              'flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm lg:flex-row lg:items-center',
              itemClassName?.(item) ?? 'border-stone-200',
              dragged && 'relative z-10 ring-2 ring-amber-500',
            )}
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              {/* For the pointer only: the keyboard has the move buttons, which say the same in words. */}
              <span
                aria-hidden="true"
                title={t('kit.order.drag')}
                data-drag-handle=""
                className={cn(
                  'flex h-10 w-6 shrink-0 touch-none items-center justify-center rounded text-stone-500 select-none hover:bg-stone-100',
                  dragged ? 'cursor-grabbing' : 'cursor-grab',
                )}
                onPointerDown={(event) => start(event, id)}
              >
                <GripVertical className="h-5 w-5" />
              </span>
              {children(item, index)}
            </div>
            <div className="flex flex-wrap gap-2">
              <ReorderButtons id={id} name={nameOf(item)} index={index} count={shown.length} onMove={moveBy} />
              {actions?.(item)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
