import type { ImageValue } from '@common/admin/media';
import type { RecordSnapshot } from '@common/admin/revisions';
import { LOCALES, type Locale } from '@common/locale';
import type { FieldSpec, Fields, RecordInput } from '@common/model/fields';
import type { EditState } from '@common/model/merge';
import {
  cleanWords,
  hasWords,
  nextVersions,
  type Version,
  type VersionState,
  type Versions,
  versionHash,
  type Words,
  type WordsSpec,
  wordsOf,
  writtenIn,
} from '@common/model/versions';
import { type FigureDraft, figureDraftOf, figureOf } from './figure-form';

/**
 * A record's form in the kit's editor (docs/decisions/078), for any kind built of fields (common/src/model/
 * fields.ts): what the inputs hold, and the two ways between it and the shared payload. The rule of
 * versions is never restated here: the live marks come from `nextVersions` run on the form.
 */

/** A saved record as the editor opens it: the admin API's records (AdminEntry) have this shape. */
export interface EditableRecord {
  id: number;
  values: Record<string, unknown>;
  /** Each language's words, where written. */
  words: Partial<Record<Locale, Record<string, unknown>>>;
  /** The language each version was written from (null: an original). */
  sources: Partial<Record<Locale, Locale | null>>;
  status: Record<Locale, VersionState>;
  changedAt: Partial<Record<Locale, string>>;
  published?: boolean;
  /** The version of its history it is: sent back with a save, the base of a merge. */
  revision: number | null;
  updatedAt: string;
  /** The image of each image field, for its preview and description. */
  images?: Record<string, ImageValue | null>;
}

/**
 * The form: each same-in-every-language value as its input holds it (text, a list one item a line, a number
 * as typed, a flag, the picked image, a figure draft, the ids ticked of a `refs` field; an internal field
 * as stored), each language's words as
 * text, and what the save says besides (written from, confirmed, correction, shown, restored from).
 */
export interface RecordForm {
  values: Record<string, unknown>;
  words: Record<Locale, Record<string, string>>;
  /** The version a new language is written from, where the person chose (null: an original). */
  from: Partial<Record<Locale, Locale | null>>;
  /** Languages confirmed as still saying the same as the version they were written from. */
  reviewed: Locale[];
  correction: boolean;
  published: boolean;
  /** The history's version loaded into the form ("Restore as draft"), sent with the save. */
  restoredFrom: number | null;
}

const toText = (value: unknown): string =>
  value == null ? '' : Array.isArray(value) ? value.join('\n') : String(value);

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The ids of a `refs` value, as the field type keeps them: ascending, no repeats (model/fields.ts). */
const refIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b)
    : [];

/** A stored value as its input holds it. */
export function formValueOf(spec: FieldSpec, value: unknown, image?: ImageValue | null): unknown {
  if (spec.internal) return value ?? null;
  switch (spec.type) {
    case 'flag':
      return value === true;
    case 'refs':
      return refIds(value);
    case 'image':
      return image ?? null;
    case 'figure': {
      // A figure that must be there starts as a count: choosing what it counts is then never "nothing".
      const draft = figureDraftOf(value);
      return spec.required && draft.kind === '' ? { ...draft, kind: 'count' } : draft;
    }
    default:
      return toText(value);
  }
}

/** A typed whole number stays a number only when it is one; anything else goes as NaN for the schema to name. */
const wholeNumber = (text: string) => (text.trim() === '' ? null : /^-?\d+$/.test(text.trim()) ? Number(text) : NaN);

/** A value as the payload holds it. */
export function payloadValueOf(spec: FieldSpec, value: unknown): unknown {
  if (spec.internal) return value ?? null;
  switch (spec.type) {
    case 'flag':
      return value === true;
    case 'image':
      return (value as ImageValue | null)?.id ?? null;
    case 'figure':
      return figureOf(value as FigureDraft);
    case 'refs':
      return refIds(value);
    case 'lines':
      return lines(String(value ?? ''));
    case 'number':
    case 'ref':
      return wholeNumber(String(value ?? ''));
    default: {
      const text = String(value ?? '');
      return text.trim() === '' ? null : text;
    }
  }
}

/** Every language, every word field, as text ('' when empty). */
function wordsFormOf(fields: Fields, words: Partial<Record<Locale, Record<string, unknown> | null>>) {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        Object.entries(fields)
          .filter(([, spec]) => spec.perLanguage)
          .map(([name]) => [name, toText(words[locale]?.[name])]),
      ),
    ]),
  ) as RecordForm['words'];
}

