import type { MailKind } from '@common/admin/outbox';
import { isEmailAddress } from '@common/email-address';
import { LOCALES, type Locale } from '@common/locale';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, newsletterIssues } from '../../db/schema';
import type { Writer } from '../../db/types';
import { oneLine, textBlock } from './plain-text';

/** A mail to queue. Addresses are validated and headers limited, so nothing a visitor typed can add a header. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  /** The language the mail is written in: sent as its Content-Language (docs/decisions/046). */
  language: Locale;
  /** Every mail has a plain-text part, which every mail reader can show; HTML is optional. */
  text: string;
  html?: string;
  headers?: Partial<Record<(typeof ALLOWED_HEADERS)[number], string>>;
  notBefore?: Date;
  contactMessageId?: number;
  subscriberId?: number;
  issueId?: number;
  invitationId?: number;
}

const ALLOWED_HEADERS = ['List-Id', 'List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
/** A header value we build ourselves: printable ASCII on one line. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export class InvalidMailError extends Error {}

/** Refuses what cannot be sent safely (InvalidMailError) and folds the subject; every queued mail passes here. */
export function checkMail(mail: OutgoingMail): OutgoingMail {
  for (const [field, value] of [
    ['to', mail.to],
    ['replyTo', mail.replyTo],
  ] as const) {
    if (value !== undefined && !isEmailAddress(value)) throw new InvalidMailError(`${field} is not an e-mail address`);
  }
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!(ALLOWED_HEADERS as readonly string[]).includes(name) || !PRINTABLE_ASCII.test(value ?? '')) {
      throw new InvalidMailError(`header ${name} is not allowed`);
    }
  }
  if (!(LOCALES as readonly string[]).includes(mail.language)) throw new InvalidMailError('language is not a locale');
  // A subject is one line: line breaks and controls become spaces (the library encodes the rest). The
  // body keeps its lines, with no other control character: the builders did this to visitor text already;
  // this is the lock for a builder that forgets (plain-text.ts).
  return { ...mail, subject: oneLine(mail.subject).slice(0, 250) || '(no subject)', text: textBlock(mail.text) };
}

/**
 * The headers stored with a queued mail: the builder's, and Content-Language from the mail's language, set
 * here once so no kind of mail goes without it (the worker sends what is stored).
 */
const storedHeaders = (mail: OutgoingMail): Record<string, string> => ({
  ...(mail.headers as Record<string, string> | undefined),
  'Content-Language': mail.language,
});

/** The columns a mail is stored in, after checkMail: the one mapping, for enqueueMail and set-based queueing. */
export function storedMail(mail: OutgoingMail) {
  const checked = checkMail(mail);
  return {
    kind: checked.kind,
    toAddress: checked.to,
    replyTo: checked.replyTo ?? null,
    subject: checked.subject,
    textBody: checked.text,
    htmlBody: checked.html ?? null,
    headers: storedHeaders(checked),
    ...(checked.notBefore ? { nextAttemptAt: checked.notBefore } : {}),
    contactMessageId: checked.contactMessageId ?? null,
    subscriberId: checked.subscriberId ?? null,
    issueId: checked.issueId ?? null,
    invitationId: checked.invitationId ?? null,
    // Also a column, where a report counts by language (newsletter issues, docs/decisions/049).
    locale: checked.language,
  };
}

/** Queues mail in the caller's transaction: it commits with the row that caused it, or not at all. */
export async function enqueueMail(writer: Writer, mails: OutgoingMail | OutgoingMail[]): Promise<number[]> {
  const list = (Array.isArray(mails) ? mails : [mails]).map(storedMail);
  if (list.length === 0) return [];
  const rows = await writer.insert(mailOutbox).values(list).returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claim lasts: a process that dies mid-send leaves its rows to be claimed again after this. */
export const CLAIM_MS = 2 * 60_000;

/**
 * Claims up to `limit` due mails for this process. FOR UPDATE SKIP LOCKED lets several processes claim at
 * once without waiting on or taking each other's rows; a row stays claimed until sent, rescheduled, or its
 * claim runs out (a process that died).
 */
export async function claimDueMail(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  const lockedUntil = new Date(now.getTime() + CLAIM_MS);
  // Both drivers answer raw statements with `{ rows }`.
  const result = (await db.execute(sql`
    update ${mailOutbox}
    set status = 'sending', locked_until = ${lockedUntil.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where status in ('queued', 'sending')
        and next_attempt_at <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()})
        -- A paused newsletter's mail waits, queued, until it resumes (modules/newsletter/schedule.ts).
        and (kind <> 'newsletter_issue' or coalesce(issue_id, 0) not in (select id from ${newsletterIssues} where status = 'paused'))
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.id} in ${ids}`)
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id);
}

/** Mails the SMTP server has taken, recorded together: one statement for a batch rather than one each. */
export async function markSent(db: Db, ids: number | number[], now: Date): Promise<void> {
  const list = Array.isArray(ids) ? ids : [ids];
  if (list.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(inArray(mailOutbox.id, list));
}

/** Back-off after the nth failed attempt: 30 s, 1 min, 2 min ... at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * A failed attempt: tried again after the back-off, or marked failed once past its give-up time. A mail the
 * SMTP server refused for good (`bounced`: a 5xx answer, such as 550 no such mailbox) fails at once.
 */
export async function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  now: Date,
  bounced = false,
): Promise<'retry' | 'failed'> {
  const next = new Date(now.getTime() + retryDelayMs(row.attempts));
  const failed = bounced || next >= row.giveUpAt;
  await db
    .update(mailOutbox)
    .set({
      status: failed ? 'failed' : 'queued',
      nextAttemptAt: failed ? row.nextAttemptAt : next,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      bounced,
    })
    // Only the claim this worker holds: a mail cancelled meanwhile (its claim had run out) stays cancelled.
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
  return failed ? 'failed' : 'retry';
}

/** An owner's retry of a failed mail: queued now, with another 24 hours of attempts. */
export async function retryMail(writer: Writer, id: number, now: Date): Promise<boolean> {
  const rows = await writer
    .update(mailOutbox)
    .set({
      status: 'queued',
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + 24 * 60 * 60_000),
      attempts: 0,
      lockedUntil: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** What became of the mail of withdrawn invitations: rows cancelled now, and rows that had already left or were leaving. */
export interface CancelOutcome {
  cancelled: number;
  sent: number;
  sending: number;
}

/**
 * Cancels the queued mail of these invitations, in the caller's transaction, so it is never sent. A row a
 * worker is sending right now (a live claim) is left to it: the UPDATE waits for the claim's row lock and
 * then no longer matches, so a mail is either cancelled or sent, never both. A claim that ran out (its
 * process died) is cancelled like a queued row.
 */
export async function cancelInvitationMail(writer: Writer, invitationIds: number[], now: Date): Promise<CancelOutcome> {
  if (invitationIds.length === 0) return { cancelled: 0, sent: 0, sending: 0 };
  const cancelled = await writer
    .update(mailOutbox)
    .set({ status: 'cancelled', cancelledAt: now, lockedUntil: null })
    .where(
      and(
        inArray(mailOutbox.invitationId, invitationIds),
        or(
          eq(mailOutbox.status, 'queued'),
          eq(mailOutbox.status, 'failed'),
          and(eq(mailOutbox.status, 'sending'), or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now))),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  const left = await writer
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.invitationId, invitationIds), inArray(mailOutbox.status, ['sent', 'sending'])));
  return {
    cancelled: cancelled.length,
    sent: left.filter((row) => row.status === 'sent').length,
    sending: left.filter((row) => row.status === 'sending').length,
  };
}
