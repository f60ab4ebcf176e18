import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../locale';
import { queryInteger, rowIdSchema } from '../row-ids';

/** Subscribers (issue 11 §3, roles owner and inbox). */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(254, 'Use at most 254 characters'))),
  status: z.optional(z.enum(SUBSCRIBER_STATUSES, 'Choose pending, confirmed or unsubscribed')),
  offset: z.optional(queryInteger(0)),
  limit: z.optional(queryInteger(1, 200)),
});
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
  total: number;
  /** Every subscriber by status, whatever the filter. */
  counts: Record<SubscriberStatus, number>;
}

/** Newsletter issues (issue 11 §3, roles owner and editor). */
export const SUBJECT_MAX = 200;
export const INTRO_MAX = 5000;
export const ARTICLES_MAX = 10;

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`)));

/**
 * A subject and an introduction per language: English required, French and Swahili optional (a recipient
 * whose language has none gets the English issue). A language is either complete or left empty.
 */
export const issueSchema = z
  .object({
    subject: z.object({
      en: z
        .string('Write the English subject')
        .check(
          z.trim(),
          z.minLength(1, 'Write the English subject'),
          z.maxLength(SUBJECT_MAX, `Use at most ${SUBJECT_MAX} characters`),
        ),
      fr: optionalText(SUBJECT_MAX),
      sw: optionalText(SUBJECT_MAX),
    }),
    intro: z.object({
      en: z
        .string('Write the English introduction')
        .check(
          z.trim(),
          z.minLength(1, 'Write the English introduction'),
          z.maxLength(INTRO_MAX, `Use at most ${INTRO_MAX} characters`),
        ),
      fr: optionalText(INTRO_MAX),
      sw: optionalText(INTRO_MAX),
    }),
    articleIds: z
      .array(rowIdSchema('Pick articles of the list'))
      .check(z.maxLength(ARTICLES_MAX, `Pick at most ${ARTICLES_MAX} articles`)),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const [locale, name] of [
        ['fr', 'French'],
        ['sw', 'Swahili'],
      ] as const) {
        const subject = value.subject[locale] ?? '';
        const intro = value.intro[locale] ?? '';
        if (Boolean(subject) === Boolean(intro)) continue;
        ctx.addIssue({
          code: 'custom',
          input: value,
          path: [subject ? 'intro' : 'subject', locale],
          message: `Write both a ${name} subject and a ${name} introduction, or leave both empty`,
        });
      }
    }),
  );
export type IssueInput = z.input<typeof issueSchema>;
export type IssueData = z.output<typeof issueSchema>;

export const testSendSchema = z.object({
  locale: z.enum(LOCALES, 'Choose en, fr or sw'),
});

export type IssueStatus = 'draft' | 'sending' | 'sent';

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
  recipients: number | null;
  counts: IssueCounts;
}

export interface Issue extends IssueSummary {
  data: IssueData;
}

export interface IssueArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
}

/** One language of the preview: what a recipient reading that language receives. */
export interface IssuePreview {
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
