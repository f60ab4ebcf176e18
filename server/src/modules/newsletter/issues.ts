import type { ApiErrorCode } from '@common/admin/api-errors';
import {
  ISSUE_WORDS,
  type Issue,
  type IssueCounts,
  type IssueData,
  type IssueLanguageReport,
  type IssuePreviews,
  type IssueSummary,
  issueSubject,
  type SendChoice,
} from '@common/admin/newsletter';
import { isLocale, LOCALES, type Locale } from '@common/locale';
import { nextVersions, sourcesOf, versionStates, wordsOf, writtenIn } from '@common/model/versions';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  mailOutbox,
  newsletterIssues,
  newsletterIssueUnsubscribes,
  newsletterRemovedMails,
  newsletterSubscribers,
} from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../mail';
import { latestRevision } from '../records';
import { staffMailWords } from '../staff-mail';
import { articlesByIds, type NewsletterArticle } from './articles';
import { queueIssueMails } from './fanout';
import { type IssueContent, renderIssue } from './mails';
import type { IssueRow } from './store';

const EMPTY_COUNTS: IssueCounts = { queued: 0, sent: 0, failed: 0, withdrawn: 0 };

/**
 * Queued, sent and failed newsletter mails of each issue, from the outbox, plus those whose rows were
 * deleted since (counted by the database as they go: migration "newsletter_removed_mails_trigger").
 */
export async function issueCounts(db: Writer, ids: number[]): Promise<Map<number, IssueCounts>> {
  const counts = new Map<number, IssueCounts>();
  if (ids.length === 0) return counts;
  const entry = (id: number) => {
    const found = counts.get(id) ?? { ...EMPTY_COUNTS };
    counts.set(id, found);
    return found;
  };
  const rows = await db
    .select({ issueId: mailOutbox.issueId, status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.issueId, ids), eq(mailOutbox.kind, 'newsletter_issue')))
    .groupBy(mailOutbox.issueId, mailOutbox.status);
  for (const row of rows) {
    // Only invitation mail is ever cancelled (modules/mail/outbox.ts); a newsletter row never is.
    if (row.status === 'cancelled') continue;
    const key = row.status === 'sending' ? 'queued' : row.status;
    entry(Number(row.issueId))[key] += Number(row.count);
  }
  const removed = await db.select().from(newsletterRemovedMails).where(inArray(newsletterRemovedMails.issueId, ids));
  for (const row of removed) {
    const counted = entry(row.issueId);
    counted.sent += row.sent;
    counted.failed += row.failed;
    counted.withdrawn += row.withdrawn;
  }
  return counts;
}

/**
 * The issue's report by language (docs/decisions/049): its outbox rows by language and status, the rows deleted
 * since (newsletter_removed_mails, kept by a trigger), and the unsubscribes counted after it.
 */
