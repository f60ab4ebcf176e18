import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@common/locale';
import { companyPath } from '@common/pages';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { publicConfigOf } from '../config';
import { errorFields, stackFrames } from '../db/logger';
import { isDatabaseUnavailable } from '../db/unavailable';
import { answerOtherMethod } from '../lib/allowed-methods';
import { sendCached } from '../lib/cached-response';
import { HttpError } from '../lib/http-error';
import { negotiationHook } from '../lib/negotiation';
import { RETRY_AFTER_S } from '../plugins/errors';
import { errorPage } from '../ssr/error-page';
import { storedNotFoundPages } from '../ssr/not-found-pages';
import type { PageRenderer } from '../ssr/renderer';
import { pageAddress } from './page-address';

const YEAR_S = 365 * 24 * 60 * 60;
const PAGE_METHODS = ['GET', 'HEAD'] as const;
const ARTICLE_ADDRESS = /^\/news\/([^/?]+)$/;
const COMPANY_ADDRESS = /^\/companies\/([^/?]+)$/;

const decodeSlug = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** An old article address: the page is a permanent redirect to the article's current one. */
class MovedTo extends Error {
  constructor(readonly location: string) {
    super(`moved to ${location}`);
  }
}

/**
 * The visitor's own language: ?lang= wins (and is saved), then the cookie the language switcher sets; none
 * for a visitor who chose none (a crawler, a first visit). Pages then speak the default language, and an
 * article's address its version's (docs/decisions/079).
 */
function chosenLocale(request: FastifyRequest): { chosen: Locale | undefined; fromQuery: boolean } {
  const query = (request.query as Record<string, unknown>).lang;
  if (isLocale(query)) return { chosen: query, fromQuery: true };
  const cookie = request.cookies[LOCALE_COOKIE];
  return { chosen: isLocale(cookie) ? cookie : undefined, fromQuery: false };
}

/** The part of an article page's cache key that stands for a visitor with no language of their own. */
const OWN_LANGUAGE = 'own';

