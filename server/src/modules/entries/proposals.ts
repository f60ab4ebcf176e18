import { returnSchema } from '@common/admin/review';
import type { RecordRevision, RecordSnapshot } from '@common/admin/revisions';
import { proposesChanges, type Role } from '@common/admin/roles';
import type { EntryProposal, ProposalState } from '@common/entries/admin';
import { type EntryKind, kindPath } from '@common/entries/kinds';
import { labelOf } from '@common/entries/words';
import { DEFAULT_LOCALE, type Locale } from '@common/locale';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entries, entryProposals, revisions, staffUsers } from '../../db/schema';
import type { Db, Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext, staffOf } from '../auth';
import { enqueueMail } from '../mail';
import { differences, historyRows, keepRevision, nextState, sameState, shownRevision, writeRecord } from '../records';
import { reviewReturnedMail } from '../staff-mail';
import { readAdminEntry, toAdminEntry } from './admin-repository';
import { INPUT_SCHEMAS, kindOf, localeOf, refuseBeyondCompanies, refuseGivingAway } from './reach';
import type { EntryRow } from './row';
import { entryStore } from './store';

/**
 * Changes proposed for review (docs/decisions/090): a writer limited to companies changes their companies'
 * records by proposing the change, which an editor or an owner approves (written then through the one
 * write path, merged with what changed since) or sends back with a comment (the writer is told by e-mail
 * in their language). One proposal per record; each step is kept in the record's history as a version of
 * type 'proposal' and audited.
 */

/** The history's type of the steps of a proposal: not the record's own versions (those merges are based on). */
export const PROPOSAL_TYPE = 'proposal';

type ProposalRow = typeof entryProposals.$inferSelect;

const lockProposal = async (tx: Writer, id: number): Promise<ProposalRow | undefined> => {
  const [row] = await tx.select().from(entryProposals).where(eq(entryProposals.entryId, id)).for('update');
  return row;
};

/** Where each record's proposal stands, for a list (one query). */
export async function proposalStates(db: Writer, ids: readonly number[]): Promise<Map<number, ProposalState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(entryProposals)
    .where(inArray(entryProposals.entryId, [...ids]));
  return new Map(rows.map((row) => [row.entryId, stateOf(row)]));
}

const stateOf = (row: ProposalRow): ProposalState => ({
  state: row.state,
  at: (row.state === 'returned' && row.returnedAt ? row.returnedAt : row.submittedAt).toISOString(),
});

async function nameOf(db: Writer, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.name ?? null;
}

/** The record's proposal as its editor reads it, or null. */
export async function readProposal(
  db: Writer,
  row: EntryRow,
  viewer: { id: number; locale: Locale },
): Promise<EntryProposal | null> {
  const [proposal] = await db.select().from(entryProposals).where(eq(entryProposals.entryId, row.id));
  if (!proposal) return null;
  const kind = row.kind as EntryKind;
  const { changed, languages } = differences(proposal.snapshot, entryStore(kind).stateOf(row), entryStore(kind).words);
  const proposed = toAdminEntry(
    {
      ...row,
      values: proposal.snapshot.values,
      versions: proposal.snapshot.versions,
      published: proposal.snapshot.published ?? row.published,
    },
    { locale: viewer.locale },
  );
  const { values, words, sources, status, changedAt, label, images, published } = proposed;
  return {
    ...stateOf(proposal),
    submittedAt: proposal.submittedAt.toISOString(),
    submittedBy: await nameOf(db, proposal.submittedBy),
    mine: proposal.submittedBy === viewer.id,
    returnedBy: await nameOf(db, proposal.returnedBy),
    comment: proposal.comment,
    changed,
    languages,
    record: { values, words, sources, status, changedAt, label, images, published },
    revision: proposal.input.revision ?? null,
  };
}

/**
 * A proposal's steps in the record's history, beside its own versions: each 'submitted' with what it
 * changes against the record as it was then (the newest version before it).
 */
export async function proposalSteps(
  db: Writer,
  kind: EntryKind,
  id: number,
  locale: Locale,
): Promise<RecordRevision[]> {
  const steps = await historyRows(db, PROPOSAL_TYPE, id, 100);
  const describe = { words: entryStore(kind).words, label: (s: RecordSnapshot) => labelOf(kind, s, locale) };
  const out: RecordRevision[] = [];
  for (const step of steps) {
    const [then] =
      step.action === 'submitted'
        ? await db
            .select({ snapshot: revisions.snapshot })
            .from(revisions)
            .where(and(eq(revisions.recordType, kind), eq(revisions.recordId, id), lte(revisions.createdAt, step.at)))
            .orderBy(desc(revisions.createdAt), desc(revisions.id))
            .limit(1)
        : [];
    out.push({ ...shownRevision(step, then?.snapshot, describe), proposed: true });
  }
  return out;
}

/** What only editors and owners do: approve, or send back. */
function refuseWriters(request: FastifyRequest) {
  if (proposesChanges(staffOf(request).user.role as Role)) throw new HttpError(403, 'entries.reviewFirst');
}

