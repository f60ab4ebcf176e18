import { MEDIA_TYPES, MEDIA_VARIANTS, mediaUrl, parseMediaFile } from '@common/admin/media';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { aliasTarget, readVariant } from './repository';

/** Files change only with their address, so a process may keep the ones asked for often. */
class ByteCache {
  private entries = new Map<string, Buffer>();
  private size = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  clear(): void {
    this.entries.clear();
    this.size = 0;
  }
  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 8) return;
    this.entries.set(key, value);
    this.size += value.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= bytes.length;
    }
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A redirect's target may move again (another replacement): kept a day, and an older one still leads on. */
const REDIRECT_CACHE = 'public, max-age=86400';

const madeFiles = new Set(MEDIA_VARIANTS.map((v) => `${v.width}.${v.format}`));

/**
 * GET /media/<sha-256>-<width>.<avif|webp|jpg>: an uploaded image's file, from the database (so every
 * process and every backup has it). The address changes with the content, so browsers and proxies keep it
 * a year without asking again. Unknown addresses are 404; reading the database counts against the
 * client's miss budget like any other uncached answer.
 *
 * The address of a file since replaced (docs/decisions/030) answers 301 with the same file of
 * the image's current one, for as long as the image exists: pages are rewritten to the new address when it
 * is replaced, but a page cached elsewhere, an editor left open or a sent newsletter may still name it.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const cache = new ByteCache(32 * 1024 * 1024);
  // A replaced or deleted image must stop being served from memory, in every process: its change notifies
  // (migration 0013's trigger on `media`, mapped to the news tag in content/tags.ts), which drops the news
  // entries of the content cache and so moves its generation. The files are read again after any such
  // change (publishing an article moves it too: rare, and a read is one query).
  let generation = app.cache.generation;

  app.get('/media/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const parsed = parseMediaFile(file);
    if (!parsed) throw new HttpError(404, { message: 'No such image' });
    const etag = `"${file}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('ETag', etag).send();
    if (app.cache.generation !== generation) {
      generation = app.cache.generation;
      cache.clear();
    }
    let bytes = cache.get(file);
    if (!bytes) {
      if (!app.missBudget.take(request.ip))
        throw new HttpError(429, { message: 'Too many requests; try again in a second' }).withHeaders({
          'Retry-After': '1',
        });
      bytes = (await readVariant(app.database.db, parsed.hash, parsed.format, parsed.width)) ?? undefined;
      if (!bytes) {
        const current = madeFiles.has(`${parsed.width}.${parsed.format}`)
          ? await aliasTarget(app.database.db, parsed.hash)
          : null;
        if (!current) throw new HttpError(404, { message: 'No such image' });
        return reply
          .code(301)
          .header('Location', mediaUrl(current, parsed.width, parsed.format))
          .header('Cache-Control', REDIRECT_CACHE)
          .send();
      }
      cache.set(file, bytes);
    }
    return reply
      .header('Content-Type', MEDIA_TYPES[parsed.format])
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .send(bytes);
  });
};
