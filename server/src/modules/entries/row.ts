import type { RecordSnapshot } from '@common/admin/revisions';
import type { entries } from '../../db/schema';

export type EntryRow = typeof entries.$inferSelect;

export const stateOf = (row: EntryRow): RecordSnapshot => ({
  values: row.values,
  versions: row.versions,
  published: row.published,
});
