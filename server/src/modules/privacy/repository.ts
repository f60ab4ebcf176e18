import type { ErasureCounts, PersonalData } from '@common/admin/privacy';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog, contactEvents, contactMessages, mailOutbox, newsletterSubscribers } from '../../db/schema';
import type { Writer } from '../audit/repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** The address as it appears inside JSON text (what audit details hold), and a pattern for it in any case. */
const jsonForm = (email: string) => JSON.stringify(email).slice(1, -1);
const anyCase = (email: string) => new RegExp(jsonForm(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
const mentions = (email: string) =>
  and(isNotNull(auditLog.details), sql`strpos(lower(${auditLog.details}::text), ${jsonForm(email)}) > 0`) as SQL;

/** Where the person's data is: their messages, their subscription, and the outbox rows to or about them. */
async function locate(db: Writer, email: string) {
  const messages = await db
    .select()
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

/**
 * Erases one address (right to erasure), in the caller's transaction: its contact messages with their
 * history, its subscription, the outbox rows to or about it; in audit lines that mention it, the address
 * becomes '[erased]'. Returns counts only.
 */
export async function erasePerson(tx: Writer, email: string): Promise<ErasureCounts> {
  const { messageIds, subscription, mailWhere } = await locate(tx, email);
  // Mail first: deleting messages would unlink the rows that point at them.
  const mails = await tx.delete(mailOutbox).where(mailWhere).returning({ id: mailOutbox.id });
  const events = messageIds.length
    ? await tx
        .delete(contactEvents)
        .where(inArray(contactEvents.messageId, messageIds))
        .returning({ id: contactEvents.id })
    : [];
  if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
  if (subscription) await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscription.id));
  const lines = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(mentions(email))
    .for('update');
  const pattern = anyCase(email);
  for (const line of lines) {
    const details = JSON.parse(JSON.stringify(line.details).replace(pattern, '[erased]'));
    await tx.update(auditLog).set({ details }).where(eq(auditLog.id, line.id));
  }
  return {
    contactMessages: messageIds.length,
    contactEvents: events.length,
    subscriptions: subscription ? 1 : 0,
    mails: mails.length,
    auditLinesRedacted: lines.length,
  };
}
