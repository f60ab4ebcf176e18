import { MEDIA_VARIANTS } from '@common/admin/media';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { media, mediaAliases } from '../../db/schema';
import type { Writer } from '../../db/types';

/**
 * Records that keep an image's address rather than its id (an <img> in an article's HTML, a denormalised
 * image_url) name it by its content hash. These helpers find those hashes, and rewrite them when the file
 * is replaced (docs/decisions/030).
 */

/** An image's address in stored text: /media/<sha-256>-<width>.<avif|webp|jpg> (common/admin/media.ts mediaUrl). */
const REFERENCE = /\/media\/([0-9a-f]{64})-\d{1,5}\.(?:avif|webp|jpg)/g;

/** The hashes a stored text names. */
export function hashesIn(text: string): Set<string> {
  return new Set([...text.matchAll(REFERENCE)].map((match) => match[1]));
}

/**
 * Which image each hash names (null: every image): its current hash and the hashes of the files it replaced,
 * so a page or a draft written before a replacement still counts as a use of the image.
 */
export async function hashIndex(db: Writer, mediaIds: number[] | null): Promise<Map<string, number>> {
  const index = new Map<string, number>();
  if (mediaIds?.length === 0) return index;
  const aliases = await db
    .select({ hash: mediaAliases.hash, id: mediaAliases.mediaId })
    .from(mediaAliases)
    .where(mediaIds ? inArray(mediaAliases.mediaId, mediaIds) : undefined);
  for (const row of aliases) index.set(row.hash, row.id);
  // Current hashes last: a hash uploaded again as a new image after it was replaced names the new image.
  const current = await db
    .select({ hash: media.hash, id: media.id })
    .from(media)
    .where(mediaIds ? inArray(media.id, mediaIds) : undefined);
  for (const row of current) index.set(row.hash, row.id);
  return index;
}

/**
 * A condition: the text (a column, or jsonb as text) names one of these hashes; with no hashes given (null),
 * any uploaded image. Hashes are hexadecimal, so they need no escaping in a LIKE pattern.
 */
export function namesAny(text: SQL, hashes: Iterable<string> | null): SQL {
  if (!hashes) return sql`${text} like '%/media/%'`;
  const patterns = [...hashes].map((hash) => sql`${text} like ${`%/media/${hash}-%`}`);
  return patterns.length ? (or(...patterns) as SQL) : sql`false`;
}

export interface NewFile {
  from: string;
  to: string;
  width: number;
  height: number;
}

const nominalWidths = new Set(MEDIA_VARIANTS.map((variant) => variant.width));

/**
 * The text with every address of the old file pointing at the same file of the new one. An <img> of the
 * old file also gets the new file's proportions (the article editor writes the 960 file's size: width at
 * most 960, the height to scale), so the page reserves the right box before the image loads.
 */
export function rewriteText(text: string, change: NewFile): string {
  if (!text.includes(`/media/${change.from}-`)) return text;
  const sized = text.replace(/<img\b[^>]*>/g, (tag) => {
    const source = new RegExp(`\\ssrc="/media/${change.from}-(\\d{1,5})\\.`).exec(tag);
    if (!source || !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) return tag;
    const nominal = Number(source[1]);
    const width = Math.min(nominalWidths.has(nominal) ? nominal : change.width, change.width);
    const height = Math.max(1, Math.round((change.height * width) / change.width));
    return tag.replace(/(\swidth=)"\d+"/, `$1"${width}"`).replace(/(\sheight=)"\d+"/, `$1"${height}"`);
  });
  return sized.split(`/media/${change.from}-`).join(`/media/${change.to}-`);
}

/** The same for every string inside stored JSON (a draft's or a revision's data). */
export function rewriteJson<T>(value: T, change: NewFile): T {
  if (typeof value === 'string') return rewriteText(value, change) as T;
  if (Array.isArray(value)) return value.map((item) => rewriteJson(item, change)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteJson(item, change)])) as T;
  return value;
}
