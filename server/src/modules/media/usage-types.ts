import type { MediaUse } from '@common/admin/media';
import type { Writer } from '../../db/types';

// The sources (usage-entries.ts, usage-news.ts) and the registry that lists them
// (usage.ts) share these types; kept apart from usage.ts, the sources need not import it back.

/** What a replaced file changes (PUT /media/:id/file): the old and new hash of the same image, and its new size. */
export interface FileChange {
  mediaId: number;
  from: string;
  to: string;
  width: number;
  height: number;
}

/**
 * A kind of record that shows images. Content kinds are covered by usage-entries.ts (a new kind's image
 * field needs nothing more); a table of its own that shows images gets a source, added to `USAGE_SOURCES`
 * in usage.ts, the one list of them:
 *
 *   export const bannerUses: UsageSource = {
 *     source: 'banners',                       // its name: the library's filter, and the staff words media.sources.banners
 *     find: async (db, ids) => ...,            // every use of these images (null: of every image)
 *     follow: async (tx, change) => 0,         // only if it keeps a copy of the address (see below)
 *   };
 *
 *  - `find(db, mediaIds)` returns one MediaUse per record and image ({ mediaId, source, recordId, label,
 *    editPath }); `mediaIds` null asks for every use of every image (the "used" and "unused" filters). A
 *    record that stores the media id as a number (in a column, or in jsonb as the entries' `values` do:
 *    `values->>'photo' in (...)`) finds its uses with that. One that stores addresses (article HTML)
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
