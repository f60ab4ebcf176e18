import { restoreInputSchema } from '@common/admin/revisions';
import type { Role } from '@common/admin/roles';
import { entryOrderSchema } from '@common/entries/admin';
import { recordInputSchema } from '@common/entries/fields';
import { canEditKind, canReadKind, type EntryKind, isEntryKind, KINDS } from '@common/entries/kinds';
import { textSpec } from '@common/entries/translation';
import { mergeTranslations } from '@common/translation';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { entries } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit/repository';
import { staffOf } from '../staff/access';
import { actorOf, auditContext } from '../staff/context';
import {
  checkValues,
  dependentsOf,
  findRevision,
  imagesOf,
  labelOf,
  listAdminEntries,
  listRevisions,
  lockEntry,
  nextPosition,
  recordRevision,
  referringRecords,
  toAdminEntry,
} from './admin-repository';
import { entriesAttention } from './attention';

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

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Admin API of the public site's content kinds (docs/decisions/032): list, read with what depends on a record,
 * create, save (English and translations, 409 over a newer change), delete (refused while other records
 * refer to it), reorder, history and restore. Every change is audited and kept as a revision in its
 * transaction; the row's NOTIFY empties that kind's cached pages in every process after commit.
 */
export const entriesAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.attentionSources.push(entriesAttention(app));
  const access = { config: { access: 'content' as const } };

  // Read to pick from (an opening's company) as well as to edit.
  app.get('/entries/:kind', access, async (request) => listAdminEntries(db, kindOf(request, canReadKind)));

  app.get('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const [row] = await db
      .select()
      .from(entries)
      .where(and(eq(entries.id, id), eq(entries.kind, kind)));
    if (!row) throw new HttpError(404, 'entries.notFound');
    return { ...toAdminEntry(row, await imagesOf(db, [row])), dependents: await dependentsOf(db, kind, id) };
  });

  app.post('/entries/:kind', access, async (request, reply) => {
    const kind = kindOf(request);
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
    const fields = KINDS[kind].fields;
    const actor = actorOf(staffOf(request).user);
    const row = await db.transaction(async (tx) => {
      await checkValues(tx, kind, input.values);
      const { translations } = mergeTranslations(
        {},
        input.translations,
        { before: null, after: input.values },
        textSpec(fields),
      );
      const [created] = await tx
        .insert(entries)
        .values({
          kind,
          position: await nextPosition(tx, kind),
          published: input.published ?? true,
          values: input.values,
          translations,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning();
      await recordRevision(tx, created, 'created', actor);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'entry.created',
        target: { type: 'entry', id: created.id },
        details: { kind, label: labelOf(kind, created.values), published: created.published },
      });
      return created;
    });
    reply.code(201);
    return toAdminEntry(row, await imagesOf(db, [row]));
  });

  app.put('/entries/:kind/:id', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const input = parseOr400(INPUT_SCHEMAS[kind], request.body, 'request.checkFields');
    const fields = KINDS[kind].fields;
    const actor = actorOf(staffOf(request).user);
    const row = await db.transaction(async (tx) => {
      const before = await lockEntry(tx, kind, id);
      if (input.updatedAt && input.updatedAt !== before.updatedAt.toISOString())
        throw new HttpError(409, 'request.changedElsewhere');
      await checkValues(tx, kind, input.values, id);
      const { translations, changed } = mergeTranslations(
        before.translations,
        input.translations,
        { before: before.values, after: input.values },
        textSpec(fields),
        input.reviewed,
      );
      const published = input.published ?? before.published;
      const [saved] = await tx
        .update(entries)
        .set({ values: input.values, translations, published, updatedBy: actor.id })
        .where(eq(entries.id, id))
        .returning();
      await recordRevision(tx, saved, 'saved', actor);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'entry.updated',
        target: { type: 'entry', id },
        details: {
          kind,
          label: labelOf(kind, saved.values),
          changed: changedFields(before.values, saved.values),
          translationsChanged: changed,
          reviewed: input.reviewed ?? [],
          ...(published !== before.published ? { published } : {}),
        },
      });
      return saved;
    });
    return toAdminEntry(row, await imagesOf(db, [row]));
  });

  app.delete('/entries/:kind/:id', access, async (request, reply) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const actor = actorOf(staffOf(request).user);
    await db.transaction(async (tx) => {
      const before = await lockEntry(tx, kind, id);
      const referring = await referringRecords(tx, kind, id);
      if (referring.length > 0) {
        throw new HttpError(409, 'entries.referred', {
          fields: { _: { message: referring.map((r) => r.label).join(', ') } },
        });
      }
      // The last version stays in the history, so the record can be brought back by hand.
      await recordRevision(tx, before, 'deleted', actor);
      await tx.delete(entries).where(eq(entries.id, id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'entry.deleted',
        target: { type: 'entry', id },
        details: { kind, label: labelOf(kind, before.values) },
      });
    });
    reply.code(204);
  });

  app.put('/entries/:kind/order', access, async (request) => {
    const kind = kindOf(request);
    const { ids } = parseOr400(entryOrderSchema, request.body);
    await db.transaction(async (tx) => {
      const current = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(eq(entries.kind, kind))
        .orderBy(asc(entries.position), asc(entries.id))
        .for('update');
      const before = current.map((r) => r.id);
      if (!sameSet(before, ids)) throw new HttpError(409, 'request.listChanged');
      for (const [position, id] of ids.entries()) await tx.update(entries).set({ position }).where(eq(entries.id, id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'entries.reordered',
        target: { type: 'entry-kind', id: kind },
        details: { kind, from: before, to: ids },
      });
    });
    return listAdminEntries(db, kind);
  });

  app.get('/entries/:kind/:id/history', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    return listRevisions(db, kind, id);
  });

  app.post('/entries/:kind/:id/history/:revision/restore', access, async (request) => {
    const kind = kindOf(request);
    const id = pathId(request.params, 'entries.notFound');
    const revisionId = pathId(request.params, 'entries.versionNotFound', 'revision');
    const actor = actorOf(staffOf(request).user);
    // The version the editor shows, when sent (the kit's RecordHistory does): a newer save refuses it.
    const asked = request.body === undefined ? null : parseOr400(restoreInputSchema, request.body);
    const row = await db.transaction(async (tx) => {
      const before = await lockEntry(tx, kind, id);
      if (asked && asked.updatedAt !== before.updatedAt.toISOString())
        throw new HttpError(409, 'request.changedElsewhere');
      const revision = await findRevision(tx, kind, id, revisionId);
      // A version may name a record or image deleted since: checked like a save.
      await checkValues(tx, kind, revision.values, id);
      const [saved] = await tx
        .update(entries)
        .set({
          values: revision.values,
          translations: revision.translations,
          published: revision.published,
          updatedBy: actor.id,
        })
        .where(eq(entries.id, id))
        .returning();
      await recordRevision(tx, saved, 'restored', actor);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'entry.restored',
        target: { type: 'entry', id },
        details: {
          kind,
          label: labelOf(kind, saved.values),
          revision: revisionId,
          changed: changedFields(before.values, saved.values),
        },
      });
      return saved;
    });
    return toAdminEntry(row, await imagesOf(db, [row]));
  });
};
