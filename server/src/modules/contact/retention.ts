import { and, inArray, lt, ne } from 'drizzle-orm';
import { contactMessages, mailOutbox } from '../../db/schema';
import type { DailyJob } from '../../jobs/daily';
import type { Writer } from '../audit/repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Messages older than CONTACT_RETENTION_DAYS are deleted with their history, and so are the e-mails about
 * them still in the outbox (they hold the same personal details); one being handed to the SMTP server
 * right now is left to finish. The job runner writes the result to the audit log.
 */
export async function deleteOldMessages(tx: Writer, now: Date, days: number) {
  const before = new Date(now.getTime() - days * DAY_MS);
  const old = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(lt(contactMessages.createdAt, before));
  const ids = old.map((row) => row.id);
  if (ids.length === 0) return { deleted: 0, mailsDeleted: 0, before: before.toISOString(), days };
  const mails = await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.contactMessageId, ids), ne(mailOutbox.status, 'sending')))
    .returning({ id: mailOutbox.id });
  const deleted = await tx
    .delete(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  return { deleted: deleted.length, mailsDeleted: mails.length, before: before.toISOString(), days };
}

export const retentionJob = (days: number): DailyJob => ({
  name: 'contact.retention',
  run: (writer, now) => deleteOldMessages(writer, now, days),
});
