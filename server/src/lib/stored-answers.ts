import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCache } from '../content/cache';
import type { CachedBody } from './cached-response';
import { chooseEncoding } from './negotiation';

/** What sendCached sent, noted on the request so that onResponse can keep it (see `record`). */
export interface Sent {
  cacheKey: string;
  body: CachedBody;
  bytes: Buffer;
  /** Set when `bytes` is a compressed form of the body. */
  encoding?: 'br' | 'gzip';
}

interface Answer extends Sent {
  status: number;
  /** Name, value, name, value...: what writeHead takes fastest (an object from getHeaders() has no prototype). */
  headers: string[];
  /** The route pattern, for /metrics. */
  route: string;
}

/** The levels at which Fastify logs every request: stored answers are logged there too. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

export type Served = (route: string, status: number, seconds: number) => void;

/**
 * Stored answers: the exact answer (status, headers, bytes) the site gave to a GET that sendCached
 * served from the content cache, given again to an identical request without going through Fastify at
 * all (request and reply objects, logger, routing, hooks). Nearly every visitor request is such a
 * repeat, and the framework's work was most of its cost (docs/decisions/021).
 *
 * An answer is given again only when it cannot differ:
 * - The request is identical in everything the site reads to answer it: method GET with no body, the
 *   raw address (so the same input checks passed), the coding the answer goes out in, the raw Cookie header (the
 *   language), whether it came over TLS and, with TRUST_PROXY, the peer address and X-Forwarded-Proto
 *   (they decide the protocol, hence HSTS).
 * - The content it was made from is still current: the content cache still holds the very entry it
 *   was sent from, with the same bytes (a change, an expiry, a lost notification channel or a better
 *   compression each make it go through the site again, which stores the new answer).
 * - It set no cookie, and the site is not shutting down.
 * - It is not conditional (If-None-Match, If-Modified-Since): those take the ordinary path, which answers
 *   304 from the same stored entry, and a 304 is never stored for a request without them.
 * An answer is kept once its request has come twice (a one-off address is never stored), at most
 * `capacity` of them and `maxBytes` of bytes (an answer keeps its body alive after the content cache let
 * it go, so the cache's byte bound alone would not bound these). Every other request takes the ordinary
 * path unchanged.
 */
export class StoredAnswers {
  private answers = new Map<string, Answer>();
  /**
   * Requests answered once and not stored: an answer is kept only when its request comes a second time,
   * so a flood of one-off addresses (`/?q=<random>`) cannot push the real pages out.
   */
  private seen = new Set<string>();
  private served?: Served;
  /** Set once shutdown begins: every request then takes the ordinary path (its 503). */
  closing = false;
  /** Answers given from here (tests and /metrics read it). */
  hits = 0;
  /** The bytes the kept answers send. */
  private held = 0;

  constructor(
    private readonly cache: ContentCache,
    private readonly trustProxy: boolean,
    private readonly log: FastifyBaseLogger,
    private readonly capacity = 2000,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Called for each answer given from here (metrics). */
  onServed(served: Served): void {
    this.served = served;
  }

  private keyOf(req: IncomingMessage): string | undefined {
    const { headers } = req;
    if (req.method !== 'GET' || headers['content-length'] || headers['transfer-encoding']) return undefined;
    // A conditional request may be answered 304 (lib/conditional.ts): never from, nor into, the store.
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return undefined;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted ? 's' : '';
    const proxy = this.trustProxy ? `\n${req.socket.remoteAddress}\n${headers['x-forwarded-proto'] ?? ''}` : '';
    // The coding the answer was made in, not the raw header: negotiation.ts rewrites the header for the
    // static files' scope, and equal choices share one answer.
    return `${chooseEncoding(headers['accept-encoding'])}\n${headers.cookie ?? ''}\n${encrypted}${proxy}\n${req.url}`;
  }

  /** Keeps the answer just given to `request`, if sendCached noted it and nothing makes it personal. */
  record(request: FastifyRequest, reply: FastifyReply, sent: Sent): void {
    const headers = reply.getHeaders();
    if (this.closing || reply.statusCode >= 400 || headers['set-cookie'] !== undefined) return;
    const key = this.keyOf(request.raw);
    if (key === undefined) return;
    if (!this.seen.delete(key)) {
      this.remember(key);
      return;
    }
    const route = request.routeOptions.url ?? '(unmatched)';
    const flat = Object.entries(headers as OutgoingHttpHeaders).flatMap(([name, value]) =>
      value === undefined ? [] : Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
    );
    this.drop(key);
    this.answers.set(key, { ...sent, status: reply.statusCode, headers: flat, route });
    this.held += sent.bytes.length;
    while (this.answers.size > this.capacity || (this.held > this.maxBytes && this.answers.size > 1)) {
      const oldest = this.answers.keys().next().value as string;
      this.drop(oldest);
      this.remember(oldest);
    }
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.held -= answer.bytes.length;
  }

  /** Notes a request whose answer is not stored (yet, or any more): the next identical one stores it. */
  private remember(key: string): void {
    this.seen.add(key);
    if (this.seen.size > this.capacity * 4) this.seen.delete(this.seen.keys().next().value as string);
  }

  /** Gives the stored answer to `req`; false when there is none (the site then answers as usual). */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing) return false;
    const key = this.keyOf(req);
    if (key === undefined) return false;
    const answer = this.answers.get(key);
    if (!answer) return false;
    const { body } = answer;
    if (
      this.cache.peek(answer.cacheKey) !== body ||
      (answer.encoding && body.ready(answer.encoding) !== answer.bytes)
    ) {
      this.drop(key);
      this.remember(key);
      return false;
    }
    const started = this.served ? performance.now() : 0;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.bytes);
    this.hits += 1;
    if (LOGS_REQUESTS.has(this.log.level)) {
      this.log.info({ req: { method: 'GET', url: req.url }, res: { statusCode: answer.status } }, 'stored answer');
    }
    this.served?.(answer.route, answer.status, (performance.now() - started) / 1000);
    return true;
  }

  get size(): number {
    return this.answers.size;
  }

  /** The bytes the kept answers send (tests, the soak). */
  get bytes(): number {
    return this.held;
  }
}

/** The timeouts Fastify sets on the servers it makes itself (fastify/lib/server.js). */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** What the HTTP server does before handing a request to Fastify. */
export interface FrontDoor {
  /** Read per request: Fastify makes its server before the app that fills the stored answers. */
  stored: () => StoredAnswers | undefined;
  /** Milliseconds the request waits for its turn (0: none), or undefined to refuse it (request-pacing.ts). */
  pace: (req: IncomingMessage) => number | undefined;
}

/** The answer to a client past its pacing's longest wait: it has thousands of requests in flight. */
const REFUSED = Buffer.from(
  JSON.stringify({ success: false, message: 'Too many requests from your address; try again in a few seconds' }),
);

/**
 * The HTTP server for Fastify's `serverFactory`: stored answers first, then the client's pace (a request
 * over its client's rate waits for its turn), then the site.
 */
export function serverWithStoredAnswers(
  front: FrontDoor,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: ServerTimeouts,
): Server {
  const server = createServer((req, res) => {
    if (front.stored()?.serve(req, res)) return;
    const wait = front.pace(req);
    if (wait === 0) return handler(req, res);
    if (wait === undefined) {
      res.writeHead(429, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': REFUSED.length,
        'retry-after': '10',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(REFUSED);
      return;
    }
    // A client that left meanwhile has nobody to answer.
    setTimeout(() => {
      if (!req.socket.destroyed) handler(req, res);
    }, wait);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
