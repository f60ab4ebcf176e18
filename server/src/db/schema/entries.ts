import type { TranslatedLocale } from '@common/locale';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { staffUsers } from './staff';

export type EntryTranslations = Partial<Record<TranslatedLocale, Record<string, unknown>>>;

/**
 * Every record of the public site's content kinds (companies, leaders, job openings ..., docs/decisions/032;
 * common/src/entries/kinds.ts describes each kind). `values` holds every field, English for the
 * translatable ones; `translations` holds French and Swahili with `_source`, the hash of the English they
 * were made from (the one translation rule: common/src/translation.ts, decision 035). A row change
 * notifies its kind's cache tag.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    translations: jsonb('translations').$type<EntryTranslations>().notNull().default(sql`'{}'::jsonb`),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('entries_kind_idx').on(t.kind, t.position, t.id)],
);

/** Every saved version of a record (create, save, restore, publish ...), for its history and restore. */
export const entryRevisions = pgTable(
  'entry_revisions',
  {
    id: serial('id').primaryKey(),
    /** Not a foreign key: a deleted record's history stays, so it can be brought back. */
    entryId: integer('entry_id').notNull(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    published: boolean('published').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    translations: jsonb('translations').$type<EntryTranslations>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label'),
  },
  (t) => [index('entry_revisions_entry_idx').on(t.entryId, t.createdAt.desc().nullsFirst())],
);
