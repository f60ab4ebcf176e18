import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';

export type Direction = 'up' | 'down';
/** An item's id in an ordered list (a row id, or a key). */
export type ItemId = number | string;

/**
 * "Move up" and "Move down" for one item of an ordered list: buttons, so the keyboard and the pointer use
 * the same controls; each names its item for screen readers. The first item cannot go up, the last down.
 */
export function ReorderButtons({
  id,
  name,
  index,
  count,
  onMove,
}: {
  id: ItemId;
  name: string;
  index: number;
  count: number;
  onMove: (id: ItemId, direction: Direction) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        data-move="up"
        data-id={id}
        disabled={index === 0}
        onClick={() => onMove(id, 'up')}
      >
        <ArrowUp aria-hidden="true" />
        {t('kit.order.moveUp')}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        data-move="down"
        data-id={id}
        disabled={index === count - 1}
        onClick={() => onMove(id, 'down')}
      >
        <ArrowDown aria-hidden="true" />
        {t('kit.order.moveDown')}
        <span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}

/**
 * Keeps the keyboard on the item that moved: React moves its row in the document, which drops the focus,
 * so after the next render the same button of that item is focused again (or the other one when the item
 * reached an end and its button is disabled).
 */
export function useFocusAfterMove() {
  const pending = useRef<{ id: ItemId; direction: Direction } | null>(null);
  useLayoutEffect(() => {
    if (!pending.current) return;
    const { id, direction } = pending.current;
    pending.current = null;
    const find = (d: Direction) =>
      document.querySelector<HTMLButtonElement>(`button[data-move="${d}"][data-id="${CSS.escape(String(id))}"]`);
    const same = find(direction);
    const target = same && !same.disabled ? same : find(direction === 'up' ? 'down' : 'up');
    target?.focus();
  });
  return (id: ItemId, direction: Direction) => {
    pending.current = { id, direction };
  };
}

/** The list with one item moved a place, or null when it cannot move that way. */
export function moved<Id extends ItemId>(ids: readonly Id[], id: Id, direction: Direction): Id[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
