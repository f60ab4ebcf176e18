import { asc, lt } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { Writer } from '../../db/types';
import type { DailyJob } from '../../jobs/daily';
import { deleteMessages } from './delete';

const DAY_MS = 24 * 60 * 60_000;
/**
 * Messages deleted per statement. One statement for all of them passed every id as a parameter: at
 * 1,000,000 messages that is past what a statement may carry (65,535) and, before that, past the query
 * builder's stack ("Maximum call stack size exceeded"), so the job failed every day and deleted nothing.
 */
const RETENTION_BATCH = 5000;

/**
 * Messages older than CONTACT_RETENTION_DAYS are deleted as staff delete them (delete.ts: with their history
 * and the e-mails about them still in the outbox). The job runner writes the result to the audit log.
 */
export async function deleteOldMessages(tx: Writer, now: Date, days: number, batch = RETENTION_BATCH) {
  const before = new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  let mailsDeleted = 0;
  for (;;) {
    const old = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(lt(contactMessages.createdAt, before))
      .orderBy(asc(contactMessages.id))
      .limit(batch);
    if (old.length === 0) break;
    const result = await deleteMessages(
      tx,
      old.map((row) => row.id),
    );
    deleted += result.deleted.length;
    for (const count of result.mailsByMessage.values()) mailsDeleted += count;
    // Each batch deletes what it read; a shorter batch was the last.
    if (old.length < batch || result.deleted.length === 0) break;
  }
  return { deleted, mailsDeleted, before: before.toISOString(), days };
}

export const retentionJob = (days: number): DailyJob => ({
  name: 'contact.retention',
  run: (writer, now) => deleteOldMessages(writer, now, days),
});