export async function issueReport(db: Writer, id: number): Promise<IssueLanguageReport[]> {
  const byLocale = new Map<string, IssueLanguageReport>();
  const entry = (locale: string | null) => {
    const key = locale ?? '';
    let found = byLocale.get(key);
    if (!found) {
      found = { locale: isLocale(key) ? key : null, ...EMPTY_COUNTS, bounced: 0, unsubscribed: 0 };
      byLocale.set(key, found);
    }
    return found;
  };
  const [rows, removed, unsubscribes] = await Promise.all([
    db
      .select({
        locale: mailOutbox.locale,
        status: mailOutbox.status,
        bounced: mailOutbox.bounced,
        count: sql<number>`count(*)::int`,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_issue')))
      .groupBy(mailOutbox.locale, mailOutbox.status, mailOutbox.bounced),
    db.select().from(newsletterRemovedMails).where(eq(newsletterRemovedMails.issueId, id)),
    db.select().from(newsletterIssueUnsubscribes).where(eq(newsletterIssueUnsubscribes.issueId, id)),
  ]);
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const counted = entry(row.locale);
    const n = Number(row.count);
    counted[row.status === 'sending' ? 'queued' : row.status] += n;
    if (row.status === 'failed' && row.bounced) counted.bounced += n;
  }
  for (const row of removed) {
    const counted = entry(row.locale);
    counted.sent += row.sent;
    counted.failed += row.failed;
    counted.bounced += row.bounced;
    counted.withdrawn += row.withdrawn;
  }
  for (const row of unsubscribes) entry(row.locale).unsubscribed += row.count;
  // In the site's order of languages; mails from before languages were counted last.
  const order = (report: IssueLanguageReport) => (report.locale ? LOCALES.indexOf(report.locale) : LOCALES.length);
  return [...byLocale.values()].sort((a, b) => order(a) - order(b));
}

/** An issue in a list: its subject in the staff member's language where written (else its original's). */
function toSummary(row: IssueRow, counts: IssueCounts | undefined, locale: Locale): IssueSummary {
  return {
    id: row.id,
    ...issueSubject(row.versions, locale),
    languages: writtenIn(row.versions, ISSUE_WORDS),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sendChoice: row.sendChoice ?? null,
    recipients: row.recipients,
    counts: counts ?? { ...EMPTY_COUNTS },
  };
}

/** An issue as the editor loads it: its words per language with each one's state, its articles, its sending. */
export function toIssue(
  row: IssueRow,
  options: { locale: Locale; revision: number | null; counts?: IssueCounts; report?: IssueLanguageReport[] },
): Issue {
  return {
    ...toSummary(row, options.counts, options.locale),
    report: options.report ?? [],
    values: { articleIds: row.articleIds },
    words: wordsOf(row.versions),
    sources: sourcesOf(row.versions),
    versionStatus: versionStates(row.versions, ISSUE_WORDS),
    changedAt: Object.fromEntries(Object.entries(row.versions).map(([l, v]) => [l, v?.changedAt])),
    revision: options.revision,
  };
}

export async function listIssues(db: Writer, locale: Locale, limit = 100): Promise<IssueSummary[]> {
  const rows = await db
    .select()
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(limit);
  const counts = await issueCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, counts.get(row.id), locale));
}

