import type { ApiErrorCode } from '@common/admin/api-errors';
import { restoreInputSchema } from '@common/admin/revisions';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { impactMetrics, successStories } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit/repository';
import { findMedia } from '../media/repository';
import { changedFrom, findRevision, keepRevision, listRevisions } from '../revisions/repository';
import { staffOf } from '../staff/access';
import { actorOf, auditContext } from '../staff/context';
import {
  findAdminStory,
  lockMetric,
  lockStory,
  type MetricSnapshot,
  metricKeyTaken,
  metricSnapshot,
  nextMetricPosition,
  type StorySnapshot,
  shareCategoryTranslations,
  storySnapshot,
  toAdminMetric,
} from './admin-repository';

/** The version a restore is asked over must still be the saved one (a newer save refuses it, like a save). */
function restoreRequest(request: FastifyRequest, notFound: ApiErrorCode) {
  const id = pathId(request.params, notFound);
  const revisionId = pathId(request.params, 'entries.versionNotFound', 'revisionId');
  const { updatedAt } = parseOr400(restoreInputSchema, request.body);
  const fresh = (saved: Date) => {
    if (updatedAt !== saved.toISOString()) throw new HttpError(409, 'request.changedElsewhere');
  };
  return { id, revisionId, fresh, actor: actorOf(staffOf(request).user) };
}

/**
 * The history of impact metrics and success stories (docs/decisions/039): every saved version, newest first, and
 * restoring one, which saves it as a new version in its transaction, audited ('metric.restored',
 * 'story.restored'). Registered by ./admin-routes.ts, under the same sections.
 */
export const impactHistoryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/impact/metrics/:id/history', { config: { access: 'impact' } }, async (request) => {
    const id = pathId(request.params, 'impact.metricNotFound');
    await lockMetric(db, id);
    return listRevisions(db, 'metric', id);
  });

  app.post('/impact/metrics/:id/restore/:revisionId', { config: { access: 'impact' } }, async (request) => {
    const { id, revisionId, fresh, actor } = restoreRequest(request, 'impact.metricNotFound');
    const saved = await db.transaction(async (tx) => {
      const before = await lockMetric(tx, id);
      fresh(before.updatedAt);
      const version = (await findRevision(tx, 'metric', id, revisionId)).snapshot as MetricSnapshot;
      if (await metricKeyTaken(tx, version.metricKey, id)) throw new HttpError(409, 'impact.keyOfVersionTaken');
      const [row] = await tx
        .update(impactMetrics)
        .set({
          ...version,
          ...(version.category !== before.category ? { position: await nextMetricPosition(tx, version.category) } : {}),
        })
        .where(eq(impactMetrics.id, id))
        .returning();
      await keepRevision(
        tx,
        { type: 'metric', id, action: 'restored', actor, snapshot: metricSnapshot(row) },
        { snapshot: metricSnapshot(before), at: before.updatedAt },
      );
      const alsoUpdated = await shareCategoryTranslations(tx, id, row.category, row.translations, actor);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'metric.restored',
        target: { type: 'metric', id },
        details: {
          metricKey: row.metricKey,
          label: row.label,
          revision: revisionId,
          changed: changedFrom(metricSnapshot(row), metricSnapshot(before)),
          alsoUpdated,
        },
      });
      return row;
    });
    return toAdminMetric(saved);
  });

  app.get('/impact/stories/:id/history', { config: { access: 'stories' } }, async (request) => {
    const id = pathId(request.params, 'impact.storyNotFound');
    await lockStory(db, id);
    return listRevisions(db, 'story', id);
  });

  app.post('/impact/stories/:id/restore/:revisionId', { config: { access: 'stories' } }, async (request) => {
    const { id, revisionId, fresh, actor } = restoreRequest(request, 'impact.storyNotFound');
    await db.transaction(async (tx) => {
      const before = await lockStory(tx, id);
      fresh(before.updatedAt);
      const version = (await findRevision(tx, 'story', id, revisionId)).snapshot as StorySnapshot;
      // The photo of that version may have been deleted from the images since.
      if (version.imageId !== null && !(await findMedia(tx, version.imageId)))
        throw new HttpError(409, 'impact.photoOfVersionGone');
      const [row] = await tx.update(successStories).set(version).where(eq(successStories.id, id)).returning();
      await keepRevision(
        tx,
        { type: 'story', id, action: 'restored', actor, snapshot: storySnapshot(row) },
        { snapshot: storySnapshot(before), at: before.updatedAt },
      );
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'story.restored',
        target: { type: 'story', id },
        details: {
          name: row.name,
          revision: revisionId,
          changed: changedFrom(storySnapshot(row), storySnapshot(before)),
        },
      });
    });
    return findAdminStory(db, id);
  });
};
