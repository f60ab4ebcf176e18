import { NEWS_MAX_LIMIT, NEWS_MAX_OFFSET, NEWS_PAGE_SIZE } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { json, sendCached } from '../../lib/cached-response';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { onlyTrue } from '../../lib/query-params';

/** SPEC §7 query: published=true, limit 1-50, offset >= 0, optional exact category. */
const listQuery = z.object({
  published: onlyTrue('published'),
  limit: z.coerce.number().int().min(1).max(NEWS_MAX_LIMIT).default(NEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(NEWS_MAX_OFFSET).default(0),
  category: z.string().trim().min(1).max(100).optional(),
});
/** No slug is longer than this, so a longer one is simply not found. */
const SLUG_MAX = 200;

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news', { compress: false }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query, 'Invalid news query');
    const key = `api:news:${query.limit}:${query.offset}:${query.category ?? ''}`;
    return sendCached(app, request, reply, key, async () => {
      const list = await app.content.listNews(query);
      return json(list, list.articles.length === 0);
    });
  });

  app.get('/news/:slug', { compress: false }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (slug.length > SLUG_MAX) throw new HttpError(404, 'Article not found');
    return sendCached(app, request, reply, `api:article:${slug}`, async () => {
      const article = await app.content.getNewsArticle(slug);
      if (!article) throw new HttpError(404, 'Article not found');
      return json(article);
    });
  });
};
