import { z } from 'zod';

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
    .trim()
    .min(1, newsletterMessages.required)
    .max(254, newsletterMessages.invalid)
    .regex(NEWSLETTER_EMAIL_PATTERN, newsletterMessages.invalid)
    .transform((email) => email.toLowerCase()),
});
export type NewsletterPayload = z.output<typeof newsletterSchema>;

/** Exact body of the 409 answer; the client maps it to 'Already Subscribed' (SPEC §8). */
export const ALREADY_SUBSCRIBED = 'Already subscribed';

export interface NewsletterResponse {
  success: boolean;
  message?: string;
}
