import * as z from 'zod/mini';
import { INQUIRY_TYPES, type InquiryType } from '../contact';
import { emailAddressSchema } from '../email-address';
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
