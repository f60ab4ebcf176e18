import {
  type ApiErrorCode,
  apiErrorTemplate,
  type CodedError,
  type ErrorParams,
  issueError,
} from '@common/admin/api-errors';
import { IntlMessageFormat } from 'intl-messageformat';
import * as z from 'zod/mini';

/** A field's error: a code of the staff area (with its values), or a visitor form's English sentence. */
export type FieldError = ApiErrorCode | CodedError;

/** An English sentence with no code: the visitor side's answers, which the public site words itself. */
export interface PlainMessage {
  message: string;
}

const compiled = new Map<string, IntlMessageFormat>();
const ENGLISH_NUMBERS = new Intl.NumberFormat('en');
/** A code's English, its placeholders filled (for the answer's `message` and `errors`, logs and curl). */
export function englishOf(code: ApiErrorCode, params: ErrorParams = {}): string {
  const template = apiErrorTemplate(code) ?? code;
  let format = compiled.get(template);
  if (!format) {
    format = new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true });
    compiled.set(template, format);
  }
  // Numbers read as the admin client writes them in English (10,000), but those a plural or select reads.
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' && !new RegExp(`\\{\\s*${name}\\s*,`).test(template)
        ? ENGLISH_NUMBERS.format(value)
        : value,
    ]),
  );
  try {
    return String(format.format(values));
  } catch {
    // A placeholder without its value (a schema's type error): the template reads better than a 500.
    return template;
  }
}

/** A field's error in an answer: a code with its values, or a visitor form's sentence. */
type AnyFieldError = FieldError | PlainMessage;
const isPlain = (error: AnyFieldError): error is PlainMessage => typeof error === 'object' && 'message' in error;
const coded = (error: FieldError): CodedError => (typeof error === 'string' ? { code: error } : error);

/**
 * An error whose message is safe to show (4xx). The staff area's errors are codes
 * (`new HttpError(404, 'news.notFound')`, typed: an unknown code fails the type-check): the answer
 * carries `code` and `params`, `message` in English, and per field `errors` (English) and `errorCodes`.
 * The visitor side's answers stay English sentences: `new HttpError(404, { message: 'Article not found' })`.
 */
export class HttpError extends Error {
  headers: Record<string, string> = {};
  readonly code?: ApiErrorCode;
  readonly params?: ErrorParams;
  readonly errors?: Record<string, string>;
  readonly errorCodes?: Record<string, CodedError>;
  /** What the answer carries beside its message for the screen to act on (the fields two people changed). */
  readonly detail?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    error: ApiErrorCode | PlainMessage,
    options: { params?: ErrorParams; fields?: Record<string, AnyFieldError>; detail?: Record<string, unknown> } = {},
  ) {
    super(typeof error === 'string' ? englishOf(error, options.params) : error.message);
    if (typeof error === 'string') {
      this.code = error;
      if (options.params) this.params = options.params;
    }
    if (options.detail) this.detail = options.detail;
    if (options.fields) {
      const entries = Object.entries(options.fields);
      this.errors = Object.fromEntries(
        entries.map(([field, value]) => {
          if (isPlain(value)) return [field, value.message];
          const { code, params } = coded(value);
          return [field, englishOf(code, params)];
        }),
      );
      const codes = entries.flatMap(([field, value]) => (isPlain(value) ? [] : [[field, coded(value)] as const]));
      if (codes.length) this.errorCodes = Object.fromEntries(codes);
    }
  }

  /** Errors of fields, the first one naming the whole answer (a form shows each beside its field). */
  static ofFields(statusCode: number, fields: Record<string, FieldError>): HttpError {
    const first = coded(Object.values(fields)[0] ?? 'request.checkFields');
    return new HttpError(statusCode, first.code, { params: first.params, fields });
  }

  /** Headers the answer carries (Retry-After on a 429 or 503, Allow on a 405). */
  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }
}

/**
 * Parses with a shared schema (zod or zod/mini); a failure becomes a 400 naming each bad field with the
 * schema's message: a code (the staff area's schemas) with its values, or a visitor form's sentence.
 */
export function parseOr400<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  summary: ApiErrorCode | PlainMessage = 'request.invalid',
): z.output<S> {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const fields: Record<string, AnyFieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issueError(issue) ?? { message: issue.message };
  }
  const values = Object.values(fields);
  const only = values.length === 1 ? values[0] : undefined;
  if (!only) throw new HttpError(400, summary, { fields });
  if (isPlain(only)) throw new HttpError(400, only, { fields });
  const { code, params } = coded(only);
  throw new HttpError(400, code, { params, fields });
}
