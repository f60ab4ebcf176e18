import { type DateStyle, formatStaffDate } from '@common/admin/dates';
import { STAFF_INTL_LOCALES } from '@common/admin/time-zone';
import { isLocale, type Locale } from '@common/locale';
import type { Messages } from '@common/messages';
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type StaffMailWords } from './locales/en';
import { fr } from './locales/fr';
import { sw } from './locales/sw';

export const STAFF_MAIL_WORDS: Record<Locale, Messages<StaffMailWords>> = { en, fr, sw };

/** A stored language as a mail's: a value this code does not know (a row written by another tool) reads as English. */
export const mailLocale = (value: unknown): Locale => (isLocale(value) ? value : 'en');

/** What a mail builder needs to write to one staff member: their words, and messages filled in. */
export interface StaffMailWordsIn {
  locale: Locale;
  words: Messages<StaffMailWords>;
  /** An ICU message with its values, under the language's plural rules. */
  say(message: string, values?: Record<string, string | number>): string;
}

/** The same, with dates. */
export interface StaffMailLanguage extends StaffMailWordsIn {
  /** An instant in the staff area's zone, written the language's way, with the zone's label. */
  date(at: Date, style?: DateStyle): string;
}

const compiled = new Map<string, IntlMessageFormat>();

function format(message: string, locale: Locale, values: Record<string, string | number>): string {
  const key = `${locale}|${message}`;
  let compiledMessage = compiled.get(key);
  if (!compiledMessage) {
    // ignoreTag: a '<' in a message is text; the HTML part escapes what these return.
    compiledMessage = new IntlMessageFormat(message, STAFF_INTL_LOCALES[locale], undefined, { ignoreTag: true });
    compiled.set(key, compiledMessage);
  }
  return String(compiledMessage.format(values));
}

/**
 * The recipient's words. Values are taken as they are (never parsed as ICU), so a name with braces or
 * apostrophes is written as typed.
 */
export function staffMailWords(language: unknown): StaffMailWordsIn {
  const locale = mailLocale(language);
  return { locale, words: STAFF_MAIL_WORDS[locale], say: (message, values = {}) => format(message, locale, values) };
}

/** The recipient's words and the site's time zone (Settings), for a mail that gives a date. */
export function staffMailLanguage(language: unknown, timeZone: string): StaffMailLanguage {
  const words = staffMailWords(language);
  return {
    ...words,
    date: (at, style = 'dateTime') => formatStaffDate(at, { zone: timeZone, language: words.locale }, style),
  };
}
