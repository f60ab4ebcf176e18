import {
  ALT_WORDS,
  type ImageAlt,
  type ImageValue,
  MEDIA_VARIANTS,
  type MediaItem,
  mediaUrl,
  pictureOf,
  type VariantFormat,
} from '@common/admin/media';
import { sourcesOf, type Versions, versionStates } from '@common/model/versions';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, mediaAliases, mediaVariants, revisions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { altOf } from './alt';
import type { ProcessedImage } from './process';

/** What the one history calls images (docs/decisions/078): their alt text's versions are kept under it. */
export const MEDIA_RECORD = 'media';

export type MediaRow = Omit<typeof media.$inferSelect, 'original'>;
type VariantMeta = { format: VariantFormat; width: number; height: number; actualWidth: number; bytes: number };

const squareWidths = new Set(MEDIA_VARIANTS.filter((v) => v.square).map((v) => v.width));

const rowColumns = {
  id: media.id,
  hash: media.hash,
  filename: media.filename,
  mime: media.mime,
  width: media.width,
  height: media.height,
  versions: media.versions,
  createdBy: media.createdBy,
  createdAt: media.createdAt,
};

/**
 * The variants' real widths are not a column: the table keys a file by its nominal width (the address), and
 * the real one is the nominal width unless the original was smaller (files are never enlarged).
 */
const actualWidth = (row: MediaRow, variant: { width: number; height: number }, square: boolean) =>
  square ? variant.height : Math.min(variant.width, row.width);

/** An image's descriptions as the staff area reads them: each language's words, state and source. */
export const imageAltOf = (versions: Versions, revision: number | null): ImageAlt => ({
  alt: altOf(versions),
  altStatus: versionStates(versions, ALT_WORDS),
  altSources: sourcesOf(versions),
  revision,
});

/** Each image's newest revision in the one history (one query for a page of the library). */
async function revisionsOf(db: Writer, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: revisions.recordId, revision: sql<number>`max(${revisions.id})`.mapWith(Number) })
    .from(revisions)
    .where(and(eq(revisions.recordType, MEDIA_RECORD), inArray(revisions.recordId, ids)))
    .groupBy(revisions.recordId);
  return new Map(rows.map((row) => [row.id, row.revision]));
}

function toItem(row: MediaRow, variants: VariantMeta[], revision: number | null): MediaItem {
  return {
    id: row.id,
    hash: row.hash,
    filename: row.filename,
    mime: row.mime,
    width: row.width,
    height: row.height,
    ...imageAltOf(row.versions, revision),
    url: mediaUrl(row.hash, 960, 'webp'),
    variants: variants
      .map((v) => ({
        ...v,
        url: mediaUrl(row.hash, v.width, v.format),
        square: squareWidths.has(v.width),
      }))
      .sort((a, b) => Number(a.square) - Number(b.square) || a.width - b.width || a.format.localeCompare(b.format)),
    createdAt: row.createdAt.toISOString(),
  };
}

async function variantsOf(db: Writer, rows: MediaRow[]): Promise<Map<number, VariantMeta[]>> {
  const byId = new Map<number, VariantMeta[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return byId;
  const found = await db
    .select({
      mediaId: mediaVariants.mediaId,
      format: mediaVariants.format,
      width: mediaVariants.width,
      height: mediaVariants.height,
      bytes: sql<number>`octet_length(${mediaVariants.bytes})`.mapWith(Number),
    })
    .from(mediaVariants)
    .where(
      inArray(
        mediaVariants.mediaId,
        rows.map((r) => r.id),
      ),
    );
  const rowById = new Map(rows.map((row) => [row.id, row]));
  for (const v of found) {
    const row = rowById.get(v.mediaId) as MediaRow;
    byId.get(v.mediaId)?.push({
      format: v.format,
      width: v.width,
      height: v.height,
      bytes: v.bytes,
      actualWidth: actualWidth(row, v, squareWidths.has(v.width)),
    });
  }
  return byId;
}

/** Rows as the admin API shows them, in the rows' order. */
export async function itemsOf(db: Writer, rows: MediaRow[]): Promise<MediaItem[]> {
  const variants = await variantsOf(db, rows);
  const latest = await revisionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, variants.get(row.id) ?? [], latest.get(row.id) ?? null));
}

/**
 * The images these ids name, as an image field holds them (ImageValue: address, size, descriptions, their
 * state and revision), for the editors of other records (a content kind's photo, the share image). An id
 * whose image is gone is left out.
 */
export async function imageValues(db: Writer, ids: Iterable<number>): Promise<Map<number, ImageValue>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, hash: media.hash, width: media.width, height: media.height, versions: media.versions })
    .from(media)
    .where(inArray(media.id, wanted));
  const latest = await revisionsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        url: mediaUrl(row.hash, 960, 'webp'),
        width: row.width,
        height: row.height,
        ...imageAltOf(row.versions, latest.get(row.id) ?? null),
      },
    ]),
  );
}

/** Rows matching `where`, newest first, a page of them. */
export async function mediaRows(
  db: Writer,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<MediaRow[]> {
  return db
    .select(rowColumns)
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit)
    .offset(offset);
}

