import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import type { ItemId } from './sortable/ReorderButtons';
import { type SortableOptions, useSortable } from './sortable/use-sortable';

interface CellColumn<Row> {
  /** Stable and unique among the columns (React's key). */
  key: string;
  /** The column's header, in the table's <thead>. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * The column that names its row (a person, an address, a title): a <th scope="row">, which screen
   * readers say with every other cell of the row. Its look defaults to medium, dark text.
   */
  rowHeader?: boolean;
  /**
   * The screen of the row, for the column that names it: its name is then the link there (a title, a
   * subject), so a screen reader's list of links says where each goes.
   */
  link?: (row: Row) => string;
  /**
   * Classes added to the cell's padding: how its text wraps (whitespace-nowrap for dates and times,
   * wrap-anywhere for addresses, break-words for sentences) and widths (max-w-sm). For a row header it
   * replaces the default look.
   */
  className?: string;
}

/** The column of a sortable table's move buttons and grip (placed where the caller lists it). */
interface OrderColumn {
  key: string;
  header: ReactNode;
  reorder: true;
}

export type Column<Row> = CellColumn<Row> | OrderColumn;

/** Tailwind only sees class names written out, so the widths below which a table scrolls are a choice. */
const MIN_WIDTH = {
  '36rem': 'min-w-[36rem]',
  '40rem': 'min-w-[40rem]',
  '48rem': 'min-w-[48rem]',
  '52rem': 'min-w-[52rem]',
  '56rem': 'min-w-[56rem]',
} as const;

/**
 * The admin area's table: a caption (read by screen readers, hidden on screen), column headers, one row
 * per item. Narrower than `minWidth` (a phone), the table scrolls sideways inside its own region, which is
 * named by the caption and takes the focus so the keyboard can scroll it (WCAG 2.1.1; e2e/admin-screens
 * checks both). With no rows it shows `empty` instead, when given. With `sortable`, the rows are ordered by
 * keyboard and pointer as SortableList's cards are (use-sortable.tsx): the column `{ reorder: true }` holds
 * each row's grip and its "Move up" and "Move down" buttons. A column with `link` makes its words the link
 * to the row's screen.
 *
 *   <DataTable caption={t('staff.table.caption')} rows={members} rowKey={(m) => m.id} minWidth="52rem"
 *     columns={[{ key: 'name', header: t('staff.table.name'), rowHeader: true, cell: (m) => m.name }, …]} />
 */
export function DataTable<Row, Id extends ItemId = ItemId>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth = '52rem',
  empty,
  rowProps,
  className,
  sortable,
}: {
  caption: string;
  columns: readonly (Column<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => Id;
  minWidth?: keyof typeof MIN_WIDTH;
  /** Said instead of an empty table ("No subscribers match."). */
  empty?: ReactNode;
  /** Attributes of a row's <tr>: a test id, a class. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** Spacing around the table (or around the empty text). */
  className?: string;
  /** The rows' order is the staff's: what a move needs besides the rows (their ids are `rowKey`). */
  sortable?: Omit<SortableOptions<Row, Id>, 'items' | 'idOf'>;
}) {
  const captionId = useId();
  const order = useSortable({
    items: rows,
    idOf: rowKey,
    nameOf: sortable?.nameOf ?? (() => ''),
    onReorder: sortable?.onReorder ?? (() => {}),
    movedText: sortable?.movedText,
  });
  // A column can be left out with a condition (`filter === 'failed' && { … }`).
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  if (rows.length === 0) return empty ? <p className={cn('text-stone-700', className)}>{empty}</p> : null;
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-md border border-stone-200', className)}
    >
      <table className={cn('w-full text-left text-sm', MIN_WIDTH[minWidth])}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={order.containerRef as Ref<HTMLTableSectionElement>} className="divide-y divide-stone-200">
          {order.shown.map((row, index) => {
            const props = rowProps?.(row);
            return (
              <tr
                key={rowKey(row)}
                {...props}
                {...(sortable && order.itemProps(row))}
                className={cn('align-top', props?.className, order.isDragged(row) && 'bg-amber-50')}
              >
                {shown.map((column) =>
                  'reorder' in column ? (
                    <td key={column.key} className="px-3 py-2">
                      <div className="flex items-center gap-2">
                        {order.grip(row)}
                        {order.buttons(row, index)}
                      </div>
                    </td>
                  ) : column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={cn('px-3 py-2', column.className ?? 'font-medium text-stone-900')}
                    >
                      <Cell column={column} row={row} />
                    </th>
                  ) : (
                    <td key={column.key} className={cn('px-3 py-2', column.className)}>
                      <Cell column={column} row={row} />
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** A cell's words, as the link to the row's screen when the column has one. */
function Cell<Row>({ column, row }: { column: CellColumn<Row>; row: Row }) {
  if (!column.link) return column.cell(row);
  return (
    <Link href={column.link(row)} className="text-primary underline underline-offset-4 hover:text-primary-dark">
      {column.cell(row)}
    </Link>
  );
}
