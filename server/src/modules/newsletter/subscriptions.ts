import type { Locale } from '@common/locale';
import { CONFIRM_LINK_DAYS, RESEND_AFTER_MINUTES } from '@common/newsletter';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, newsletterIssueUnsubscribes, newsletterSubscribers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { hashToken, randomToken } from '../../lib/tokens';
import { enqueueMail } from '../mail';
import { confirmationMail } from './mails';

const DAY_MS = 24 * 60 * 60_000;
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * DAY_MS;
const RESEND_AFTER_MS = RESEND_AFTER_MINUTES * 60_000;

export type SubscribeOutcome = 'created' | 'resent' | 'recently_sent' | 'already_confirmed';

/**
 * Double opt-in (docs/decisions/017, POPIA s69): a new, pending or unsubscribed address becomes pending with a
 * new single-use link (only its SHA-256 is stored) and gets the confirmation e-mail in its language, in the
 * same transaction. A pending address whose e-mail went out less than an hour ago gets nothing new.
 */
export async function subscribe(
  db: Db,
  input: { email: string; locale: Locale; now: Date; publicUrl: string },
): Promise<SubscribeOutcome> {
  const { email, locale, now, publicUrl } = input;
  return db.transaction(async (tx) => {
    const token = randomToken();
    const fresh = {
      status: 'pending' as const,
      locale,
      confirmTokenHash: hashToken(token),
      confirmSentAt: now,
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_MS),
    };
    // The unique index decides between simultaneous requests for one address.
    let [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...fresh, createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let outcome: SubscribeOutcome = 'created';
    if (!row) {
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      if (!existing) throw new Error('subscription vanished while subscribing');
      if (existing.status === 'confirmed') return 'already_confirmed';
      if (
        existing.status === 'pending' &&
        existing.confirmSentAt &&
        now.getTime() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS
      ) {
        return 'recently_sent';
      }
      // Subscribing again after unsubscribing starts a new subscription: its dates are the new ones.
      const restart =
        existing.status === 'unsubscribed' ? { createdAt: now, confirmedAt: null, unsubscribedAt: null } : {};
      [row] = await tx
        .update(newsletterSubscribers)
        .set({ ...fresh, ...restart })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      outcome = 'resent';
    }
    await enqueueMail(tx, confirmationMail({ email, locale, token, publicUrl, subscriberId: row.id, now }));
    return outcome;
  });
}

export type LinkResult = { ok: true; locale: Locale } | { ok: false; reason: 'invalid' | 'expired' };

/** Follows a confirmation link: once, within its 7 days. */
export async function confirm(db: Db, token: string, now: Date): Promise<LinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(
        and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, 'pending')),
      )
      .for('update');
    if (!row) return { ok: false, reason: 'invalid' };
    if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) return { ok: false, reason: 'expired' };
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.id, row.id));
    return { ok: true, locale: row.locale as Locale };
  });
}

/**
 * Ends a subscription from its unsubscribe link (the page's button or a mail program's one-click POST).
 * Asking twice is fine; newsletter mails still waiting in the outbox for this address are dropped.
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<LinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .for('update');
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.status !== 'unsubscribed') {
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
        .where(eq(newsletterSubscribers.id, row.id));
      await countUnsubscribe(tx, row.id);
    }
    await dropQueuedNewsletters(tx, [row.id]);
    return { ok: true, locale: row.locale as Locale };
  });
}

/** Newsletter issues not yet handed to the SMTP server for these subscribers are not sent at all. */
export async function dropQueuedNewsletters(tx: Writer, subscriberIds: number[]): Promise<number> {
  if (subscriberIds.length === 0) return 0;
  const dropped = await tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.subscriberId, subscriberIds),
        eq(mailOutbox.kind, 'newsletter_issue'),
        eq(mailOutbox.status, 'queued'),
      ),
    )
    .returning({ id: mailOutbox.id });
  return dropped.length;
}

/**
 * The daily clean-up: subscriptions never confirmed are deleted once their last link has expired (7 days
 * after the last confirmation e-mail; rows from before double opt-in, 7 days after they were made).
 */
export async function deleteUnconfirmed(tx: Writer, now: Date): Promise<{ deleted: number }> {
  const weekAgo = new Date(now.getTime() - CONFIRM_LINK_MS);
  const rows = await tx
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'pending'),
        or(
          lt(newsletterSubscribers.confirmExpiresAt, now),
          and(isNull(newsletterSubscribers.confirmExpiresAt), lt(newsletterSubscribers.createdAt, weekAgo)),
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return { deleted: rows.length };
}

/** Confirmed subscribers by language, for the "send to N subscribers" question. */
export async function confirmedCounts(db: Writer): Promise<Record<string, number>> {
  const rows = await db
    .select({ locale: newsletterSubscribers.locale, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .groupBy(newsletterSubscribers.locale);
  return Object.fromEntries(rows.map((row) => [row.locale, Number(row.count)]));
}

/**
 * Counts an unsubscribe against the last newsletter the subscriber was sent, in its language
 * (docs/decisions/049): the issue's report says how many left after it. A count only: who it was is not kept with it.
 */
async function countUnsubscribe(tx: Writer, subscriberId: number) {
  const [last] = await tx
    .select({ issueId: mailOutbox.issueId, locale: mailOutbox.locale })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.subscriberId, subscriberId),
        eq(mailOutbox.kind, 'newsletter_issue'),
        eq(mailOutbox.status, 'sent'),
        isNotNull(mailOutbox.issueId),
      ),
    )
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(1);
  if (!last?.issueId) return;
  await tx
    .insert(newsletterIssueUnsubscribes)
    .values({ issueId: last.issueId, locale: last.locale ?? '', count: 1 })
    .onConflictDoUpdate({
      target: [newsletterIssueUnsubscribes.issueId, newsletterIssueUnsubscribes.locale],
      set: { count: sql`${newsletterIssueUnsubscribes.count} + 1` },
    });
}
