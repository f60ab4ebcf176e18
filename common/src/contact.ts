// zod/mini keeps the contact page's chunk small; the rules are the same on both sides.
import * as z from 'zod/mini';
import { EMAIL_ADDRESS_PATTERN, emailAddressSchema } from './email-address';

/** Inquiry types of SPEC §3.2, in the order the form lists them. */
export const INQUIRY_TYPES = [
  'general',
  'partnership',
  'investment',
  'careers',
  'media',
  'supplier',
  'customer',
  'other',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export function isInquiryType(value: unknown): value is InquiryType {
  return typeof value === 'string' && (INQUIRY_TYPES as readonly string[]).includes(value);
}

export { type ContactMessages, contactMessages } from './contact-messages';

import type { ContactMessages } from './contact-messages';
import { contactMessages } from './contact-messages';
import { LOCALES } from './locale';
import { SLUG_PATTERN } from './slug';

const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, company: 200, message: 5000, toCompany: 80 } as const;

/**
 * The answer to a `toCompany` that names no company of the group. English only: the field is the page's,
 * never the visitor's (a company's page sends its own slug), so no form shows this beside a field.
 */
export const UNKNOWN_COMPANY = 'No company of the group has this address';

/**
 * Spam defence, invisible to people (docs/decisions/018): a field people never see or reach (bots fill it), and
 * a signed time stamp the form fetches at run time (pages are cached) from GET /api/contact/form-token.
 * A post without a valid stamp, one sent sooner than CONTACT_MIN_FILL_MS after it, or one with the honeypot
 * filled is kept in the inbox's Spam folder; the visitor sees the usual success either way.
 */
export const HONEYPOT_FIELD = 'website';
export const CONTACT_MIN_FILL_MS = 3000;
export interface ContactFormToken {
  token: string;
}

/**
 * SPEC §5's rules for the visible fields, on the trimmed value: the schema below is built from them, and
 * the form declares them in its markup (`data-min`, `data-pattern`) for the boot script, which shows the
 * same messages before the app is in (docs/decisions/098).
 */
export const CONTACT_FIELD_RULES = {
  name: { min: 2 },
  email: { min: 1, pattern: EMAIL_ADDRESS_PATTERN },
  phone: { min: 10, pattern: /^[+\d\s().-]+$/ },
  subject: { min: 1 },
  message: { min: 10 },
} as const satisfies Record<string, { min: number; pattern?: RegExp }>;
const RULES = CONTACT_FIELD_RULES;

/** One schema for the contact form and POST /api/contact (SPEC §5). */
export function makeContactSchema(m: ContactMessages = contactMessages) {
  return z.object({
    name: z
      .string(m.nameMin)
      .check(z.trim(), z.minLength(RULES.name.min, m.nameMin), z.maxLength(CONTACT_LIMITS.name, m.nameMax)),
    email: emailAddressSchema({ required: m.email, invalid: m.email }),
    phone: z
      .string(m.phone)
      .check(
        z.trim(),
        z.minLength(RULES.phone.min, m.phone),
        z.maxLength(CONTACT_LIMITS.phone, m.phone),
        z.regex(RULES.phone.pattern, m.phone),
      ),
    company: z._default(z.optional(z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.company, m.companyMax))), ''),
    subject: z.enum(INQUIRY_TYPES, m.subject),
    message: z
      .string(m.messageMin)
      .check(z.trim(), z.minLength(RULES.message.min, m.messageMin), z.maxLength(CONTACT_LIMITS.message, m.messageMax)),
    // Not fields of the visible form: the company the message is addressed to (its page's slug; none or ''
    // is the group), the honeypot, the signed stamp and the page's language. The visitor's own company is
    // `company` above. The server resolves the slug (an unknown one is a 400 naming this field).
    toCompany: z.optional(
      z.nullable(
        z.string(UNKNOWN_COMPANY).check(
          z.trim(),
          z.maxLength(CONTACT_LIMITS.toCompany, UNKNOWN_COMPANY),
          z.refine((slug) => slug === '' || SLUG_PATTERN.test(slug), UNKNOWN_COMPANY),
        ),
      ),
    ),
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(2000))),
    formToken: z.optional(z.string().check(z.maxLength(200))),
    lang: z.optional(z.enum(LOCALES)),
  });
}

export const contactSchema = makeContactSchema();
export type ContactPayload = z.output<typeof contactSchema>;

export interface ContactResponse {
  success: boolean;
  message: string;
  errors?: Partial<Record<keyof ContactPayload, string>>;
}
