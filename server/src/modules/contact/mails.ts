import type { ContactPayload, InquiryType } from '@common/contact';
import { contact as english } from '@common/content/locales/en/contact';
import { contact as french } from '@common/content/locales/fr/contact';
import { contact as swahili } from '@common/content/locales/sw/contact';
import type { Locale } from '@common/locale';
import type { OutgoingMail } from '../mail';
import { oneLine, quoted, textBlock } from '../mail';
import { staffMailHtml, staffMailLanguage } from '../staff-mail';
import { attribution } from './reply-text';

/** The inquiry types' labels in a language, as the public form shows them (SPEC §3.2): one source of the words. */
const INQUIRY_LABELS: Record<Locale, Record<InquiryType, string>> = {
  en: english.form.inquiryTypes,
  fr: french.form.inquiryTypes,
  sw: swahili.form.inquiryTypes,
};
const inquiryLabel = (type: InquiryType, locale: Locale = 'en'): string => INQUIRY_LABELS[locale][type];

const inboxUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/inbox/${id}`;

/** A message as stored (the visitor's fields, checked by the shared schema). */
export interface StoredMessage extends Pick<ContactPayload, 'name' | 'email' | 'phone' | 'subject' | 'message'> {
  id: number;
  company: string | null;
  /** The name of the company of the group it was sent to (its page's form); null: the group. */
  toCompany?: string | null;
  receivedAt: Date;
}

/** Someone to notify, and the language they read the staff area in (English for an address with no account). */
export interface NotifiedStaff {
  to: string;
  locale: Locale;
}

/**
 * The notice staff get about a new message, one per recipient in their own language (docs/decisions/046): the
 * message, the visitor's details and a link to it in the inbox, as plain text and as HTML with the same
 * paragraphs (docs/decisions/046; staffMailHtml escapes everything the visitor typed). Reply-To is the visitor's
 * address (validated by the shared schema); nothing the visitor typed goes into a header but the subject,
 * which the outbox folds to one line and the mail library encodes. Each detail is one line and the message
 * is quoted ("> "), so a line break the visitor typed cannot forge a line of ours (docs/decisions/028).
 */
export function notificationMails(
  message: StoredMessage,
  recipients: NotifiedStaff[],
  publicUrl: string,
  /** The staff area's time zone (Settings): the time of arrival is written in it, with its label. */
  timeZone: string,
): OutgoingMail[] {
  const name = oneLine(message.name);
  const written = new Map<Locale, { subject: string; text: string; html: string; language: Locale }>();
  const inLanguage = (locale: Locale) => {
    const known = written.get(locale);
    if (known) return known;
    const language = staffMailLanguage(locale, timeZone);
    const { say } = language;
    const words = language.words.contact;
    const type = inquiryLabel(message.subject, language.locale);
    const details = [
      // Sent from a company's page: whose queue it is in, first (a message to the group, as ever, says nothing).
      ...(message.toCompany ? [say(words.fields.toCompany, { value: oneLine(message.toCompany) })] : []),
      say(words.fields.type, { value: type }),
      say(words.fields.name, { value: name }),
      say(words.fields.email, { value: oneLine(message.email) }),
      say(words.fields.phone, { value: oneLine(message.phone) }),
      say(words.fields.company, { value: oneLine(message.company ?? '') || words.noCompany }),
      say(words.fields.received, { value: language.date(message.receivedAt) }),
    ].join('\n');
    const link = inboxUrl(publicUrl, message.id);
    const subject = say(words.subject, { type, name });
    const text = [
      words.intro,
      details,
      `${words.message}\n${quoted(message.message)}`,
      `${words.open}\n${link}`,
      words.replying,
    ].join('\n\n');
    const html = staffMailHtml(language.locale, subject, [
      words.intro,
      details,
      words.message,
      { quote: textBlock(message.message) },
      words.open,
      { href: link, label: link },
      words.replying,
    ]);
    const mail = { subject, text, html, language: language.locale };
    written.set(locale, mail);
    return mail;
  };
  return recipients.map(({ to, locale }) => ({
    kind: 'contact_notification',
    to,
    replyTo: message.email,
    ...inLanguage(locale),
    contactMessageId: message.id,
    // Due from the app's clock (the outbox worker reads the same clock).
    notBefore: message.receivedAt,
  }));
}

/**
 * A reply from the inbox: the staff member's text, then the visitor's message quoted under a line in the
 * language they wrote in, its time in the site's zone.
 */
export function replyMail(options: {
  message: StoredMessage & { locale: Locale };
  subject: string;
  body: string;
  replyTo: string;
  now: Date;
  timeZone: string;
}): OutgoingMail {
  const { message, subject, body, replyTo, now, timeZone } = options;
  const wrote = attribution({ name: oneLine(message.name), at: message.receivedAt, locale: message.locale, timeZone });
  return {
    kind: 'contact_reply',
    to: message.email,
    // The visitor's language, which the quoted attribution is in and staff answer in.
    language: message.locale,
    replyTo,
    subject: oneLine(subject),
    text: `${textBlock(body)}\n\n${wrote}\n${quoted(message.message)}`,
    contactMessageId: message.id,
    notBefore: now,
  };
}
