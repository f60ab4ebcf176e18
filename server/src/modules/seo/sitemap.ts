import { LOCALES, type Locale } from '@common/locale';
import { hreflangAlternates, localisedUrl } from '@common/locale-urls';
import { PUBLIC_PAGES } from '@common/pages';
import type { FastifyPluginAsync } from 'fastify';
import { sendProduced } from '../../lib/cached-response';
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
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod, versions }) => {
    if (versions) return versionUrls(publicUrl, versions, lastmod);
    const links = hreflangAlternates(publicUrl, path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('\n');
    const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(localisedUrl(publicUrl, path, locale))}</loc>${modified}\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
    const articles = await listVisibleArticles(app.database.db, app.clock.now());
    const newest = articles.map(lastModified).sort((a, b) => b.getTime() - a.getTime())[0];
    const entries: SitemapEntry[] = [
      ...PUBLIC_PAGES.map(({ key, path }) => ({ path, lastmod: key === 'news' ? newest : undefined })),
      ...articles.map((article) => ({
        path: `/news/${encodeURIComponent(article.slug)}`,
        lastmod: new Date(Math.max(...article.versions.map((v) => lastModified(v).getTime()))),
        versions: article.versions.map((v) => ({ locale: v.lang, path: `/news/${encodeURIComponent(v.slug)}` })),
      })),
    ];
    const changed = entries.flatMap((entry) => (entry.lastmod ? [entry.lastmod.getTime()] : []));
    reply.header('Cache-Control', FEED_CACHE_CONTROL);
    return sendProduced(request, reply, {
      status: 200,
      type: 'application/xml; charset=utf-8',
      body: renderSitemap(app.config.publicUrl, entries),
      lastModified: changed.length > 0 ? new Date(Math.max(...changed)) : undefined,
    });
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`),
  );
};
