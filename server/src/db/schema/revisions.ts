import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { staffUsers } from './staff';

/**
 * Every saved version of a kit record other than a content entry (an impact metric, a success story):
 * the whole record as saved, translations included, who and when, for its history and restore.
 * One table for every kind (docs/decisions/039): `snapshot` is the record's own shape, read back only by
 * its kind's module. Content entries keep `entry_revisions` (decision 032).
 */
export const recordRevisions = pgTable(
  'record_revisions',
  {
    id: serial('id').primaryKey(),
    /** 'metric' or 'story' (server/src/modules/revisions/repository.ts). */
    recordType: text('record_type').notNull(),
    /** Not a foreign key: the history outlives the record, so it can be brought back by hand. */
    recordId: integer('record_id').notNull(),
    action: text('action').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label'),
  },
  (t) => [index('record_revisions_record_idx').on(t.recordType, t.recordId, t.createdAt.desc().nullsFirst())],
);
