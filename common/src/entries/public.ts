import type { Picture } from '../admin/media';
import type { Locale } from '../locale';
import { type FieldSpec, type Fields, wordsSpec } from '../model/fields';
import { type FigureValue, formatFigure } from '../model/figure';
import { shownLocale, type Versions, type WordsSpec } from '../model/versions';
import { type EntryKind, KINDS } from './kinds';

/** An image of the media library as a public page shows it: its files for a <picture>, and its alt text. */
export interface PublicImage extends Picture {
  alt: string;
}

type PublicValue<F extends FieldSpec> = F['type'] extends 'lines'
  ? string[]
  : F['type'] extends 'refs'
    ? number[]
    : F['type'] extends 'image'
      ? PublicImage | null
      : F['type'] extends 'number' | 'ref'
        ? F['required'] extends true
          ? number
          : number | null
        : F['type'] extends 'flag'
          ? boolean
          : F['type'] extends 'figure'
            ? F['required'] extends true
              ? string
              : string | null
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

/**
 * A record as the public site reads it, in one language: `lang` is the language of its words (the
 * visitor's when written, else the record's original: docs/decisions/078), so a page marks words in
 * another language with their own `lang`. Figures come written the way that language writes them.
 */
export type PublicEntry<K extends EntryKind> = PublicMeta & PublicValues<(typeof KINDS)[K]['fields']>;

/**
 * What every public record says besides its fields: `lang`, and when the words shown last changed
 * (`changedAt`, ISO 8601: a legal page's "Last updated" is its sections' latest, docs/decisions/078).
 */
export interface PublicMeta {
  id: number;
  lang: Locale;
  changedAt: string | null;
}

/** The stored shape of a record (one row of `entries`). */
export interface StoredEntry {
  id: number;
  values: Record<string, unknown>;
  versions: Versions;
}

const SPECS = new Map<EntryKind, WordsSpec>();
function specOf(kind: EntryKind): WordsSpec {
  let spec = SPECS.get(kind);
  if (!spec) {
    spec = wordsSpec(KINDS[kind].fields);
    SPECS.set(kind, spec);
  }
  return spec;
}

/** Whether a record has words a visitor can read in some language (a kind without words always does). */
export const isReadable = (kind: EntryKind, entry: Pick<StoredEntry, 'versions'>): boolean =>
  specOf(kind).required.length === 0 || shownLocale(entry.versions, 'en', specOf(kind)) !== null;

/**
 * The record in `locale`: its words in that language when written, otherwise in its original language
 * (`lang` says which); never a mix of two languages in one record. Images are resolved by the caller.
 * `changedAt` is the shown version's.
 */
export function localiseEntry(
  kind: EntryKind,
  entry: StoredEntry,
  locale: Locale,
  image: (id: number, locale: Locale) => PublicImage | null,
): Record<string, unknown> & PublicMeta {
  const fields: Fields = KINDS[kind].fields;
  const lang = shownLocale(entry.versions, locale, specOf(kind)) ?? locale;
  const version = entry.versions[lang];
  const words = version?.words ?? {};
  const result: Record<string, unknown> & PublicMeta = { id: entry.id, lang, changedAt: version?.changedAt ?? null };
  for (const [name, spec] of Object.entries(fields)) {
    let value: unknown = (spec.perLanguage ? words[name] : entry.values[name]) ?? null;
    if (value === null)
      value = spec.type === 'lines' || spec.type === 'refs' ? [] : spec.type === 'flag' ? false : null;
    if (spec.type === 'image') value = typeof value === 'number' ? image(value, lang) : null;
    // A figure is written the way the page's language writes numbers, whatever language its words are in.
    if (spec.type === 'figure') value = value ? formatFigure(value as FigureValue, locale) : null;
    result[name] = value;
  }
  return result;
}

// Its own small module, so a page that places figures loads it without the kinds' declarations.
export { withFigure } from './figure-words';
