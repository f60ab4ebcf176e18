import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTag } from '../content/tags';
import { digestOf, entityTag, httpDate, notModified } from './conditional';
import { HttpError } from './http-error';
import { type Compressed, type Encoding, chooseEncoding as pickEncoding } from './negotiation';

/**
 * The reads `app.content` gives (content/service.ts, declared on the app in types.d.ts): named through the
 * app, not imported, because the content service reads the modules whose public routes send through here.
 */
type ContentReads = ReturnType<FastifyInstance['content']['tracking']>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Two settings per encoding: a fast one for the first answer (brotli 5 compresses a 60 KB page in about a
 * millisecond) and the smallest (brotli 11: a tenth smaller, but 30-60 ms of CPU), worked out in the
 * background only once an entry is asked for again. A flood of one-off addresses therefore costs a
 * fast compression each, and the pages people actually read still go out at the smallest size.
 */
const LEVELS = { fast: { br: 5, gzip: 6 }, best: { br: constants.BROTLI_MAX_QUALITY, gzip: 9 } } as const;

async function compress(body: Buffer, encoding: Compressed, level: keyof typeof LEVELS): Promise<Buffer> {
  const output =
    encoding === 'gzip'
      ? await gzipAsync(body, { level: LEVELS[level].gzip })
      : await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
  // zlib hands back a view of its 16 KB output chunk: a right-sized copy lets the chunk go.
  return Buffer.from(output);
}

/**
 * A response body kept once per content version, compressed at most twice per encoding, off the event loop.
 * Held as UTF-8 bytes: a JavaScript string with one character beyond Latin-1 takes two bytes for every
 * character, and a page cache of them grew the process by half in a soak of new addresses.
 * Once its brotli form is made, the plain bytes are let go: they are four to five times its size, and
 * nearly every client asks for brotli. The rare one that asks for no encoding, or for gzip, gets the
 * plain bytes decoded from brotli again (a fraction of a millisecond for a page; docs/decisions/096).
 */
export class CachedBody {
  private encoded = new Map<
    Compressed,
    { current: Promise<Buffer>; ready?: Buffer; best: boolean; upgrading?: boolean }
  >();
  #plain?: Buffer;
  /** The plain body's length in bytes (kept when the bytes are let go). */
  readonly length: number;
  #digest?: string;
  constructor(
    readonly status: number,
    readonly type: string,
    body: string,
    /** Kept in the cache's small area (see ContentCache): an error page, an empty list. */
    readonly minor = false,
    /** Headers of the answer itself (a redirect's Location). */
    readonly headers?: Readonly<Record<string, string>>,
    /** When what it shows last changed, where that is known (an article, a feed): Last-Modified. */
    readonly lastModified?: Date,
  ) {
    this.#plain = Buffer.from(body, 'utf8');
    this.length = this.#plain.length;
  }