/** The record in the address, locked, within the staff member's companies (else 404, as unknown). */
async function lockReached(tx: Writer, request: FastifyRequest, kind: EntryKind, id: number) {
  const row = await entryStore(kind).lock(tx, id);
  refuseBeyondCompanies(request, kind, row);
  return row;
}

export function proposalRoutes(app: FastifyInstance) {
  const db: Db = app.database.db;
  const access = { config: { access: 'content' as const } };
  const answer = async (request: FastifyRequest, kind: EntryKind, id: number) => {
    const entry = await readAdminEntry(db, kind, id, localeOf(request));
    const [row] = await db.select().from(entries).where(eq(entries.id, id));
    const { user } = staffOf(request);
    return { ...entry, proposal: row ? await readProposal(db, row, { id: user.id, locale: localeOf(request) }) : null };
  };

  // Submit (or submit again) a change: the save's payload, merged as a save would be and checked as one.
  app.post('/entries/:kind/:id/proposal', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
    const context = auditContext(request);
    const store = entryStore(kind);
    await db.transaction(async (tx) => {
      const before = await lockReached(tx, request, kind, id);
      refuseGivingAway(request, kind, id, input.values);
      const open = await lockProposal(tx, id);
      if (open && open.submittedBy !== null && open.submittedBy !== context.actor.id)
        throw new HttpError(409, 'entries.proposalTaken');
      const { current, after } = await nextState(tx, store, { id, before, input, at: context.at });
      if (sameState(after, current)) throw new HttpError(400, 'entries.nothingProposed');
      await store.check?.(tx, after, id);
      const row = {
        input,
        snapshot: after,
        state: 'submitted' as const,
        comment: null,
        submittedBy: context.actor.id,
        submittedAt: context.at,
        returnedBy: null,
        returnedAt: null,
      };
      await tx
        .insert(entryProposals)
        .values({ entryId: id, ...row })
        .onConflictDoUpdate({ target: entryProposals.entryId, set: row });
      await keepRevision(tx, { type: PROPOSAL_TYPE, id, action: 'submitted', snapshot: after, actor: context.actor });
      const { changed, languages } = differences(after, current, store.words);
      await recordAudit(tx, {
        ...context,
        action: 'entry.submitted',
        target: { type: 'entry', id },
        details: { kind, label: store.label(after), changed, languages },
      });
    });
    return answer(request, kind, id);
  });

  // Approve: the change written through the one write path, on the version it was made on (a colleague's
  // change since is merged field by field; the same field changed by both is the reviewer's to choose).
  app.post('/entries/:kind/:id/proposal/approve', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    refuseWriters(request);
    const context = auditContext(request);
    await db.transaction(async (tx) => {
      await lockReached(tx, request, kind, id);
      const open = await lockProposal(tx, id);
      if (open?.state !== 'submitted') throw new HttpError(409, 'entries.notProposed');
      try {
        await writeRecord(tx as unknown as Db, entryStore(kind), {
          id,
          input: open.input,
          context,
          action: 'entry.approved',
          historyAction: 'approved',
          details: { proposedBy: await nameOf(tx, open.submittedBy) },
        });
      } catch (error) {
        if (error instanceof HttpError && error.code === 'entries.conflict')
          throw new HttpError(409, 'entries.proposalConflict');
        throw error;
      }
      await tx.delete(entryProposals).where(eq(entryProposals.entryId, id));
    });
    return answer(request, kind, id);
  });

  // Send back with a comment: the writer reads it beside the change, and by e-mail in their language.
  app.post('/entries/:kind/:id/proposal/return', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    refuseWriters(request);
    const { comment } = parseOr400(returnSchema, request.body, 'news.writeComment');
    const context = auditContext(request);
    const { user: reviewer } = staffOf(request);
    await db.transaction(async (tx) => {
      await lockReached(tx, request, kind, id);
      const open = await lockProposal(tx, id);
      if (open?.state !== 'submitted') throw new HttpError(409, 'entries.notProposed');
      await tx
        .update(entryProposals)
        .set({ state: 'returned', comment, returnedBy: reviewer.id, returnedAt: context.at })
        .where(eq(entryProposals.entryId, id));
      await keepRevision(tx, {
        type: PROPOSAL_TYPE,
        id,
        action: 'returned',
        snapshot: open.snapshot,
        actor: context.actor,
        note: comment,
      });
      await recordAudit(tx, {
        ...context,
        action: 'entry.returned',
        target: { type: 'entry', id },
        details: { kind, label: labelOf(kind, open.snapshot), comment },
      });
      const [writer] =
        open.submittedBy === null ? [] : await tx.select().from(staffUsers).where(eq(staffUsers.id, open.submittedBy));
      if (writer && !writer.disabledAt) {
        await enqueueMail(
          tx,
          reviewReturnedMail('changeReturned', {
            to: writer.email,
            locale: writer.locale ?? DEFAULT_LOCALE,
            title: labelOf(kind, open.snapshot, writer.locale ?? DEFAULT_LOCALE),
            reviewer: reviewer.name,
            comment,
            link: `${app.config.publicUrl}/admin${kindPath(kind, id)}`,
          }),
        );
      }
    });
    app.mail.kick();
    return answer(request, kind, id);
  });
}
