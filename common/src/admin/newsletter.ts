import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale';
import { type Fields, recordInputSchema, wordsSpec } from '../model/fields';
import { asText, shownLocale, type VersionState, type Versions, type WordsSpec } from '../model/versions';
import { queryInteger, rowIdSchema } from '../row-ids';
import { errorCode } from './api-errors';
import { cursorSchema, LIST_COUNT_CAP, LIST_END, onePlace } from './list-cursor';

/** Subscribers (roles owner and inbox). */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_PAGE_SIZE = 50;
/** A search's count and a page's place stop at this (the inbox's cap: list-cursor.ts, docs/decisions/059). */
export const SUBSCRIBER_COUNT_CAP = LIST_COUNT_CAP;

const subscriberCursor = cursorSchema(errorCode('newsletter.subscriberCursor'), { end: true });
/**
 * The list, newest first: a page by a cursor the list gave (`after`: older than it, `before`: newer than it,
 * `before=end`: the last page), or by an offset (other clients). The search is a part of the address,
 * any case; % and _ are literal.
 */
export const subscriberQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(254, errorCode('field.tooLong')))),
    status: z.optional(z.enum(SUBSCRIBER_STATUSES, errorCode('newsletter.subscriberStatus'))),
    offset: z.optional(queryInteger(0)),
    after: z.optional(subscriberCursor),
    before: z.optional(subscriberCursor),
    limit: z.optional(queryInteger(1, 200)),
  })
  .check(
    z.refine(onePlace, { message: errorCode('newsletter.subscriberOnePlace'), path: ['after'] }),
    z.refine((query) => query.after !== LIST_END, {
      message: errorCode('newsletter.subscriberCursor'),
      path: ['after'],
    }),
  );
export type SubscriberQuery = z.output<typeof subscriberQuerySchema>;

export interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  locale: Locale;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberList {
  subscribers: Subscriber[];
  /** How many subscribers the filters match, or SUBSCRIBER_COUNT_CAP when `more` (a search stopped counting). */
  total: number;
  /** More than `total` match: a search's count stopped at SUBSCRIBER_COUNT_CAP. */
  more: boolean;
  /** The first subscriber's place (1 for the newest); null when past the first SUBSCRIBER_COUNT_CAP or none shown. */
  from: number | null;
  /** The cursor for the next (older) page (`after`), the previous (newer) one (`before`); null at an end. */
  next: string | null;
  previous: string | null;
  /** Every subscriber by status, whatever the filter. */
  counts: Record<SubscriberStatus, number>;
}

/** Newsletter issues (roles owner and editor). */
export const SUBJECT_MAX = 200;
export const INTRO_MAX = 5000;
export const ARTICLES_MAX = 10;

/**
 * An issue's words, written per language in the one version shape (docs/decisions/078): a language is
 * written when it has its subject; the introduction may be left out. No language is required or first:
 * an issue may be written in French alone, and goes to French subscribers only unless the sender chooses
 * otherwise (`SendChoice`).
 */
export const ISSUE_FIELDS = {
  subject: { type: 'text', perLanguage: true, required: true, max: SUBJECT_MAX },
  intro: { type: 'longtext', perLanguage: true, max: INTRO_MAX },
} as const satisfies Fields;
export const ISSUE_WORDS: WordsSpec = wordsSpec(ISSUE_FIELDS);

/** One language's words of an issue as the editor holds and sends them. */
export type IssueWords = {
  subject?: string;
  intro?: string;
};

/** What is the same in every language: the articles picked, in their order. */
export interface IssueValues {
  articleIds: number[];
}

const issueValuesSchema = z.object(
  {
    articleIds: z
      .array(rowIdSchema(errorCode('newsletter.pickArticles')))
      .check(z.maxLength(ARTICLES_MAX, errorCode('newsletter.articlesMax'))),
  },
  // A body without `values` is most likely the shape of before decision 078 (subject and intro at the top).
  errorCode('newsletter.issueShape'),
);

/**
 * An issue as staff write it: the one record input (common/src/model/fields.ts) of its words, each
 * language under `words` (null removes a language, left out keeps it), the language a version was written
 * from (`from`), the languages confirmed as still matching (`reviewed`), the version the editor opened
 * (`revision`, so two people's edits are merged field by field), and the articles under `values`.
 */
export const issueSchema = z.safeExtend(recordInputSchema(ISSUE_FIELDS), { values: issueValuesSchema });
export type IssueInput = z.input<typeof issueSchema>;
export type IssueData = z.output<typeof issueSchema>;

/** An issue's subject in `locale` where it is written, else in its original language (and that language). */
export function issueSubject(
  versions: Versions,
  locale: Locale = DEFAULT_LOCALE,
): { subject: string; lang: Locale | null } {
  const lang = shownLocale(versions, locale, ISSUE_WORDS);
  return { subject: lang ? asText(versions[lang]?.words.subject) : '', lang };
}

export const testSendSchema = z.object({
  locale: z.enum(LOCALES, errorCode('field.languageCode')),
});

/**
 * How an issue is sent (docs/decisions/078): the versions to send (`locales`, each one the issue is written
 * in; all of them when left out), each to the confirmed subscribers of its language; and the one written
 * version every other confirmed subscriber gets (`fallback`), or none. None unless chosen: no one gets a
 * language they did not ask for by default, so a French-only issue goes to French subscribers only.
 */
