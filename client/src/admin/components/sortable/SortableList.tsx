import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import type { ItemId } from './ReorderButtons';
import { type SortableOptions, useSortable } from './use-sortable';

/**
 * An ordered list the staff rearrange (metrics, stories, featured articles): each item is a card with "Move
 * up" and "Move down" buttons, so the keyboard and the pointer share one way, and a grip to drag it with a
 * mouse, a pen or a finger (Escape during a drag puts it back). A move is said in the shell's live region
 * ("Amani moved to position 2 of 5."), and after a button's move the focus stays on that button. The list
 * holds no order of its own: `onReorder` receives every id in the new order, and the caller saves it
 * (useListOrder for a list held by React Query) and renders the items again in that order. A table whose
 * rows are ordered is DataTable with `sortable` (the same hook, use-sortable.tsx).
 *
 *   <SortableList items={stories} idOf={(s) => s.id} nameOf={(s) => s.name} onReorder={(ids) => order.reorder(ids)}
 *     actions={(s) => <Button …>Edit</Button>}>
 *     {(s) => <h2>{s.name}</h2>}
 *   </SortableList>
 */
export function SortableList<T, Id extends ItemId>({
  children,
  actions,
  itemClassName,
  className,
  label,
  testId,
  itemTestId,
  ...options
}: SortableOptions<T, Id> & {
  /** An item's card: what it shows beside the grip. */
  children: (item: T, index: number) => ReactNode;
  /** Controls after the move buttons (Hide, Edit), each naming its item for screen readers. */
  actions?: (item: T) => ReactNode;
  /** Replaces the card's border look (a dashed border for a hidden item). */
  itemClassName?: (item: T) => string | undefined;
  className?: string;
  /** The list's accessible name, when no heading names the section it is in. */
  label?: string;
  testId?: string;
  itemTestId?: string;
}) {
  const sortable = useSortable(options);
  return (
    <ol
      ref={sortable.containerRef as Ref<HTMLOListElement>}
      aria-label={label}
      className={cn('space-y-3', className)}
      data-testid={testId}
    >
      {sortable.shown.map((item, index) => (
        <li
          key={options.idOf(item)}
          {...sortable.itemProps(item)}
          data-testid={itemTestId}
          className={cn(
            'flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm lg:flex-row lg:items-center',
            itemClassName?.(item) ?? 'border-stone-200',
            sortable.isDragged(item) && 'relative z-10 ring-2 ring-amber-500',
          )}
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            {sortable.grip(item)}
            {children(item, index)}
          </div>
          <div className="flex flex-wrap gap-2">
            {sortable.buttons(item, index)}
            {actions?.(item)}
          </div>
        </li>
      ))}
    </ol>
  );
}
