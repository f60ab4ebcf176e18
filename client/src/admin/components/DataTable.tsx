// biome-ignore-all lint/a11y/noRedundantRoles: a stacked table (STACKED, below) is displayed as blocks, which drops its parts' implicit roles in Chromium and Safari; each part says its role itself.
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

/**
 * Tailwind only sees class names written out, so the widths below which a table scrolls are a choice;
 * from the `sm` breakpoint down the rows are stacked instead, and nothing scrolls.
 */
const MIN_WIDTH = {
  '36rem': 'sm:min-w-[36rem]',
  '40rem': 'sm:min-w-[40rem]',
  '48rem': 'sm:min-w-[48rem]',
  '52rem': 'sm:min-w-[52rem]',
  '56rem': 'sm:min-w-[56rem]',
} as const;

/**
 * On a phone (below `sm`) each row is a card: its name first, then each cell under its column's words, its
 * actions in reach without scrolling sideways. The display changes, so every part says its table role
 * itself: Chromium and Safari drop a table's semantics when its parts stop being displayed as a table.
 */
const STACKED = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:px-3 max-sm:py-2',
  rowHeader: 'max-sm:block max-sm:px-0 max-sm:py-1 max-sm:text-base',
  cell: 'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:px-0 max-sm:py-1',
  /**
   * The column's words before a cell's, from its `data-label`: generated content with an empty alternative
   * (`/ ''`), so the cell's text and its accessible name stay the cell's own (screen readers name the
   * column already), shown on a phone only.
   */
  label:
    "max-sm:before:min-w-[6.5rem] max-sm:before:font-medium max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)_/_'']",
} as const;

/** A column's words as a stacked cell's label: only words (a header that is an element gets none). */
const labelOf = (header: ReactNode) => (typeof header === 'string' && header !== '' ? header : undefined);

/**
 * The admin area's table: a caption (read by screen readers, hidden on screen), column headers, one row
 * per item. On a phone its rows are stacked as cards (STACKED); between that and `minWidth` (a small
 * tablet) the table scrolls sideways inside its own region, which is named by the caption and takes the
 * focus so the keyboard can scroll it (WCAG 2.1.1; e2e/admin-screens checks both). With no rows it shows `empty` instead, when given. With `sortable`, the rows are ordered by
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
      <table role="table" className={cn('w-full text-left text-sm', MIN_WIDTH[minWidth], STACKED.table)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead role="rowgroup" className={cn('bg-stone-50 text-stone-700', STACKED.head)}>
          <tr role="row">
            {shown.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          ref={order.containerRef as Ref<HTMLTableSectionElement>}
          role="rowgroup"
          className={cn('divide-y divide-stone-200', STACKED.body)}
        >
          {order.shown.map((row, index) => {
            const props = rowProps?.(row);
            return (
              <tr
                key={rowKey(row)}
                role="row"
                {...props}
                {...(sortable && order.itemProps(row))}
                className={cn('align-top', STACKED.row, props?.className, order.isDragged(row) && 'bg-amber-50')}
              >
                {shown.map((column) =>
                  'reorder' in column ? (
                    <td key={column.key} role="cell" className={cn('px-3 py-2', STACKED.cell)}>
                      <div className="flex items-center gap-2">
                        {order.grip(row)}
                        {order.buttons(row, index)}
                      </div>
                    </td>
                  ) : column.rowHeader ? (
                    <th
                      key={column.key}
                      role="rowheader"
                      scope="row"
                      className={cn('px-3 py-2', column.className ?? 'font-medium text-stone-900', STACKED.rowHeader)}
                    >
                      <Cell column={column} row={row} />
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      role="cell"
                      data-label={labelOf(column.header)}
                      className={cn(
                        'px-3 py-2',
                        column.className,
                        STACKED.cell,
                        labelOf(column.header) && STACKED.label,
                      )}
                    >
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
