import { sourceHash, type TranslationState, translationState } from '../admin/impact';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../locale';
import type { Fields } from './fields';

/**
 * The one translation rule (decision 030), as metrics and stories apply it (common/src/admin/impact.ts):
 * a language is missing when a field that has English has none in it, out of date when the English
 * changed after it was written (its `_source` no longer matches the hash of the English), current
 * otherwise. List fields are compared as their lines joined.
 */
const asText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : value == null ? '' : String(value));

export function textSpec(fields: Fields) {
  const names = Object.entries(fields)
    .filter(([, spec]) => spec.translatable)
    .map(([name]) => name);
  const optional = Object.entries(fields)
    .filter(([, spec]) => spec.translatable && !spec.required)
    .map(([name]) => name);
  return { fields: names, optional };
}

const flatten = (record: Record<string, unknown> | undefined, names: readonly string[]) => {
  const flat: Record<string, string> = {};
  for (const name of names) {
    const text = asText(record?.[name]).trim();
    if (text !== '') flat[name] = text;
  }
  return flat;
};

export type EntryTranslation = Record<string, unknown> & { _source?: string };

export function entryTranslationState(
  fields: Fields,
  english: Record<string, unknown>,
  translation: EntryTranslation | undefined,
): TranslationState {
  const spec = textSpec(fields);
  const flat = translation ? { ...flatten(translation, spec.fields), _source: translation._source } : undefined;
  return translationState(flatten(english, spec.fields), flat as never, spec);
}

export const entryStatus = (
  fields: Fields,
  english: Record<string, unknown>,
  translations: Partial<Record<TranslatedLocale, EntryTranslation>>,
): Record<TranslatedLocale, TranslationState> => ({
  fr: entryTranslationState(fields, english, translations.fr),
  sw: entryTranslationState(fields, english, translations.sw),
});

export const entrySourceHash = (fields: Fields, english: Record<string, unknown>) => {
  const spec = textSpec(fields);
  return sourceHash(flatten(english, spec.fields), spec.fields);
};

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';

/**
 * The translations to store after a save: a language whose text changed, or that staff confirmed as
 * still matching (`reviewed`), records the current English as its source; one left alone keeps the English
 * it was made from, so a change of English marks it out of date. A stored translation without a source
 * (the demo) counts as made from the English as it was before this save.
 */
export function mergeEntryTranslations(
  fields: Fields,
  stored: Partial<Record<TranslatedLocale, EntryTranslation>>,
  submitted: Partial<Record<TranslatedLocale, Record<string, unknown> | undefined>> | undefined,
  english: { before: Record<string, unknown> | null; after: Record<string, unknown> },
  reviewed: readonly TranslatedLocale[] = [],
): { translations: Partial<Record<TranslatedLocale, EntryTranslation>>; changed: TranslatedLocale[] } {
  const names = textSpec(fields).fields;
  const now = entrySourceHash(fields, english.after);
  const before = english.before ? entrySourceHash(fields, english.before) : now;
  const translations: Partial<Record<TranslatedLocale, EntryTranslation>> = {};
  const changed: TranslatedLocale[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const old = stored[locale];
    const incoming = submitted?.[locale];
    const text: Record<string, unknown> = {};
    for (const name of names) {
      const value = incoming === undefined ? old?.[name] : incoming[name];
      if (filled(value)) text[name] = value;
    }
    const oldText = flatten(old, names);
    if (Object.keys(text).length === 0) {
      if (Object.keys(oldText).length > 0) changed.push(locale);
      continue;
    }
    const edited = JSON.stringify(flatten(text, names)) !== JSON.stringify(oldText);
    if (edited) changed.push(locale);
    const source = edited || reviewed.includes(locale) ? now : (old?._source ?? before);
    translations[locale] = { ...text, _source: source };
  }
  return { translations, changed };
}

/** The translations without their bookkeeping, as the editor shows them. */
export function editableTranslations(
  translations: Partial<Record<TranslatedLocale, EntryTranslation>>,
): Partial<Record<TranslatedLocale, Record<string, unknown>>> {
  const result: Partial<Record<TranslatedLocale, Record<string, unknown>>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entry = translations[locale];
    if (!entry) continue;
    const { _source: _, ...text } = entry;
    result[locale] = text;
  }
  return result;
}
