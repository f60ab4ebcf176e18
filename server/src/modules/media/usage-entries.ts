import { ENTRY_KINDS, type EntryKind, KINDS } from '@common/entries/kinds';
import { eq, sql } from 'drizzle-orm';
import { entries, entryRevisions, settings } from '../../db/schema';
import type { UsageSource } from './usage-types';

/** The image fields of each content kind (a leader's photo, a partner's logo). */
const IMAGE_FIELDS: [EntryKind, string][] = ENTRY_KINDS.flatMap((kind) =>
  Object.entries(KINDS[kind].fields)
    .filter(([, field]) => field.type === 'image')
    .map(([name]) => [kind, name] as [EntryKind, string]),
);

const labelOf = (kind: EntryKind, values: Record<string, unknown>) => String(values[KINDS[kind].label] ?? '');

/** Rows of a table whose `values` name one of these images (or any image) in the field. */
const matching = (column: typeof entries.values | typeof entryRevisions.values, field: string, ids: number[] | null) =>
  ids
    ? sql`(${column} ->> ${field})::int = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})`
    : sql`jsonb_typeof(${column} -> ${field}) = 'number'`;

/**
 * Content kinds' images (docs/decisions/032): the media id as a number in `values` (entries store only the id, so
 * a replaced file needs no rewrite). Current records, and every saved version, which can be restored.
 */
export const entryUses: UsageSource = {
  source: 'entries',
  async find(db, ids) {
    const found = [];
    for (const [kind, field] of IMAGE_FIELDS) {
      const rows = await db
        .select({ id: entries.id, values: entries.values })
        .from(entries)
        .where(sql`${eq(entries.kind, kind)} and ${matching(entries.values, field, ids)}`);
      for (const row of rows)
        found.push({
          mediaId: Number(row.values[field]),
          source: 'entries',
          recordId: row.id,
          label: labelOf(kind, row.values),
          editPath: `/content/${kind}/${row.id}`,
        });
    }
    return found;
  },
};

export const entryHistoryUses: UsageSource = {
  source: 'entries-history',
  async find(db, ids) {
    const found = new Map<
      string,
      { mediaId: number; source: string; recordId: number; label: string; editPath: string }
    >();
    for (const [kind, field] of IMAGE_FIELDS) {
      const rows = await db
        .select({ entryId: entryRevisions.entryId, values: entryRevisions.values })
        .from(entryRevisions)
        .where(sql`${eq(entryRevisions.kind, kind)} and ${matching(entryRevisions.values, field, ids)}`);
      for (const row of rows) {
        const mediaId = Number(row.values[field]);
        found.set(`${mediaId}:${row.entryId}`, {
          mediaId,
          source: 'entries-history',
          recordId: row.entryId,
          label: labelOf(kind, row.values),
          editPath: `/content/${kind}/${row.entryId}`,
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
