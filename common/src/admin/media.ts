import * as z from 'zod/mini';
import type { Locale } from '../locale';
import { type Fields, recordInputSchema, wordsSpec } from '../model/fields';
import type { VersionState } from '../model/versions';
import { queryInteger } from '../row-ids';
import { type ApiErrorCode, errorCode } from './api-errors';

/**
 * Uploaded images (docs/decisions/030): what staff may upload, the files every upload becomes, their public
 * addresses and the shapes both sides exchange. The server checks the real content (sharp), never the
 * file name or the browser's type.
 */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * The longest side of the original kept for each upload (variants are made from it, now and when the pages
 * need new sizes): twice the widest variant. A 40-megapixel original is never served, and PGlite writes in
 * this process's thread: with 4 large uploads at once (`npm run bench`, uploads), /healthz's worst answer
 * was 3.1 s keeping the whole original, 345 ms at 3200 px, 84 ms at 2400 px.
 */
export const MEDIA_KEPT_MAX_SIDE = 2400;
/** For the file input's `accept`: a hint to the browser only. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';
/** The upload carries the file name in this header, URI-encoded (headers are Latin-1). */
export const MEDIA_FILENAME_HEADER = 'x-file-name';

/** The media library's errors: codes (api-errors.ts), which the staff area shows in the staff member's language. */
export const mediaMessages = {
  type: 'media.type',
  size: 'media.size',
  pixels: 'media.pixels',
  empty: 'media.empty',
  unreadable: 'media.unreadable',
  busy: 'media.busy',
  altNeeded: 'media.altNeeded',
  inUse: 'media.inUse',
  duplicate: 'media.duplicate',
  unknownUse: 'media.unknownUse',
  notFound: 'media.notFound',
  othersImage: 'media.othersImage',
} as const satisfies Record<string, ApiErrorCode>;

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface VariantSpec {
  format: VariantFormat;
  /** The nominal width, in the address; the file is never enlarged, so a small original gives a smaller file. */
  width: number;
  /** A square crop (centred on the most interesting part) for round avatars. */
  square?: boolean;
}

/**
 * The files made from every upload, at the widths the public pages use: news cards and the article page
 * (480 and 960 wide, 16:9 boxes filled with object-cover), the share image (1200 JPEG: social networks
 * read neither AVIF nor WebP) and the success stories' round avatars (64 px on screen: 96 and 192 square
 * for 1x to 3x screens).
 */
export const MEDIA_VARIANTS: readonly VariantSpec[] = [
  { format: 'avif', width: 480 },
  { format: 'webp', width: 480 },
  { format: 'avif', width: 960 },
  { format: 'webp', width: 960 },
  { format: 'jpeg', width: 1200 },
  { format: 'avif', width: 96, square: true },
  { format: 'webp', width: 96, square: true },
  { format: 'avif', width: 192, square: true },
  { format: 'webp', width: 192, square: true },
];

const EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const MEDIA_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The public, content-hashed address of one file: /media/<sha-256>-<width>.<avif|webp|jpg>. */
export const mediaUrl = (hash: string, width: number, format: VariantFormat) =>
  `/media/${hash}-${width}.${EXTENSIONS[format]}`;

export const MEDIA_PATH = /^([0-9a-f]{64})-(\d{1,5})\.(avif|webp|jpg)$/;
/** The parts of a file name under /media/, or null. */
export function parseMediaFile(file: string): { hash: string; width: number; format: VariantFormat } | null {
  const match = MEDIA_PATH.exec(file);
  if (!match) return null;
  const format = match[3] === 'jpg' ? 'jpeg' : (match[3] as VariantFormat);
  return { hash: match[1], width: Number(match[2]), format };
}

/**
 * An image's words: its alt text, one version per language in the one shape of docs/decisions/078
 * (`media.versions`, `words.alt`). No language is required or first: an image may be described in French
 * only, and a page in another language reads the image's original description (server/src/modules/media/alt.ts).
 */
export const MEDIA_ALT_FIELDS = {
  alt: { type: 'text', perLanguage: true, required: true, max: 300 },
} as const satisfies Fields;
export const ALT_WORDS = wordsSpec(MEDIA_ALT_FIELDS);

/**
 * PATCH /media/:id: the shared record input (model/fields.ts) of an image: `words` per language
 * (`{ fr: { alt } }`; null removes a language, left out keeps it), `from`, `reviewed` (a description
 * confirmed as still saying what its source says), `correction`, and the `revision` the editor opened, so a
 * colleague's change to another language is kept (docs/decisions/078). `values` is `{}`: an image has no
 * other words. Once saved, the image must stay described in at least one language (`media.altNeeded`).
 */
export const mediaAltInputSchema = recordInputSchema(MEDIA_ALT_FIELDS);

/** Alt text per language, where written. */
export type MediaAlt = Partial<Record<Locale, string>>;

/** An image's descriptions as the staff area reads and sends them back. */
export interface ImageAlt {
  /** Each language's alt text, where written. */
  alt: MediaAlt;
  /** Every language's state: missing, out of date (the description it was written from changed), current. */
  altStatus: Record<Locale, VersionState>;
  /** The language each description was written from (null: written on its own). */
  altSources: Partial<Record<Locale, Locale | null>>;
  /** The image's revision in the one history: send it back with the next PATCH (null: none kept yet). */
  revision: number | null;
}

