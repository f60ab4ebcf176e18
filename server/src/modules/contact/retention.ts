import { lt } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { DailyJob } from '../../jobs/daily';
import type { Writer } from '../audit/repository';
import { deleteMessages } from './delete';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Messages older than CONTACT_RETENTION_DAYS are deleted as staff delete them (delete.ts: with their history
 * and the e-mails about them still in the outbox). The job runner writes the result to the audit log.
 */
export async function deleteOldMessages(tx: Writer, now: Date, days: number) {
  const before = new Date(now.getTime() - days * DAY_MS);
  const old = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(lt(contactMessages.createdAt, before));
  const { deleted, mailsByMessage } = await deleteMessages(
    tx,
    old.map((row) => row.id),
  );
  const mailsDeleted = [...mailsByMessage.values()].reduce((sum, count) => sum + count, 0);
  return { deleted: deleted.length, mailsDeleted, before: before.toISOString(), days };
}

export const retentionJob = (days: number): DailyJob => ({
  name: 'contact.retention',
  run: (writer, now) => deleteOldMessages(writer, now, days),
});
