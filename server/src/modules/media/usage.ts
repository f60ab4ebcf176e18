import type { MediaUse } from '@common/admin/media';
import type { Writer } from '../audit/repository';
import { entryHistoryUses, entryUses, identityUses } from './usage-entries';
import { newsHistoryUses, newsUses } from './usage-news';
import { storyUses } from './usage-stories';

export type { MediaUse };

/** What a replaced file changes (PUT /media/:id/file): the old and new hash of the same image, and its new size. */
export interface FileChange {
  mediaId: number;
  from: string;
  to: string;
  width: number;
  height: number;
}

/**
 * A kind of record that shows images. To add one (the generic `entries` of docs/decisions/032, a settings image...),
 * write a source and add it to `USAGE_SOURCES` below, or call `registerUsageSource` where its module starts:
 *
 *   registerUsageSource({
 *     source: 'entries',                       // its name: the library's filter, and the staff words media.sources.entries
 *     find: async (db, ids) => ...,            // every use of these images (null: of every image)
 *     follow: async (tx, change) => 0,         // only if it keeps a copy of the address (see below)
 *   });
 *
 *  - `find(db, mediaIds)` returns one MediaUse per record and image ({ mediaId, source, recordId, label,
 *    editPath }); `mediaIds` null asks for every use of every image (the "used" and "unused" filters). A
 *    record that stores the media id as a number (in a column, or in a jsonb `data` column as the entries
 *    will: `data->>'image' = ANY(...)`) finds its uses with that. One that stores addresses (article HTML)
 *    maps hashes to ids with `hashIndex` (usage-hashes.ts), which knows the old hashes of replaced files too.
 *  - `follow(tx, change)`, optional: runs in the transaction that replaces an image's file, to rewrite what
 *    the source stores besides the id (a denormalised `image_url`, <img src> in HTML) from the old hash to
 *    the new; returns the number of records changed. A source that stores only the id needs none: the id
 *    stays and the public read finds the new file through it.
 *
 * Every use is a reason to refuse DELETE /media/:id (409 with the uses), so a source must find every
 * record that could show the image again, drafts and history included.
 */
export interface UsageSource {
  source: string;
  find(db: Writer, mediaIds: number[] | null): Promise<MediaUse[]>;
  follow?(tx: Writer, change: FileChange): Promise<number>;
}

export const USAGE_SOURCES: UsageSource[] = [
  newsUses,
  newsHistoryUses,
  storyUses,
  entryUses,
  entryHistoryUses,
  identityUses,
];

/** Adds a source (once per name: registering a name twice is a programming error). */
export function registerUsageSource(source: UsageSource): void {
  if (USAGE_SOURCES.some((known) => known.source === source.source))
    throw new Error(`A media usage source named '${source.source}' is already registered`);
  USAGE_SOURCES.push(source);
}

export const usageSourceNames = () => USAGE_SOURCES.map((known) => known.source);

/** Every use of these images (null: of all), from every source, in the registry's order then by label. */
export async function usesOf(db: Writer, mediaIds: number[] | null, only?: string): Promise<MediaUse[]> {
  if (mediaIds?.length === 0) return [];
  const sources = only ? USAGE_SOURCES.filter((known) => known.source === only) : USAGE_SOURCES;
  const found: MediaUse[] = [];
  // One after the other: PGlite has one connection, and a transaction's queries must not interleave.
  for (const known of sources) found.push(...(await known.find(db, mediaIds)));
  const order = new Map(USAGE_SOURCES.map((known, index) => [known.source, index]));
  return found.sort(
    (a, b) =>
      (order.get(a.source) ?? 0) - (order.get(b.source) ?? 0) ||
      a.label.localeCompare(b.label) ||
      a.recordId - b.recordId,
  );
}

/** The uses grouped by image. */
export function usesById(uses: MediaUse[]): Map<number, MediaUse[]> {
  const byId = new Map<number, MediaUse[]>();
  for (const use of uses) {
    const list = byId.get(use.mediaId) ?? [];
    list.push(use);
    byId.set(use.mediaId, list);
  }
  return byId;
}

/** Makes every source rewrite its copies of the old file's addresses; returns how many records changed. */
export async function followReplacement(tx: Writer, change: FileChange): Promise<number> {
  let changed = 0;
  for (const known of USAGE_SOURCES) if (known.follow) changed += await known.follow(tx, change);
  return changed;
}