/** The form of a saved record, or of a new one (defaults: nothing written, shown on the site). */
export function formOf(fields: Fields, record?: EditableRecord): RecordForm {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (!spec.perLanguage) values[name] = formValueOf(spec, record?.values[name], record?.images?.[name]);
  }
  return {
    values,
    words: wordsFormOf(fields, record?.words ?? {}),
    from: {},
    reviewed: [],
    correction: false,
    published: record?.published ?? true,
    restoredFrom: null,
  };
}

/**
 * A record's state (a version of its history, or the merge of two people's edits) in a form that keeps the
 * rest of what the person set: the images it names are the ones given (`images`, by id).
 */
export function formWithState(
  fields: Fields,
  form: RecordForm,
  state: EditState,
  images: ReadonlyMap<number, ImageValue>,
): RecordForm {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.perLanguage) continue;
    const value = state.values[name];
    values[name] = formValueOf(spec, value, typeof value === 'number' ? images.get(value) : null);
  }
  return {
    ...form,
    values,
    words: wordsFormOf(fields, state.words),
    published: state.published ?? form.published,
  };
}

/** The image ids a state names in its image fields. */
export const imageIdsOf = (fields: Fields, values: Record<string, unknown>): number[] =>
  Object.entries(fields).flatMap(([name, spec]) =>
    spec.type === 'image' && typeof values[name] === 'number' ? [values[name] as number] : [],
  );

/** One language's words as the payload holds them: lists as lines, empty fields left out. */
function payloadWords(fields: Fields, words: Record<string, string>): Words {
  const out: Words = {};
  for (const [name, text] of Object.entries(words)) {
    const spec = fields[name];
    if (!spec) continue;
    if (spec.type === 'lines') {
      const items = lines(text);
      if (items.length > 0) out[name] = items;
    } else if (text.trim() !== '') out[name] = text;
  }
  return out;
}

/** The form's words for every language (none where empty), as the merge and the version rule read them. */
export function formWords(fields: Fields, form: RecordForm, spec: WordsSpec): Partial<Record<Locale, Words>> {
  const out: Partial<Record<Locale, Words>> = {};
  for (const locale of LOCALES) {
    const words = payloadWords(fields, form.words[locale]);
    if (hasWords(words, spec.fields)) out[locale] = words;
  }
  return out;
}

/**
 * The versions as the editor opened them, from what the admin API says of each (its words, the language it
 * was written from, its state): a version out of date keeps a hash that cannot match its source, one up to
 * date its source's, so the rule run on the form gives what the server will store.
 */
export function versionsOf(record: EditableRecord | undefined, spec: WordsSpec): Versions {
  const versions: Versions = {};
  if (!record) return versions;
  for (const locale of LOCALES) {
    const words = record.words[locale];
    if (!words) continue;
    const source = record.sources[locale];
    const version: Version = { words, changedAt: record.changedAt[locale] ?? record.updatedAt };
    if (source)
      version.from = {
        locale: source,
        hash: record.status[locale] === 'outdated' ? 'out-of-date' : versionHash(record.words[source], spec),
      };
    versions[locale] = version;
  }
  return versions;
}

/**
 * A record's original: its earliest version written from no other (what a visitor reads when their
 * language is missing, model/versions.ts `shownLocale`), else its first written language; null when none.
 */
export function originalOf(versions: Versions, spec: WordsSpec): Locale | null {
  const written = writtenIn(versions, spec);
  const originals = written
    .filter((locale) => !versions[locale]?.from)
    .sort((a, b) => (versions[a]?.changedAt ?? '').localeCompare(versions[b]?.changedAt ?? ''));
  return originals[0] ?? written[0] ?? null;
}

/** The languages that had no words when opened and have some now: they say what they are written from. */
export const newLanguages = (stored: Versions, words: Partial<Record<Locale, Words>>, spec: WordsSpec): Locale[] =>
  LOCALES.filter((locale) => words[locale] && !hasWords(stored[locale]?.words, spec.fields));

/**
 * The saved state a form's edits are made to: the record as the editor opened it, or, after a colleague's
 * save was merged in, the record as it is now (its values, versions and revision) and the form of it.
 */
export interface Opened {
  form: RecordForm;
  values: Record<string, unknown>;
  versions: Versions;
  revision: number | null | undefined;
}

export const openedOf = (fields: Fields, spec: WordsSpec, record?: EditableRecord): Opened => ({
  form: formOf(fields, record),
  values: record?.values ?? {},
  versions: versionsOf(record, spec),
  revision: record ? record.revision : undefined,
});

/**
 * What the form changes of the versions: the words of each language that differ from the stored ones (null
 * for a language emptied), the language each new one is written from (the person's choice, else the
 * record's original), the languages confirmed, and whether it is a correction.
 */
