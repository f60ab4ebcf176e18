import { isLocale, type Locale } from '@common/locale';
import { z } from 'zod';

/** `?published=true` / `?active=true` are what the client sends; nothing else is served publicly. */
export const onlyTrue = (what: string) =>
  z.enum(['true'], `Only ${what} items are available; use true or leave it out`).optional();

export const langParam = z
  .string()
  .optional()
  .transform((value): Locale => (isLocale(value) ? value : 'en'));
