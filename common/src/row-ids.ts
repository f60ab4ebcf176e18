import * as z from 'zod/mini';

/**
 * The one range rule for numbers that reach the database (docs/decisions/028). Every id column (serial) and every
 * foreign key is PostgreSQL `integer`, none is bigint: 1..2^31-1. A larger number reaches PostgreSQL as
 * "value out of range for type integer", a 500, so every numeric input is checked against it where it
 * enters: ids in the address (server/src/lib/query-params.ts, a 404: no such row can exist), query values
 * and JSON fields (400). If a column ever becomes bigint, its inputs change here.
 */
export const INTEGER_MAX = 2_147_483_647;

/** A query value: decimal digits only ('1e3', '-1', ' 5', '0x10' and repeated keys are malformed). */
const DIGITS = /^\d{1,16}$/;

/** A row id in a JSON body (an assignee, an article of a newsletter, an image). */
export const rowIdSchema = (message = 'Choose an item of the list') =>
  z.number(message).check(z.int(message), z.positive(message), z.maximum(INTEGER_MAX, message));

/** A whole number in a query string (an offset, a page size, a cursor, a person's id), from min to max. */
export const queryInteger = (min: number, max = INTEGER_MAX) => {
  const message = `Use a whole number from ${min} to ${max}`;
  return z.pipe(
    z.pipe(z.string(message).check(z.regex(DIGITS, message)), z.transform(Number)),
    z.number(message).check(z.minimum(min, message), z.maximum(max, message)),
  );
};

/** True when a value read from an address is a possible row id. */
export const isRowId = (value: number) => Number.isInteger(value) && value >= 1 && value <= INTEGER_MAX;
