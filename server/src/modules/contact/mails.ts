import { formatStaffDate } from '@common/admin/dates';
import type { ContactPayload, InquiryType } from '@common/contact';
import { contact as english } from '@common/content/locales/en/contact';
import type { Locale } from '@common/locale';
import type { OutgoingMail } from '../mail';
import { oneLine, quoted, textBlock } from '../mail/plain-text';
import { attribution } from './reply-text';

/** The inquiry types' English labels (SPEC §3.2), as the public form shows them. */
export const inquiryLabel = (type: InquiryType): string => english.form.inquiryTypes[type];

export const inboxUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/inbox/${id}`;

/** A message as stored (the visitor's fields, checked by the shared schema). */
export interface StoredMessage extends Pick<ContactPayload, 'name' | 'email' | 'phone' | 'subject' | 'message'> {
  id: number;
  company: string | null;
  receivedAt: Date;
}

/**
 * The notice staff get about a new message: the message, the visitor's details and a link to it in the
 * inbox, plain text only. Reply-To is the visitor's address (validated by the shared schema); nothing the
 * visitor typed goes into a header but the subject, which the outbox folds to one line and the mail
 * library encodes. Each detail is one line and the message is quoted ("> "), so a line break the
 * visitor typed cannot forge a line of ours (issue 20 §1.9).
 */
export function notificationMails(
  message: StoredMessage,
  recipients: string[],
  publicUrl: string,
  /** The staff area's time zone (Settings): the time of arrival is written in it, with its label. */
  timeZone: string,
): OutgoingMail[] {
  const label = inquiryLabel(message.subject);
  const name = oneLine(message.name);
  const text = [
    'A new message arrived through the contact form of the website.',
    [
      `Inquiry type: ${label}`,
      `Name: ${name}`,
      `Email: ${oneLine(message.email)}`,
      `Phone: ${oneLine(message.phone)}`,
      `Company: ${oneLine(message.company ?? '') || '(none given)'}`,
      `Received: ${formatStaffDate(message.receivedAt, { zone: timeZone, language: 'en' })}`,
    ].join('\n'),
    `Message:\n${quoted(message.message)}`,
    `Open it in the inbox:\n${inboxUrl(publicUrl, message.id)}`,
    'Replying to this e-mail writes to the visitor directly. To keep the answer on the message, reply from the inbox.',
  ].join('\n\n');
  return recipients.map((to) => ({
    kind: 'contact_notification',
    to,
    replyTo: message.email,
    subject: `New message: ${label} from ${name}`,
    text,
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
    replyTo,
    subject: oneLine(subject),
    text: `${textBlock(body)}\n\n${wrote}\n${quoted(message.message)}`,
    contactMessageId: message.id,
    notBefore: now,
  };
}