export function versionsChange(fields: Fields, form: RecordForm, stored: Versions, spec: WordsSpec) {
  const now = formWords(fields, form, spec);
  const words: Partial<Record<Locale, Words | null>> = {};
  for (const locale of LOCALES) {
    const mine = now[locale];
    const had = stored[locale]?.words;
    if (!mine && !hasWords(had, spec.fields)) continue;
    if (mine && JSON.stringify(cleanWords(mine, spec.fields)) === JSON.stringify(cleanWords(had, spec.fields)))
      continue;
    words[locale] = mine ?? null;
  }
  const original = originalOf(stored, spec);
  const from: Partial<Record<Locale, Locale | null>> = {};
  for (const locale of newLanguages(stored, now, spec)) {
    const chosen = locale in form.from ? (form.from[locale] ?? null) : original;
    from[locale] = chosen === locale ? null : chosen;
  }
  return {
    words,
    from,
    reviewed: form.reviewed.filter((locale) => hasWords(stored[locale]?.words, spec.fields)),
    correction: form.correction,
  };
}

/** Each language's version as the form stands, by the one rule (model/versions.ts nextVersions). */
export const liveVersions = (fields: Fields, form: RecordForm, stored: Versions, spec: WordsSpec) =>
  nextVersions(stored, versionsChange(fields, form, stored, spec), spec, new Date().toISOString());

/**
 * The payload of the shared schema (common/src/model/fields.ts recordInputSchema). A value the person did
 * not change goes as it is stored, so that a figure or a list is never "changed" by its input's shape; an
 * internal field, never shown, goes as the form holds it (as stored, or as the version restored).
 */
export function inputOf(fields: Fields, form: RecordForm, opened: Opened, spec: WordsSpec): RecordInput {
  const values: Record<string, unknown> = {};
  const saved = opened.revision !== undefined;
  for (const [name, field] of Object.entries(fields)) {
    if (field.perLanguage) continue;
    const same = JSON.stringify(form.values[name]) === JSON.stringify(opened.form.values[name]);
    values[name] = saved && same ? (opened.values[name] ?? null) : payloadValueOf(field, form.values[name]);
  }
  const change = versionsChange(fields, form, opened.versions, spec);
  return {
    values,
    ...(Object.keys(change.words).length > 0 ? { words: change.words } : {}),
    ...(Object.keys(change.from).length > 0 ? { from: change.from } : {}),
    ...(change.reviewed.length > 0 ? { reviewed: change.reviewed } : {}),
    ...(change.correction ? { correction: true } : {}),
    published: form.published,
    ...(saved ? { revision: opened.revision } : {}),
    ...(form.restoredFrom ? { restoredFrom: form.restoredFrom } : {}),
  };
}

/** The state two people's edits are merged on (model/merge.ts), from a payload or a history version. */
export const editOfInput = (input: RecordInput): EditState => ({
  values: input.values,
  words: input.words ?? {},
  published: input.published,
});
export const editOfSnapshot = (snapshot: RecordSnapshot): EditState => ({
  values: snapshot.values,
  words: wordsOf(snapshot.versions),
  published: snapshot.published,
});

/**
 * Kept edits laid over the form just opened, field by field: a field the form no longer has is left out and
 * one it has since gained keeps its opened value, so edits kept by an older screen never give it a shape it
 * cannot show.
 */
export function restoredForm(initial: RecordForm, kept: Record<string, unknown>): RecordForm {
  const keptValues = (kept.values ?? {}) as Record<string, unknown>;
  const keptWords = (kept.words ?? {}) as Partial<Record<Locale, Record<string, unknown>>>;
  const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
  const from: RecordForm['from'] = {};
  for (const [locale, source] of Object.entries((kept.from ?? {}) as Record<string, unknown>))
    if (isLocale(locale) && (source === null || isLocale(source))) from[locale] = source;
  return {
    values: Object.fromEntries(
      Object.entries(initial.values).map(([name, value]) => [name, name in keptValues ? keptValues[name] : value]),
    ),
    words: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        Object.fromEntries(
          Object.entries(initial.words[locale]).map(([name, text]) => {
            const keptText = keptWords[locale]?.[name];
            return [name, typeof keptText === 'string' ? keptText : text];
          }),
        ),
      ]),
    ) as RecordForm['words'],
    from,
    reviewed: Array.isArray(kept.reviewed) ? kept.reviewed.filter(isLocale) : initial.reviewed,
    correction: kept.correction === true,
    published: typeof kept.published === 'boolean' ? kept.published : initial.published,
    restoredFrom: typeof kept.restoredFrom === 'number' ? kept.restoredFrom : initial.restoredFrom,
  };
}
