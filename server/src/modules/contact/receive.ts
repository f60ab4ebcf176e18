import type { CompanyRef, SpamReason } from '@common/admin/contact';
import { type ContactPayload, HONEYPOT_FIELD } from '@common/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../mail';
import { readTimeZone } from '../settings';
import { languageOf, languagesOf } from '../staff-mail';
import { notificationMails } from './mails';
import { recipientsFor } from './notify-people';

export interface Arrival {
  id: number;
  spam: SpamReason | null;
  notified: number;
}

/**
 * Stores a visitor's message and, unless it looks like spam, queues its notifications in the same
 * transaction: both commit or neither does (docs/decisions/018). Spam is filed in the Spam folder and tells nobody.
 */
export async function receiveMessage(
  db: Db,
  input: ContactPayload,
  options: {
    stampVerdict: SpamReason | null;
    now: Date;
    publicUrl: string;
    fallback: string | undefined;
    /** The company of the group it is addressed to (`toCompany`, resolved); null: the group. */
    toCompany: CompanyRef | null;
  },
): Promise<Arrival> {
  const { now, publicUrl, fallback, toCompany } = options;
  // The honeypot first: a bot that fills every field gives itself away whatever its stamp says.
  const spam: SpamReason | null = input[HONEYPOT_FIELD] ? 'honeypot' : options.stampVerdict;
  const fields = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company || null,
    subject: input.subject,
    message: input.message,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        ...fields,
        toCompanyId: toCompany?.id ?? null,
        locale: input.lang ?? 'en',
        status: spam ? 'spam' : 'new',
        spamReason: spam,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contactMessages.id });
    if (spam) return { id: row.id, spam, notified: 0 };
    const addresses = await recipientsFor(tx, { type: input.subject, companyId: toCompany?.id ?? null }, fallback);
    // Each in the language of the staff account the address belongs to (docs/decisions/046).
    const languages = await languagesOf(tx, addresses);
    const recipients = addresses.map((to) => ({ to, locale: languageOf(languages, to) }));
    const zone = await readTimeZone(tx);
    const mails = notificationMails(
      { ...fields, id: row.id, receivedAt: now, toCompany: toCompany?.name ?? null },
      recipients,
      publicUrl,
      zone,
    );
    await enqueueMail(tx, mails);
    return { id: row.id, spam: null, notified: mails.length };
  });
}
