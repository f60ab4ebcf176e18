import type { RecordSnapshot } from '@common/admin/revisions';
import { withinCompanies } from '@common/admin/roles';
import { entryOrderSchema } from '@common/entries/admin';
import { canReadKind, companiesOfRecord, type EntryKind, isCompanyKind } from '@common/entries/kinds';
import { labelOf, wordsOf } from '@common/entries/words';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { entries } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext, companiesOfRequest, staffOf } from '../auth';
import { findRevision, keepRevision, listRevisions, writeRecord } from '../records';
import {
  deleteEntry,
  dependentsOf,
  listAdminEntries,
  lockOrder,
  readAdminEntry,
  referringRecords,
  saveOrder,
} from './admin-repository';
import { entriesAttention } from './attention';
import { PROPOSAL_TYPE, proposalRoutes, proposalStates, proposalSteps, readProposal } from './proposals';
import {
  INPUT_SCHEMAS,
  kindOf,
  localeOf,
  refuseBeyondCompanies,
  refuseGivingAway,
  refuseLimited,
  refuseProposers,
} from './reach';
import { entryStore } from './store';

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Admin API of the public site's content kinds: list, read with what depends on a record, create and
 * save through the one write path (records/write.ts: versions per language, a colleague's change merged,
 * history, audit), delete (refused while other records refer to it), reorder, and the history with each
 * version's content for "Restore as draft". The row's NOTIFY empties that kind's cached pages in every
 * process after commit.
 */
export const entriesAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.attentionSources.push(entriesAttention(app));
  const access = { config: { access: 'content' as const } };
  const context = (request: FastifyRequest) => auditContext(request);
  // The record as it is, within the staff member's companies, or 404 (a deleted one's history is the group's).
  const reach = async (request: FastifyRequest, kind: EntryKind, id: number) => {
    if (companiesOfRequest(request) === null) return;
    const entry = await readAdminEntry(db, kind, id, localeOf(request));
    if (!entry) throw new HttpError(404, 'entries.notFound');
    refuseBeyondCompanies(request, kind, entry);
  };

  // Read to pick from (an opening's company) as well as to edit.
  app.get('/entries/:kind', access, async (request) => {
    const kind = kindOf(request, canReadKind);
    const all = await listAdminEntries(db, kind, localeOf(request));
    const companies = companiesOfRequest(request);
    const list =
      companies === null || !isCompanyKind(kind)
        ? all
        : all.filter((entry) => withinCompanies(companies, companiesOfRecord(kind, entry)));
    // Where each record's proposed change stands (docs/decisions/090), for the list's marks.
    const proposals = await proposalStates(
      db,
      list.map((entry) => entry.id),
    );
    return list.map((entry) => ({ ...entry, proposal: proposals.get(entry.id) ?? null }));
  });

  app.get('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const [row] = await db
      .select()
      .from(entries)
      .where(and(eq(entries.id, id), eq(entries.kind, kind)));
    const entry = row && (await readAdminEntry(db, kind, id, localeOf(request)));
    if (!row || !entry) throw new HttpError(404, 'entries.notFound');
    refuseBeyondCompanies(request, kind, entry);
    return {
      ...entry,
      dependents: await dependentsOf(db, kind, entry, localeOf(request)),
      proposal: await readProposal(db, row, { id: staffOf(request).user.id, locale: localeOf(request) }),
    };
  });

  app.post('/entries/:kind', access, async (request, reply) => {
    const kind = kindOf(request);
    refuseProposers(request);
    refuseLimited(request, 'create', kind);
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
    refuseGivingAway(request, kind, null, input.values);
    const { row } = await writeRecord(db, entryStore(kind), { id: null, input, context: context(request) });
    reply.code(201);
    return readAdminEntry(db, kind, row.id, localeOf(request));
  });

  app.put('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    refuseProposers(request);
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
    await reach(request, kind, id);
    refuseGivingAway(request, kind, id, input.values);
    const { mergedWith } = await writeRecord(db, entryStore(kind), {
      id,
      input,
      context: context(request),
      ...(input.restoredFrom ? { action: 'entry.restored' as const } : {}),
    });
    // The revision of a colleague's save merged into this one, so the editor can say their changes were kept.
    return { ...(await readAdminEntry(db, kind, id, localeOf(request))), mergedWith };
  });

  app.delete('/entries/:kind/:id', access, async (request, reply) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    await reach(request, kind, id);
    refuseProposers(request);
    refuseLimited(request, 'delete', kind);
    const store = entryStore(kind);
    const { actor, ...where } = context(request);
    await db.transaction(async (tx) => {
      const before = await store.lock(tx, id);
      const referring = await referringRecords(tx, kind, id, localeOf(request));
      if (referring.length > 0) {
        throw new HttpError(409, 'entries.referred', {
          fields: { _: { message: referring.map((r) => r.label).join(', ') } },
        });
      }
      // The last version stays in the history, so the record can be brought back by hand.
      await keepRevision(tx, { type: kind, id, action: 'deleted', snapshot: store.stateOf(before), actor });
      await deleteEntry(tx, id);
      await recordAudit(tx, {
        actor,
        ...where,
        action: 'entry.deleted',
        target: { type: 'entry', id },
        details: { kind, label: labelOf(kind, before) },
      });
    });
    reply.code(204);
  });

  app.put('/entries/:kind/order', access, async (request) => {
    const kind = kindOf(request);
    refuseLimited(request, 'order', kind);
    refuseProposers(request);
    const { ids } = parseOr400(entryOrderSchema, request.body);
    await db.transaction(async (tx) => {
      const before = await lockOrder(tx, kind);
      if (!sameSet(before, ids)) throw new HttpError(409, 'request.listChanged');
      await saveOrder(tx, ids);
      await recordAudit(tx, {
        ...context(request),
        action: 'entries.reordered',
        target: { type: 'entry-kind', id: kind },
        details: { kind, from: before, to: ids },
      });
    });
    return listAdminEntries(db, kind, localeOf(request));
  });

  app.get('/entries/:kind/:id/history', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    await reach(request, kind, id);
    const [own, steps] = await Promise.all([
      listRevisions(db, kind, id, { words: wordsOf(kind), label: (s) => labelOf(kind, s, localeOf(request)) }),
      proposalSteps(db, kind, id, localeOf(request)),
    ]);
    // One history, newest first: the record's versions and the steps of changes proposed to it (decision 090).
    return [...own, ...steps].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id).slice(0, 100);
  });

  // A version with what it held: the editor puts it in the form as a draft, to be saved as a change.
  app.get('/entries/:kind/:id/history/:revision', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const revisionId = pathId(request.params, 'entries.versionNotFound', 'revision');
    await reach(request, kind, id);
    const label = (s: RecordSnapshot) => labelOf(kind, s, localeOf(request));
    // A proposed change's step puts the change in the form (docs/decisions/090).
    return findRevision(db, kind, id, revisionId, label).catch(async (error) => {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      return { ...(await findRevision(db, PROPOSAL_TYPE, id, revisionId, label)), proposed: true };
    });
  });

  proposalRoutes(app);
};
