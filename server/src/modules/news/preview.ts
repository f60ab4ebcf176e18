import { NEWS_LANGUAGES, type NewsLanguage } from '@common/admin/news';
import type { ContentApi } from '@common/content-api';
import type { NewsArticle } from '@common/news';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { publicConfigOf } from '../../routes/pages';
import { loadArticle } from './admin-repository';
import { articleId } from './admin-shared';

const previewQuery = z.object({ lang: z._default(z.enum(NEWS_LANGUAGES, 'Choose en, fr or sw'), 'en') });

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
 * in that language (English with the notice when there is no translation), for signed-in staff only
 * (the admin guard), never stored in any cache, never indexed.
 */
export const previewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news/:id/preview', { config: { access: 'news' } }, async (request, reply) => {
    const id = articleId(request);
    const { lang } = parseOr400(previewQuery, request.query);
    const renderer = app.renderer;
    if (!renderer) throw new HttpError(503, 'news.previewUnavailable');
    const loaded = await loadArticle(app.database.db, id);
    if (!loaded) throw new HttpError(404, 'news.notFound');
    const { copy, row } = loaded;
    const version = copy.versions[lang] ?? copy.versions.en;
    if (!version) throw new HttpError(404, 'news.noText');
    const textLang: NewsLanguage = copy.versions[lang] ? lang : 'en';
    const alternates: NewsArticle['alternates'] = {};
    for (const language of NEWS_LANGUAGES) {
      const slug = copy.versions[language]?.slug;
      if (slug) alternates[language] = slug;
    }
    const article: NewsArticle = {
      id: row.id,
      slug: version.slug,
      title: version.title,
      excerpt: version.excerpt,
      content: version.contentHtml,
      category: copy.category,
      author: copy.author,
      imageUrl: copy.imageUrl,
      publishedAt: (row.status === 'published' ? row.publishedAt : app.clock.now()).toISOString(),
      lang: textLang,
      alternates,
    };
    // The public reads, except that this article's address shows the working copy.
    const content: ContentApi = {
      listNews: (query) => app.content.listNews(query),
      featuredNews: (locale) => app.content.featuredNews(locale),
      listMetrics: (locale) => app.content.listMetrics(locale),
      listStories: (locale) => app.content.listStories(locale),
      siteIdentity: () => app.content.siteIdentity(),
      entries: (kind, locale) => app.content.entries(kind, locale),
      calendar: () => app.content.calendar(),
      getNewsArticle: async (slug, locale) =>
        slug === version.slug ? article : app.content.getNewsArticle(slug, locale),
    };
    const page = await renderer.render({
      url: `/news/${encodeURIComponent(version.slug)}`,
      locale: lang,
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
