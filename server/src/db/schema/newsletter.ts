import { ISSUE_STATUSES, type SendChoice } from '@common/admin/newsletter';
import type { Versions } from '@common/model/versions';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { staffUsers } from './staff';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * Newsletter subscriptions with consent (POPIA s69, docs/decisions/017): pending until the visitor follows the
 * link in the confirmation e-mail (sent in their language, valid 7 days); every newsletter carries an
 * unsubscribe link built from `unsubscribeToken`.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Always trimmed and lower-cased, so the unique index catches the same address in any case. */
    email: text('email').notNull(),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    /** SHA-256 of the single-use confirmation token of the last e-mail sent. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: at('confirm_sent_at'),
    confirmExpiresAt: at('confirm_expires_at'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    /** In every newsletter's unsubscribe link; it can only end this subscription. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      // Two random UUIDs (pg_strong_random): 244 random bits, also for rows that predate the column.
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_key').on(t.unsubscribeToken),
    uniqueIndex('newsletter_subscribers_confirm_key').on(t.confirmTokenHash),
    index('newsletter_subscribers_status_idx').on(t.status, t.createdAt),
    // The staff list, newest first, without a status chosen (docs/decisions/051: 100,000 subscribers).
    index('newsletter_subscribers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The staff list's search, a part of the address (docs/decisions/059): trigrams (pg_trgm) serve ILIKE '%…%'.
    index('newsletter_subscribers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * A newsletter issue: its subject and introduction in each language it is written in (`versions`, the one
 * shape of docs/decisions/078: words `subject`, `intro`), and a choice of recent articles. It goes to the
 * confirmed subscribers of the languages it is written in (and, if chosen, one version to the others).
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    versions: jsonb('versions').$type<Versions>().notNull().default(sql`'{}'::jsonb`),
    articleIds: jsonb('article_ids').$type<number[]>().notNull(),
    /**
     * `sent` once its mails are queued (they leave at the rate); `paused` holds them, `stopped` withdrew the
     * rest; `held` is a paused schedule (common/src/admin/newsletter.ts).
     */
    status: text('status', { enum: ISSUE_STATUSES }).notNull().default('draft'),
    /** When a scheduled issue starts sending, and the languages chosen for it (common/src/admin/newsletter.ts). */
    scheduledAt: at('scheduled_at'),
    sendChoice: jsonb('send_choice').$type<SendChoice>(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** When sending started, and how many confirmed subscribers it went to. */
    sentAt: at('sent_at'),
    recipients: integer('recipients'),
    ...timestamps,
  },
  // The scheduler's question: which scheduled issues are due.
  (t) => [index('newsletter_issues_due_idx').on(t.status, t.scheduledAt)],
);

/**
 * An issue's mails whose outbox rows are gone (the subscriber unsubscribed, was removed or erased, or old
 * mail was cleared), counted by what had become of each, so an issue's figures never change after the
 * fact. A trigger on mail_outbox keeps it, whoever deletes the rows (migration "newsletter_removed_mails").
 */
export const newsletterRemovedMails = pgTable(
  'newsletter_removed_mails',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    /** The mails' language ('' for mails from before languages were counted: migration 0019). */
    locale: text('locale').notNull().default(''),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Of the failed: refused for good by the SMTP server. */
    bounced: integer('bounced').notNull().default(0),
    /** Still waiting when removed: never sent. */
    withdrawn: integer('withdrawn').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.locale] })],
);

/**
 * How many subscribers unsubscribed with an issue as the last newsletter they had received, per language
 * (docs/decisions/049): a count only. Nothing records who opened or clicked what.
 */
export const newsletterIssueUnsubscribes = pgTable(
  'newsletter_issue_unsubscribes',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.locale] })],
);
