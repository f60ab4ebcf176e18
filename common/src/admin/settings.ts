import * as z from 'zod/mini';
import { INQUIRY_TYPES, type InquiryType } from '../contact';
import { EMAIL_ADDRESS_MAX, emailAddressSchema, isEmailAddress } from '../email-address';
import { rowIdSchema } from '../row-ids';
import { isPhoneNumber, isWebAddress, PHONE_MAX } from '../web-address';
import { type ApiErrorCode, errorCode } from './api-errors';
import type { Role } from './roles';
import { canonicalTimeZone } from './time-zone';

/** At most this many addresses are told about one inquiry type. */
const NOTIFY_MAX = 10;

const address = emailAddressSchema({
  required: errorCode('field.email'),
  invalid: errorCode('field.emailValid'),
}).check(z.toLowerCase());

/**
 * What one staff member is told about (docs/decisions/093): the inquiry types, and the companies whose
 * messages (null: every message the person can open in the inbox; a list: only messages to those
 * companies, none to the group as a whole).
 */
export const notifyWantsSchema = z.object({
  types: z.array(z.enum(INQUIRY_TYPES, errorCode('settings.inquiryType'))),
  companies: z.nullable(z.array(rowIdSchema(errorCode('settings.company')))),
});
export type NotifyWants = z.infer<typeof notifyWantsSchema>;

/** Every type, every company: what owners get on a new install until someone chooses (docs/decisions/093). */
export const WANTS_EVERYTHING: NotifyWants = { types: [...INQUIRY_TYPES], companies: null };

/**
 * Who is told about a new contact message: staff accounts, each with what they want (`people`, by account
 * id; absent: the choice saved before stays), and per inquiry type other addresses, such as a shared
 * mailbox (docs/decisions/018, 093).
 */
export const contactNotifySchema = z.object({
  recipients: z.record(
    z.enum(INQUIRY_TYPES),
    z.array(address).check(z.maxLength(NOTIFY_MAX, errorCode('field.tooManyAddresses'))),
  ),
  people: z.optional(z.array(z.extend(notifyWantsSchema, { id: rowIdSchema(errorCode('settings.staffMember')) }))),
});
export type ContactNotifyInput = z.input<typeof contactNotifySchema>;

/** A staff member who can be told: one who may open the inbox, and what they are told about. */
export interface NotifyPerson {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The companies they are limited to (none: group-wide): they are told only of messages they can open. */
  companyIds: number[];
  wants: NotifyWants;
}

export interface ContactNotifySettings {
  /** Other addresses per type. */
  recipients: Record<InquiryType, string[]>;
  /** The server's own default, set by its operator: used for a message nobody else is told about. */
  fallback: string[];
  /** Has anyone saved a choice of people? Until then every owner is told of every message (unless `fallback`). */
  chosen: boolean;
  people: NotifyPerson[];
  /** The group's companies, named in the owner's language, to choose from. */
  companies: { id: number; name: string }[];
}

/** Addresses as staff type them: separated by commas, semicolons, spaces or lines. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The staff area's time zone (docs/decisions/026): an IANA name Intl knows, stored in its canonical spelling. */
export const timeZoneSchema = z.object({
  timeZone: z.pipe(
    z.string(errorCode('settings.timeZone')).check(z.trim(), z.maxLength(64, errorCode('settings.timeZone'))),
    z.transform((zone, context) => {
      const canonical = canonicalTimeZone(zone);
      if (!canonical) {
        context.issues.push({ code: 'custom', input: zone, message: errorCode('settings.timeZone') });
        return z.NEVER;
      }
      return canonical;
    }),
  ),
});
export type TimeZoneInput = z.input<typeof timeZoneSchema>;

/** Text that may be left empty (then the site shows nothing for it), trimmed, at most `max` characters. */
const text = (max: number, message: ApiErrorCode, invalid: ApiErrorCode = 'field.writeText') =>
  z.string(invalid).check(z.trim(), z.maxLength(max, message));
const blankOr = (max: number, message: ApiErrorCode, valid: (value: string) => boolean) =>
  text(max, message, message).check(z.refine((value) => value === '' || valid(value), message));

const mailbox = z.pipe(
  blankOr(EMAIL_ADDRESS_MAX, errorCode('field.emailValid'), isEmailAddress),
  z.transform((value) => value.toLowerCase()),
);
const profile = blankOr(500, errorCode('field.webAddress'), isWebAddress);

/** At most this many postal address lines (the footer and the JSON-LD address read them). */
export const ADDRESS_LINES_MAX = 6;

/**
 * The site's identity (docs/decisions/029): the group's name, its general e-mail and phone, postal address, the
 * careers and internships mailboxes the "Apply" links write to, who the legal pages name (the registered
 * company, the Information Officer and their mailboxes) and its social profiles. One schema for
 * the owners' form and the server's PUT; only the name is required, anything else left empty is not shown.
 */
export const siteIdentitySchema = z.object({
  groupName: text(120, errorCode('field.tooLong')).check(z.minLength(1, errorCode('settings.groupName'))),
  email: mailbox,
  phone: blankOr(PHONE_MAX, errorCode('field.phone'), isPhoneNumber),
  addressLines: z
    .pipe(
      z.array(text(120, errorCode('field.tooLongPerLine'))),
      z.transform((lines) => lines.filter(Boolean)),
    )
    .check(z.maxLength(ADDRESS_LINES_MAX, errorCode('field.tooManyLines'))),
  country: text(80, errorCode('field.tooLong')),
  careersEmail: mailbox,
  internshipsEmail: mailbox,
  // Added after the first identities were saved: a stored identity without them reads as "not shown".
  legalName: z._default(text(160, errorCode('field.tooLong')), ''),
  privacyOfficer: z._default(text(120, errorCode('field.tooLong')), ''),
  privacyEmail: z._default(mailbox, ''),
  legalEmail: z._default(mailbox, ''),
  social: z.object({ linkedin: profile, x: profile, facebook: profile }),
  /** The image pages share when they have none of their own (an image of the media library), or none. */
  shareImageId: z.optional(z.nullable(rowIdSchema(errorCode('field.libraryImage')))),
  translations: z.object({
    fr: z.optional(z.object({ country: z.optional(text(80, errorCode('field.tooLong'))) })),
    sw: z.optional(z.object({ country: z.optional(text(80, errorCode('field.tooLong'))) })),
  }),
});
export type SiteIdentityInput = z.input<typeof siteIdentitySchema>;
