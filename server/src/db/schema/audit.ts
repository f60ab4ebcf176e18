import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { staffUsers } from './staff';

/**
 * Every staff action: who (kept as the e-mail address too, so the line survives the account), what,
 * on what, when and from where. Written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull(),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The actor's address at the time, or 'system' for jobs and 'cli' for the command line. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId),
    // A record's own lines (an article's editing sittings: modules/news/autosave-audit.ts).
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Settings staff change from the admin area (owner only), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
