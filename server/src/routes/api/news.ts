import { NEWS_MAX_LIMIT, NEWS_PAGE_SIZE } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { json, sendCached } from '../../lib/cached-response';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { onlyTrue } from './query';

/** SPEC §7 query: published=true, limit 1-50, offset >= 0, optional exact category. */
const listQuery = z.object({
  published: onlyTrue('published'),
  limit: z.coerce.number().int().min(1).max(NEWS_MAX_LIMIT).default(NEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  category: z.string().trim().min(1).max(100).optional(),
});
const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news', { compress: false }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query, 'Invalid news query');
    const key = `api:news:${query.limit}:${query.offset}:${query.category ?? ''}`;
    return sendCached(app, request, reply, key, async () => json(await app.content.listNews(query)));
  });

  app.get('/news/:slug', { compress: false }, async (request, reply) => {
    const { slug } = parseOr400(slugParams, request.params);
    return sendCached(app, request, reply, `api:article:${slug}`, async () => {
      const article = await app.content.getNewsArticle(slug);
      if (!article) throw new HttpError(404, 'Article not found');
      return json(article);
    });
  });
};