export async function findIssue(db: Writer, id: number, forUpdate = false): Promise<IssueRow | undefined> {
  const query = db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** An issue with its figures, report and revision, as the editor loads it; undefined when there is none. */
export async function readIssue(db: Writer, id: number, locale: Locale): Promise<Issue | undefined> {
  const row = await findIssue(db, id);
  if (!row) return undefined;
  const [counts, report, revision] = await Promise.all([
    issueCounts(db, [id]),
    issueReport(db, id),
    latestRevision(db, 'newsletter', id),
  ]);
  return toIssue(row, { locale, revision, counts: counts.get(id), report });
}

/**
 * Each language the form is written in, as its subscribers would receive it (the form as it stands, not
 * saved: its words are taken whole, a language left out is not written).
 */
export function previewIssue(options: {
  data: IssueData;
  articles: NewsletterArticle[];
  email: string;
  publicUrl: string;
  now: Date;
}): IssuePreviews {
  const issue: IssueContent = nextVersions(
    {},
    { words: options.data.words ?? {} },
    ISSUE_WORDS,
    options.now.toISOString(),
  );
  return Object.fromEntries(
    writtenIn(issue.versions, ISSUE_WORDS).map((locale) => [
      locale,
      renderIssue({
        issue,
        articles: options.articles,
        version: locale,
        email: options.email,
        // Not a subscriber's: the link opens the unsubscribe page, which finds no subscription.
        unsubscribeToken: PREVIEW_TOKEN,
        publicUrl: options.publicUrl,
      }),
    ]),
  );
}

const PREVIEW_TOKEN = 'preview-only-not-a-subscription';

/**
 * A test of one version to the staff member's own address; it counts in no issue's figures. The issue is
 * in the language tested (one it is written in); the mark before its subject in the staff member's own,
 * as every staff mail is.
 */
export async function queueTest(
  tx: Writer,
  options: { row: IssueRow; locale: Locale; email: string; staffLocale: Locale; publicUrl: string; now: Date },
): Promise<void> {
  const { row, locale, email, publicUrl, now } = options;
  if (!versionsOf(row).includes(locale))
    throw new HttpError(400, 'newsletter.noVersion', { params: { language: locale } });
  const articles = await articlesByIds(tx, row.articleIds, now);
  const rendered = renderIssue({
    issue: row,
    articles,
    version: locale,
    email,
    unsubscribeToken: PREVIEW_TOKEN,
    publicUrl,
  });
  const staff = staffMailWords(options.staffLocale);
  await enqueueMail(tx, {
    kind: 'newsletter_test',
    to: email,
    language: rendered.locale,
    subject: staff.say(staff.words.newsletterTest.subject, { subject: rendered.subject }),
    text: rendered.text,
    html: rendered.html,
    issueId: row.id,
    notBefore: now,
  });
}

export const NO_AUDIENCE = 'newsletter.noAudience' satisfies ApiErrorCode;
export const NO_CHOSEN_AUDIENCE = 'newsletter.noChosenAudience' satisfies ApiErrorCode;

/** The versions an issue can be sent in: the languages it is written in. */
export const versionsOf = (row: IssueContent): Locale[] => writtenIn(row.versions, ISSUE_WORDS);

/**
 * The sender's choice made whole: the versions chosen (all the issue is written in when none were) and the
 * version for everyone else (none unless chosen), each checked to be one the issue is written in, so no
 * one is sent a language the issue was never written in.
 */
export function sendChoice(
  row: IssueContent,
  input: { locales?: readonly Locale[]; fallback: Locale | null },
): SendChoice {
  const versions = versionsOf(row);
  const locales = input.locales ? LOCALES.filter((locale) => input.locales?.includes(locale)) : versions;
  const lacking = [...locales, ...(input.fallback ? [input.fallback] : [])].find(
    (locale) => !versions.includes(locale),
  );
  if (lacking) throw new HttpError(400, 'newsletter.noVersion', { params: { language: lacking } });
  return { locales, fallback: input.fallback };
}

/**
 * Sends an issue: one mail per confirmed subscriber of the chosen languages, in their language (and, when
 * the sender chose a version for the others, that version to every other confirmed subscriber), with their
 * own unsubscribe link and the RFC 8058 headers, queued in the outbox in this transaction by one statement (fanout.ts).
 * The rows' first attempts are spread at `ratePerMinute`, after any newsletter mail still waiting, so the
 * rate holds whichever server processes send them. Each row may be retried for 24 hours after its own turn.
 */
export async function sendIssue(
  tx: Writer,
  options: { row: IssueRow; now: Date; ratePerMinute: number; publicUrl: string; choice: SendChoice },
): Promise<{ recipients: number; byLocale: Record<string, number> }> {
  const { row, now, ratePerMinute, publicUrl, choice } = options;
  const articles = await articlesByIds(tx, row.articleIds, now);
  const spacingMs = 60_000 / ratePerMinute;
  const start = await nextTurn(tx, now, spacingMs);
  const byLocale = await queueIssueMails(tx, {
    issueId: row.id,
    issue: row,
    articles,
    choice,
    publicUrl,
    start,
    spacingMs,
  });
  const recipients = Object.values(byLocale).reduce((sum, n) => sum + n, 0);
  // Refused, and the transaction with it: an issue sent to no one would be "sent" for ever.
  if (recipients === 0) {
    const [anyone] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed'))
      .limit(1);
    throw new HttpError(409, anyone ? NO_CHOSEN_AUDIENCE : NO_AUDIENCE);
  }
  await tx
    .update(newsletterIssues)
    .set({
      status: 'sent',
      sentAt: now,
      recipients,
      sendChoice: { locales: [...choice.locales], fallback: choice.fallback },
    })
    .where(eq(newsletterIssues.id, row.id));
  return { recipients, byLocale };
}

/**
 * When the next newsletter mail may leave: now, or after the last one still waiting (another issue's, or
 * this one's when it resumes: `except` leaves its own rows out), so the rate holds for all of them together.
 */
export async function nextTurn(tx: Writer, now: Date, spacingMs: number, except?: number): Promise<number> {
  const [{ last }] = await tx
    .select({ last: sql<string | null>`max(${mailOutbox.nextAttemptAt})` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'newsletter_issue'),
        eq(mailOutbox.status, 'queued'),
        except === undefined ? undefined : sql`${mailOutbox.issueId} is distinct from ${except}`,
        // A paused issue's mails hold no turn: they are spaced again when it resumes.
        sql`${mailOutbox.issueId} not in (select ${newsletterIssues.id} from ${newsletterIssues} where ${newsletterIssues.status} = 'paused')`,
      ),
    );
  const lastTurn = last ? new Date(last).getTime() + spacingMs : 0;
  return Math.max(now.getTime(), lastTurn);
}
