import {
  activeSchema,
  METRIC_TEXT,
  metricInputSchema,
  metricOrderSchema,
  publishedSchema,
  STORY_TEXT,
  storyInputSchema,
  storyOrderSchema,
} from '@common/admin/impact';
import { mediaUrl } from '@common/admin/media';
import { mergeTranslations } from '@common/translation';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { impactMetrics, successStories } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit, type Writer } from '../audit/repository';
import { findMedia, setMediaAlt } from '../media/repository';
import { keepRevision } from '../revisions/repository';
import { staffOf } from '../staff/access';
import { actorOf, auditContext } from '../staff/context';
import {
  findAdminStory,
  listAdminMetrics,
  listAdminStories,
  lockMetric,
  lockStory,
  metricEnglish,
  metricKeyTaken,
  metricSnapshot,
  nextMetricPosition,
  nextStoryPosition,
  shareCategoryTranslations,
  storyEnglish,
  storySnapshot,
  toAdminMetric,
} from './admin-repository';
import { impactAttention } from './attention';
import { impactHistoryRoutes } from './history-routes';

/** A metric's or story's translated fields are text (common/src/translation.ts stores lists too). */
type Text = Record<string, string>;

/** The English fields that differ between two versions (for the audit log). */
const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((key) => (before[key] ?? null) !== (after[key] ?? null));

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Admin API for impact metrics (section 'impact') and success stories (section 'stories'), owners and
 * editors: list, create, edit with French and Swahili, show/hide or publish, reorder. Every
 * change is audited in its transaction; the database's NOTIFY empties the content cache after commit.
 */
