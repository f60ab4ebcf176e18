import { LIST_COUNT_CAP, LIST_END, type ListCursor, parseCursor } from '@common/admin/list-cursor';
import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reader = Pick<Db, 'select'>;

/**
 * Pages of a long staff list, newest first (the inbox, the subscriber list; docs/decisions/054
 * and 059): a page is read from a cursor, a place in the list's order (`created_at desc, id desc`, an index
 * of the table), so a page deep in 1,000,000 rows costs what the first does and a row arriving between two
 * pages neither repeats nor skips one. Counts stop at LIST_COUNT_CAP + 1 rows.
 */
export interface KeysetTable {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
}

/** Where a page starts: an offset, or a cursor (`before` may be LIST_END, the last page). */
export interface PlaceQuery {
  offset?: number;
  after?: string;
  before?: string;
}

/** A row's place in the list: its id and its creation in microseconds since 1970. */
export interface Place {
  id: number;
  micros: string;
}

const cursorOfPlace = (place: Place) => `${place.micros}_${place.id}`;
/** The schema refused a malformed cursor (400), so a cursor given here is well made. */
const cursorAt = (value: string) => parseCursor(value) as ListCursor;

/** The list's order: the later creation first, then the higher id. */
const comparePlaces = (a: Place, b: ListCursor) => {
  const at = BigInt(b.micros) - BigInt(a.micros);
  return at === 0n ? b.id - a.id : at > 0n ? 1 : -1;
};

export function keyset({ table, createdAt, id }: KeysetTable) {
  /** A row's creation exact to the microsecond (JavaScript's Date would lose them). */
  const micros = sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;
  const placeOf = (cursor: ListCursor) =>
    sql`(timestamptz 'epoch' + ${cursor.micros}::float8 * interval '1 microsecond', ${cursor.id}::integer)`;
  /** Newer than a place in the list (before it), or older (after it); a row comparison the index reads. */
  const newerThan = (cursor: ListCursor) => sql`(${createdAt}, ${id}) > ${placeOf(cursor)}`;
  const olderThan = (cursor: ListCursor) => sql`(${createdAt}, ${id}) < ${placeOf(cursor)}`;
  const NEWEST_FIRST = [desc(createdAt), desc(id)];
  const OLDEST_FIRST = [asc(createdAt), asc(id)];

  /** How many rows match, counting at most LIST_COUNT_CAP + 1 of them. */
  async function countUpTo(db: Reader, where: SQL | undefined): Promise<{ n: number; more: boolean }> {
    const found = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(LIST_COUNT_CAP + 1)
      .as('found');
    const [{ n }] = await db.select({ n: count() }).from(found);
    const counted = Number(n);
    return counted > LIST_COUNT_CAP ? { n: LIST_COUNT_CAP, more: true } : { n: counted, more: false };
  }

  async function anyRow(db: Reader, where: SQL | undefined): Promise<boolean> {
    return (await db.select({ id }).from(table).where(where).limit(1)).length > 0;
  }

  /**
   * One page of the rows `where` matches, in the list's order, with its place and the cursors to the pages
   * beside it. `read` reads the rows (with whatever they are shown with): those matching the condition, in
   * that order, from that offset, at most that many, each with its `micros`. `total` is the list's total
   * as counted (exact, or stopped at the cap: `more`).
   */
  async function readPage<R>(
    db: Reader,
    params: {
      where: SQL | undefined;
      query: PlaceQuery;
      size: number;
      /** Counted beside the page's reading. */
      total: Promise<{ n: number; more: boolean }> | { n: number; more: boolean };
      read: (condition: SQL | undefined, order: SQL[], offset: number, limit: number) => Promise<R[]>;
      placeOfRow: (row: R) => Place;
    },
  ): Promise<{
    rows: R[];
    total: { n: number; more: boolean };
    from: number | null;
    next: string | null;
    previous: string | null;
  }> {
    const { where, query, size, read, placeOfRow } = params;
    const toEnd = query.before === LIST_END;
    const after = query.after ? cursorAt(query.after) : null;
    const before = query.before && !toEnd ? cursorAt(query.before) : null;
    // Backwards from a place (or from the end): read oldest first, then turned.
    const backwards = toEnd || before !== null;
    // The last page holds what is left after the full pages from the top (as the offset's last page does),
    // so the pages before it are the same pages of `size` as from the first: known from an exact total.
    const counted = toEnd ? await params.total : undefined;
    const pageSize = counted && !counted.more && counted.n > 0 ? ((counted.n - 1) % size) + 1 : size;
    const [found, total] = await Promise.all([
      backwards
        ? read(before ? newerThan(before) : undefined, OLDEST_FIRST, 0, pageSize + 1)
        : read(after ? olderThan(after) : undefined, NEWEST_FIRST, query.offset ?? 0, size + 1),
      counted ?? params.total,
    ]);
    // One row past the page says whether there is more in the direction read.
    const beyond = found.length > pageSize;
    const rows = backwards ? found.slice(0, pageSize).reverse() : found.slice(0, pageSize);
    const first = rows[0] === undefined ? undefined : placeOfRow(rows[0]);
    const last = rows.length ? placeOfRow(rows[rows.length - 1]) : undefined;

    // The first row's place: known from an offset, or at the end from an exact total; else the rows newer
    // than it, counted up to the cap.
    let from: number | null = null;
    let newer = Boolean(query.offset);
    if (first && toEnd && !total.more) {
      from = Math.max(1, total.n - rows.length + 1);
      newer = beyond;
    } else if (first && (after || (backwards && beyond))) {
      const above = await countUpTo(db, and(where, newerThan(first)));
      newer = above.n > 0;
      from = above.more ? null : above.n + 1;
    } else if (first) from = (query.offset ?? 0) + 1;
    // Reading back from `before`, one row past the page says there are newer ones; older ones need asking.
    const older = toEnd
      ? false
      : before
        ? last !== undefined && (await anyRow(db, and(where, olderThan(last))))
        : beyond;
    return {
      rows,
      total,
      from,
      next: older && last ? cursorOfPlace(last) : null,
      previous: newer && first ? cursorOfPlace(first) : null,
    };
  }

  /** The rows `where` matches, unordered (an index's matches): each one's place, at most LIST_COUNT_CAP + 1. */
  const placesUpTo = (db: Reader, where: SQL | undefined): Promise<Place[]> =>
    db
      .select({ id: sql<number>`${id}`, micros })
      .from(table)
      .where(where)
      .limit(LIST_COUNT_CAP + 1);

  return { micros, placesUpTo, newerThan, olderThan, NEWEST_FIRST, OLDEST_FIRST, countUpTo, anyRow, readPage };
}

