import type { AdminArticle, Revision, RevisionItem } from '@common/admin/news';
import type { FastifyPluginAsync } from 'fastify';
import { newsDrafts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { recordAudit } from '../audit/repository';
import { staffOf } from '../staff/access';
import { auditContext } from '../staff/context';
import { articleId, lockArticle, readArticle } from './admin-shared';
import { addRevision, findRevision, listRevisions } from './revisions';

/** The history of an article's working copy: every saved version can be read and restored as the draft. */
export const revisionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'news' as const;

  app.get('/news/:id/revisions', { config: { access } }, async (request): Promise<RevisionItem[]> => {
    const id = articleId(request);
    await readArticle(app, id);
    return listRevisions(db, id);
  });

  app.get('/news/:id/revisions/:revisionId', { config: { access } }, async (request): Promise<Revision> => {
    const id = articleId(request);
    const revisionId = pathId(request.params, 'news.noRevision', 'revisionId');
    const revision = await findRevision(db, id, revisionId);
    if (!revision) throw new HttpError(404, 'news.noRevision');
    return revision;
  });

  /** Restoring makes the old version the working copy; the site keeps showing what it showed. */
  app.post(
    '/news/:id/revisions/:revisionId/restore',
    { config: { access } },
    async (request): Promise<AdminArticle> => {
      const revisionId = pathId(request.params, 'news.noRevision', 'revisionId');
      const { user } = staffOf(request);
      const now = app.clock.now();
      const id = await db.transaction(async (tx) => {
        const loaded = await lockArticle(tx, request);
        const revision = await findRevision(tx, loaded.row.id, revisionId);
        if (!revision) throw new HttpError(404, 'news.noRevision');
        // Stored versions were sanitised when saved; again here, in case the sanitiser's rules tightened since.
        const data = structuredClone(revision.data);
        for (const version of Object.values(data.versions)) {
          if (version) version.contentHtml = sanitizeArticleHtml(version.contentHtml);
        }
        await tx
          .insert(newsDrafts)
          .values({ articleId: loaded.row.id, data, savedAt: now, savedBy: user.id })
          .onConflictDoUpdate({ target: newsDrafts.articleId, set: { data, savedAt: now, savedBy: user.id } });
        await addRevision(tx, { articleId: loaded.row.id, kind: 'restored', data, user, now });
        await recordAudit(tx, {
          ...auditContext(request),
          action: 'news.restored',
          target: { type: 'news', id: loaded.row.id },
          details: { revisionId, from: revision.createdAt, title: revision.title },
        });
        return loaded.row.id;
      });
      return readArticle(app, id);
    },
  );
};
