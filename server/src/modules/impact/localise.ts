import type { Locale } from '@common/locale';
import type { Localised } from '../../db/schema';

/** Overlays a row's translated fields for the requested language; English is the base. */
export function localise<T extends Record<string, unknown>>(row: T, translations: Localised, locale: Locale): T {
  if (locale === 'en') return row;
  const overrides = translations[locale];
  if (!overrides) return row;
  const result: Record<string, unknown> = { ...row };
  for (const [field, text] of Object.entries(overrides)) {
    if (field in row && row[field] != null && typeof text === 'string' && text !== '') result[field] = text;
  }
  return result as T;
}
