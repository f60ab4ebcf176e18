import type { LoggerOptions } from 'pino';
import { errorFields, stackFrames } from '../db/logger';
import { redactLine, redactUrl } from './log-redaction';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The process's log settings (server.ts's logger, and the app's when a test passes options): a request is
 * written as its method, address (secrets taken out: lib/log-redaction.ts), host and client, never its
 * headers (cookies, authorization) or body; an error as errorFields writes it (never a query's
 * parameters); and every line passes redactLine before it is written, whatever wrote it.
 */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      // An Error logged as it is (by a library); our own lines pass errorFields already.
      err: (error: unknown) => (error instanceof Error ? { ...errorFields(error), stack: stackFrames(error) } : error),
    },
    // Anything logged by mistake under these names is still not written.
    redact: {
      paths: [
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: redactLine },
  };
}
