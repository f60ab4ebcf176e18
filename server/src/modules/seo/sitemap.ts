import { LOCALES, type Locale } from '@common/locale';
import { hreflangAlternates, localisedUrl } from '@common/locale-urls';
import { PUBLIC_PAGES } from '@common/pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendProduced } from '../../lib/cached-response';
import { HttpError } from '../../lib/http-error';
import { lastModified, listVisibleArticles } from '../news/visible-articles';
import { escapeXml } from './xml';

/** Crawlers may keep it five minutes; the server itself reads the database on every request. */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

interface SitemapEntry {
  path: string;
  lastmod?: Date;
  /**
   * An article: only the language versions that exist, each at its own slug (the page in every
   * language otherwise). x-default is the English version.
   */
  versions?: { locale: Locale; path: string }[];
}

const link = (hreflang: string, href: string) =>
  `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

function versionUrls(publicUrl: string, versions: { locale: Locale; path: string }[], lastmod?: Date): string[] {
  const hrefs = versions.map((v) => ({ hreflang: v.locale, href: localisedUrl(publicUrl, v.path, v.locale) }));
  const english = hrefs.find((h) => h.hreflang === 'en');
  const links = [...hrefs, ...(english ? [{ hreflang: 'x-default', href: english.href }] : [])]
    .map((h) => link(h.hreflang, h.href))
    .join('\n');
  const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return hrefs.map((h) => `  <url>\n    <loc>${escapeXml(h.href)}</loc>${modified}\n${links}\n  </url>`);
}

/**
 * One <url> per page and language (Google's rule for localised sitemaps: every version is listed
 * and names all its alternates, itself included), with x-default on the bare English address.
 */
export function sitemapUrls(publicUrl: string, entries: SitemapEntry[]): { xml: string; lastmod?: Date }[] {
  return entries.flatMap(({ path, lastmod, versions }) => {
    const blocks = versions
      ? versionUrls(publicUrl, versions, lastmod)
      : (() => {
          const links = hreflangAlternates(publicUrl, path)
            .map((a) => link(a.hreflang, a.href))
            .join('\n');
          const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
          return LOCALES.map(
            (locale) =>
              `  <url>\n    <loc>${escapeXml(localisedUrl(publicUrl, path, locale))}</loc>${modified}\n${links}\n  </url>`,
          );
        })();
    return blocks.map((xml) => ({ xml, lastmod }));
  });
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function renderUrlset(urls: { xml: string }[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map((u) => u.xml),
    '</urlset>',
    '',
  ].join('\n');
}

/** The address of the n-th part (from 1) of a sitemap too large for one file. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** The sitemap index: one <sitemap> per part, with the newest change of the part when one is known. */
function renderIndex(publicUrl: string, parts: { xml: string; lastmod?: Date }[][]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part, i) => {
      const newest = newestOf(part);
      const modified = newest ? `\n    <lastmod>${newest.toISOString()}</lastmod>` : '';
      return `  <sitemap>\n    <loc>${escapeXml(publicUrl + sitemapPartPath(i + 1))}</loc>${modified}\n  </sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}

function newestOf(urls: { lastmod?: Date }[]): Date | undefined {
  const times = urls.flatMap((u) => (u.lastmod ? [u.lastmod.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

/**
 * The sitemap as files: one <urlset> when every address fits in one file (the protocol allows 50,000),
 * else an index (`/sitemap.xml`) and its parts (`/sitemap-1.xml`, …), each within the limit.
 */
export function renderSitemap(
  publicUrl: string,
  entries: SitemapEntry[],
  perFile = 50_000,
): { index: string; parts: { xml: string; lastmod?: Date }[] } {
  const urls = sitemapUrls(publicUrl, entries);
  if (urls.length <= perFile) return { index: renderUrlset(urls), parts: [] };
  const chunks: { xml: string; lastmod?: Date }[][] = [];
  for (let i = 0; i < urls.length; i += perFile) chunks.push(urls.slice(i, i + perFile));
  return {
    index: renderIndex(publicUrl, chunks),
    parts: chunks.map((chunk) => ({ xml: renderUrlset(chunk), lastmod: newestOf(chunk) })),
  };
}

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  async function entries(): Promise<SitemapEntry[]> {
    const articles = await listVisibleArticles(app.database.db, app.clock.now());
    const newest = articles.map(lastModified).sort((a, b) => b.getTime() - a.getTime())[0];
    return [
      ...PUBLIC_PAGES.map(({ key, path }) => ({ path, lastmod: key === 'news' ? newest : undefined })),
      ...articles.map((article) => ({
        path: `/news/${encodeURIComponent(article.slug)}`,
        lastmod: new Date(Math.max(...article.versions.map((v) => lastModified(v).getTime()))),
        versions: article.versions.map((v) => ({ locale: v.lang, path: `/news/${encodeURIComponent(v.slug)}` })),
      })),
    ];
  }
  const send = (request: FastifyRequest, reply: FastifyReply, body: string, lastmod: Date | undefined) => {
    reply.header('Cache-Control', FEED_CACHE_CONTROL);
    return sendProduced(request, reply, {
      status: 200,
      type: 'application/xml; charset=utf-8',
      body,
      lastModified: lastmod,
    });
  };

  app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
    const list = await entries();
    const { index } = renderSitemap(app.config.publicUrl, list, app.config.SITEMAP_URLS_PER_FILE);
    return send(request, reply, index, newestOf(list));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { compress: false }, async (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const { parts } = renderSitemap(app.config.publicUrl, await entries(), app.config.SITEMAP_URLS_PER_FILE);
    const part = parts[n - 1];
    if (!part) throw new HttpError(404, { message: 'There is no such part of the sitemap' });
    return send(request, reply, part.xml, part.lastmod);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`),
  );
};
