import { withinCompanies } from '@common/admin/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { companiesOfRequest } from '../auth';
import { articleCompanies, loadArticle } from './admin-repository';
import { articleId } from './admin-shared';

const namedIn = (body: unknown): number[] => {
  const companies = (body as { values?: { companies?: unknown } } | null)?.values?.companies;
  return Array.isArray(companies) ? companies.filter((id): id is number => typeof id === 'number') : [];
};

/**
 * News for staff limited to companies (docs/decisions/088), checked once for every news route of the
 * staff area: an article that names a company beyond theirs, or none, is answered as if it did not exist
 * (404, the same as an unknown id); a save keeps the article among their companies (400 on its companies
 * field otherwise); the featured picks are the group's home page (403). Group-wide staff pass untouched.
 */
export function guardArticleCompanies(app: FastifyInstance) {
  const db = app.database.db;
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const companies = companiesOfRequest(request);
    if (companies === null) return;
    // The route's pattern as registered, under the admin API's prefix: '/api/admin/news/:id/draft'.
    const route = request.routeOptions.url ?? '';
    if (route.endsWith('/news/featured')) throw new HttpError(403, 'request.groupOnly');
    if ((request.params as { id?: string }).id !== undefined) {
      const loaded = await loadArticle(db, articleId(request));
      if (!loaded || !withinCompanies(companies, articleCompanies(loaded))) throw new HttpError(404, 'news.notFound');
    }
    const saves = (request.method === 'POST' && route.endsWith('/news')) || route.endsWith('/news/:id/draft');
    if (saves && !withinCompanies(companies, namedIn(request.body))) {
      throw HttpError.ofFields(400, { companies: 'field.ownCompanies' });
    }
  });
}
