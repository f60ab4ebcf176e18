import * as z from 'zod/mini';
import { errorCode } from '../admin/api-errors';
import { isEmailAddress } from '../email-address';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../locale';
import { rowIdSchema } from '../row-ids';
import { SLUG_PATTERN } from '../slug';
import { isPhoneNumber, isWebAddress, PHONE_MAX } from '../web-address';

/**
 * The field types a kind of public content is made of (docs/decisions/032). A kind (kinds.ts) is a list of fields;
 * the schema that checks a save, the staff editor's inputs and the public reader are all derived from it,
 * so a new kind is a description, not a new editor, a new table and a new route (decision 030).
 *
 * - text, longtext: one line / several paragraphs (a blank line between paragraphs, "- " starts a list item)
 * - lines: an ordered list of short texts (address lines, requirements), one per line in the editor
 * - number: a whole number; url, email, phone: checked formats; choice: one of `options`
 * - flag: yes or no; date: a calendar day, YYYY-MM-DD; image: an image of the media library (its id)
 * - ref: a record of another kind (`ref`), by its id (a job's company); slug: the record's address part
 */
type FieldType =
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
  | 'slug';

export interface FieldSpec {
  readonly type: FieldType;
  /** English, French and Swahili versions; the others are language-neutral (a phone number, a year). */
  readonly translatable?: boolean;
  /** Must be filled (in English, for a translatable field). */
  readonly required?: boolean;
  /** Characters (text types), items (lines). */
  readonly max?: number;
  /** number: the allowed range. */
  readonly min?: number;
  readonly maxValue?: number;
  readonly options?: readonly string[];
  /** image: the files made for it, square (portraits) or wide. */
  readonly shape?: 'square' | 'wide';
  /** ref: the kind referred to. */
  readonly ref?: string;
  /** Unique among the records of the kind (a slug, a figure's place). */
  readonly unique?: boolean;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

/** The names of a kind's translatable fields. */
export const translatableFields = (fields: Fields): string[] =>
  Object.entries(fields)
    .filter(([, spec]) => spec.translatable)
    .map(([name]) => name);

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
  slug: 80,
};
export const maxOf = (spec: FieldSpec) => spec.max ?? DEFAULT_MAX[spec.type];
/** The longest line a `lines` field takes. */
const LINE_MAX = 300;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * Messages name the rule broken; the editor shows them beside the field. Codes (common/src/admin/api-errors.ts);
 * a custom issue carries the values of their placeholders in `params`.
 */
const FIELD_MESSAGES = {
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

/** The schema of one field's value as the editor sends it (English, or the one language of a translation). */
function fieldSchema(spec: FieldSpec, asTranslation = false) {
  // A translation is never required field by field: a missing one is marked, not refused.
  const s = asTranslation ? { ...spec, required: false } : spec;
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
  }
}

const reviewed = z.optional(z.array(z.enum(TRANSLATED_LOCALES)).check(z.maxLength(2)));

/**
 * What the editor sends for a record of a kind: every field's English (or neutral) value, the translatable
 * fields per other language, the languages confirmed as still matching a changed English (`reviewed`),
 * and the version it was read at (a save over someone else's newer change is refused, 409).
 */
export function recordInputSchema(fields: Fields) {
  const shape: Record<string, z.ZodMiniType> = {};
  const translationShape: Record<string, z.ZodMiniType> = {};
  for (const [name, spec] of Object.entries(fields)) {
    shape[name] = fieldSchema(spec);
    if (spec.translatable) translationShape[name] = z.optional(fieldSchema(spec, true));
  }
  const translation = z.optional(z.object(translationShape));
  return z.object({
    values: z.object(shape),
    translations: z.optional(z.object({ fr: translation, sw: translation })),
    published: z.optional(z.boolean(errorCode('field.published'))),
    reviewed,
    updatedAt: z.optional(z.string().check(z.maxLength(40))),
  });
}

export interface RecordInput {
  values: Record<string, unknown>;
  translations?: Partial<Record<TranslatedLocale, Record<string, unknown>>>;
  published?: boolean;
  reviewed?: TranslatedLocale[];
  updatedAt?: string;
}