export const sendSchema = z.object({
  locales: z.optional(
    z
      .array(z.enum(LOCALES, errorCode('field.languageCode')))
      .check(z.minLength(1, errorCode('newsletter.oneLanguageToSend')), z.maxLength(LOCALES.length)),
  ),
  fallback: z._default(z.nullable(z.enum(LOCALES, errorCode('newsletter.fallback'))), null),
});
export type SendInput = z.input<typeof sendSchema>;
export interface SendChoice {
  locales: readonly Locale[];
  /** The version subscribers of the languages not in `locales` get; null: they get nothing. */
  fallback: Locale | null;
}

/** The version a subscriber reading `reader` receives, or null when they get none (the one rule, both sides). */
export function versionSentTo(reader: Locale, choice: SendChoice): Locale | null {
  if (choice.locales.includes(reader)) return reader;
  return choice.fallback;
}

/** Confirmed subscribers of each language, and the version they would receive (null: none). */
export type Audience = Record<Locale, { subscribers: number; version: Locale | null }>;

export function audienceOf(confirmed: Record<Locale, number>, choice: SendChoice): Audience {
  return Object.fromEntries(
    LOCALES.map((reader) => [reader, { subscribers: confirmed[reader], version: versionSentTo(reader, choice) }]),
  ) as Audience;
}

/** How many would receive the issue: those of the languages with a version. */
export const audienceSize = (audience: Audience) =>
  LOCALES.reduce((sum, reader) => sum + (audience[reader].version ? audience[reader].subscribers : 0), 0);

/**
 * A sending scheduled for an instant (typed in the site's time zone, sent as an ISO instant): the same
 * choice of languages as sending now.
 */
export const scheduleSchema = z.extend(sendSchema, {
  at: z.iso.datetime({ offset: true, message: errorCode('field.dateAndTime') }),
});
export type ScheduleInput = z.input<typeof scheduleSchema>;

/**
 * draft → scheduled ⇄ held (a paused schedule: it keeps its time and choice and does not leave at its
 * time until resumed; either goes back to draft, with its choice kept, when the schedule is cancelled) →
 * sent (its mails queued, leaving at the rate) ⇄ paused (its mails held in the outbox) → stopped (the rest
 * withdrawn). `sending` is not used since sending became one transaction; older rows may still say so.
 */
export const ISSUE_STATUSES = ['draft', 'scheduled', 'held', 'sending', 'sent', 'paused', 'stopped'] as const;
type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** A schedule running or paused: it can be moved, paused, resumed or cancelled, and no field changes. */
export const SCHEDULED_STATUSES = ['scheduled', 'held'] as const satisfies readonly IssueStatus[];
export const isScheduled = (status: IssueStatus) => (SCHEDULED_STATUSES as readonly IssueStatus[]).includes(status);

/** What became of an issue's mails; together they are its recipients, whatever is deleted later. */
export interface IssueCounts {
  /** Waiting in the outbox (or being handed to the SMTP server). */
  queued: number;
  sent: number;
  failed: number;
  /** Never sent: the subscriber unsubscribed, was removed or was erased before their turn. */
  withdrawn: number;
}

export interface IssueSummary {
  id: number;
  /** Its subject in the staff member's language where written, else in its original language. */
  subject: string;
  /** The language `subject` is in (null: the issue has no words yet). */
  lang: Locale | null;
  /** The languages it is written in, in the table's order. */
  languages: Locale[];
  status: IssueStatus;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  /** When a scheduled issue starts sending, and what it was scheduled with. */
  scheduledAt: string | null;
  sendChoice: SendChoice | null;
  recipients: number | null;
  counts: IssueCounts;
}

/**
 * What became of an issue's mails in one language (docs/decisions/049), `locale` null for mails written before
 * languages were counted. `bounced` are the failed the SMTP server refused for good; `unsubscribed` counts
 * readers who unsubscribed with this issue as the last newsletter they had been sent. Nothing records
 * who opened or clicked anything.
 */
export interface IssueLanguageReport extends IssueCounts {
  locale: Locale | null;
  bounced: number;
  unsubscribed: number;
}

/**
 * An issue as the editor loads it, in the shape every record of docs/decisions/078 has in the staff area
 * (AdminEntry: values, words, sources, each language's state, changedAt, revision), beside its sending.
 */
export interface Issue extends IssueSummary {
  /** Per language, once the issue has been sent (empty before). */
  report: IssueLanguageReport[];
  values: IssueValues;
  /** Each language's words, where written. */
  words: Partial<Record<Locale, IssueWords>>;
  /** The language each version was written from (null: an original). */
  sources: Partial<Record<Locale, Locale | null>>;
  /** Each language's state: missing, out of date or current (`status` is the issue's sending). */
  versionStatus: Record<Locale, VersionState>;
  /** When each version's words last changed. */
  changedAt: Partial<Record<Locale, string>>;
  /** The version this is (the history's newest): sent back with a save, the base of a merge. */
  revision: number | null;
}

/** An article to pick, in the staff member's language where it is written, else in its original (`lang`). */
export interface IssueArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  lang: Locale;
  publishedAt: string;
}

/** One version of the preview: what a subscriber of that language receives. */
interface IssuePreview {
  /** The language the e-mail is written in. */
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

/** Each written version as its readers receive it; a language the issue is not written in has none. */
export type IssuePreviews = Partial<Record<Locale, IssuePreview>>;

export interface IssueOverview {
  issues: IssueSummary[];
  /** Confirmed subscribers by language: who an issue would go to now. */
  confirmed: Record<Locale, number>;
  /** Sent per minute (NEWSLETTER_RATE_PER_MINUTE). */
  ratePerMinute: number;
}
