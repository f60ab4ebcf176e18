import { ISSUE_WORDS, type IssueValues, isScheduled, issueSubject } from '@common/admin/newsletter';
import type { RecordSnapshot } from '@common/admin/revisions';
import { eq } from 'drizzle-orm';
import { newsletterIssues } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { RecordStore } from '../records';

export type IssueRow = typeof newsletterIssues.$inferSelect;

/** The issue row, locked for this transaction, or 404. */
export async function lockIssue(tx: Writer, id: number): Promise<IssueRow> {
  const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
  if (!row) throw new HttpError(404, 'newsletter.notFound');
  return row;
}

/**
 * Only a draft changes: a scheduled issue waits for its time with what it was scheduled with (cancel the
 * schedule to change it), and a sent one is the record of what went out.
 */
export function refuseUnlessDraft(row: IssueRow): IssueRow {
  if (isScheduled(row.status)) throw new HttpError(409, 'newsletter.scheduled');
  if (row.status !== 'draft') throw new HttpError(409, 'newsletter.sent');
  return row;
}

const valuesOf = (state: RecordSnapshot): IssueValues => ({
  articleIds: (state.values.articleIds as number[] | undefined) ?? [],
});

/** An issue as its history keeps it and two people's edits are merged on (docs/decisions/078). */
export const issueState = (row: IssueRow): RecordSnapshot => ({
  values: { articleIds: row.articleIds },
  versions: row.versions,
});

/**
 * Newsletter issues on the one write path (server/src/modules/records/write.ts): versions of the subject
 * and introduction per language, the articles the same in every language, history in `revisions` as
 * 'newsletter', the audit line as `newsletter.created` / `newsletter.updated` naming the subject (the audit
 * screen reads `subject`, as the log's other newsletter lines write it). Locking refuses what is not a draft
 * before anything is merged or written, so a scheduled issue's save is a 409 that says why.
 */
export const issueStore: RecordStore<IssueRow> = {
  type: 'newsletter',
  target: 'newsletter',
  words: ISSUE_WORDS,
  needsWords: true,
  actions: { created: 'newsletter.created', updated: 'newsletter.updated' },
  lock: async (tx, id) => refuseUnlessDraft(await lockIssue(tx, id)),
  stateOf: issueState,
  idOf: (row) => row.id,
  label: (state) => issueSubject(state.versions).subject,
  async insert(tx, state, actor) {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ versions: state.versions, articleIds: valuesOf(state).articleIds, createdBy: actor.id })
      .returning();
    return row;
  },
  async update(tx, id, state) {
    const [row] = await tx
      .update(newsletterIssues)
      .set({ versions: state.versions, articleIds: valuesOf(state).articleIds })
      .where(eq(newsletterIssues.id, id))
      .returning();
    return row;
  },
  auditDetails: (after) => ({ subject: issueSubject(after.versions).subject }),
};
