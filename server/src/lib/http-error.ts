import * as z from 'zod/mini';

/** An error whose message is safe to show the visitor (4xx). */
export class HttpError extends Error {
  headers: Record<string, string> = {};
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  /** Headers the answer carries (Retry-After on a 429 or 503, Allow on a 405). */
  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }
}

/**
 * Parses with a shared schema (zod or zod/mini); a failure becomes a 400 naming each bad field
 * with the schema's message.
 */
export function parseOr400<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  summary = 'Invalid request',
): z.output<S> {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const first = Object.values(errors)[0];
  throw new HttpError(400, Object.keys(errors).length === 1 && first ? first : summary, errors);
}
