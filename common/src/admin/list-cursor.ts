import * as z from 'zod/mini';
import { isRowId } from '../row-ids';

/**
 * Pages of a long staff list read from a cursor (docs/decisions/054 and 059): the inbox and the
 * subscriber list, newest first. A total or a place the list has to count stops counting here: the answer
 * says "more than 1,000" rather than read 1,000,000 rows.
 */
export const LIST_COUNT_CAP = 1000;

/**
 * A place in a list (newest first): the row's creation to the microsecond and its id, the order's
 * tie-breaker, as "<microseconds since 1970>_<id>". A list answers with the next and previous pages'
 * cursors; `after` shows the rows older than one, `before` those newer.
 */
const CURSOR = /^(\d{1,16})_(\d{1,10})$/;
export interface ListCursor {
  /** Microseconds since 1970 (a string: past 2^53 a number would round). */
  micros: string;
  id: number;
}
export function parseCursor(value: string): ListCursor | null {
  const match = CURSOR.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  return isRowId(id) ? { micros: match[1], id } : null;
}

/** `before=end`: the last page, the oldest rows (a list with a "Last page" button). */
export const LIST_END = 'end';

/** A cursor the list made (`message`: the list's own error code); with `end`, also the list's end. */
export const cursorSchema = (message: string, { end = false } = {}) =>
  z.string().check(z.refine((value) => (end && value === LIST_END) || parseCursor(value) !== null, message));

/** One place in the list: an offset (an old address's page) or a cursor from the list's own links. */
export const onePlace = (query: { offset?: unknown; after?: unknown; before?: unknown }) =>
  [query.offset, query.after, query.before].filter((v) => v !== undefined).length <= 1;
