import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { contactMessages } from './contact';
import { newsletterIssues, newsletterSubscribers } from './newsletter';
import { staffInvitations } from './staff';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;

/**
 * Every e-mail the site sends, written in the same transaction as the row that caused it, so a mail is
 * sent if and only if its cause committed: a worker claims due rows (FOR UPDATE SKIP LOCKED, so several
 * processes send each once), sends through SMTP, and retries with growing back-off for 24 hours before
 * marking a row failed with its last error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** One of MAIL_KINDS (common/src/admin/outbox.ts). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers built from validated values (List-Id, List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A claim by a worker: another process leaves the row alone until then. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    /** The SMTP server refused it for good (a 5xx answer): failed at once, not tried again (docs/decisions/049). */
    bounced: boolean('bounced').notNull().default(false),
    /** The language it is written in (also its Content-Language header): newsletter reports count by it. */
    locale: text('locale'),
    /** Retries stop here (24 hours after queueing, or after an owner's retry) and the row is marked failed. */
    giveUpAt: at('give_up_at').notNull().default(sql`now() + interval '24 hours'`),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    issueId: integer('issue_id').references(() => newsletterIssues.id, { onDelete: 'set null' }),
    /** The invitation a mail carries: withdrawing or resending it cancels the mail if still queued. */
    invitationId: integer('invitation_id').references(() => staffInvitations.id, { onDelete: 'set null' }),
    /** When a queued mail was cancelled (status 'cancelled'): it is never sent. */
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The worker's claim (outbox.ts) in its own order: it reads the first due rows and stops, however many
    // wait. With only the index above it read and sorted every due row for each batch, which made a
    // newsletter of 100,000 leave at 43 a second once the worker fell behind its turns (docs/decisions/052).
    index('mail_outbox_waiting_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_to_idx').on(t.toAddress),
    index('mail_outbox_issue_idx').on(t.issueId, t.status),
    index('mail_outbox_invitation_idx').on(t.invitationId),
  ],
);

/** Secrets the server makes for itself on first start (shared by every process on one database). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
