/**
 * Telling "the database cannot be reached" apart from every other failure: the first is temporary and
 * answered 503 with Retry-After (the visitor may try again in a moment); the others are bugs (500).
 */

/** Thrown when the database is known to be unreachable, and used to mark errors that mean it. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(message = 'The database is unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures of a connection to a PostgreSQL server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOENT', // a unix socket that is gone
]);

/** SQLSTATEs a server sends while it stops, starts or is out of connections. */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a dropped or timed-out connection only in its message. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); follow the chain a few steps.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