/**
 * A page of rows found first as places (a search's matches, at most LIST_COUNT_CAP + 1, from an index),
 * ordered here: where the page starts and ends among them, its place and the cursors beside it. Exact, as
 * every match is known.
 */
export function pageOfPlaces(matched: Place[], query: PlaceQuery, size: number) {
  const sorted = matched.toSorted(comparePlaces);
  let start = query.offset ?? 0;
  let end: number | undefined;
  if (query.after) {
    const cursor = cursorAt(query.after);
    start = sorted.findIndex((place) => comparePlaces(place, cursor) > 0);
    if (start < 0) start = sorted.length;
  } else if (query.before === LIST_END) {
    // What is left after the full pages from the top, as readPage's last page.
    start = sorted.length ? Math.floor((sorted.length - 1) / size) * size : 0;
  } else if (query.before) {
    // The rows newer than the cursor, at most a page of them (as readPage reads them back).
    const cursor = cursorAt(query.before);
    const at = sorted.findIndex((place) => comparePlaces(place, cursor) >= 0);
    end = at < 0 ? sorted.length : at;
    start = Math.max(0, end - size);
  }
  const shown = sorted.slice(start, end ?? start + size);
  return {
    shown,
    total: sorted.length,
    from: shown.length ? start + 1 : null,
    next: shown.length && start + shown.length < sorted.length ? cursorOfPlace(shown[shown.length - 1]) : null,
    previous: shown.length && start > 0 ? cursorOfPlace(shown[0]) : null,
  };
}
