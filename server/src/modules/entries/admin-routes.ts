import type { Role } from '@common/admin/roles';
import { entryOrderSchema } from '@common/entries/admin';
import { canEditKind, canReadKind, type EntryKind, isEntryKind, KINDS } from '@common/entries/kinds';
import { labelOf, wordsOf } from '@common/entries/words';
import type { Locale } from '@common/locale';
import { recordInputSchema } from '@common/model/fields';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext, staffOf } from '../auth';
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
  return kind;
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

  // Read to pick from (an opening's company) as well as to edit.
  app.get('/entries/:kind', access, async (request) =>
    listAdminEntries(db, kindOf(request, canReadKind), localeOf(request)),
  );

  app.get('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const entry = await readAdminEntry(db, kind, id, localeOf(request));
    if (!entry) throw new HttpError(404, 'entries.notFound');
    return { ...entry, dependents: await dependentsOf(db, kind, entry, localeOf(request)) };
  });

  app.post('/entries/:kind', access, async (request, reply) => {
    const kind = kindOf(request);
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
    const { row } = await writeRecord(db, entryStore(kind), { id: null, input, context: context(request) });
    reply.code(201);
    return readAdminEntry(db, kind, row.id, localeOf(request));
  });

  app.put('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
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
    return listRevisions(db, kind, id, { words: wordsOf(kind), label: (s) => labelOf(kind, s, localeOf(request)) });
  });

  // A version with what it held: the editor puts it in the form as a draft, to be saved as a change.
  app.get('/entries/:kind/:id/history/:revision', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const revisionId = pathId(request.params, 'entries.versionNotFound', 'revision');
    return findRevision(db, kind, id, revisionId, (s) => labelOf(kind, s, localeOf(request)));
  });
};
