import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { staffUsers } from './staff';

export const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'spam', 'archived'] as const;

/**
 * The inbox search's words (issue 23 §3, docs/decisions/054) are those of the 'simple' configuration (lower
 * case, no stemming, so English, French and Swahili alike), with @ . and - read as spaces: an address, a
 * domain or a web address is then its words ("okafor", "example", "amina.okafor@", "example.org" each find
 * amina.okafor@example.org) instead of one word that only its whole would find, and "ama-1764" is "ama" and
 * "1764", not "ama" and the number -1764 (the parser's reading). Used by the index and by the search's
 * words (searchQueryWords), which must read text the same way.
 */
export const searchWords = (text: SQL | AnyPgColumn): SQL => sql`translate(${text}, '@.-', '   ')`;

/**
 * What staff type, read as searchWords reads the messages; but a hyphen that starts a word stays the search
 * box's "leave this word out" (websearch_to_tsquery's -word).
 */
export const searchQueryWords = (typed: string): SQL =>
  sql`regexp_replace(translate(${typed}::text, '@.', '  '), '([^[:space:]])-', '\\1 ', 'g')`;

/**
 * What the inbox search looks in: name, address, company and text. An expression the GIN index below holds,
 * not a stored column: a stored tsvector would double each row and travel with every row read (the list, a
 * privacy export).
 */
export const contactSearchDocument = (t: Record<'name' | 'email' | 'company' | 'message', AnyPgColumn>): SQL =>
  sql`to_tsvector('simple'::regconfig, ${searchWords(sql`${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.company}, '') || ' ' || ${t.message}`)})`;

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
    // Newest first with the id as the tie-breaker: the list's order, read from here by a cursor (decision 054).
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_email_idx').on(t.email),
    index('contact_messages_search_idx').using('gin', contactSearchDocument(t)),
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
