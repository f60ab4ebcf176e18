import type { ErasureCounts, PersonalData } from '@common/admin/privacy';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  auditLog,
  contactEvents,
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  signInAttempts,
} from '../../db/schema';
import { contactMessageColumns } from '../../db/schema/contact';
import type { Writer } from '../../db/types';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** A term as it appears inside JSON text (what audit details hold), and audit lines that hold it in any case. */
const jsonForm = (term: string) => JSON.stringify(term).slice(1, -1);
const mentions = (term: string) =>
  and(
    isNotNull(auditLog.details),
    sql`strpos(lower(${auditLog.details}::text), ${jsonForm(term).toLowerCase()}) > 0`,
  ) as SQL;

/** Where the person's data is: their messages, their subscription, and the outbox rows to or about them. */
async function locate(db: Writer, email: string) {
  const messages = await db
    .select(contactMessageColumns)
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(contactMessages.createdAt, contactMessages.id);
  const messageIds = messages.map((message) => message.id);
  const [subscription] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  const mailWhere = or(
    sameAddress(mailOutbox.toAddress, email),
    sameAddress(mailOutbox.replyTo, email),
    ...(messageIds.length ? [inArray(mailOutbox.contactMessageId, messageIds)] : []),
    ...(subscription ? [eq(mailOutbox.subscriberId, subscription.id)] : []),
  ) as SQL;
  return { messages, messageIds, subscription, mailWhere };
}

/** Everything stored about one address (right of access). `email` is trimmed and lower-cased. */
export async function personalData(db: Writer, email: string, now: Date): Promise<PersonalData> {
  const { messages, messageIds, subscription, mailWhere } = await locate(db, email);
  // One after another: inside a transaction there is one connection.
  const events = messageIds.length
    ? await db
        .select()
        .from(contactEvents)
        .where(inArray(contactEvents.messageId, messageIds))
        .orderBy(contactEvents.createdAt, contactEvents.id)
    : [];
  const mails = await db.select().from(mailOutbox).where(mailWhere).orderBy(mailOutbox.createdAt, mailOutbox.id);
  const [{ auditMentions }] = await db
    .select({ auditMentions: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(mentions(email));
  return {
    email,
    generatedAt: now.toISOString(),
    contactMessages: messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      company: message.company,
      subject: message.subject,
      message: message.message,
      locale: message.locale,
      status: message.status,
      spamReason: message.spamReason,
      createdAt: message.createdAt.toISOString(),
      updatedAt: message.updatedAt.toISOString(),
      readAt: iso(message.readAt),
      events: events
        .filter((event) => event.messageId === message.id)
        .map((event) => ({
          id: event.id,
          kind: event.kind,
          actor: event.actor,
          body: event.body,
          details: event.details ?? null,
          createdAt: event.createdAt.toISOString(),
        })),
    })),
    subscription: subscription
      ? {
          id: subscription.id,
          email: subscription.email,
          status: subscription.status,
          locale: subscription.locale,
          subscribedAt: subscription.createdAt.toISOString(),
          confirmationSentAt: iso(subscription.confirmSentAt),
          confirmedAt: iso(subscription.confirmedAt),
          unsubscribedAt: iso(subscription.unsubscribedAt),
        }
      : null,
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      to: mail.toAddress,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.textBody,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    auditMentions: Number(auditMentions),
  };
}

/** What identifies the person besides the address: the names and phone numbers they gave in their messages. */
function identifiers(email: string, messages: { name: string; phone: string }[], traces: string[]): string[] {
  const terms = new Set([email, ...traces]);
  for (const { name, phone } of messages) {
    // A name of one or two letters would redact unrelated words; the address and phone still go.
    if (name.trim().length >= 3) terms.add(name.trim());
    if (phone.trim()) terms.add(phone.trim());
    // The same number written without spaces or dashes (as a search box or another form may hold it).
    const digits = phone.replace(/[^\d+]/g, '');
    if (digits.replace('+', '').length >= 7) terms.add(digits);
  }
  return [...terms];
}

/** Keys under which audit details keep what staff typed into a search box (subscribers.exported: q). */
const QUERY_KEYS = new Set(['q', 'query', 'search']);

/**
 * Every string inside a JSON value (keys too) with each term, in any case, replaced by '[erased]'; a stored
 * search that found the person by part of their address, name or number ('okafor') goes whole.
 */
function redact(value: unknown, terms: string[], key?: string): unknown {
  if (typeof value === 'string') {
    const typed = value.trim().toLowerCase();
    if (key && QUERY_KEYS.has(key) && typed.length >= 3 && terms.some((term) => term.toLowerCase().includes(typed)))
      return ERASED;
    return terms.reduce((text, term) => text.replace(literal(term), ERASED), value);
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, terms, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [redact(name, terms) as string, redact(item, terms, name)]),
    );
  return value;
}

const ERASED = '[erased]';
const literal = (term: string) => new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');

/** The tables an erasure deletes from or rewrites: vacuumed after it (eraseVacuum). */
export const ERASURE_TABLES = [
  'mail_outbox',
  'contact_events',
  'contact_messages',
  'newsletter_subscribers',
  'sign_in_attempts',
  'audit_log',
] as const;

/**
 * Erases one address (right to erasure), in the caller's transaction: its contact messages with their
 * history, its subscription, the outbox rows to or about it (or whose text names the address), the sign-in
 * and reset attempts typed with it (an account's own attempts stay: this erases visitors, not staff); in
 * audit lines, every string that holds the address, a name or phone number from its messages, or the traces
 * its privacy look-ups were audited under (`traces`: address-trace.ts) becomes '[erased]' there, and so does
 * a stored search that matched part of them; the rest of the line stays.
 * Returns counts only. Vacuum the tables after the commit (eraseVacuum): deleted row versions otherwise stay
 * in the data files until PostgreSQL reuses their space.
 */
export async function erasePerson(tx: Writer, email: string, traces: string[]): Promise<ErasureCounts> {
  const { messages, messageIds, subscription, mailWhere } = await locate(tx, email);
  const terms = identifiers(email, messages, traces);
  // Mail first: deleting messages would unlink the rows that point at them.
  const mails = await tx
    .delete(mailOutbox)
    .where(or(mailWhere, sql`strpos(lower(${mailOutbox.textBody}), ${email}) > 0`))
    .returning({ id: mailOutbox.id });
  const events = messageIds.length
    ? await tx
        .delete(contactEvents)
        .where(inArray(contactEvents.messageId, messageIds))
        .returning({ id: contactEvents.id })
    : [];
  if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
  if (subscription) await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscription.id));
  const attempts = await tx
    .delete(signInAttempts)
    .where(and(sameAddress(signInAttempts.email, email), isNull(signInAttempts.userId)))
    .returning({ id: signInAttempts.id });
  const lines = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(
      or(
        ...terms.map((term) => mentions(term)),
        sql`${auditLog.details} ?| array[${sql.join(
          [...QUERY_KEYS].map((key) => sql`${key}`),
          sql`, `,
        )}]`,
      ),
    )
    .for('update');
  let redacted = 0;
  for (const line of lines) {
    const details = redact(line.details, terms) as Record<string, unknown>;
    if (JSON.stringify(details) === JSON.stringify(line.details)) continue;
    await tx.update(auditLog).set({ details }).where(eq(auditLog.id, line.id));
    redacted += 1;
  }
  return {
    contactMessages: messageIds.length,
    contactEvents: events.length,
    subscriptions: subscription ? 1 : 0,
    mails: mails.length,
    signInAttempts: attempts.length,
    auditLinesRedacted: redacted,
  };
}
