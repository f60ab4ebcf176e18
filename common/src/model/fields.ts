import * as z from 'zod/mini';
import { errorCode } from '../admin/api-errors';
import { isEmailAddress } from '../email-address';
import { LOCALES, type Locale } from '../locale';
import { rowIdSchema } from '../row-ids';
import { SLUG_PATTERN } from '../slug';
import { isPhoneNumber, isWebAddress, PHONE_MAX } from '../web-address';
import type { FigureValue } from './figure';
import { figureSchema } from './figure-schema';
import { asText, hasWords, type WordsSpec } from './versions';

/**
 * The field types a kind of record is made of. A kind is a list of fields; the schema that checks a save,
 * the staff editor's inputs and the public reader are all derived from it, so a new kind is a declaration,
 * not a new editor, a new table and a new route (docs/decisions/030, 078).
 *
 * Every field is either words, written per language (`perLanguage`: titles, text, labels, alt text), or the
 * same in every language (numbers, dates, amounts, phone numbers, e-mail addresses, links, images, the
 * company it belongs to, order, flags): edited once, outside the language tabs, shown by every language.
 *
 * - text, longtext: one line / several paragraphs (a blank line between paragraphs, "- " starts a list item)
 * - lines: an ordered list of short texts (address lines, requirements), one per line in the editor
 * - number: a whole number; url, email, phone: checked formats; choice: one of `options`
 * - flag: yes or no; date: a calendar day, YYYY-MM-DD; image: an image of the media library (its id)
 * - ref: a record of another kind (`ref`), by its id (a job's company); slug: the record's address part
 * - refs: records of another kind, any number (the companies an article is about), their ids in ascending
 *   order without repeats: a set, so two lists naming the same records are the same value
 * - figure: a number and what it counts (model/figure.ts), written by each language's page its own way
 */
export type FieldType =
  | 'text'
  | 'longtext'
  | 'lines'
  | 'number'
  | 'url'
  | 'email'
  | 'phone'
  | 'choice'
  | 'flag'
  | 'date'
  | 'image'
  | 'ref'
  | 'refs'
  | 'slug'
  | 'figure';

/** The field types that can be words: everything else is the same in every language. */
export const WORD_TYPES = ['text', 'longtext', 'lines', 'slug'] as const satisfies readonly FieldType[];

export interface FieldSpec {
  readonly type: FieldType;
  /** Words, written per language; otherwise one value for every language. */
  readonly perLanguage?: boolean;
  /** Must be filled: a same-in-every-language field always, a word field in every language written. */
  readonly required?: boolean;
  /** Characters (text types), items (lines, refs). */
  readonly max?: number;
  /** number: the allowed range. */
  readonly min?: number;
  readonly maxValue?: number;
  readonly options?: readonly string[];
  /** image: the files made for it, square (portraits) or wide. */
  readonly shape?: 'square' | 'wide';
  /** ref, refs: the kind referred to. */
  readonly ref?: string;
  /** Unique among the records of the kind (a slug, a figure's place); per language for words. */
  readonly unique?: boolean;
  /** Not shown in the editor, kept as it is by every save (a picture shipped with the demo content). */
  readonly internal?: boolean;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

/** The value a field holds in a saved record (a word field: in one language). */
export type FieldValue<F extends FieldSpec> = F['type'] extends 'lines'
  ? string[]
  : F['type'] extends 'refs'
    ? number[]
    : F['type'] extends 'number' | 'image' | 'ref'
      ? number | null
      : F['type'] extends 'flag'
        ? boolean
        : F['type'] extends 'figure'
          ? FigureValue | null
          : F['type'] extends 'choice'
            ? F['options'] extends readonly (infer O extends string)[]
              ? O | null
              : string | null
            : string | null;

export type RecordValues<T extends Fields> = { -readonly [K in keyof T]: FieldValue<T[K]> };

/** The names of a kind's word fields. */
export type WordName<T extends Fields> = {
  [K in keyof T]: T[K]['perLanguage'] extends true ? K : never;
}[keyof T] &
  string;

/** A kind's word fields, in their declared order (the order their hash reads them). */
export const wordFields = (fields: Fields): string[] =>
  Object.entries(fields)
    .filter(([, spec]) => spec.perLanguage)
    .map(([name]) => name);

/** A kind's words, for the version rule (model/versions.ts). */
export const wordsSpec = (fields: Fields): WordsSpec => {
  const names = wordFields(fields);
  return { fields: names, required: names.filter((name) => fields[name].required) };
};

/** A kind's same-in-every-language fields. */
export const valueFields = (fields: Fields): string[] =>
  Object.entries(fields)
    .filter(([, spec]) => !spec.perLanguage)
    .map(([name]) => name);

/** Defaults of a new record's values, as the editor starts it. */
export function emptyValues(fields: Fields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.perLanguage) continue;
    values[name] = spec.type === 'lines' || spec.type === 'refs' ? [] : spec.type === 'flag' ? false : null;
  }
  return values;
}