export async function findMedia(db: Writer, id: number): Promise<MediaItem | null> {
  const rows = await db.select(rowColumns).from(media).where(eq(media.id, id));
  return (await itemsOf(db, rows))[0] ?? null;
}

async function findMediaByHash(db: Writer, hash: string): Promise<MediaItem | null> {
  const rows = await db.select(rowColumns).from(media).where(eq(media.hash, hash));
  return (await itemsOf(db, rows))[0] ?? null;
}

/**
 * Stores an image and its variants, not yet described (its alt text is written through the one write path:
 * alt-store.ts); an identical image (same hash) already stored is returned instead.
 */
export async function insertMedia(
  tx: Writer,
  image: ProcessedImage,
  { filename, createdBy }: { filename: string | null; createdBy: number },
): Promise<{ item: MediaItem; created: boolean }> {
  const inserted = await tx
    .insert(media)
    .values({
      hash: image.hash,
      filename,
      mime: image.mime,
      width: image.width,
      height: image.height,
      original: image.original,
      createdBy,
    })
    .onConflictDoNothing({ target: media.hash })
    .returning({ id: media.id });
  if (inserted.length === 0) return { item: (await findMediaByHash(tx, image.hash)) as MediaItem, created: false };
  const id = inserted[0].id;
  await tx
    .insert(mediaVariants)
    .values(
      image.variants.map((v) => ({ mediaId: id, format: v.format, width: v.width, height: v.height, bytes: v.bytes })),
    );
  return { item: (await findMedia(tx, id)) as MediaItem, created: true };
}

/** An image's alt text as the one write path stores it (alt-store.ts). */
export async function setMediaVersions(tx: Writer, id: number, versions: Versions): Promise<MediaRow> {
  const [row] = await tx.update(media).set({ versions }).where(eq(media.id, id)).returning(rowColumns);
  return row;
}

/** One file's bytes for its public address, or null. */
export async function readVariant(db: Db, hash: string, format: VariantFormat, width: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.hash, hash), eq(mediaVariants.format, format), eq(mediaVariants.width, width)));
  return row?.bytes ?? null;
}

/** The <picture> of each image (square: avatars; wide: news), for public reads. */
export async function picturesOf(db: Writer, ids: number[], shape: 'wide' | 'square') {
  const pictures = new Map<number, NonNullable<ReturnType<typeof pictureOf>>>();
  if (ids.length === 0) return pictures;
  const rows = await db.select(rowColumns).from(media).where(inArray(media.id, ids));
  const variants = await variantsOf(db, rows);
  for (const row of rows) {
    const picture = pictureOf(row.hash, variants.get(row.id) ?? [], shape);
    if (picture) pictures.set(row.id, picture);
  }
  return pictures;
}

/** The image's row as it is now, or null. */
export async function mediaRow(db: Writer, id: number): Promise<MediaRow | null> {
  const [row] = await db.select(rowColumns).from(media).where(eq(media.id, id));
  return row ?? null;
}

/** The image's row, locked until the transaction ends (a replacement or a deletion against a save that uses it). */
export async function lockMedia(tx: Writer, id: number): Promise<MediaRow | null> {
  const [row] = await tx.select(rowColumns).from(media).where(eq(media.id, id)).for('update');
  return row ?? null;
}

/** Another image stored with this file already, if any. */
export async function otherWithHash(tx: Writer, id: number, hash: string): Promise<MediaRow | null> {
  const [row] = await tx
    .select(rowColumns)
    .from(media)
    .where(and(eq(media.hash, hash), ne(media.id, id)));
  return row ?? null;
}

/**
 * Gives an image a new file: the same id, a new hash, new variants. The old hash becomes an alias that keeps
 * answering (public-routes.ts); an alias equal to the new hash (a file put back) is the current one again.
 */
export async function replaceFile(
  tx: Writer,
  before: MediaRow,
  image: ProcessedImage,
  filename: string | null,
): Promise<void> {
  await tx
    .insert(mediaAliases)
    .values({ hash: before.hash, mediaId: before.id })
    .onConflictDoUpdate({ target: mediaAliases.hash, set: { mediaId: before.id, replacedAt: sql`now()` } });
  await tx.delete(mediaAliases).where(eq(mediaAliases.hash, image.hash));
  await tx
    .update(media)
    .set({
      hash: image.hash,
      filename: filename ?? before.filename,
      mime: image.mime,
      width: image.width,
      height: image.height,
      original: image.original,
    })
    .where(eq(media.id, before.id));
  await tx.delete(mediaVariants).where(eq(mediaVariants.mediaId, before.id));
  await tx.insert(mediaVariants).values(
    image.variants.map((v) => ({
      mediaId: before.id,
      format: v.format,
      width: v.width,
      height: v.height,
      bytes: v.bytes,
    })),
  );
}

/** Deletes an image, its files and its old addresses (the caller has checked that nothing uses it). */
export async function deleteMedia(tx: Writer, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id));
}

/** The current hash of the image an old hash belonged to, or null. */
export async function aliasTarget(db: Db, hash: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: media.hash })
    .from(mediaAliases)
    .innerJoin(media, eq(media.id, mediaAliases.mediaId))
    .where(eq(mediaAliases.hash, hash));
  return row?.hash ?? null;
}
