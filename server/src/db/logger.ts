/** The part of pino's interface the database layer logs through (the app passes its own logger). */
export interface DbLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** For tools and tests that pass no logger: warnings and errors to stderr, nothing else. */
export const stderrLogger: DbLogger = {
  info: () => {},
  warn: (object, message) => process.stderr.write(`${message} ${JSON.stringify(object)}\n`),
  error: (object, message) => process.stderr.write(`${message} ${JSON.stringify(object)}\n`),
};

/** An error as a log field: its name, code and message, never the query parameters drizzle attaches. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = (error as { cause?: unknown }).cause;
  const base = error as Error & { code?: unknown; query?: unknown };
  return {
    name: base.name,
    code: base.code,
    // DrizzleQueryError's message repeats the query and its parameters (visitor data): log the cause.
    message: base.query !== undefined && cause instanceof Error ? cause.message : base.message,
    ...(cause instanceof Error && base.query === undefined ? { cause: cause.message } : {}),
  };
}