const DEFAULT_MAX: Record<FieldType, number> = {
  text: 160,
  longtext: 20_000,
  lines: 30,
  number: 0,
  url: 500,
  email: 254,
  phone: PHONE_MAX,
  choice: 60,
  flag: 0,
  date: 10,
  image: 0,
  ref: 0,
  refs: 50,
  slug: 80,
  figure: 0,
};
export const maxOf = (spec: FieldSpec) => spec.max ?? DEFAULT_MAX[spec.type];
/** The longest line a `lines` field takes. */
export const LINE_MAX = 300;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * Messages name the rule broken; the editor shows them beside the field. Codes (common/src/admin/api-errors.ts);
 * a custom issue carries the values of their placeholders in `params`.
 */
export const FIELD_MESSAGES = {
  required: errorCode('field.required'),
  tooLong: (max: number) => ({ message: errorCode('field.tooLong'), params: { max } }),
  tooManyLines: (max: number) => ({ message: errorCode('field.tooManyLines'), params: { max } }),
  slug: errorCode('entries.slugPattern'),
  url: errorCode('field.url'),
  email: errorCode('field.emailExample'),
  phone: errorCode('field.phoneExample'),
  date: errorCode('field.date'),
  number: (min: number, max: number) => ({ message: errorCode('field.numberRange'), params: { min, max } }),
  choice: errorCode('field.choice'),
} as const;

/** A string field's value: trimmed, empty becomes null. */
function stringField(spec: FieldSpec, check: ((value: string) => boolean) | null, message: string) {
  const max = maxOf(spec);
  return z.pipe(
    z.nullable(z.optional(z.string(FIELD_MESSAGES.required))),
    z.transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') {
        if (spec.required) ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.required, input: value });
        return null;
      }
      if (text.length > max) ctx.issues.push({ code: 'custom', ...FIELD_MESSAGES.tooLong(max), input: value });
      else if (check && !check(text)) ctx.issues.push({ code: 'custom', message, input: value });
      return text;
    }),
  );
}

function linesField(spec: FieldSpec) {
  const max = maxOf(spec);
  return z.pipe(
    z.optional(z.array(z.string(FIELD_MESSAGES.required))),
    z.transform((value, ctx) => {
      const lines = (value ?? []).map((line) => line.trim()).filter((line) => line !== '');
      if (spec.required && lines.length === 0) {
        ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.required, input: value });
      }
      if (lines.length > max) ctx.issues.push({ code: 'custom', ...FIELD_MESSAGES.tooManyLines(max), input: value });
      if (lines.some((line) => line.length > LINE_MAX)) {
        ctx.issues.push({ code: 'custom', ...FIELD_MESSAGES.tooLong(LINE_MAX), input: value });
      }
      return lines;
    }),
  );
}

function numberField(spec: FieldSpec) {
  const min = spec.min ?? 0;
  const max = spec.maxValue ?? 2_147_483_647;
  const range = FIELD_MESSAGES.number(min, max);
  return z.pipe(
    z.nullable(z.optional(z.number(errorCode('field.wholeNumber')))),
    z.transform((value, ctx) => {
      if (value === null || value === undefined) {
        if (spec.required) ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.required, input: value });
        return null;
      }
      if (!Number.isInteger(value) || value < min || value > max)
        ctx.issues.push({ code: 'custom', ...range, input: value });
      return value;
    }),
  );
}

function idField(spec: FieldSpec) {
  const id = rowIdSchema();
  return spec.required
    ? id
    : z.pipe(
        z.nullable(z.optional(id)),
        z.transform((v) => v ?? null),
      );
}

/**
 * Records of another kind, as a set: ids in ascending order without repeats, however they were sent, so
 * the stored value, the merge of two people's edits (model/merge.ts compares values as they are) and the
 * site's copy never differ by order alone. Whether each id is a record of the kind is the server's check.
 */
function refsField(spec: FieldSpec) {
  const max = maxOf(spec);
  return z.pipe(
    z.nullable(z.optional(z.array(rowIdSchema()).check(z.maxLength(max, errorCode('request.listItem'))))),
    z.transform((value, ctx) => {
      const ids = [...new Set(value ?? [])].sort((a, b) => a - b);
      if (spec.required && ids.length === 0)
        ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.required, input: value });
      return ids;
    }),
  );
}

