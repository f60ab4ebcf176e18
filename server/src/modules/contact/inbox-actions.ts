import type { AuditAction } from '@common/admin/audit-actions';
import type { ContactStatus, StaffRef } from '@common/admin/contact';
import type { InquiryType } from '@common/contact';
import type { Locale } from '@common/locale';
import { eq, inArray } from 'drizzle-orm';
import { contactEvents, contactMessages } from '../../db/schema';
import { type ContactMessage, contactMessageColumns } from '../../db/schema/contact';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { type AuditLine, recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { readTimeZone } from '../settings';
import { deleteMessages } from './delete';
import { assignableStaff } from './inbox-queries';
import { replyMail } from './mails';

/** Who acts, from where and when (auth/context.ts auditContext). */
export type Context = Omit<AuditLine, 'action'>;
type Row = ContactMessage;

/** The message, locked for this transaction; 404 when there is none. */
async function lock(tx: Writer, id: number): Promise<Row> {
  const [row] = await tx
    .select(contactMessageColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!row) throw new HttpError(404, 'inbox.notFound');
  return row;
}

async function addEvent(
  tx: Writer,
  context: Context,
  messageId: number,
  event: { kind: string; body?: string; details?: Record<string, unknown> },
) {
  await tx.insert(contactEvents).values({
    messageId,
    actorId: context.actor.id,
    actor: context.actor.label,
    kind: event.kind,
    body: event.body ?? null,
    details: event.details ?? null,
    createdAt: context.at,
  });
}

const audit = (tx: Writer, context: Context, id: number, action: AuditAction, details: Record<string, unknown>) =>
  recordAudit(tx, { ...context, action, target: { type: 'contact_message', id }, details });

/**
 * Read or unread: opening a message marks it read once ('contact.read'); staff also mark messages read or
 * unread from the list ('contact.marked_read', 'contact.marked_unread'). True when it changed.
 */
async function setRead(tx: Writer, context: Context, id: number, read: boolean, action: AuditAction) {
  const row = await lock(tx, id);
  if ((row.readAt !== null) === read) return false;
  await tx
    .update(contactMessages)
    .set({ readAt: read ? context.at : null })
    .where(eq(contactMessages.id, id));
  await audit(tx, context, id, action, {});
  return true;
}

export const markRead = (tx: Writer, context: Context, id: number) => setRead(tx, context, id, true, 'contact.read');
export const markReadFromList = (tx: Writer, context: Context, id: number) =>
  setRead(tx, context, id, true, 'contact.marked_read');
export const markUnread = (tx: Writer, context: Context, id: number) =>
  setRead(tx, context, id, false, 'contact.marked_unread');

export async function addNote(tx: Writer, context: Context, id: number, body: string): Promise<void> {
  await lock(tx, id);
  await addEvent(tx, context, id, { kind: 'note', body });
  await audit(tx, context, id, 'contact.note_added', { length: body.length });
}

async function changeStatus(tx: Writer, context: Context, row: Row, status: ContactStatus): Promise<boolean> {
  if (row.status === status) return false;
  await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, row.id));
  const details = { from: row.status, to: status };
  await addEvent(tx, context, row.id, { kind: 'status', details });
  await audit(tx, context, row.id, 'contact.status_changed', details);
  return true;
}

/** A status change; moving a message out of Spam is one too. True when it changed. */
export async function setStatus(tx: Writer, context: Context, id: number, status: ContactStatus): Promise<boolean> {
  return changeStatus(tx, context, await lock(tx, id), status);
}

/** True when it changed; 400 when the person does not work on the inbox. */
export async function setAssignee(tx: Writer, context: Context, id: number, assigneeId: number | null) {
  const row = await lock(tx, id);
  if (row.assigneeId === assigneeId) return false;
  const staff = await assignableStaff(tx);
  const find = (staffId: number | null): StaffRef | null => staff.find((person) => person.id === staffId) ?? null;
  const to = find(assigneeId);
  if (assigneeId !== null && !to) {
    throw new HttpError(400, 'inbox.inboxPerson', { fields: { assigneeId: 'inbox.person' } });
  }
  await tx.update(contactMessages).set({ assigneeId }).where(eq(contactMessages.id, id));
  const details = { from: find(row.assigneeId), to };
  await addEvent(tx, context, id, { kind: 'assignee', details });
  await audit(tx, context, id, 'contact.assigned', details);
  return true;
}

/**
 * A reply to the visitor: queued in the outbox in this transaction, kept on the message's history with the
 * outbox row, and the message counts as answered. Replies go to the address the visitor gave, so a message
 * in Spam (whose address may be anyone's) is taken out of Spam first.
 */
export async function reply(
  tx: Writer,
  context: Context,
  id: number,
  input: { subject: string; body: string },
): Promise<number> {
  const row = await lock(tx, id);
  if (row.status === 'spam') throw new HttpError(409, 'inbox.outOfSpam');
  const [mailId] = await enqueueMail(
    tx,
    replyMail({
      message: { ...row, subject: row.subject as InquiryType, receivedAt: row.createdAt, locale: row.locale as Locale },
      subject: input.subject,
      body: input.body,
      replyTo: context.actor.label,
      now: context.at,
      // The staff area's time zone (Settings), which the site's times are given in.
      timeZone: await readTimeZone(tx),
    }),
  );
  const details = { subject: input.subject, to: row.email, mailId };
  await addEvent(tx, context, id, { kind: 'reply', body: input.body, details });
  await audit(tx, context, id, 'contact.replied', details);
  if (row.status === 'new' || row.status === 'in_progress') await changeStatus(tx, context, row, 'answered');
  return mailId;
}

/**
 * Staff delete messages as the retention job does (delete.ts). Each is audited on its own line that keeps
 * nothing of the sender (status, inquiry type, mails that went with it): the message's name leaves with it,
 * and an erasure later has nothing of theirs to find here.
 */
export async function deleteFromInbox(tx: Writer, context: Context, ids: number[]): Promise<number> {
  const rows = await tx
    .select({ id: contactMessages.id, status: contactMessages.status, type: contactMessages.subject })
    .from(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .for('update');
  const { deleted, mailsByMessage } = await deleteMessages(
    tx,
    rows.map((row) => row.id),
  );
  for (const { id, status, type } of rows) {
    await audit(tx, context, id, 'contact.deleted', { status, type, mailsDeleted: mailsByMessage.get(id) ?? 0 });
  }
  return deleted.length;
}
