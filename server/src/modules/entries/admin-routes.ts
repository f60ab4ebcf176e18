import type { Role } from '@common/admin/roles';
import { withinCompanies } from '@common/admin/roles';
import { entryOrderSchema } from '@common/entries/admin';
import {
  canEditKind,
  canReadKind,
  companiesOfRecord,
  ENTRY_KINDS,
  type EntryKind,
  isCompanyKind,
  isEntryKind,
  KINDS,
} from '@common/entries/kinds';
import { labelOf, wordsOf } from '@common/entries/words';
import type { Locale } from '@common/locale';
import { recordInputSchema } from '@common/model/fields';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { entryStore } from './store';

// One schema per kind, built once (zod compiles on first use).
const INPUT_SCHEMAS = Object.fromEntries(
  Object.entries(KINDS).map(([kind, spec]) => [kind, recordInputSchema(spec.fields)]),
) as Record<EntryKind, ReturnType<typeof recordInputSchema>>;

/**
 * The kind in the address, once the role may edit it: section 'content' lets owners, editors and the
 * careers role in; each kind then names its editors (careers: openings, internships, benefits only).
 */
function kindOf(request: FastifyRequest, may: typeof canEditKind = canEditKind): EntryKind {
  const { kind } = request.params as { kind?: string };
  if (!isEntryKind(kind)) throw new HttpError(404, 'entries.kindNotFound');
  if (!may(staffOf(request).user.role as Role, kind)) throw new HttpError(403, 'request.roleRefused');
  // Staff limited to companies reach the kinds that belong to a company, and read those such a kind picks
  // from (an opening's hiring category); the group's own kinds are not there for them (decision 088).
  if (companiesOfRequest(request) !== null && !isCompanyKind(kind)) {
    const picked = may === canReadKind && ENTRY_KINDS.some((other) => isCompanyKind(other) && refersTo(other, kind));
    if (!picked) throw new HttpError(404, 'entries.kindNotFound');
  }
  return kind;
}

const refersTo = (kind: EntryKind, target: EntryKind) =>
  Object.values(KINDS[kind].fields).some((field) => field.type === 'ref' && field.ref === target);

/**
 * A record beyond the companies of the staff member is answered as if it did not exist (docs/decisions/088):
 * the same 404 as an unknown id, so its existence is not told either.
 */
function refuseBeyondCompanies(request: FastifyRequest, kind: EntryKind, record: { id: number; values: object }) {
  const companies = companiesOfRequest(request);
  if (!withinCompanies(companies, companiesOfRecord(kind, record as { id: number; values: Record<string, unknown> })))
    throw new HttpError(404, 'entries.notFound');
}

/**
 * What a record is to belong to once saved: staff limited to companies keep it in theirs (a new leader
 * names one of their companies; an opening is not given to another).
 */
function refuseGivingAway(
  request: FastifyRequest,
  kind: EntryKind,
  id: number | null,
  values: Record<string, unknown>,
) {
  const companies = companiesOfRequest(request);
  if (companies === null) return;
  if (!withinCompanies(companies, companiesOfRecord(kind, { id, values }))) {
    throw HttpError.ofFields(400, { company: 'field.ownCompany' });
  }
}

/**
 * What only group-wide staff do (decision 088): order a list (it holds every company's records), and add
 * or remove a company.
 */
function refuseLimited(request: FastifyRequest, change: 'order' | 'create' | 'delete', kind: EntryKind) {
  if (companiesOfRequest(request) !== null && (change === 'order' || kind === 'company')) {
    throw new HttpError(403, 'request.groupOnly');
  }
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The staff member's language: record names in lists read in it where written. */
const localeOf = (request: FastifyRequest) => staffOf(request).user.locale as Locale;

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
    const list = await listAdminEntries(db, kind, localeOf(request));
    const companies = companiesOfRequest(request);
    if (companies === null || !isCompanyKind(kind)) return list;
    return list.filter((entry) => withinCompanies(companies, companiesOfRecord(kind, entry)));
  });

  app.get('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const entry = await readAdminEntry(db, kind, id, localeOf(request));
    if (!entry) throw new HttpError(404, 'entries.notFound');
    refuseBeyondCompanies(request, kind, entry);
    return { ...entry, dependents: await dependentsOf(db, kind, entry, localeOf(request)) };
  });

  app.post('/entries/:kind', access, async (request, reply) => {
    const kind = kindOf(request);
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
    return listRevisions(db, kind, id, { words: wordsOf(kind), label: (s) => labelOf(kind, s, localeOf(request)) });
  });

  // A version with what it held: the editor puts it in the form as a draft, to be saved as a change.
  app.get('/entries/:kind/:id/history/:revision', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const revisionId = pathId(request.params, 'entries.versionNotFound', 'revision');
    await reach(request, kind, id);
    return findRevision(db, kind, id, revisionId, (s) => labelOf(kind, s, localeOf(request)));
  });
};
