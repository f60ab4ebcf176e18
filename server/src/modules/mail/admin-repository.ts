import {
  type MailKind,
  OUTBOX_FILTERS,
  type OutboxFilter,
  type OutboxList,
  type OutboxMail,
  type OutboxMailDetails,
  type OutboxQuery,
} from '@common/admin/outbox';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { Writer } from '../../db/types';
import type { OutboxRow } from './outbox';

/** The row statuses under each tab: a claimed mail ('sending') still waits to be delivered. */
const STATUSES_OF: Record<OutboxFilter, OutboxRow['status'][]> = {
  queued: ['queued', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
  cancelled: ['cancelled'],
};

/** A row as owners may see it: never its bodies or headers, which hold links acting for the recipient. */
const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  kind: row.kind as MailKind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  giveUpAt: row.giveUpAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

export const toDetails = (row: OutboxRow): OutboxMailDetails => ({
  ...toMail(row),
  replyTo: row.replyTo,
  hasHtml: Boolean(row.htmlBody),
  contactMessageId: row.contactMessageId,
  subscriberId: row.subscriberId,
  issueId: row.issueId,
  invitationId: row.invitationId,
});

export async function mailCounts(db: Writer): Promise<OutboxList['counts']> {
  const rows = await db
    .select({ status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = Object.fromEntries(OUTBOX_FILTERS.map((filter) => [filter, 0])) as OutboxList['counts'];
  for (const row of rows) {
    const filter = OUTBOX_FILTERS.find((name) => STATUSES_OF[name].includes(row.status));
    if (filter) counts[filter] += Number(row.count);
  }
  return counts;
}

/** Newest first; the filter is one tab's statuses. */
export async function listMail(db: Writer, query: OutboxQuery): Promise<Omit<OutboxList, 'mailConfigured'>> {
  const where = query.status ? inArray(mailOutbox.status, STATUSES_OF[query.status]) : undefined;
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit ?? 50)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(mailOutbox).where(where),
    mailCounts(db),
  ]);
  return { mails: rows.map(toMail), total: Number(total), counts };
}

export async function findMail(db: Writer, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The row, locked until the transaction ends, so a retry and a worker's claim do not cross. */
export async function lockMail(db: Writer, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  return row;
}
