import type { ImageValue } from '@common/admin/media';
import type { AdminEntry } from '@common/entries/admin';
import type { FieldSpec, Fields, RecordInput } from '@common/entries/fields';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';

/**
 * The editor's state: every field as the input holds it (text, a list as one line per item, a number as
 * typed, a choice or a reference as its value), flags as booleans, images as the picked image.
 */
export interface EntryForm {
  values: Record<string, string | boolean>;
  images: Record<string, ImageValue | null>;
  translations: Record<TranslatedLocale, Record<string, string>>;
  published: boolean;
}

const toText = (spec: FieldSpec, value: unknown): string =>
  value == null ? '' : spec.type === 'lines' && Array.isArray(value) ? value.join('\n') : String(value);

export function formOf(fields: Fields, entry?: AdminEntry): EntryForm {
  const values: EntryForm['values'] = {};
  const images: EntryForm['images'] = {};
  const translations = { fr: {}, sw: {} } as EntryForm['translations'];
  for (const [name, spec] of Object.entries(fields)) {
    const value = entry?.values[name];
    if (spec.type === 'flag') values[name] = value === true;
    else if (spec.type === 'image') images[name] = entry?.images[name] ?? null;
    else values[name] = toText(spec, value);
    if (spec.translatable) {
      for (const locale of TRANSLATED_LOCALES)
        translations[locale][name] = toText(spec, entry?.translations[locale]?.[name]);
    }
  }
  return { values, images, translations, published: entry?.published ?? true };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A typed number stays a number only when it is one; anything else is sent as typed so the schema names it. */
const numberOf = (text: string) =>
  text.trim() === '' ? null : /^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;

function fieldValue(spec: FieldSpec, form: EntryForm, name: string): unknown {
  if (spec.type === 'flag') return form.values[name] === true;
  if (spec.type === 'image') return form.images[name]?.id ?? null;
  const text = String(form.values[name] ?? '');
  if (spec.type === 'lines') return lines(text);
  if (spec.type === 'number' || spec.type === 'ref') return numberOf(text);
  return text.trim() === '' ? null : text;
}

export function inputOf(
  fields: Fields,
  form: EntryForm,
  reviewed: TranslatedLocale[],
  updatedAt?: string,
): RecordInput {
  const values: Record<string, unknown> = {};
  const translations: Record<TranslatedLocale, Record<string, unknown>> = { fr: {}, sw: {} };
  for (const [name, spec] of Object.entries(fields)) {
    values[name] = fieldValue(spec, form, name);
    if (!spec.translatable) continue;
    for (const locale of TRANSLATED_LOCALES) {
      const text = form.translations[locale][name] ?? '';
      translations[locale][name] = spec.type === 'lines' ? lines(text) : text.trim() === '' ? null : text;
    }
  }
  return {
    values,
    translations,
    published: form.published,
    reviewed,
    updatedAt,
  };
}

/** The English of the translatable fields as the form holds it, for the translation marks. */
export function englishOf(fields: Fields, form: EntryForm): Record<string, string> {
  const english: Record<string, string> = {};
  for (const [name, spec] of Object.entries(fields))
    if (spec.translatable) english[name] = String(form.values[name] ?? '');
  return english;
}