  /** The plain bytes: kept until the brotli form is made, decoded from it afterwards. */
  get body(): Buffer {
    if (this.#plain) return this.#plain;
    const brotliForm = this.encoded.get('br')?.ready;
    // Let go only once that form was ready (letGo), so it is here.
    return brotliDecompressSync(brotliForm as Buffer);
  }

  /** The brotli form is ready: the digest (of the plain bytes) is worked out, and the plain bytes go. */
  private letGo(): void {
    if (!this.#plain || this.length < COMPRESS_FROM) return;
    this.#digest ??= digestOf(this.#plain);
    this.#plain = undefined;
  }

  /**
   * The bytes it will hold, for the content cache's byte bound: the body and its two compressed forms,
   * which together come to under half the body for HTML and JSON (brotli and gzip of a page here: a fifth
   * and a quarter). Counted in full from the start, so the bound holds before they are made.
   */
  get weight(): number {
    return Math.ceil(this.length * 1.5);
  }

  /** The body's digest for its ETag, worked out once, on the first answer that carries one. */
  get digest(): string {
    this.#digest ??= digestOf(this.body);
    return this.#digest;
  }

  /** The body in `encoding` once compressed (undefined until then: use `as`). */
  ready(encoding: Compressed): Buffer | undefined {
    const stored = this.encoded.get(encoding);
    if (stored?.ready) this.upgrade(encoding, stored);
    return stored?.ready;
  }

  as(encoding: Compressed): Promise<Buffer> {
    const stored = this.encoded.get(encoding);
    if (!stored) {
      const current = compress(this.body, encoding, 'fast');
      const entry = { current, best: false } as { current: Promise<Buffer>; ready?: Buffer; best: boolean };
      this.encoded.set(encoding, entry);
      current.then(
        (buffer) => {
          entry.ready ??= buffer;
          if (encoding === 'br') this.letGo();
        },
        () => this.encoded.delete(encoding),
      );
      return current;
    }
    this.upgrade(encoding, stored);
    return stored.current;
  }

  /** Asked for again: worth the smallest encoding, worked out in the background; the fast one is served until then. */
  private upgrade(
    encoding: Compressed,
    stored: { current: Promise<Buffer>; ready?: Buffer; best: boolean; upgrading?: boolean },
  ) {
    if (stored.best || stored.upgrading) return;
    stored.upgrading = true;
    compress(this.body, encoding, 'best').then(
      (buffer) => {
        stored.current = Promise.resolve(buffer);
        stored.ready = buffer;
        stored.best = true;
      },
      () => {
        stored.upgrading = false;
      },
    );
  }
}

/**
 * The refusal of a miss over the client's budget, made once: it is thrown for every refused request of a
 * flood, and capturing a new stack trace each time was a tenth of such a request's cost (its stack is
 * never read: the answer is a plain 429).
 */
const OVER_BUDGET = new HttpError(429, {
  message: 'Too many requests for pages that are not ready yet; try again in a second',
}).withHeaders({ 'Retry-After': '1' });

export interface Produced {
  status: number;
  type: string;
  body: string;
  /** True for answers about nothing (an empty list for a made-up category): kept in the small area. */
  minor?: boolean;
  headers?: Record<string, string>;
  /** When what it shows last changed, where that is known: sent as Last-Modified. */
  lastModified?: Date;
}

/** Smaller bodies go out as they are: compression would save less than its own overhead. */
const COMPRESS_FROM = 1024;

/**
 * Serves `produce()`'s result from the content cache: rendered, serialised and compressed once,
 * then sent as stored bytes until content changes. `produce` reads content through the reads it is
 * given, so the stored answer is dropped when that content changes. Answers of 400 and above (an
 * unknown address) are kept in the cache's small area, so made-up addresses cannot push real pages out.
 * A stored answer whose encoding is ready is sent without waiting on anything: this is the path of
 * nearly every request, so it allocates no promise of its own. Routes using it set `compress: false`.
 */
export function sendCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  /** Gets the reads to make it from, and the tags they add to (for a cached read of its own, ssr/not-found-pages.ts). */
  produce: (content: ContentReads, tags: Set<ContentTag>) => Promise<Produced>,
): FastifyReply | Promise<FastifyReply> {
  const cacheKey = `response:${key}`;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const stored = app.config.NODE_ENV === 'development' ? undefined : app.cache.peek<CachedBody>(cacheKey);
  if (stored) {
    if (encoding === 'identity' || stored.length < COMPRESS_FROM)
      return send(request, reply, cacheKey, stored, stored.body);
    const bytes = stored.ready(encoding);
    if (bytes) return send(request, reply, cacheKey, stored, bytes, encoding);
  }
  const load = async (tags: Set<ContentTag>) => {
    if (!app.missBudget.take(request.ip)) throw OVER_BUDGET;
    const { status, type, body, minor, headers, lastModified } = await produce(app.content.tracking(tags), tags);
    return new CachedBody(status, type, body, minor || status >= 400, headers, lastModified);
  };
  return (async () => {
    const entry =
      stored ??
      (app.config.NODE_ENV === 'development'
        ? await load(new Set())
        : await app.cache.get(cacheKey, load, { minor: (body) => body.minor, weigh: (body) => body.weight }));
    return sendEntry(request, reply, cacheKey, entry, encoding);
  })();
}

/**
 * Sends `entry` as `bytes` (its body in `encoding`), with its validators; 304 without a body when the
 * client's copy is current. `cacheKey` is set when the entry came from the content cache.
 */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheKey: string | undefined,
  entry: CachedBody,
  bytes: Buffer,
  encoding?: Compressed,
): FastifyReply {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (entry.headers) reply.headers(entry.headers);
  if (entry.status === 200) {
    const etag = entityTag(entry.digest, encoding);
    reply.header('ETag', etag);
    if (entry.lastModified) reply.header('Last-Modified', httpDate(entry.lastModified));
    if (notModified(request, etag, entry.lastModified)) return reply.code(304).send();
  }
  // Noted for lib/stored-answers.ts, which keeps the answer once it is out (development never caches).
  if (cacheKey !== undefined && request.server.config.NODE_ENV !== 'development') {
    request.sentCached = { cacheKey, body: entry, bytes, encoding };
  }
  reply.code(entry.status).type(entry.type);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}

/**
 * Sends an answer made for this request alone (the feeds and the sitemap read the database each time)
 * the way stored answers go out: the same encoding choice, Vary, ETag, Last-Modified and 304. Routes
 * using it set `compress: false`.
 */
export async function sendProduced(
  request: FastifyRequest,
  reply: FastifyReply,
  produced: Produced,
): Promise<FastifyReply> {
  const { status, type, body, minor, headers, lastModified } = produced;
  const entry = new CachedBody(status, type, body, minor, headers, lastModified);
  return sendEntry(request, reply, undefined, entry, pickEncoding(request.headers['accept-encoding']));
}

/** Sends `entry` in `encoding`, compressing it first if that is not done yet. */
async function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheKey: string | undefined,
  entry: CachedBody,
  encoding: Encoding,
): Promise<FastifyReply> {
  if (encoding === 'identity' || entry.length < COMPRESS_FROM) return send(request, reply, cacheKey, entry, entry.body);
  return send(request, reply, cacheKey, entry, await entry.as(encoding), encoding);
}

export const json = (value: unknown, minor = false): Produced => ({
  status: 200,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
  minor,
});
