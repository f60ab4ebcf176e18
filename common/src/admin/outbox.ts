import * as z from 'zod/mini';
import { queryInteger } from '../row-ids';
import { errorCode } from './api-errors';

/** The outbox as owners see it: every e-mail the site sends, with its delivery status. */

/** What the site sends; the server's outbox takes its kinds from here. */
const MAIL_KINDS = [
  'contact_notification',
  'contact_reply',
  'newsletter_confirmation',
  'newsletter_issue',
  'newsletter_test',
  'invitation',
  'password_reset',
  'review_returned',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A row's own status. 'sending' is a worker's claim on a queued mail: it shows under Queued (a claim whose
 * process died runs out and the mail is sent again). 'cancelled': a queued mail whose cause was withdrawn
 * (an invitation withdrawn or sent again) before it left; it is never sent.
 */
const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The tabs of the outbox screen and the list's filter. */
export const OUTBOX_FILTERS = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

const OUTBOX_PAGE_MAX = 200;

export const outboxQuerySchema = z.object({
  status: z.optional(z.enum(OUTBOX_FILTERS, errorCode('outbox.status'))),
  offset: z.optional(queryInteger(0)),
  limit: z.optional(queryInteger(1, OUTBOX_PAGE_MAX)),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

/**
 * One mail without its content: the bodies and headers of confirmation, newsletter and invitation mails
 * carry links that act for their recipient (confirm, unsubscribe, create an account), so they never leave
 * the server.
 */
export interface OutboxMail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When the next attempt is due (queued), or was last due. */
  nextAttemptAt: string;
  /** Attempts stop here and the mail is marked failed. */
  giveUpAt: string;
  sentAt: string | null;
  /** When a queued mail was cancelled (its invitation withdrawn or sent again). */
  cancelledAt: string | null;
}

export interface OutboxMailDetails extends OutboxMail {
  replyTo: string | null;
  /** Whether the mail has an HTML part besides its plain text. */
  hasHtml: boolean;
  /** What caused the mail, where there is a record of it. */
  contactMessageId: number | null;
  subscriberId: number | null;
  issueId: number | null;
  invitationId: number | null;
}

/**
 * A mail's content as its recipient got it (docs/decisions/049), for owners: every token masked, so no link in it
 * acts for the recipient. `html` is null for a mail with only plain text.
 */
export interface OutboxMailContent {
  text: string;
  html: string | null;
}

export interface OutboxList {
  mails: OutboxMail[];
  /** Mails matching the filter. */
  total: number;
  /** Every mail by tab, whatever the filter. */
  counts: Record<OutboxFilter, number>;
  /** False when SMTP_URL is unset: nothing leaves, mail waits here. */
  mailConfigured: boolean;
}
