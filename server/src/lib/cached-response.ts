import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

type Encoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<Encoding, 'identity'>;

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
 * character, and a page cache of them grew the process by half (issue 9 soak).
 */
export class CachedBody {
  private encoded = new Map<Compressed, { current: Promise<Buffer>; best: boolean; upgrading?: boolean }>();
  readonly body: Buffer;
  constructor(
    readonly status: number,
    readonly type: string,
    body: string,
    /** Kept in the cache's small area (see ContentCache): an error page, an empty list. */
    readonly minor = false,
  ) {
    this.body = Buffer.from(body, 'utf8');
  }

  as(encoding: Compressed): Promise<Buffer> {
    const stored = this.encoded.get(encoding);
    if (!stored) {
      const current = compress(this.body, encoding, 'fast');
      this.encoded.set(encoding, { current, best: false });
      return current;
    }
    if (!stored.best && !stored.upgrading) {
      // Asked for again: worth the smallest encoding. Served the fast one until it is ready.
      stored.upgrading = true;
      compress(this.body, encoding, 'best').then(
        (buffer) => {
          stored.current = Promise.resolve(buffer);
          stored.best = true;
        },
        () => {
          stored.upgrading = false;
        },
      );
    }
    return stored.current;
  }
}

export interface Produced {
  status: number;
  type: string;
  body: string;
  /** True for answers about nothing (an empty list for a made-up category): kept in the small area. */
  minor?: boolean;
}

function pickEncoding(header: string | undefined): Encoding {
  const accepted = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Serves `produce()`'s result from the content cache: rendered, serialised and compressed once,
 * then sent as stored bytes until content changes. Answers of 400 and above (an unknown address) are
 * kept in the cache's small area, so made-up addresses cannot push real pages out. Routes using it set
 * `compress: false`.
 */
export async function sendCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<Produced>,
): Promise<FastifyReply> {
  const load = async () => {
    if (!app.missBudget.take(request.ip)) {
      throw new HttpError(429, 'Too many requests for pages that are not ready yet; try again in a second').withHeaders(
        {
          'Retry-After': '1',
        },
      );
    }
    const { status, type, body, minor } = await produce();
    return new CachedBody(status, type, body, minor || status >= 400);
  };
  const entry =
    app.config.NODE_ENV === 'development'
      ? await load()
      : await app.cache.get(`response:${key}`, load, { minor: (body) => body.minor });
  const vary = reply.getHeader('Vary');
  reply
    .code(entry.status)
    .type(entry.type)
    .header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || entry.body.length < 1024) return reply.send(entry.body);
  return reply.header('Content-Encoding', encoding).send(await entry.as(encoding));
}

export const json = (value: unknown, minor = false): Produced => ({
  status: 200,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
  minor,
});
