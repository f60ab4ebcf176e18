import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locale';
import { isPageKey } from '@common/pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { digestOf, entityTag, httpDate, notModified } from '../../lib/conditional';
import { Lru } from '../../lib/lru';
import { findCompanyPage } from '../entries';
import { findVisibleArticle, lastModified } from '../news';
import { categoryLabel, dictionaries, pageCardText } from './page-text';
import { renderShareCard, type ShareCard } from './share-card';

/** Rendering takes ~30 ms; 9 pages and 10 companies x 3 languages plus the recent articles fit comfortably. */
const CACHE_SIZE = 200;

const formatDate = (date: Date, locale: string) => {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
};

export const shareImageRoutes: FastifyPluginAsync = async (app) => {
  // Promises, so simultaneous first requests for one image render it once; the digest is its ETag's.
  const cache = new Lru<{ card: Promise<{ png: Buffer; digest: string }>; stamp?: number }>(CACHE_SIZE);
  const host = new URL(app.config.publicUrl).host;

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    card: () => ShareCard,
    lastModified?: Date,
  ) => {
    let rendered = cache.get(key)?.card;
    if (!rendered) {
      rendered = renderShareCard(card()).then((png) => ({ png, digest: digestOf(png) }));
      cache.set(key, { card: rendered });
      rendered.catch(() => cache.delete(key));
    }
    const { png, digest } = await rendered;
    const etag = entityTag(digest);
    reply
      .header('Cache-Control', 'public, max-age=86400')
      // Share cards are fetched by other sites' crawlers and previews; let them embed the image.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('ETag', etag);
    if (lastModified) reply.header('Last-Modified', httpDate(lastModified));
    if (notModified(request, etag, lastModified)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  };

  const notFound = (reply: FastifyReply, what: string) =>
    reply.code(404).send({ success: false, message: `No share image for ${what}` });

  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/og/:file', async (request, reply) => {
    const key = request.params.file.replace(/\.png$/, '');
    if (!request.params.file.endsWith('.png') || !isPageKey(key)) return notFound(reply, request.params.file);
    const locale: Locale = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
    return send(request, reply, `page:${key}:${locale}`, () => ({ ...pageCardText(key, locale), footer: host }));
  });

  // A company's page (docs/decisions/084) in each language: its name over its tagline, under its sector (or
  // the words every company page opens with). Kept by the record's newest change, so a save makes a new card.
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/og/companies/:file',
    async (request, reply) => {
      const { file } = request.params;
      const locale: Locale = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
      const page = file.endsWith('.png') ? await findCompanyPage(app.database.db, file.slice(0, -4), locale) : null;
      if (!page) return notFound(reply, file);
      const { company, changedAt } = page;
      return send(
        request,
        reply,
        `company:${company.slug}:${locale}:${changedAt.getTime()}`,
        () => ({
          label: company.sector || dictionaries[locale].company.hero.eyebrow,
          title: company.name,
          subtitle: company.tagline,
          footer: host,
        }),
        changedAt,
      );
    },
  );

  app.get<{ Params: { file: string } }>('/og/news/:file', async (request, reply) => {
    const { file } = request.params;
    const article = file.endsWith('.png')
      ? await findVisibleArticle(app.database.db, file.slice(0, -4), app.clock.now())
      : null;
    if (!article) return notFound(reply, file);
    // The card speaks the language of the version at this slug.
    const locale: Locale = article.lang;
    const modified = lastModified(article).getTime();
    return send(
      request,
      reply,
      `news:${article.slug}:${modified}`,
      () => ({
        label: `${dictionaries[locale].common.nav.news} · ${categoryLabel(article.category, locale)}`,
        title: article.title,
        subtitle: article.excerpt,
        footer: `${host} · ${formatDate(article.publishedAt, article.lang)}`,
      }),
      new Date(modified),
    );
  });
};
