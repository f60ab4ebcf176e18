import type { RecordSnapshot } from '@common/admin/revisions';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { staffUsers } from './staff';

/**
 * Every saved version of every record (content entries of every kind, news working copies, newsletter
 * issues, images' alt text): the record as saved, in the one shape of docs/decisions/078, who and when, for
 * its history, "restore as draft" and the merge of two people's edits (the version an editor opened is
 * the base). One table for every kind.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    /** A content kind ('company', 'metric'), or 'news', 'newsletter', 'media'. */
    recordType: text('record_type').notNull(),
    /** Not a foreign key: the history outlives the record, so it can be brought back. */
    recordId: integer('record_id').notNull(),
    action: text('action').notNull(),
    snapshot: jsonb('snapshot').$type<RecordSnapshot>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label'),
    /** What was said with this version: a reviewer's comment when an article was sent back (decision 089). */
    note: text('note'),
  },
  (t) => [index('revisions_record_idx').on(t.recordType, t.recordId, t.createdAt.desc().nullsFirst())],
);
