import type { AdminArticle } from '@common/admin/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { staffLocaleOf as staffLocale } from '../auth';
import { latestArticleRevision, loadArticle, toAdminArticle } from './admin-repository';

/** The article id in the address (`/news/:id/...`): 400 when not a number, 404 when no article can have it. */
export const articleId = (request: FastifyRequest) => pathId(request.params, 'news.notFound');
/** Three languages of rich text fit in this (the app's default body limit is 64 KB). */
export const DRAFT_BODY_LIMIT = 2 * 1024 * 1024;

/** The staff member's language: articles are named in it where written. */
export { staffLocale };

/** The article of this request, locked for the change (404 when there is none). */
export async function lockArticle(tx: Writer, request: FastifyRequest) {
  const loaded = await loadArticle(tx, articleId(request), true);
  if (!loaded) throw new HttpError(404, 'news.notFound');
  return loaded;
}

/** The article as the editor reads it, after the change committed. */
export async function readArticle(app: FastifyInstance, request: FastifyRequest, id: number): Promise<AdminArticle> {
  const db = app.database.db;
  const loaded = await loadArticle(db, id);
  if (!loaded) throw new HttpError(404, 'news.notFound');
  return toAdminArticle(loaded, {
    now: app.clock.now(),
    locale: staffLocale(request),
    revision: await latestArticleRevision(db, id),
  });
}
