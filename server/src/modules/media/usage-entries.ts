import type { MediaUse } from '@common/admin/media';
import { ENTRY_KINDS, type EntryKind, KINDS, kindPath } from '@common/entries/kinds';
import { labelOf } from '@common/entries/words';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { entries, revisions, settings } from '../../db/schema';
import type { Writer } from '../../db/types';
import type { UsageSource } from './usage-types';

/** The image fields of each content kind (a leader's photo, a partner's logo, a story's photo). */
const IMAGE_FIELDS: [EntryKind, string][] = ENTRY_KINDS.flatMap((kind) =>
  Object.entries(KINDS[kind].fields)
    .filter(([, field]) => field.type === 'image')
    .map(([name]) => [kind, name] as [EntryKind, string]),
);

/** A jsonb of values names one of these images (or any image) in the field. */
const names = (values: SQL, field: string, ids: number[] | null) =>
  ids
    ? sql`(${values} ->> ${field}) in (${sql.join(
        ids.map((id) => sql`${String(id)}`),
        sql`, `,
      )})`
    : sql`jsonb_typeof(${values} -> ${field}) = 'number'`;

const editPath = (kind: EntryKind, id: number) => kindPath(kind, id);

/** Each content kind's records that show one of these images now (published or not: one click shows it). */
async function currentUses(db: Writer, ids: number[] | null): Promise<MediaUse[]> {
  const found: MediaUse[] = [];
  for (const [kind, field] of IMAGE_FIELDS) {
    const rows = await db
      .select({ id: entries.id, values: entries.values, versions: entries.versions })
      .from(entries)
      .where(and(eq(entries.kind, kind), names(sql`${entries.values}`, field, ids)));
    for (const row of rows)
      found.push({
        mediaId: Number(row.values[field]),
        source: 'entries',
        recordId: row.id,
        label: labelOf(kind, row),
        editPath: editPath(kind, row.id),
      });
  }
  return found;
}

/**
 * Content kinds' images (docs/decisions/030, 032, 078): the media id as a number in `values`. Entries keep
 * only the id, so a replaced file needs no rewrite: the id stays, and the public read finds the new file
 * through it. A story's photo is one of them (kind 'story', field `photo`).
 */
export const entryUses: UsageSource = {
  source: 'entries',
  find: currentUses,
};

/**
 * The same records' earlier versions in the one history (`revisions`, type = the kind): restoring one brings
 * its image back, so it is a use, listed apart and only where the record no longer shows that image. The
 * history of a record since deleted is left out: nothing links to it, and it would hold the image forever.
 */
export const entryHistoryUses: UsageSource = {
  source: 'entries-history',
  async find(db, ids) {
    const current = new Set((await currentUses(db, ids)).map((use) => `${use.mediaId}:${use.recordId}`));
    const found = new Map<string, MediaUse>();
    for (const [kind, field] of IMAGE_FIELDS) {
      const rows = await db
        .select({
          id: revisions.recordId,
          snapshot: revisions.snapshot,
          values: entries.values,
          versions: entries.versions,
        })
        .from(revisions)
        .innerJoin(entries, and(eq(entries.id, revisions.recordId), eq(entries.kind, revisions.recordType)))
        .where(and(eq(revisions.recordType, kind), names(sql`${revisions.snapshot} -> 'values'`, field, ids)));
      for (const row of rows) {
        const mediaId = Number(row.snapshot.values[field]);
        const key = `${mediaId}:${row.id}`;
        if (current.has(key) || found.has(key)) continue;
        found.set(key, {
          mediaId,
          source: 'entries-history',
          recordId: row.id,
          // The record's name now, as the staff know it.
          label: labelOf(kind, row),
          editPath: editPath(kind, row.id),
        });
      }
    }
    return [...found.values()];
  },
};

/** The site's default share image (Settings → Site identity). */
export const identityUses: UsageSource = {
  source: 'settings',
  async find(db, ids) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site.identity'));
    const id = (row?.value as { shareImageId?: unknown } | undefined)?.shareImageId;
    if (typeof id !== 'number' || (ids && !ids.includes(id))) return [];
    return [{ mediaId: id, source: 'settings', recordId: 1, label: 'Site identity', editPath: '/settings' }];
  },
};
