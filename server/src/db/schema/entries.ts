import type { Versions } from '@common/model/versions';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
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
