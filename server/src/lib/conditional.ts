import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Conditional GETs (RFC 9110 §13): feed readers, crawlers and caches that send back the ETag or date of
 * their copy get 304 and no body. The one place that decides it, for stored answers, feeds, the sitemap
 * and share images.
 */

/**
 * A strong validator for `body`: a digest of the bytes before compression, with the content coding as a
 * suffix so that each representation has its own tag (`"…-br"`, `"…-gzip"`), as a strong tag must.
 * A compressed form may be re-made smaller later (cached-response.ts LEVELS) under the same tag: it
 * decodes to the same bytes, and these answers accept no ranges, so no client can tell them apart.
 */
export function entityTag(digest: string, encoding?: 'br' | 'gzip'): string {
  return `"${digest}${encoding ? `-${encoding}` : ''}"`;
}

/** The digest part of an entity tag: 128 bits of SHA-256, computed once per stored answer. */
export const digestOf = (body: Buffer | string): string =>
  createHash('sha256').update(body).digest('base64url').slice(0, 22);

/** An HTTP date to the second, as Last-Modified carries it. */
export const httpDate = (date: Date): string => date.toUTCString();

/**
 * True when the client's copy is current: If-None-Match names `etag` (weak comparison, as §13.1.2 asks
 * for GET), or, only when If-None-Match is absent, the representation changed no later than
 * If-Modified-Since (§13.1.3; a date that does not parse is ignored).
 */
export function notModified(request: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds: a change within the same second as the copy is not newer.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