export const impactAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.attentionSources.push(impactAttention(app));

  // --- Metrics -----------------------------------------------------------------------------------------

  app.get('/impact/metrics', { config: { access: 'impact' } }, async () => listAdminMetrics(db));

  app.post('/impact/metrics', { config: { access: 'impact' } }, async (request, reply) => {
    const input = parseOr400(metricInputSchema, request.body, 'request.checkFields');
    const english = { ...metricEnglish({ ...input, description: input.description || null }) };
    const created = await db.transaction(async (tx) => {
      if (await metricKeyTaken(tx, input.metricKey))
        throw new HttpError(409, 'impact.keyTaken', { fields: { metricKey: 'impact.keyUsed' } });
      const { translations } = mergeTranslations<Text>(
        {},
        input.translations,
        { before: null, after: english },
        METRIC_TEXT,
      );
      const [row] = await tx
        .insert(impactMetrics)
        .values({
          metricKey: input.metricKey,
          ...english,
          icon: input.icon,
          active: input.active,
          position: await nextMetricPosition(tx, input.category),
          translations,
        })
        .returning();
      const actor = actorOf(staffOf(request).user);
      await keepRevision(tx, { type: 'metric', id: row.id, action: 'created', actor, snapshot: metricSnapshot(row) });
      const alsoUpdated = await shareCategoryTranslations(tx, row.id, row.category, translations, actor);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'metric.created',
        target: { type: 'metric', id: row.id },
        details: { metricKey: row.metricKey, label: row.label, active: row.active, alsoUpdated },
      });
      return row;
    });
    reply.code(201);
    return toAdminMetric(created);
  });

  app.put('/impact/metrics/:id', { config: { access: 'impact' } }, async (request) => {
    const id = pathId(request.params, 'impact.metricNotFound');
    const input = parseOr400(metricInputSchema, request.body, 'request.checkFields');
    const saved = await db.transaction(async (tx) => {
      const before = await lockMetric(tx, id);
      if (input.updatedAt && input.updatedAt !== before.updatedAt.toISOString())
        throw new HttpError(409, 'request.changedElsewhere');
      if (await metricKeyTaken(tx, input.metricKey, id))
        throw new HttpError(409, 'impact.keyTaken', { fields: { metricKey: 'impact.keyUsed' } });
      const english = metricEnglish({ ...input, description: input.description || null });
      const { translations, changed } = mergeTranslations<Text>(
        before.translations,
        input.translations,
        { before: metricEnglish(before), after: english },
        METRIC_TEXT,
        input.reviewed,
      );
      const movedCategory = english.category !== before.category;
      const [row] = await tx
        .update(impactMetrics)
        .set({
          metricKey: input.metricKey,
          ...english,
          icon: input.icon,
          active: input.active,
          translations,
          ...(movedCategory ? { position: await nextMetricPosition(tx, english.category) } : {}),
        })
        .where(eq(impactMetrics.id, id))
        .returning();
      const actor = actorOf(staffOf(request).user);
      await keepRevision(
        tx,
        { type: 'metric', id, action: 'saved', actor, snapshot: metricSnapshot(row) },
        { snapshot: metricSnapshot(before), at: before.updatedAt },
      );
      const alsoUpdated = await shareCategoryTranslations(tx, id, row.category, translations, actor);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'metric.updated',
        target: { type: 'metric', id },
        details: {
          metricKey: row.metricKey,
          changed: changedFields(
            { ...metricEnglish(before), metricKey: before.metricKey, icon: before.icon, active: before.active },
            { ...english, metricKey: row.metricKey, icon: row.icon, active: row.active },
          ),
          translationsChanged: changed,
          reviewed: input.reviewed ?? [],
          alsoUpdated,
        },
      });
      return row;
    });
    return toAdminMetric(saved);
  });

  app.post('/impact/metrics/:id/active', { config: { access: 'impact' } }, async (request) => {
    const id = pathId(request.params, 'impact.metricNotFound');
    const { active } = parseOr400(activeSchema, request.body);
    const saved = await db.transaction(async (tx) => {
      const before = await lockMetric(tx, id);
      if (before.active === active) return before;
      const [row] = await tx.update(impactMetrics).set({ active }).where(eq(impactMetrics.id, id)).returning();
      await keepRevision(
        tx,
        {
          type: 'metric',
          id,
          action: active ? 'activated' : 'deactivated',
          actor: actorOf(staffOf(request).user),
          snapshot: metricSnapshot(row),
        },
        { snapshot: metricSnapshot(before), at: before.updatedAt },
      );
      await recordAudit(tx, {
        ...auditContext(request),
        action: active ? 'metric.activated' : 'metric.deactivated',
        target: { type: 'metric', id },
        details: { metricKey: row.metricKey, label: row.label },
      });
      return row;
    });
    return toAdminMetric(saved);
  });

  app.put('/impact/metrics/order', { config: { access: 'impact' } }, async (request) => {
    const { category, ids } = parseOr400(metricOrderSchema, request.body);
    await db.transaction(async (tx) => {
      const current = await tx
        .select({ id: impactMetrics.id })
        .from(impactMetrics)
        .where(eq(impactMetrics.category, category))
        .orderBy(asc(impactMetrics.position), asc(impactMetrics.id))
        .for('update');
      const before = current.map((r) => r.id);
      if (!sameSet(before, ids)) throw new HttpError(409, 'request.listChanged');
      for (const [position, id] of ids.entries())
        await tx.update(impactMetrics).set({ position }).where(eq(impactMetrics.id, id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'metrics.reordered',
        target: { type: 'metric-category', id: category },
        details: { category, from: before, to: ids },
      });
    });
    return listAdminMetrics(db);
  });

  // --- Stories -----------------------------------------------------------------------------------------

  app.get('/impact/stories', { config: { access: 'stories' } }, async () => listAdminStories(db));

  app.post('/impact/stories', { config: { access: 'stories' } }, async (request, reply) => {
    const input = parseOr400(storyInputSchema, request.body, 'request.checkFields');
    const id = await db.transaction(async (tx) => {
      const english = storyEnglish(nullable(input));
      const { translations } = mergeTranslations<Text>(
        {},
        input.translations,
        { before: null, after: english },
        STORY_TEXT,
      );
      const photo = input.image ? await attachPhoto(tx, request, input.image) : null;
      const [row] = await tx
        .insert(successStories)
        .values({
          name: input.name,
          ...english,
          year: input.year ?? null,
          imageId: photo?.id ?? null,
          imageUrl: photo?.url ?? null,
          published: input.published,
          position: await nextStoryPosition(tx),
          translations,
        })
        .returning();
      await keepRevision(tx, {
        type: 'story',
        id: row.id,
        action: 'created',
        actor: actorOf(staffOf(request).user),
        snapshot: storySnapshot(row),
      });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'story.created',
        target: { type: 'story', id: row.id },
        details: { name: input.name, published: input.published, imageId: photo?.id ?? null },
      });
      return row.id;
    });
    reply.code(201);
    return findAdminStory(db, id);
  });

  app.put('/impact/stories/:id', { config: { access: 'stories' } }, async (request) => {
    const id = pathId(request.params, 'impact.storyNotFound');
    const input = parseOr400(storyInputSchema, request.body, 'request.checkFields');
    await db.transaction(async (tx) => {
      const before = await lockStory(tx, id);
      if (input.updatedAt && input.updatedAt !== before.updatedAt.toISOString())
        throw new HttpError(409, 'request.changedElsewhere');
      const english = storyEnglish(nullable(input));
      const { translations, changed } = mergeTranslations<Text>(
        before.translations,
        input.translations,
        { before: storyEnglish(before), after: english },
        STORY_TEXT,
        input.reviewed,
      );
      // Absent: the photo stays as it is; null: removed; an image: that upload.
      const photo =
        input.image === undefined
          ? { id: before.imageId, url: before.imageUrl }
          : input.image === null
            ? { id: null, url: null }
            : await attachPhoto(tx, request, input.image);
      const [row] = await tx
        .update(successStories)
        .set({
          name: input.name,
          ...english,
          year: input.year ?? null,
          imageId: photo.id,
          imageUrl: photo.url,
          published: input.published,
          translations,
        })
        .where(eq(successStories.id, id))
        .returning();
      await keepRevision(
        tx,
        { type: 'story', id, action: 'saved', actor: actorOf(staffOf(request).user), snapshot: storySnapshot(row) },
        { snapshot: storySnapshot(before), at: before.updatedAt },
      );
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'story.updated',
        target: { type: 'story', id },
        details: {
          name: input.name,
          changed: changedFields(
            {
              ...storyEnglish(before),
              name: before.name,
              year: before.year,
              published: before.published,
              imageId: before.imageId,
            },
            { ...english, name: input.name, year: input.year ?? null, published: input.published, imageId: photo.id },
          ),
          translationsChanged: changed,
          reviewed: input.reviewed ?? [],
        },
      });
    });
    return findAdminStory(db, id);
  });

  app.post('/impact/stories/:id/published', { config: { access: 'stories' } }, async (request) => {
    const id = pathId(request.params, 'impact.storyNotFound');
    const { published } = parseOr400(publishedSchema, request.body);
    await db.transaction(async (tx) => {
      const before = await lockStory(tx, id);
      if (before.published === published) return;
      const [row] = await tx.update(successStories).set({ published }).where(eq(successStories.id, id)).returning();
      await keepRevision(
        tx,
        {
          type: 'story',
          id,
          action: published ? 'published' : 'unpublished',
          actor: actorOf(staffOf(request).user),
          snapshot: storySnapshot(row),
        },
        { snapshot: storySnapshot(before), at: before.updatedAt },
      );
      await recordAudit(tx, {
        ...auditContext(request),
        action: published ? 'story.published' : 'story.unpublished',
        target: { type: 'story', id },
        details: { name: before.name },
      });
    });
    return findAdminStory(db, id);
  });

  app.put('/impact/stories/order', { config: { access: 'stories' } }, async (request) => {
    const { ids } = parseOr400(storyOrderSchema, request.body);
    await db.transaction(async (tx) => {
      const current = await tx
        .select({ id: successStories.id })
        .from(successStories)
        .orderBy(asc(successStories.position), asc(successStories.id))
        .for('update');
      const before = current.map((r) => r.id);
      if (!sameSet(before, ids)) throw new HttpError(409, 'request.listChanged');
      for (const [position, id] of ids.entries())
        await tx.update(successStories).set({ position }).where(eq(successStories.id, id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'stories.reordered',
        details: { from: before, to: ids },
      });
    });
    return listAdminStories(db);
  });

  // Every version of a metric or story, and restoring one (docs/decisions/039): ./history-routes.ts.
  await app.register(impactHistoryRoutes);
};

