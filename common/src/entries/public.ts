import type { Picture } from '../admin/media';
import type { Locale, TranslatedLocale } from '../locale';
import type { FieldSpec, Fields } from './fields';
import { type EntryKind, KINDS } from './kinds';

/** An image of the media library as a public page shows it: its files for a <picture>, and its alt text. */
export interface PublicImage extends Picture {
  alt: string;
}

type PublicValue<F extends FieldSpec> = F['type'] extends 'lines'
  ? string[]
  : F['type'] extends 'image'
    ? PublicImage | null
    : F['type'] extends 'number' | 'ref'
      ? F['required'] extends true
        ? number
        : number | null
      : F['type'] extends 'flag'
        ? boolean
        : F['type'] extends 'choice'
          ? F['options'] extends readonly (infer O extends string)[]
            ? F['required'] extends true
              ? O
              : O | null
            : string
          : F['required'] extends true
            ? string
            : string | null;

type PublicValues<T extends Fields> = { -readonly [K in keyof T]: PublicValue<T[K]> };

/** A record as the public site reads it: translatable fields in the visitor's language, English where missing. */
export type PublicEntry<K extends EntryKind> = { id: number } & PublicValues<(typeof KINDS)[K]['fields']>;

/** The stored shape of a record (one row of `entries`). */
export interface StoredEntry {
  id: number;
  values: Record<string, unknown>;
  /** Per translated language, the translated fields and `_source` (see admin/translation.ts). */
  translations: Partial<Record<TranslatedLocale, Record<string, unknown>>>;
}

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

/**
 * The record in `locale`: each translatable field from its translation when one is written, else English
 * (a visitor never sees an empty card because a translation is missing). Images are resolved by the caller.
 */
export function localiseEntry(
  kind: EntryKind,
  entry: StoredEntry,
  locale: Locale,
  image: (id: number, locale: Locale) => PublicImage | null,
): Record<string, unknown> & { id: number } {
  const fields: Fields = KINDS[kind].fields;
  const translation = locale === 'en' ? undefined : entry.translations[locale];
  const result: Record<string, unknown> & { id: number } = { id: entry.id };
  for (const [name, spec] of Object.entries(fields)) {
    let value: unknown = entry.values[name] ?? (spec.type === 'lines' ? [] : spec.type === 'flag' ? false : null);
    if (spec.translatable && translation && isFilled(translation[name])) value = translation[name];
    if (spec.type === 'image') value = typeof value === 'number' ? image(value, locale) : null;
    result[name] = value;
  }
  return result;
}
