import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counts kept by triggers (migration 0020, docs/decisions/051): the inbox's per status and read state, the
 * subscribers' per status. Outside schema/ on purpose: backups leave them out (the triggers rebuild them as
 * a restore puts the rows back) and drizzle-kit does not manage them (the migration's SQL does).
 */
export const contactMessageCounts = pgTable(
  'contact_message_counts',
  {
    status: text('status').notNull(),
    unread: boolean('unread').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.unread] })],
);

export const newsletterSubscriberCounts = pgTable('newsletter_subscriber_counts', {
  status: text('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
