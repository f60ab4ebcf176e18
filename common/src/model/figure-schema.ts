import * as z from 'zod/mini';
import { errorCode } from '../admin/api-errors';
import { CURRENCIES, FIGURE_KINDS } from './figure';

export const FIGURE_MAX = 1e15;

/** The schema of a figure (model/figure.ts) as the editor sends it. */
export const figureSchema = z
  .object({
    kind: z.enum(FIGURE_KINDS, errorCode('figure.kind')),
    number: z
      .number(errorCode('figure.number'))
      .check(z.minimum(0, errorCode('figure.number')), z.maximum(FIGURE_MAX, errorCode('figure.number'))),
    currency: z.optional(z.nullable(z.enum(CURRENCIES, errorCode('figure.currency')))),
    plus: z.optional(z.boolean()),
    short: z.optional(z.boolean()),
  })
  .check(
    z.refine((figure) => figure.kind !== 'amount' || Boolean(figure.currency), {
      message: errorCode('figure.currency'),
      path: ['currency'],
    }),
    z.refine((figure) => figure.kind !== 'year' || (Number.isInteger(figure.number) && figure.number <= 9999), {
      message: errorCode('figure.year'),
      path: ['number'],
    }),
  );
