import type { MediaUse } from '@common/admin/media';
import type { Writer } from '../../db/types';
import { entryHistoryUses, entryUses, identityUses } from './usage-entries';
import { newsHistoryUses, newsUses } from './usage-news';
import type { FileChange, UsageSource } from './usage-types';

export type { MediaUse };

const USAGE_SOURCES: UsageSource[] = [newsUses, newsHistoryUses, entryUses, entryHistoryUses, identityUses];

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
