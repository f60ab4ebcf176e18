import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { staffUsers } from './staff';

export const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'spam', 'archived'] as const;

/** A visitor's message (SPEC §3.1) and its handling in the inbox (issue 11 §2). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the visitor wrote from (for replies). */
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    /** Why it was filed as spam on arrival: 'honeypot', 'too_fast', 'no_timestamp', 'bad_timestamp'. */
    spamReason: text('spam_reason'),
    /** First opened by staff (unread until then). */
    readAt: at('read_at'),
    assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_email_idx').on(t.email),
  ],
);

/**
 * A message's history: internal notes, status and assignee changes, replies sent (with the outbox row
 * that carries them), in order.
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    /** 'note', 'status', 'assignee', 'reply'. */
    kind: text('kind').notNull(),
    body: text('body'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_events_message_idx').on(t.messageId, t.createdAt)],
);
