import {
  type StoredTranslation,
  sourceHash,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type TranslationState,
  translationState,
} from '@common/admin/impact';
import type { Localised } from '../../db/schema';

interface TextSpec {
  fields: readonly string[];
  optional: readonly string[];
}

type Submitted = Partial<Record<TranslatedLocale, Record<string, string | null | undefined> | undefined>>;

/**
 * The translations to store after a save. A language's `_source` (the English it was made from) becomes the
 * current English when its text was changed or when staff confirmed it still matches (`reviewed`);
 * otherwise it keeps the English it was made from, so a change of English marks it out of date. A
 * translation saved before sources were recorded (the demo content) counts as made from the English as it
 * was before this save.
 */
export function mergeTranslations(
  stored: Localised,
  submitted: Submitted,
  english: { before: Record<string, unknown> | null; after: Record<string, unknown> },
  spec: TextSpec,
  reviewed: readonly TranslatedLocale[] = [],
): { translations: Localised; changed: TranslatedLocale[] } {
  const now = sourceHash(english.after, spec.fields);
  const before = english.before ? sourceHash(english.before, spec.fields) : now;
  const translations: Localised = {};
  const changed: TranslatedLocale[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const old = stored[locale] as StoredTranslation | undefined;
    const incoming = submitted[locale];
    const text: Record<string, string> = {};
    for (const field of spec.fields) {
      const value = incoming === undefined ? old?.[field] : incoming[field];
      if (typeof value === 'string' && value.trim() !== '') text[field] = value.trim();
    }
    if (Object.keys(text).length === 0) {
      if (old && spec.fields.some((f) => old[f])) changed.push(locale);
      continue;
    }
    const edited = !old || spec.fields.some((f) => (old[f] ?? '') !== (text[f] ?? ''));
    if (edited) changed.push(locale);
    const source = edited || reviewed.includes(locale) ? now : (old?._source ?? before);
    translations[locale] = { ...text, _source: source };
  }
  return { translations, changed };
}

export function statusOf(
  english: Record<string, unknown>,
  translations: Localised,
  spec: TextSpec,
): Record<TranslatedLocale, TranslationState> {
  return {
    fr: translationState(english, translations.fr as StoredTranslation | undefined, spec),
    sw: translationState(english, translations.sw as StoredTranslation | undefined, spec),
  };
}

/** The translations without their bookkeeping, as the admin client edits them. */
export function editable(translations: Localised): Localised {
  const result: Localised = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entry = translations[locale];
    if (!entry) continue;
    const { _source: _, ...text } = entry;
    result[locale] = text;
  }
  return result;
}
