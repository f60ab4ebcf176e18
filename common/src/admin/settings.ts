import * as z from 'zod/mini';
import { INQUIRY_TYPES, type InquiryType } from '../contact';
import { EMAIL_ADDRESS_MAX, emailAddressSchema, isEmailAddress } from '../email-address';
import { rowIdSchema } from '../row-ids';
import { isPhoneNumber, isWebAddress, PHONE_MAX } from '../web-address';
import { canonicalTimeZone } from './time-zone';

/** At most this many addresses are told about one inquiry type. */
export const NOTIFY_MAX = 10;

const address = emailAddressSchema({
  required: 'Enter an email address',
  invalid: 'Enter a valid email address',
}).check(z.toLowerCase());

/**
 * Who is told about a new contact message, per inquiry type (issue 11 §2). An empty list means the server's
 * default (CONTACT_NOTIFY_TO).
 */
export const contactNotifySchema = z.object({
  recipients: z.record(
    z.enum(INQUIRY_TYPES),
    z.array(address).check(z.maxLength(NOTIFY_MAX, `Use at most ${NOTIFY_MAX} addresses`)),
  ),
});
export type ContactNotifyInput = z.input<typeof contactNotifySchema>;

export interface ContactNotifySettings {
  recipients: Record<InquiryType, string[]>;
  /** CONTACT_NOTIFY_TO: used for every type whose list is empty. */
  fallback: string[];
}

/** Addresses as staff type them: separated by commas, semicolons, spaces or lines. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The staff area's time zone (issue 19 §2): an IANA name Intl knows, stored in its canonical spelling. */
export const timeZoneSchema = z.object({
  timeZone: z.pipe(
    z.string('Choose a time zone of the list').check(z.trim(), z.maxLength(64, 'Choose a time zone of the list')),
    z.transform((zone, context) => {
      const canonical = canonicalTimeZone(zone);
      if (!canonical) {
        context.issues.push({ code: 'custom', input: zone, message: 'Choose a time zone of the list' });
        return z.NEVER;
      }
      return canonical;
    }),
  ),
});
export type TimeZoneInput = z.input<typeof timeZoneSchema>;

/** Text that may be left empty (then the site shows nothing for it), trimmed, at most `max` characters. */
const text = (max: number, message: string) => z.string(message).check(z.trim(), z.maxLength(max, message));
const blankOr = (max: number, message: string, valid: (value: string) => boolean) =>
  text(max, message).check(z.refine((value) => value === '' || valid(value), message));

const mailbox = z.pipe(
  blankOr(EMAIL_ADDRESS_MAX, 'Enter a valid email address', isEmailAddress),
  z.transform((value) => value.toLowerCase()),
);
const profile = blankOr(500, 'Enter an address that starts with https://', isWebAddress);

/** At most this many postal address lines (the footer and the JSON-LD address read them). */
export const ADDRESS_LINES_MAX = 6;

/**
 * The site's identity (issue 21 §1): the group's name, its general e-mail and phone, postal address, the
 * careers and internships mailboxes the "Apply" links write to, who the legal pages name (the registered
 * company, the Information Officer and their mailboxes) and its social profiles. One schema for
 * the owners' form and the server's PUT; only the name is required, anything else left empty is not shown.
 */
export const siteIdentitySchema = z.object({
  groupName: text(120, 'Use at most 120 characters').check(z.minLength(1, 'Enter the group’s name')),
  email: mailbox,
  phone: blankOr(PHONE_MAX, 'Enter a phone number such as +27 11 555 0140', isPhoneNumber),
  addressLines: z
    .pipe(
      z.array(text(120, 'Use at most 120 characters per line')),
      z.transform((lines) => lines.filter(Boolean)),
    )
    .check(z.maxLength(ADDRESS_LINES_MAX, `Use at most ${ADDRESS_LINES_MAX} lines`)),
  country: text(80, 'Use at most 80 characters'),
  careersEmail: mailbox,
  internshipsEmail: mailbox,
  // Added after the first identities were saved: a stored identity without them reads as "not shown".
  legalName: z._default(text(160, 'Use at most 160 characters'), ''),
  privacyOfficer: z._default(text(120, 'Use at most 120 characters'), ''),
  privacyEmail: z._default(mailbox, ''),
  legalEmail: z._default(mailbox, ''),
  social: z.object({ linkedin: profile, x: profile, facebook: profile }),
  /** The image pages share when they have none of their own (an image of the media library), or none. */
  shareImageId: z.optional(z.nullable(rowIdSchema('Choose an image of the library'))),
  translations: z.object({
    fr: z.optional(z.object({ country: z.optional(text(80, 'Use at most 80 characters')) })),
    sw: z.optional(z.object({ country: z.optional(text(80, 'Use at most 80 characters')) })),
  }),
});
export type SiteIdentityInput = z.input<typeof siteIdentitySchema>;
