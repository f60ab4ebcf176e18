import { ARTICLE_WORDS } from '@common/admin/news';
import type { ContentApi } from '@common/content-api';
import { LOCALES } from '@common/locale';
import { asText, originalLocale, shownLocale, writtenIn } from '@common/model/versions';
import type { NewsArticle } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { publicConfigOf } from '../../config';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { loadArticle } from './admin-repository';
import { articleId } from './admin-shared';

const previewQuery = z.object({ lang: z.optional(z.enum(LOCALES, 'Choose en, fr or sw')) });

/**
 * The preview's own policy: the page's styles and images, and no script at all. The page is the real
 * server render, complete without JavaScript; not hydrating it keeps the browser from re-rendering it
 * for the preview's address (which no public route matches).
 */
const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * GET /api/admin/news/:id/preview?lang=fr: the working copy rendered exactly as its public page would be
 * for a reader of that language: its version in it, or (not written in it) its original version with the
 * notice naming its language (docs/decisions/079); without ?lang=, the original as a crawler reads it. For
 * signed-in staff only (the admin guard), never stored in any cache, never indexed.
 */
export const previewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news/:id/preview', { config: { access: 'news' } }, async (request, reply) => {
    const id = articleId(request);
    const query = parseOr400(previewQuery, request.query);
    const renderer = app.renderer;
    if (!renderer) throw new HttpError(503, 'news.previewUnavailable');
    const loaded = await loadArticle(app.database.db, id);
    if (!loaded) throw new HttpError(404, 'news.notFound');
    const { record, row } = loaded;
    const shown = query.lang
      ? shownLocale(record.versions, query.lang, ARTICLE_WORDS)
      : originalLocale(record.versions, ARTICLE_WORDS);
    if (!shown) throw new HttpError(404, 'news.noText');
    const words = record.versions[shown]?.words ?? {};
    const alternates: NewsArticle['alternates'] = {};
    for (const locale of writtenIn(record.versions, ARTICLE_WORDS)) {
      const slug = asText(record.versions[locale]?.words.slug);
      if (slug) alternates[locale] = slug;
    }
    const slug = asText(words.slug) || `article-${row.id}-${shown}`;
    const article: NewsArticle = {
      id: row.id,
      slug,
      title: asText(words.title),
      excerpt: asText(words.excerpt),
      content: asText(words.contentHtml),
      category: record.values.category ?? '',
      author: record.values.author ?? '',
      imageUrl: record.values.imageUrl,
      imageAlt: asText(words.imageAlt) || null,
      publishedAt: (row.status === 'published' ? row.publishedAt : app.clock.now()).toISOString(),
      lang: shown,
      alternates: { ...alternates, [shown]: slug },
      companies: record.values.companies,
    };
    // The public reads, except that this article's address shows the working copy.
    const content: ContentApi = {
      listNews: (q) => app.content.listNews(q),
      featuredNews: (locale) => app.content.featuredNews(locale),
      listMetrics: (locale) => app.content.listMetrics(locale),
      listStories: (locale) => app.content.listStories(locale),
      siteIdentity: () => app.content.siteIdentity(),
      entries: (kind, locale) => app.content.entries(kind, locale),
      calendar: () => app.content.calendar(),
      getNewsArticle: async (wanted) => (wanted === slug ? article : app.content.getNewsArticle(wanted)),
    };
    const page = await renderer.render({
      url: `/news/${encodeURIComponent(slug)}`,
      locale: query.lang ?? shown,
      content,
      config: publicConfigOf(app.config),
    });
    const html = page.html.replace('<head>', '<head>\n    <meta name="robots" content="noindex, nofollow" />');
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Content-Security-Policy', PREVIEW_CSP)
      .send(html);
  });
};
