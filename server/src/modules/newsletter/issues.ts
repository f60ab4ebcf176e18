import type { ApiErrorCode } from '@common/admin/api-errors';
import {
  ISSUE_TEXT,
  type Issue,
  type IssueCounts,
  type IssueData,
  type IssueLanguageReport,
  type IssuePreviews,
  type IssueSummary,
  type SendChoice,
} from '@common/admin/newsletter';
import { isLocale, LOCALES, type Locale } from '@common/locale';
import { editableTranslations, mergeTranslations, translationStates } from '@common/translation';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  mailOutbox,
  newsletterIssues,
  newsletterIssueUnsubscribes,
  newsletterRemovedMails,
  newsletterSubscribers,
} from '../../db/schema';
import type { IssueTranslations } from '../../db/schema/newsletter';
import { HttpError } from '../../lib/http-error';
import type { Writer } from '../audit/repository';
import { enqueueMail } from '../mail';
import { staffMailWords } from '../staff-mail/language';
import { articlesByIds, type NewsletterArticle } from './articles';
import { queueIssueMails } from './fanout';
import { issueLocale, renderIssue } from './mails';

type IssueRow = typeof newsletterIssues.$inferSelect;

const englishOf = (issue: { subject: string; intro: string }) => ({ subject: issue.subject, intro: issue.intro });

/**
 * The columns to store for a save: the English, and the translations by the one rule
 * (common/src/translation.ts): a language edited or confirmed (`reviewed`) is made from this English, one
 * left alone keeps the English it was made from, so a change of English marks it out of date.
 */
export function toStored(data: IssueData, before?: IssueRow) {
  const { translations, changed } = mergeTranslations<NonNullable<IssueTranslations[keyof IssueTranslations]>>(
    before?.translations ?? {},
    data.translations,
    { before: before ? englishOf(before) : null, after: englishOf(data) },
    ISSUE_TEXT,
    data.reviewed,
  );
  return { row: { ...englishOf(data), translations, articleIds: data.articleIds }, changed };
}

/** An issue as the editor loads it: its text and articles, and each translation's state. */
export const toIssue = (row: IssueRow, counts?: IssueCounts, report: IssueLanguageReport[] = []): Issue => ({
  ...toSummary(row, counts),
  report,
  data: {
    ...englishOf(row),
    translations: editableTranslations(row.translations),
    articleIds: row.articleIds,
  },
  translationStatus: translationStates(englishOf(row), row.translations, ISSUE_TEXT),
});

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

function toSummary(row: IssueRow, counts?: IssueCounts): IssueSummary {
  return {
    id: row.id,
    subject: row.subject,
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

export async function listIssues(db: Writer, limit = 100): Promise<IssueSummary[]> {
  const rows = await db
    .select()
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(limit);
  const counts = await issueCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, counts.get(row.id)));
}

export async function findIssue(db: Writer, id: number, forUpdate = false): Promise<IssueRow | undefined> {
  const query = db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The issue in every language, as a recipient reading each receives it. */
export function previewIssue(options: {
  data: IssueData;
  articles: NewsletterArticle[];
  email: string;
  publicUrl: string;
}): IssuePreviews {
  const issue = toStored(options.data).row;
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      renderIssue({
        issue,
        articles: options.articles,
        locale,
        email: options.email,
        // Not a subscriber's: the link opens the unsubscribe page, which finds no subscription.
        unsubscribeToken: PREVIEW_TOKEN,
        publicUrl: options.publicUrl,
      }),
    ]),
  ) as IssuePreviews;
}

const PREVIEW_TOKEN = 'preview-only-not-a-subscription';

/**
 * A test of one language to the staff member's own address; it counts in no issue's figures. The issue is
 * in the language tested; the mark before its subject in the staff member's own, as every staff mail is.
 */
export async function queueTest(
  tx: Writer,
  options: { row: IssueRow; locale: Locale; email: string; staffLocale: Locale; publicUrl: string; now: Date },
): Promise<void> {
  const { row, locale, email, publicUrl, now } = options;
  const articles = await articlesByIds(tx, row.articleIds, now);
  const rendered = renderIssue({ issue: row, articles, locale, email, unsubscribeToken: PREVIEW_TOKEN, publicUrl });
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

/** The versions an issue has: English always, a translation when it is not missing. */
export const versionsOf = (row: IssueRow): Locale[] => LOCALES.filter((locale) => issueLocale(row, locale) === locale);

/**
 * The sender's choice made whole: the versions chosen (all the issue has when none were), each checked to
 * be one the issue has, so no one is sent a language the issue was never written in.
 */
export function sendChoice(row: IssueRow, input: { locales?: Locale[]; fallbackToEnglish: boolean }): SendChoice {
  const versions = versionsOf(row);
  const locales = input.locales ? [...new Set(input.locales)] : versions;
  const lacking = locales.find((locale) => !versions.includes(locale));
  if (lacking) throw new HttpError(400, 'newsletter.noVersion', { params: { language: lacking } });
  return { locales, fallbackToEnglish: input.fallbackToEnglish };
}

/**
 * Sends an issue: one mail per confirmed subscriber of the chosen languages, in their language (and, when
 * the sender chose so, one in English to every other confirmed subscriber), with their own unsubscribe
 * link and the RFC 8058 headers, queued in the outbox in this transaction by one statement (fanout.ts).
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
      sendChoice: { ...choice, locales: [...choice.locales] },
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