export const pageRoutes = (renderer: PageRenderer): FastifyPluginAsync =>
  async function pages(app) {
    await app.register(cookie);
    const publicConfig = publicConfigOf(app.config);
    // Not in development, where the pages' code changes under a running server.
    const storedNotFound =
      app.config.NODE_ENV === 'development'
        ? undefined
        : storedNotFoundPages(renderer, app.cache, (tags) => app.content.tracking(tags), publicConfig);
    if (renderer.clientDir) {
      app.addHook('onRequest', negotiationHook);
      await app.register(fastifyStatic, {
        root: renderer.clientDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The template is filled per request; it is never served as it is.
        allowedPath: (path) => path !== '/index.html',
        setHeaders: (reply, path) => {
          // Hashed build assets never change; other files (images, icons) may be replaced by staff.
          const immutable = path.includes('/assets/');
          reply.header('Cache-Control', immutable ? `public, max-age=${YEAR_S}, immutable` : 'public, max-age=86400');
        },
      });
    }
    if (renderer.vite) {
      await app.register(import('@fastify/middie'));
      app.use(renderer.vite.middlewares);
    }

    // Pages are only read: other methods get 405 with Allow (OPTIONS 204), before any body is read.
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      onRequest: async (request, reply) => answerOtherMethod(request, reply, PAGE_METHODS),
      handler: async () => undefined,
    });

    app.get('/*', { compress: false }, async (request, reply) => {
      const address = pageAddress(request.url);
      if (address.redirect) return reply.code(301).header('Location', address.redirect).send();
      const { chosen, fromQuery } = chosenLocale(request);
      // The language the page speaks when it is not an article's (an error page, a made-up address).
      let locale: Locale = chosen ?? DEFAULT_LOCALE;
      const article = ARTICLE_ADDRESS.exec(address.url);
      if (fromQuery && chosen) {
        reply.setCookie(LOCALE_COOKIE, chosen, {
          path: '/',
          maxAge: YEAR_S,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      }
      // The page depends on the language cookie, so shared caches must key on it; browsers revalidate.
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      // A page depends only on its path, the parameters it reads, its visitor's language and the content:
      // rendered once per content version (page-address.ts leaves other parameters out). An article's
      // address answers a visitor with no language in its version's own (docs/decisions/079), so that
      // answer has its own key: a visitor who asked for English first must not decide what a crawler gets.
      const key = `page:${chosen ?? (article ? OWN_LANGUAGE : DEFAULT_LOCALE)}:${address.url}`;
      try {
        return await sendCached(app, request, reply, key, async (content, tags) => {
          if (article) {
            const slug = decodeSlug(article[1]);
            const shown = await content.getNewsArticle(slug);
            if (shown) {
              // A visitor whose language the article is published in reads that version, at its address;
              // one whose language it is not in reads this one, the page around it in their language.
              const own = chosen ? shown.alternates[chosen] : undefined;
              if (own && own !== slug)
                return {
                  status: 302,
                  type: 'text/plain; charset=utf-8',
                  body: '',
                  headers: { Location: `/news/${encodeURIComponent(own)}` },
                };
              locale = chosen ?? shown.lang;
            }
          }
          // A made-up address: the stored not-found page with this address in it, no render of its own.
          const notFound = await storedNotFound?.(address.url, locale, content, tags);
          if (notFound !== undefined) return { status: 404, type: 'text/html; charset=utf-8', body: notFound };
          const page = await renderer.render({ url: address.url, locale, content, config: publicConfig });
          // An article's old slug (changed by staff) leads to its current address for good (decision 019).
          // Looked up only for an article not found, inside the cached load, so a flood of made-up
          // slugs is held to the miss budget like any other miss; thrown, so it is never stored.
          // A deleted article's address answers as chosen on delete: moved, or 410 Gone with the article
          // page's own "doesn't exist or has been removed", stored like any page.
          if (article && page.status === 404) {
            const target = await content.newsRedirect(decodeSlug(article[1]));
            // The version's address names its language by its slug; ?lang= stays the visitor's own choice.
            const search = fromQuery ? `?lang=${locale}` : '';
            if (target?.to === 'article') throw new MovedTo(`/news/${encodeURIComponent(target.slug)}${search}`);
            if (target?.to === 'list') throw new MovedTo(`/news${search}`);
            if (target?.to === 'gone') return { status: 410, type: 'text/html; charset=utf-8', body: page.html };
          }
          // A company's old slug (changed by staff) leads to its current page for good (decision 084).
          const company = page.status === 404 ? COMPANY_ADDRESS.exec(address.url) : null;
          if (company) {
            const target = await content.companyRedirect(decodeSlug(company[1]));
            if (target) throw new MovedTo(`${companyPath(target)}${fromQuery ? `?lang=${locale}` : ''}`);
          }
          return { status: page.status, type: 'text/html; charset=utf-8', body: page.html };
        });
      } catch (error) {
        if (error instanceof MovedTo) return reply.code(301).header('Location', error.location).send();
        // A page, not JSON: the database away for a moment is a friendly 503 the visitor can retry; a
        // client over its budget of uncached pages (lib/miss-budget.ts) a 429.
        const busy = error instanceof HttpError && error.statusCode === 429;
        const unavailable = isDatabaseUnavailable(error);
        const status = busy ? 429 : unavailable ? 503 : 500;
        if (unavailable) request.log.warn({ err: errorFields(error) }, 'page unavailable: database unreachable');
        else if (!busy) request.log.error({ err: errorFields(error), stack: stackFrames(error) }, 'page failed');
        if (busy || unavailable) reply.header('Retry-After', busy ? '1' : String(RETRY_AFTER_S));
        return reply
          .code(status)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(errorPage(status, locale, address.url));
      }
    });
  };
