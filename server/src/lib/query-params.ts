import type { ApiErrorCode } from '@common/admin/api-errors';
import { isLocale, type Locale } from '@common/locale';
import { isRowId } from '@common/row-ids';
import { z } from 'zod';
import { HttpError } from './http-error';

/** `?published=true` / `?active=true` are what the client sends; nothing else is served publicly. */
export const onlyTrue = (what: string) =>
  z.enum(['true'], `Only ${what} items are available; use true or leave it out`).optional();

export const langParam = z
  .string()
  .optional()
  .transform((value): Locale => (isLocale(value) ? value : 'en'));

/**
 * A row id from the address (`/api/admin/inbox/:id`): not digits is a malformed address (400); digits
 * outside the integer columns' range (0, 2^31, 2^53) name a row that cannot exist, the same 404 as one that
 * does not (the range is common/src/row-ids.ts). Every admin route with an id reads it here.
 */
export function pathId(params: unknown, notFound: ApiErrorCode, name = 'id'): number {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new HttpError(400, 'request.addressNumber', { fields: { [name]: 'request.addressNumber' } });
  }
  const id = Number(value);
  if (!isRowId(id)) throw new HttpError(404, notFound);
  return id;
}