/** A description in at least one language: what an image needs before a page may use it. */
export const isDescribed = (alt: MediaAlt): boolean => Object.values(alt).some((text) => Boolean(text?.trim()));

interface MediaVariant {
  format: VariantFormat;
  /** The nominal width (in the address). */
  width: number;
  /** The file's real size in pixels. */
  actualWidth: number;
  height: number;
  bytes: number;
  url: string;
  square: boolean;
}

/** One uploaded image as the admin API returns it. */
export interface MediaItem extends ImageAlt {
  id: number;
  hash: string;
  filename: string | null;
  /** The type of the kept original (re-encoded, metadata stripped). */
  mime: string;
  width: number;
  height: number;
  /** The 960 WebP: what a form stores as its image address (the public pages derive the other files). */
  url: string;
  variants: MediaVariant[];
  createdAt: string;
}

/**
 * What the image field hands its form: the image, its descriptions as typed, their state and revision as
 * last read, and the languages the person confirmed as still matching their source (`reviewed`).
 */
export interface ImageValue extends ImageAlt {
  id: number;
  url: string;
  width: number;
  height: number;
  reviewed?: Locale[];
}

/** A <picture> for public pages: AVIF and WebP sources, a WebP fallback, and the size of that fallback. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

/** Builds a <picture> from an image's files: the wide ones (news) or the square ones (avatars). */
export function pictureOf(
  hash: string,
  variants: readonly { format: VariantFormat; width: number; actualWidth: number; height: number }[],
  shape: 'wide' | 'square',
): Picture | null {
  const wanted = new Set(MEDIA_VARIANTS.filter((v) => Boolean(v.square) === (shape === 'square')).map((v) => v.width));
  const pick = (format: 'avif' | 'webp') =>
    variants
      .filter((v) => v.format === format && wanted.has(v.width))
      .sort((a, b) => a.width - b.width)
      // Two files of the same real width (a small original) would be the same candidate twice.
      .filter((v, i, all) => i === 0 || all[i - 1].actualWidth !== v.actualWidth);
  const avif = pick('avif');
  const webp = pick('webp');
  if (webp.length === 0) return null;
  const srcSet = (list: typeof webp) =>
    list.map((v) => `${mediaUrl(hash, v.width, v.format)} ${v.actualWidth}w`).join(', ');
  const fallback = shape === 'square' ? webp[0] : webp[webp.length - 1];
  return {
    src: mediaUrl(hash, fallback.width, 'webp'),
    width: fallback.actualWidth,
    height: fallback.height,
    sources: [
      ...(avif.length ? [{ type: 'image/avif' as const, srcSet: srcSet(avif) }] : []),
      { type: 'image/webp' as const, srcSet: srcSet(webp) },
    ],
  };
}

/**
 * The media library (docs/decisions/030): every image, where it is used, replaced in place and deleted when unused.
 *   GET    /media?q&use&from&to&page    the library, newest first (MediaListQuery → MediaList)
 *   GET    /media/:id                   one image with its uses (MediaLibraryItem)
 *   PATCH  /media/:id                   its alt text (mediaAltInputSchema → MediaLibraryItem; 409 entries.conflict)
 *   PUT    /media/:id/file              a new file for the same image (raw body as for POST /media → MediaLibraryItem)
 *   DELETE /media/:id                   only when nothing uses it (409 { message, uses } otherwise)
 */
export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_SEARCH_MAX = 200;

/** One record that shows an image: the usage registry (server/src/modules/media/usage.ts) finds them. */
export interface MediaUse {
  mediaId: number;
  /** The kind of record ('news', 'news-history', 'entries', ...): the staff area words it (media.sources.*). */
  source: string;
  recordId: number;
  /** The record's name as staff know it (an article's title, a person's name). */
  label: string;
  /** The record's editor inside the staff area, relative to /admin (e.g. '/news/12'). */
  editPath: string;
}

/** Filters by use: any image, used ones, unused ones, or those a source uses ('news', 'entries' ...). */
const USE_FILTER = /^(used|unused|[a-z][a-z0-9-]{0,39})$/;
export const mediaListQuerySchema = z.object({
  /** Words in the file name or in the alt text of any language. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(MEDIA_SEARCH_MAX, errorCode('field.tooLong')))),
  use: z.optional(z.string(mediaMessages.unknownUse).check(z.regex(USE_FILTER, mediaMessages.unknownUse))),
  /** Uploaded at or after this instant (ISO 8601; the staff area sends the start of a day in its zone). */
  from: z.optional(z.iso.datetime({ offset: true, message: errorCode('field.dateTimeIso') })),
  /** Uploaded before this instant. */
  to: z.optional(z.iso.datetime({ offset: true, message: errorCode('field.dateTimeIso') })),
  page: z._default(queryInteger(1, 100_000), 1),
});
export type MediaListQuery = Omit<z.input<typeof mediaListQuerySchema>, 'page'> & { page?: number };

/** An image of the library: what the admin API returns for one, with every record that uses it. */
export interface MediaLibraryItem extends MediaItem {
  uses: MediaUse[];
}

export interface MediaList {
  items: MediaLibraryItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The use sources the server knows, for the filter (the registry's order). */
  sources: string[];
}

/** The 409 of DELETE /media/:id. */
export interface MediaInUse {
  success: false;
  message: string;
  code: typeof mediaMessages.inUse;
  uses: MediaUse[];
}
