import * as z from 'zod/mini';
import { LOCALES, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '../locale';
import { queryInteger, rowIdSchema } from '../row-ids';
import type { TranslationState } from '../translation';
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

/** The translated fields of an issue: both are needed in a language (common/src/translation.ts). */
export const ISSUE_TEXT = { fields: ['subject', 'intro'], optional: [] } as const;

/**
 * English text, required. An object in its place is the shape before decision 035 ({en, fr, sw}): said so,
 * so an old client learns what changed rather than only that the field is wrong.
 */
const english = (what: 'Subject' | 'Intro', max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input !== null && typeof issue.input === 'object'
          ? errorCode(`newsletter.english${what}AsText`)
          : errorCode(`newsletter.writeEnglish${what}`),
    })
    .check(
      z.trim(),
      z.minLength(1, errorCode(`newsletter.writeEnglish${what}`)),
      z.maxLength(max, errorCode('field.tooLong')),
    );

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, errorCode('field.tooLong'))));

const issueTranslation = z.object({ subject: optionalText(SUBJECT_MAX), intro: optionalText(INTRO_MAX) });

/**
 * An issue as staff write it: the subject and introduction in English, the same in French and Swahili
 * under `translations` (a recipient whose language has none gets the English issue), the languages
 * confirmed as still matching a changed English (`reviewed`), and the articles. A language is either
 * complete or left empty. A language left out of `translations` keeps what is stored; one sent empty is
 * removed.
 */
export const issueSchema = z
  .object({
    subject: english('Subject', SUBJECT_MAX),
    intro: english('Intro', INTRO_MAX),
    translations: z.optional(z.object({ fr: z.optional(issueTranslation), sw: z.optional(issueTranslation) })),
    reviewed: z.optional(z.array(z.enum(TRANSLATED_LOCALES, errorCode('field.translationCode'))).check(z.maxLength(2))),
    articleIds: z
      .array(rowIdSchema(errorCode('newsletter.pickArticles')))
      .check(z.maxLength(ARTICLES_MAX, errorCode('newsletter.articlesMax'))),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const locale of ['fr', 'sw'] as const) {
        const subject = value.translations?.[locale]?.subject ?? '';
        const intro = value.translations?.[locale]?.intro ?? '';
        if (Boolean(subject) === Boolean(intro)) continue;
        ctx.addIssue({
          code: 'custom',
          input: value,
          path: ['translations', locale, subject ? 'intro' : 'subject'],
          message: errorCode('newsletter.bothOrNeither'),
          params: { language: locale },
        });
      }
    }),
  );
export type IssueInput = z.input<typeof issueSchema>;
export type IssueData = z.output<typeof issueSchema>;

/** An issue's text and articles as the editor loads them (translations without their bookkeeping). */
interface IssueContent {
  subject: string;
  intro: string;
  translations: Partial<Record<TranslatedLocale, { subject?: string; intro?: string }>>;
  articleIds: number[];
}

export const testSendSchema = z.object({
  locale: z.enum(LOCALES, errorCode('field.languageCode')),
});

/**
 * How an issue is sent: the versions to send (`locales`, each one the issue has; all of them
 * when left out), each to the confirmed subscribers of its language; and whether every other confirmed
 * subscriber (one whose language is not sent, because the issue has no version in it or the sender left
 * it out) gets the English version instead. Off unless chosen: no one gets a language they did not ask for
 * by default.
 */
export const sendSchema = z.object({
  locales: z.optional(
    z
      .array(z.enum(LOCALES, errorCode('field.languageCode')))
      .check(z.minLength(1, errorCode('newsletter.oneLanguageToSend')), z.maxLength(LOCALES.length)),
  ),
  fallbackToEnglish: z._default(z.boolean(errorCode('newsletter.fallback')), false),
});
export type SendInput = z.input<typeof sendSchema>;
export interface SendChoice {
  locales: readonly Locale[];
  fallbackToEnglish: boolean;
}

/** The version a subscriber reading `reader` receives, or null when they get none (the one rule, both sides). */
export function versionSentTo(reader: Locale, choice: SendChoice): Locale | null {
  if (choice.locales.includes(reader)) return reader;
  return choice.fallbackToEnglish ? 'en' : null;
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
 * draft → scheduled (→ draft when the schedule is cancelled) → sent (its mails queued, leaving at the
 * rate) ⇄ paused (its mails held in the outbox) → stopped (the rest withdrawn). `sending` is not used
 * since sending became one transaction; older rows may still say so.
 */
type IssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'paused' | 'stopped';

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
  subject: string;
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

export interface Issue extends IssueSummary {
  /** Per language, once the issue has been sent (empty before). */
  report: IssueLanguageReport[];
  data: IssueContent;
  /** Each translation's state: missing, out of date (the English changed since) or current. */
  translationStatus: Record<TranslatedLocale, TranslationState>;
}

export interface IssueArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
}

/** One language of the preview: what a recipient reading that language receives. */
interface IssuePreview {
  /** The language the e-mail is written in: the recipient's, or English when the issue has none in it. */
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

export type IssuePreviews = Record<Locale, IssuePreview>;

export interface IssueOverview {
  issues: IssueSummary[];
  /** Confirmed subscribers by language: who an issue would go to now. */
  confirmed: Record<Locale, number>;
  /** Sent per minute (NEWSLETTER_RATE_PER_MINUTE). */
  ratePerMinute: number;
}
