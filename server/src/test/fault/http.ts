import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One clock for every timestamp the fault tests compare (requests, signals, database stops). */
export const now = () => performance.now();

/** A little above the 10 s no request may exceed, so a hang is seen as a hang and not as a slow answer. */
const CLIENT_TIMEOUT_MS = 11_000;

export interface Outcome {
  method: string;
  path: string;
  /** What the test wants to find again (a contact message's marker). */
  marker?: string;
  startedAt: number;
  /** When the whole request had been handed to the socket. */
  sentAt?: number;
  endedAt: number;
  ms: number;
  status?: number;
  headers?: IncomingHttpHeaders;
  body?: string;
  /** A network failure (its code, e.g. ECONNRESET) or 'timeout'. */
  error?: string;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  marker?: string;
}

/**
 * One request on its own connection (no keep-alive pool: a connection reused across a shutdown would
 * blur "reset by the server" and "refused because it arrived after close"). Never rejects: failures are
 * part of the outcome.
 */
export function send(origin: string, path: string, options: RequestOptions = {}): Promise<Outcome> {
  const slow = sendSlowly(origin, path, { ...options, split: false });
  return slow.done;
}

export interface SlowRequest {
  /**
   * Split: resolves once the server has answered `100 Continue` to the headers, i.e. it has parsed
   * and routed the request (or once the request failed). Otherwise: once the request is on the wire.
   */
  started: Promise<void>;
  /** Sends the body. */
  finish(): void;
  done: Promise<Outcome>;
}

/**
 * Sends the headers with `Expect: 100-continue` and waits, after the server's `100 Continue`, for
 * `finish()` to send the body: a request the server has certainly received and is handling (in flight)
 * at a moment the test chooses. With `split: false`, an ordinary request.
 */
export function sendSlowly(
  origin: string,
  path: string,
  {
    method,
    json,
    headers = {},
    timeoutMs = CLIENT_TIMEOUT_MS,
    marker,
    split = true,
  }: RequestOptions & { split?: boolean },
): SlowRequest {
  const verb = method ?? (json === undefined ? 'GET' : 'POST');
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const startedAt = now();
  const outcome: Outcome = { method: verb, path, marker, startedAt, endedAt: startedAt, ms: 0 };
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  let finish: () => void = () => {};

  const done = new Promise<Outcome>((resolve) => {
    let settled = false;
    const settle = (fields: Partial<Outcome>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      Object.assign(outcome, fields);
      outcome.endedAt = now();
      outcome.ms = outcome.endedAt - startedAt;
      markStarted();
      resolve(outcome);
    };
    const req = httpRequest(new URL(path, origin), {
      method: verb,
      agent: false,
      headers: {
        connection: 'close',
        ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        ...(body && split ? { expect: '100-continue' } : {}),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      settle({ error: 'timeout' });
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    req.on('finish', () => {
      outcome.sentAt = now();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
      res.on('end', () =>
        settle({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    if (!body) {
      req.end(() => markStarted());
    } else if (!split) {
      req.end(body, () => markStarted());
    } else {
      req.on('continue', () => markStarted());
      req.flushHeaders();
      finish = () => {
        if (!settled) req.end(body);
      };
    }
  });
  return { started, done, finish: () => finish() };
}

/** A valid contact message (common/src/contact.ts) that carries `marker` so its row can be found. */
export function contactMessage(marker: string) {
  return {
    name: 'Fault Test',
    email: `fault-${marker.toLowerCase()}@example.org`,
    phone: '+27 11 555 0100',
    company: 'Fault Testing Ltd',
    subject: 'general',
    message: `Fault test message ${marker}, sent while things break.`,
  };
}

/** A short description of an outcome for assertion messages. */
export function describeOutcome(o: Outcome): string {
  const what = o.error ? `error ${o.error}` : `${o.status}`;
  return `${o.method} ${o.path}${o.marker ? ` [${o.marker}]` : ''}: ${what} after ${Math.round(o.ms)} ms (t=${Math.round(o.startedAt)})${o.body && o.status !== 201 ? ` ${o.body.slice(0, 160)}` : ''}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
