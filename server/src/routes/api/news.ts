import { newsListQuerySchema } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { onlyTrue } from './query';

const listQuery = newsListQuerySchema.extend({ published: onlyTrue('published') });
const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news', async (request) => {
    const query = parseOr400(listQuery, request.query, 'Invalid news query');
    return app.content.listNews(query);
  });

  app.get('/news/:slug', async (request) => {
    const { slug } = parseOr400(slugParams, request.params);
    const article = await app.content.getNewsArticle(slug);
    if (!article) throw new HttpError(404, 'Article not found');
    return article;
  });
};
