import * as z from 'zod/mini';

/**
 * The one rule for an e-mail address, used by every form (newsletter, contact, staff, settings) and by the
 * mail queue (server/src/modules/mail/outbox.ts), so what a form accepts can be sent and the reverse
 * (docs/decisions/028: `a@b.c` and `a"b<c>@x.co` once passed the newsletter form and were refused by the queue, a 500).
 *
 * It is the plain form of RFC 5321's Mailbox that nodemailer, our mailer, reads back unchanged: a dot-atom
 * local part (letters, digits and !#$%&'*+/=?^_`{|}~- between single dots, at most 64 characters), then a
 * host name of letter-digit-hyphen labels (none starting or ending with a hyphen, at most 63 characters)
 * whose last label, the top-level domain, is letters (two or more: no one-letter TLD exists or may be
 * delegated) or an IDNA `xn--` label; 254 characters in all. Quoted local parts, comments, display names,
 * IP literals and non-ASCII (SMTPUTF8) are refused: nodemailer's parser rewrites or splits them, and our
 * relays are not known to take them. server/src/modules/mail/email-address.test.ts proves, with
 * nodemailer's own parser and message builder, that every address this accepts is sent as written.
 */
export const EMAIL_ADDRESS_MAX = 254;
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
export const EMAIL_ADDRESS_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TLD}$`);

export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_ADDRESS_MAX && EMAIL_ADDRESS_PATTERN.test(value);

/** A typed address: trimmed, then checked with the rule above; each form passes its own words. */
export const emailAddressSchema = (messages: { required: string; invalid: string }) =>
  z
    .string(messages.required)
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(EMAIL_ADDRESS_MAX, messages.invalid),
      z.regex(EMAIL_ADDRESS_PATTERN, messages.invalid),
    );
