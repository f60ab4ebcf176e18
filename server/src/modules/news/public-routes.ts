import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@common/locale';
import { NEWS_MAX_LIMIT, NEWS_MAX_OFFSET, NEWS_PAGE_SIZE } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { json, sendCached } from '../../lib/cached-response';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { onlyTrue } from '../../lib/query-params';

/** An unknown language is the default's, as on the pages (no 400 for ?lang=xx: the answer is still right). */
const lang = z.preprocess((value) => (isLocale(value) ? value : DEFAULT_LOCALE), z.enum(LOCALES));

/**
 * SPEC §7 query: published=true, limit 1-50, offset >= 0, optional exact category; plus the visitor's
 * language, an optional company (its slug: the articles about it, decision 085; with a category, both), and
 * featured=true for the home page's three (limit and offset then do not apply).
 */
const listQuery = z.object({
  published: onlyTrue('published'),
  featured: onlyTrue('featured'),
  limit: z.coerce.number().int().min(1).max(NEWS_MAX_LIMIT).default(NEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(NEWS_MAX_OFFSET).default(0),
  category: z.string().trim().min(1).max(100).optional(),
  company: z.string().trim().min(1).max(100).optional(),
  lang,
});
/** No slug is longer than this, so a longer one is simply not found. */
const SLUG_MAX = 200;

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news', { compress: false }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query, { message: 'Invalid news query' });
    const locale: Locale = query.lang;
    if (query.featured) {
      return sendCached(app, request, reply, `api:news:featured:${locale}`, async (content) => {
        const articles = await content.featuredNews(locale);
        return json({ articles, total: articles.length });
      });
    }
    // The company as written in an address (no colon), so that it and the category never run into each other.
    const company = encodeURIComponent(query.company ?? '');
    const key = `api:news:${locale}:${query.limit}:${query.offset}:${company}:${query.category ?? ''}`;
    return sendCached(app, request, reply, key, async (content) => {
      const list = await content.listNews({ ...query, locale });
      return json(list, list.articles.length === 0);
    });
  });

  // The version this slug names (every version has its own slug, docs/decisions/079), whatever the reader's
  // language: the answer depends on the slug alone, and so does its key (a `lang` in the query is ignored).
  app.get('/news/:slug', { compress: false }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (slug.length > SLUG_MAX) throw new HttpError(404, { message: 'Article not found' });
    // An old slug's permanent redirect is stored like any answer: a cached read is one lookup.
    return sendCached(app, request, reply, `api:article:${slug}`, async (content) => {
      const article = await content.getNewsArticle(slug);
      if (article) return json(article);
      const target = await content.newsRedirect(slug);
      if (target?.to === 'gone') throw new HttpError(410, { message: 'This article has been removed' });
      if (target) {
        const path = target.to === 'article' ? `/api/news/${encodeURIComponent(target.slug)}` : '/api/news';
        return { status: 301, type: 'text/plain; charset=utf-8', body: '', headers: { Location: path } };
      }
      throw new HttpError(404, { message: 'Article not found' });
    });
  });
};
