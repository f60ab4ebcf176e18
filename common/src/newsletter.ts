// zod/mini: the footer validates with this schema on every page, so it must tree-shake to a few KB.
import * as z from 'zod/mini';

/** SPEC §5: text, an at sign, text, a dot and text, with no spaces. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterMessages = {
  required: 'Email Required',
  invalid: 'Invalid Email',
};

/** One schema for the footer form and POST /api/newsletter/subscribe. Stored trimmed and lower-cased. */
export const newsletterSchema = z.object({
  email: z
    .string(newsletterMessages.required)
    .check(
      z.trim(),
      z.minLength(1, newsletterMessages.required),
      z.maxLength(254, newsletterMessages.invalid),
      z.regex(NEWSLETTER_EMAIL_PATTERN, newsletterMessages.invalid),
      z.toLowerCase(),
    ),
});
export type NewsletterPayload = z.output<typeof newsletterSchema>;

/** Exact body of the 409 answer; the client maps it to 'Already Subscribed' (SPEC §8). */
export const ALREADY_SUBSCRIBED = 'Already subscribed';

export interface NewsletterResponse {
  success: boolean;
  message?: string;
}
