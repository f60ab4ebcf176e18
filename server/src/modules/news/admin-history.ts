import { ARTICLE_WORDS, type ArticleRevision, type ArticleRevisionDetail } from '@common/admin/news';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { findRevision, listRevisions } from '../records';
import { loadArticle } from './admin-repository';
import { articleId, staffLocale } from './admin-shared';
import { articleLabel } from './record';

/**
 * An article's history, the one history of every record (docs/decisions/078): every saved working copy,
 * each publication, and the last autosave of each sitting. "Restore as draft" reads a version here, puts it
 * in the form, and the person saves it as a change (`restoredFrom`); nothing is restored by the server on
 * its own, so nothing can be published by a restore.
 */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'news' as const;

  app.get('/news/:id/history', { config: { access } }, async (request): Promise<ArticleRevision[]> => {
    const id = articleId(request);
    if (!(await loadArticle(db, id))) throw new HttpError(404, 'news.notFound');
    const locale = staffLocale(request);
    return listRevisions(db, 'news', id, { words: ARTICLE_WORDS, label: (s) => articleLabel(s, locale) });
  });

  app.get('/news/:id/history/:revision', { config: { access } }, async (request): Promise<ArticleRevisionDetail> => {
    const id = articleId(request);
    const revision = pathId(request.params, 'news.noRevision', 'revision');
    const locale = staffLocale(request);
    return findRevision(db, 'news', id, revision, (s) => articleLabel(s, locale));
  });
};
