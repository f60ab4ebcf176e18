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

/** A PostgreSQL error (node-postgres' or PGlite's DatabaseError): a severity and an SQLSTATE code. */
const isDatabaseError = (error: unknown): error is Error & Record<string, unknown> =>
  error instanceof Error &&
  typeof (error as { severity?: unknown }).severity === 'string' &&
  typeof (error as { code?: unknown }).code === 'string';

/**
 * PostgreSQL quotes the values it refuses in its messages (`invalid input syntax for type integer:
 * "…"`, `value "…" is out of range`): query parameters, so visitor data and secrets. Quoted text is
 * masked, except the names of the constraint, table, column or type the error itself names.
 */
function maskValues(message: string, error: Record<string, unknown>): string {
  const names = new Set(
    ['constraint', 'table', 'column', 'schema', 'dataType'].map((key) => error[key]).filter(Boolean),
  );
  return message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner) => (names.has(inner) ? quoted : '"…"'));
}

/**
 * An error as a log field: its name, code and message, never a query's parameters: DrizzleQueryError's
 * message repeats the query and its parameters, so its cause is logged instead; a database error's
 * message loses the values it quotes.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = (error as { cause?: unknown }).cause;
  const base = error as Error & { code?: unknown; query?: unknown };
  const failedQuery = base.query !== undefined;
  const described = failedQuery && cause instanceof Error ? cause : base;
  const database = isDatabaseError(described) ? described : null;
  const message = database
    ? maskValues(described.message, database)
    : failedQuery && described === base
      ? 'database query failed'
      : described.message;
  return {
    name: base.name,
    code: database?.code ?? base.code,
    message,
    ...(database?.constraint ? { constraint: database.constraint } : {}),
    ...(database?.table ? { table: database.table } : {}),
    ...(cause instanceof Error && described === base
      ? { cause: isDatabaseError(cause) ? maskValues(cause.message, cause) : cause.message }
      : {}),
  };
}

/**
 * Where an error was thrown: the stack's frames without its first lines, which repeat the message (a
 * DrizzleQueryError's holds the query and its parameters).
 */
export function stackFrames(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  const lines = stack.split('\n');
  let first = lines.length;
  while (first > 0 && /^\s+at \S/.test(lines[first - 1])) first -= 1;
  return lines.slice(first).join('\n') || undefined;
}
