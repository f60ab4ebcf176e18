import type { BulkAction, BulkResult, bulkSchema } from '@common/admin/contact';
import { and, asc, inArray } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { contactMessages } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { type Context, deleteFromInbox, markReadFromList, markUnread, setAssignee, setStatus } from './inbox-actions';
import type { Queues } from './inbox-queries';

type BulkData = z.output<typeof bulkSchema>;

/** Each action is the single message's own (inbox-actions.ts), so its history and audit line are the same. */
const ONE: Record<
  Exclude<BulkAction, 'delete'>,
  (tx: Writer, c: Context, id: number, input: BulkData) => Promise<boolean>
> = {
  read: (tx, context, id) => markReadFromList(tx, context, id),
  unread: (tx, context, id) => markUnread(tx, context, id),
  spam: (tx, context, id) => setStatus(tx, context, id, 'spam'),
  assign: (tx, context, id, input) => setAssignee(tx, context, id, input.assigneeId ?? null),
};

/**
 * One action on many messages, in the caller's transaction: all of them or none. An id that
 * names no message (deleted by a colleague meanwhile) refuses the whole request with the ids it could not
 * find, so staff never act on a selection other than the one they see.
 */
export async function applyBulk(
  tx: Writer,
  context: Context,
  input: BulkData,
  queues: Queues = null,
): Promise<BulkResult> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  // Locked in id order: two bulk changes over the same messages wait for each other instead of deadlocking.
  // A message beyond the queues of staff limited to companies is one they cannot find (decision 088).
  const found = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        inArray(contactMessages.id, ids),
        queues === null ? undefined : inArray(contactMessages.toCompanyId, [...queues]),
      ),
    )
    .orderBy(asc(contactMessages.id))
    .for('update');
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    const gone = { code: 'inbox.gone', params: { ids: missing.join(', ') } } as const;
    throw new HttpError(404, gone.code, { params: gone.params, fields: { ids: gone } });
  }
  if (input.action === 'delete') return { action: input.action, ids, changed: await deleteFromInbox(tx, context, ids) };
  let changed = 0;
  for (const id of ids) if (await ONE[input.action](tx, context, id, input)) changed += 1;
  return { action: input.action, ids, changed };
}
