import { and, inArray, ne } from 'drizzle-orm';
import { contactMessages, mailOutbox } from '../../db/schema';
import type { Writer } from '../../db/types';

/**
 * The one rule for deleting contact messages, whoever deletes them (the daily retention job, staff from the
 * inbox): each goes with its history (contact_events cascade) and with the e-mails about it still in the
 * outbox, which hold the same personal details; one being handed to the SMTP server right now is left to
 * finish (it loses its link to the message). An erasure (privacy/repository.ts) goes further: it takes every
 * mail to or about the person, whatever its state.
 */
export async function deleteMessages(tx: Writer, ids: number[]) {
  if (ids.length === 0) return { deleted: [] as number[], mailsByMessage: new Map<number, number>() };
  const mails = await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.contactMessageId, ids), ne(mailOutbox.status, 'sending')))
    .returning({ messageId: mailOutbox.contactMessageId });
  const deleted = await tx
    .delete(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  const mailsByMessage = new Map<number, number>();
  for (const { messageId } of mails) {
    if (messageId !== null) mailsByMessage.set(messageId, (mailsByMessage.get(messageId) ?? 0) + 1);
  }
  return { deleted: deleted.map((row) => row.id), mailsByMessage };
}