/** Empty optional text as null, as the columns keep it. */
function nullable<T extends { company?: string | null; location?: string | null; impact?: string | null }>(input: T) {
  return { ...input, company: input.company || null, location: input.location || null, impact: input.impact || null };
}

/**
 * A story's photo: the uploaded image must exist; its alt text (English required, checked by the schema) is
 * saved on the image in the story's transaction. The story's address is the 192 square WebP (avatars).
 */
async function attachPhoto(
  tx: Writer,
  request: FastifyRequest,
  image: { id: number; alt: Record<string, string | undefined> },
) {
  const item = await findMedia(tx, image.id);
  if (!item) throw new HttpError(400, 'impact.photoGone', { fields: { image: 'impact.uploadPhotoAgain' } });
  const alt = Object.fromEntries(Object.entries(image.alt).filter(([, text]) => text)) as Record<string, string>;
  if (JSON.stringify(alt) !== JSON.stringify(item.alt)) {
    await setMediaAlt(tx, item.id, alt);
    await recordAudit(tx, {
      ...auditContext(request),
      action: 'media.alt_changed',
      target: { type: 'media', id: item.id },
      details: { from: item.alt, to: alt },
    });
  }
  return { id: item.id, url: mediaUrl(item.hash, 192, 'webp') };
}