/** The schema of one field's value as the editor sends it (a word field: in one language). */
export function fieldSchema(s: FieldSpec) {
  switch (s.type) {
    case 'text':
    case 'longtext':
      return stringField(s, null, '');
    case 'slug':
      return stringField(s, (v) => SLUG_PATTERN.test(v), FIELD_MESSAGES.slug);
    case 'url':
      return stringField(s, isWebAddress, FIELD_MESSAGES.url);
    case 'email':
      return stringField(s, isEmailAddress, FIELD_MESSAGES.email);
    case 'phone':
      return stringField(s, isPhoneNumber, FIELD_MESSAGES.phone);
    case 'date':
      return stringField(s, isDay, FIELD_MESSAGES.date);
    case 'choice':
      return stringField(s, (v) => (s.options ?? []).includes(v), FIELD_MESSAGES.choice);
    case 'lines':
      return linesField(s);
    case 'number':
      return numberField(s);
    case 'flag':
      return z.pipe(
        z.optional(z.boolean(FIELD_MESSAGES.choice)),
        z.transform((v) => v ?? false),
      );
    case 'image':
    case 'ref':
      return idField(s);
    case 'refs':
      return refsField(s);
    case 'figure':
      // A required figure left empty says "fill in this field", not the schema's "expected object".
      return s.required
        ? z.pipe(
            z.pipe(
              z.nullable(z.optional(z.unknown())),
              z.transform((value, ctx) => {
                if (value == null) ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.required, input: value });
                return value;
              }),
            ),
            figureSchema,
          )
        : z.pipe(
            z.nullable(z.optional(figureSchema)),
            z.transform((v) => v ?? null),
          );
  }
}

const language = z.enum(LOCALES, errorCode('field.language'));

/**
 * What the editor sends for a record of a kind: its same-in-every-language values once; the words of each
 * language it is written in (null: that language removed; left out: kept as stored); the language each was
 * written from where the editor says; the languages confirmed as still matching their source; whether the
 * change is a correction that keeps "Last updated"; and the version it was opened at (`revision`), so that
 * a colleague's save in between is merged with it field by field (docs/decisions/078).
 *
 * No language is required. A language that is written must have its required words; a kind with required
 * words needs at least one language.
 */
export function recordInputSchema(fields: Fields) {
  const shape: Record<string, z.ZodMiniType> = {};
  const wordShape: Record<string, z.ZodMiniType> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.perLanguage) wordShape[name] = fieldSchema({ ...spec, required: false });
    else shape[name] = fieldSchema(spec);
  }
  const words = wordFields(fields);
  const required = words.filter((name) => fields[name].required);
  const version = z.optional(z.nullable(z.object(wordShape)));
  const wordsShape = Object.fromEntries(LOCALES.map((locale) => [locale, version])) as Record<Locale, typeof version>;
  const sources = Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(z.nullable(language))])) as Record<
    Locale,
    z.ZodMiniOptional<z.ZodMiniNullable<typeof language>>
  >;
  return z
    .object({
      values: z.object(shape),
      words: z.optional(z.object(wordsShape)),
      from: z.optional(z.object(sources)),
      reviewed: z.optional(z.array(language).check(z.maxLength(LOCALES.length))),
      correction: z.optional(z.boolean()),
      published: z.optional(z.boolean(errorCode('field.published'))),
      revision: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(2_147_483_647)))),
      /** The version of its history this save brings back ("Restore as draft", then saved). */
      restoredFrom: z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
    })
    .check(
      z.superRefine((input, ctx) => {
        const all = (input.words ?? {}) as Partial<Record<Locale, Record<string, unknown> | null>>;
        for (const locale of LOCALES) {
          const these = all[locale];
          if (!hasWords(these, words)) continue;
          for (const name of required)
            if (asText(these?.[name]) === '')
              ctx.issues.push({
                code: 'custom',
                message: FIELD_MESSAGES.required,
                path: ['words', locale, name],
                input: these?.[name],
              });
        }
        // "At least one language" is checked against what the record keeps (a save may leave languages
        // out to keep them): the server's write path says so, with the stored versions in hand.
      }),
    );
}

export interface RecordInput {
  values: Record<string, unknown>;
  words?: Partial<Record<Locale, Record<string, unknown> | null>>;
  from?: Partial<Record<Locale, Locale | null>>;
  reviewed?: Locale[];
  correction?: boolean;
  published?: boolean;
  revision?: number | null;
  restoredFrom?: number;
}
