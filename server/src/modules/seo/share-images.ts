import { isLocale, type Locale } from '@common/locale';
import { isPageKey } from '@common/pages';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Lru } from '../../lib/lru';
import { findVisibleArticle, lastModified } from '../news/visible-articles';
import { categoryLabel, dictionaries, pageCardText } from './page-text';
import { renderShareCard, type ShareCard } from './share-card';

/** Rendering takes ~30 ms; 9 pages x 3 languages plus the recent articles fit comfortably. */
const CACHE_SIZE = 200;

const formatDate = (date: Date, locale: string) => {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
};

export const shareImageRoutes: FastifyPluginAsync = async (app) => {
  // Promises, so simultaneous first requests for one image render it once.
  const cache = new Lru<{ png: Promise<Buffer>; stamp?: number }>(CACHE_SIZE);
  const host = new URL(app.config.publicUrl).host;

  const send = async (reply: FastifyReply, key: string, card: () => ShareCard) => {
    let png = cache.get(key)?.png;
    if (!png) {
      png = renderShareCard(card());
      cache.set(key, { png });
      png.catch(() => cache.delete(key));
    }
    return (
      reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        // Share cards are fetched by other sites' crawlers and previews; let them embed the image.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(await png)
    );
  };

  const notFound = (reply: FastifyReply, what: string) =>
    reply.code(404).send({ success: false, message: `No share image for ${what}` });

  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/og/:file', async (request, reply) => {
    const key = request.params.file.replace(/\.png$/, '');
    if (!request.params.file.endsWith('.png') || !isPageKey(key)) return notFound(reply, request.params.file);
    const locale: Locale = isLocale(request.query.lang) ? request.query.lang : 'en';
    return send(reply, `page:${key}:${locale}`, () => ({ ...pageCardText(key, locale), footer: host }));
  });

  app.get<{ Params: { file: string } }>('/og/news/:file', async (request, reply) => {
    const { file } = request.params;
    const article = file.endsWith('.png')
      ? await findVisibleArticle(app.database.db, file.slice(0, -4), app.clock.now())
      : null;
    if (!article) return notFound(reply, file);
    // The card speaks the language of the version at this slug.
    const locale: Locale = article.lang;
    const modified = lastModified(article).getTime();
    return send(reply, `news:${article.slug}:${modified}`, () => ({
      label: `${dictionaries[locale].common.nav.news} · ${categoryLabel(article.category, locale)}`,
      title: article.title,
      subtitle: article.excerpt,
      footer: `${host} · ${formatDate(article.publishedAt, article.lang)}`,
    }));
  });
};
