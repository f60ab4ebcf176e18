import type { RecordSnapshot } from '@common/admin/revisions';
import type { RecordInput } from '@common/model/fields';
import type { Versions } from '@common/model/versions';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { staffUsers } from './staff';

/**
 * Every record of the public site's content kinds (companies, leaders, job openings, metrics, stories ...;
 * common/src/entries/kinds.ts declares each kind). `values` holds the fields that are the same in every
 * language, `versions` the words of each language written (the one shape: common/src/model/versions.ts,
 * docs/decisions/078). A row change notifies its kind's cache tag.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    versions: jsonb('versions').$type<Versions>().notNull().default(sql`'{}'::jsonb`),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('entries_kind_idx').on(t.kind, t.position, t.id)],
);

/**
 * A change to a record proposed for review (docs/decisions/090): what a writer submitted (the save's
 * payload, with the revision it was made on, so approving it merges it with what changed since, field by
 * field), the record as it would then be, and where it stands (waiting, or sent back with a comment). One
 * per record; approving it writes the record through the one write path and removes it. Each step is kept
 * in the history as a version of type 'proposal' (revisions), so the record's own versions stay its own.
 */
export const entryProposals = pgTable('entry_proposals', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => entries.id, { onDelete: 'cascade' }),
  input: jsonb('input').$type<RecordInput>().notNull(),
  snapshot: jsonb('snapshot').$type<RecordSnapshot>().notNull(),
  state: text('state', { enum: ['submitted', 'returned'] }).notNull(),
  comment: text('comment'),
  submittedBy: integer('submitted_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  submittedAt: at('submitted_at').notNull(),
  returnedBy: integer('returned_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  returnedAt: at('returned_at'),
});
