// zod/mini: the footer validates with this schema on every page, so it must tree-shake to a few KB.
import * as z from 'zod/mini';
import { emailAddressSchema } from './email-address';
import { LOCALES } from './locale';

export const newsletterMessages = {
  required: 'Email Required',
  invalid: 'Invalid Email',
};

/**
 * One schema for the footer form and POST /api/newsletter/subscribe. Stored trimmed and lower-cased. `lang`
 * is the page's language: the confirmation e-mail and every newsletter are written in it.
 */
export const newsletterSchema = z.object({
  // SPEC §5 asks for text, an at sign, text, a dot and text; the shared rule is that and what can be sent.
  email: emailAddressSchema(newsletterMessages).check(z.toLowerCase()),
  lang: z.optional(z.enum(LOCALES, 'Unknown language: use en, fr or sw')),
});

/** Exact body of the 409 answer; the client maps it to 'Already Subscribed' (SPEC §8). */
export const ALREADY_SUBSCRIBED = 'Already subscribed';

export interface NewsletterResponse {
  success: boolean;
  message?: string;
}

/** A confirmation link works for 7 days; a pending address gets the e-mail again at most once an hour. */
export const CONFIRM_LINK_DAYS = 7;
export const RESEND_AFTER_MINUTES = 60;

export const LINK_INVALID = 'This link is not valid or has already been used';
export const LINK_EXPIRED = 'This link has expired';

/**
 * The token of a confirmation or unsubscribe link (POST /api/newsletter/confirm and /unsubscribe). Links
 * carry it after `#token=`, so it never reaches a server log, a Referer or a cache (docs/decisions/016).
 */
export const linkTokenSchema = z.object({
  token: z
    .string(LINK_INVALID)
    .check(z.trim(), z.minLength(20, LINK_INVALID), z.maxLength(200, LINK_INVALID), z.regex(/^[\w-]+$/, LINK_INVALID)),
});

/** What the confirmation and unsubscribe pages tell the visitor. */
export type LinkOutcome = 'done' | 'expired' | 'invalid' | 'failed';
