import type { Locale } from '@common/locale';
import { type OutgoingMail, oneLine } from '../mail';
import { staffMailHtml, staffMailLanguage } from '../staff-mail';
import { RESET_MS } from './password-reset';

/**
 * The password-reset e-mail (docs/decisions/027), in the account's language (docs/decisions/046), the same whether the
 * person asked for it on the sign-in screen or an owner sent it (then it says who): the link, that it works
 * once for 30 minutes, what using it does, and what to do when nobody asked. Built from validated values
 * only; names are escaped for the HTML part.
 */
export function passwordResetMail(input: {
  email: string;
  /** The account's language (staff_users.locale). */
  locale: Locale;
  link: string;
  expiresAt: Date;
  /** The owner who sent the link; absent when the person asked for it. */
  ownerName?: string;
  /** The staff area's time zone (Settings): the expiry is written in it, with its label. */
  timeZone: string;
}): OutgoingMail {
  const { email, link, expiresAt } = input;
  const language = staffMailLanguage(input.locale, input.timeZone);
  const { say } = language;
  const words = language.words.reset;
  // A name comes from a form (setup, an accepted invitation): one line, whatever was typed.
  const owner = input.ownerName === undefined ? undefined : oneLine(input.ownerName);
  const subject = words.subject;
  const opening = owner ? say(words.sentByOwner, { owner, email }) : say(words.asked, { email });
  const expiry = say(words.expiry, { minutes: RESET_MS / 60_000, expiry: language.date(expiresAt, 'long') });
  const closing = owner ? words.unchanged : words.ignore;
  const text = [opening, words.openLink, link, expiry, words.effect, closing].join('\n\n');
  const html = staffMailHtml(language.locale, subject, [
    opening,
    words.openLink,
    { href: link, label: words.button },
    expiry,
    words.effect,
    closing,
  ]);
  return { kind: 'password_reset', to: email, language: language.locale, subject, text, html };
}
