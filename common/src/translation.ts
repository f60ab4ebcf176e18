import { TRANSLATED_LOCALES, type TranslatedLocale } from './locale';

/**
 * The one translation model of every translatable record but news (docs/decisions/035): the English is the
 * record's own fields; French and Swahili live in `translations`, one object per language holding the
 * translated fields and `_source`, the hash of the English fields that translation was made from. Metrics,
 * stories, the content kinds and newsletter issues store it so; news keeps a versions table (its slugs and
 * history) with the same hash. One rule decides every language's state and what a save stores:
 * `translationState` and `mergeTranslations` below, in the browser and on the server alike.
 */

export type TranslationState = 'missing' | 'outdated' | 'current';

/** Which fields are translated, and which of those may stay untranslated (a metric's value, a company's name). */
export interface TranslationSpec {
  fields: readonly string[];
  optional: readonly string[];
}

/** One language as stored: its fields (text, or lines for a list field) and the English it was made from. */
export type StoredTranslation = Record<string, unknown> & { _source?: string };

/** A field as text: a list's lines one per line, nothing as empty. */
const asText = (value: unknown) =>
  (Array.isArray(value) ? value.join('\n') : value == null ? '' : String(value)).trim();

/** A short, stable hash of text (cyrb53): the same in the browser and on the server, no crypto needed. */
function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The hash of a record's English text fields, in a fixed order (what a translation records as `_source`). */
export function sourceHash(english: Record<string, unknown>, fields: readonly string[]): string {
  return textHash(JSON.stringify(fields.map((field) => asText(english[field]))));
}

/**
 * Missing when a field that has English text has none in this language (optional fields aside); out of
 * date when the English changed after the translation was saved; current otherwise. A translation without
 * `_source` (the demo content, rows converted by a migration) counts as current.
 */
export function translationState(
  english: Record<string, unknown>,
  translation: StoredTranslation | undefined,
  spec: TranslationSpec,
): TranslationState {
  const needed = spec.fields.filter((f) => !spec.optional.includes(f) && asText(english[f]) !== '');
  if (!translation || needed.some((f) => asText(translation[f]) === '')) return 'missing';
  if (translation._source && translation._source !== sourceHash(english, spec.fields)) return 'outdated';
  return 'current';
}

/** Every translated language's state, as the admin API answers it. */
export const translationStates = (
  english: Record<string, unknown>,
  translations: Partial<Record<TranslatedLocale, Record<string, unknown>>>,
  spec: TranslationSpec,
): Record<TranslatedLocale, TranslationState> =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      translationState(english, translations[locale] as StoredTranslation | undefined, spec),
    ]),
  ) as Record<TranslatedLocale, TranslationState>;

/** A value worth storing: text with words, or a list with lines. */
const kept = (value: unknown): value is string | unknown[] =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

const textOf = (translation: Record<string, unknown> | undefined, fields: readonly string[]) =>
  JSON.stringify(fields.map((field) => asText(translation?.[field])));

/**
 * The translations to store after a save. A language's `_source` becomes the current English when its text
 * was changed or when staff confirmed it still matches (`reviewed`); otherwise it keeps the English it was
 * made from, so a change of English marks it out of date. A translation stored without a source counts as
 * made from the English as it was before this save. A language not submitted keeps its stored text; one
 * submitted empty is removed. `changed` lists the languages whose text changed (for the audit log).
 */
export function mergeTranslations<T extends Record<string, unknown>>(
  stored: Partial<Record<TranslatedLocale, T>>,
  submitted: Partial<Record<TranslatedLocale, Record<string, unknown> | undefined>> | undefined,
  english: { before: Record<string, unknown> | null; after: Record<string, unknown> },
  spec: Pick<TranslationSpec, 'fields'>,
  reviewed: readonly TranslatedLocale[] = [],
): { translations: Partial<Record<TranslatedLocale, T>>; changed: TranslatedLocale[] } {
  const now = sourceHash(english.after, spec.fields);
  const before = english.before ? sourceHash(english.before, spec.fields) : now;
  const translations: Partial<Record<TranslatedLocale, T>> = {};
  const changed: TranslatedLocale[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const old = stored[locale];
    const incoming = submitted?.[locale];
    const text: Record<string, unknown> = {};
    for (const field of spec.fields) {
      const value = incoming === undefined ? old?.[field] : incoming[field];
      if (kept(value)) text[field] = typeof value === 'string' ? value.trim() : value;
    }
    const hadText = old !== undefined && spec.fields.some((field) => asText(old[field]) !== '');
    if (Object.keys(text).length === 0) {
      if (hadText) changed.push(locale);
      continue;
    }
    const edited = !hadText || textOf(text, spec.fields) !== textOf(old, spec.fields);
    if (edited) changed.push(locale);
    const made = typeof old?._source === 'string' ? old._source : before;
    const source = edited || reviewed.includes(locale) ? now : made;
    translations[locale] = { ...text, _source: source } as unknown as T;
  }
  return { translations, changed };
}

/** The translations without their bookkeeping, as the admin client edits them. */
export function editableTranslations<T extends Record<string, unknown>>(
  translations: Partial<Record<TranslatedLocale, T>>,
): Partial<Record<TranslatedLocale, Omit<T, '_source'>>> {
  const result: Partial<Record<TranslatedLocale, Omit<T, '_source'>>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entry = translations[locale];
    if (!entry) continue;
    const { _source: _, ...text } = entry;
    result[locale] = text;
  }
  return result;
}
