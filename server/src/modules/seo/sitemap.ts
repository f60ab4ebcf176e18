import { LOCALES, type Locale } from '@common/locale';
import { hreflangAlternates, localisedUrl } from '@common/locale-urls';
import { articlePath } from '@common/news';
import { companyPath, PUBLIC_PAGES } from '@common/pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendProduced } from '../../lib/cached-response';
import { HttpError } from '../../lib/http-error';
import { type CompanyPage, listCompanyPages } from '../entries';
import { lastModified, listVisibleArticles, type VisibleArticle } from '../news';
import { escapeXml } from './xml';

/**
 * Crawlers may keep it five minutes. The server reads the articles listed on every request; only counts,
 * the parts' first keys and dates are kept (in the content cache, per news generation).
 */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

interface SitemapEntry {
  path: string;
  lastmod?: Date;
  /**
   * An article: only the language versions on the site, each at its own address, whose slug names its
   * language (docs/decisions/079); no x-default, as no address of an article is language-neutral. A page
   * is listed in every language otherwise.
   */
  versions?: { locale: Locale; path: string }[];
}

const link = (hreflang: string, href: string) =>
  `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

function versionUrls(publicUrl: string, versions: { locale: Locale; path: string }[], lastmod?: Date): string[] {
  const hrefs = versions.map((v) => ({ hreflang: v.locale, href: `${publicUrl}${v.path}` }));
  const links = hrefs.map((h) => link(h.hreflang, h.href)).join('\n');
  const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return hrefs.map((h) => `  <url>\n    <loc>${escapeXml(h.href)}</loc>${modified}\n${links}\n  </url>`);
}

/**
 * One <url> per page and language (Google's rule for localised sitemaps: every version is listed
 * and names all its alternates, itself included), with x-default on the bare English address.
 */
function sitemapUrls(publicUrl: string, entries: SitemapEntry[]): { xml: string; lastmod?: Date }[] {
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

/**
 * Addresses in one part of a sitemap index, far under the protocol's 50,000: a part is then about the size
 * of a small site's whole sitemap (1,000 articles in three languages) and takes as long to make. Parts of
 * 50,000 took 2 s each at 100,000 articles (a 28 MB file to read, write and compress per request); crawlers
 * fetch more, smaller files, and the index may name 50,000 of them (decision 055).
 */
export const SITEMAP_URLS_PER_PART = 3000;

/** The address of the n-th part (from 1) of a sitemap too large for one file. */
const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** The sitemap index: one <sitemap> per part, with the newest change of the part when one is known. */
function renderIndex(publicUrl: string, lastmods: (Date | undefined)[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lastmods.map((lastmod, i) => {
      const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return `  <sitemap>\n    <loc>${escapeXml(publicUrl + sitemapPartPath(i + 1))}</loc>${modified}\n  </sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}

function newestOf(dates: (Date | undefined)[]): Date | undefined {
  const times = dates.flatMap((d) => (d ? [d.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

const articleEntry = (article: VisibleArticle): SitemapEntry => ({
  path: articlePath(article.versions[0]?.slug ?? String(article.id)),
  lastmod: new Date(
    Math.max(lastModified(article).getTime(), ...article.versions.map((v) => lastModified(v).getTime())),
  ),
  versions: article.versions.map((v) => ({ locale: v.lang, path: articlePath(v.slug) })),
});

/** A company's page (docs/decisions/084): a page in every language, dated by its record's newest change. */
const companyEntry = (company: CompanyPage): SitemapEntry => ({
  path: companyPath(company.slug),
  lastmod: company.changedAt,
});

/**
 * The sitemap: one <urlset> while every address fits in one file (the protocol allows 50,000), else an
 * index (`/sitemap.xml`) of parts (`/sitemap-1.xml`, …). A part is a run of places in one order, the
 * public pages, the companies' pages (docs/decisions/084), then the visible articles newest first, with at
 * most SITEMAP_URLS_PER_PART addresses over three languages in each; each part reads only its own range of
 * the lists' index (from its first article's key), and the index only counts and dates, kept per news
 * generation, so neither grows with the whole news archive (100,000 articles are 300,000 addresses). The
 * parts themselves are not kept: made small, each costs what a small site's one file does (decision 055).
 * The companies are a few records, read from the database on every request like the articles.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  /** The places before the articles: the pages (the news page dated by its newest article), then the companies. */
  const fixedEntries = (companies: CompanyPage[], newest: Date | undefined): SitemapEntry[] => [
    ...PUBLIC_PAGES.map(({ key, path }) => ({ path, lastmod: key === 'news' ? newest : undefined })),
    ...companies.map(companyEntry),
  ];
  const newsPage = PUBLIC_PAGES.findIndex((page) => page.key === 'news');
  /** Places per part: each gives an address in every language at most. */
  const perPart = () => Math.floor(Math.min(app.config.SITEMAP_URLS_PER_FILE, SITEMAP_URLS_PER_PART) / LOCALES.length);
  /**
   * Whether every address fits in one file, and how many places there are: the article counts kept in the
   * content cache per news generation (dropped when news changes or a scheduled article's time comes), not
   * counted again for each request.
   */
  async function layout() {
    const [articles, versions, companies] = await Promise.all([
      app.content.newsTotal(),
      app.content.sitemapVersions(),
      listCompanyPages(db),
    ]);
    const fixed = PUBLIC_PAGES.length + companies.length;
    const oneFile = fixed * LOCALES.length + versions <= app.config.SITEMAP_URLS_PER_FILE;
    return { oneFile, places: fixed + articles, fixed, companies };
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
    const { oneFile, places, fixed, companies } = await layout();
    if (oneFile) {
      const articles = await listVisibleArticles(db, app.clock.now());
      const newest = newestOf(articles.map(lastModified));
      const entries = [...fixedEntries(companies, newest), ...articles.map(articleEntry)];
      return send(
        request,
        reply,
        renderUrlset(sitemapUrls(app.config.publicUrl, entries)),
        newestOf(entries.map((e) => e.lastmod)),
      );
    }
    const per = perPart();
    const runs = await app.content.sitemapChanges(per, fixed);
    const newest = newestOf(runs);
    const before = fixedEntries(companies, newest);
    const lastmods = Array.from({ length: Math.ceil(places / per) }, (_, part) =>
      newestOf([runs[part], ...before.slice(part * per, (part + 1) * per).map((e) => e.lastmod)]),
    );
    return send(request, reply, renderIndex(app.config.publicUrl, lastmods), newestOf(lastmods));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { compress: false }, async (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const { oneFile, places, fixed, companies } = await layout();
    const per = perPart();
    const start = (n - 1) * per;
    if (oneFile || n === 0 || start >= places) {
      throw new HttpError(404, { message: 'There is no such part of the sitemap' });
    }
    const end = start + per;
    const from = Math.max(0, start - fixed);
    const to = Math.max(0, end - fixed);
    // The part's first article by its key, so the part reads its own range of the index; by offset only
    // while the kept keys and counts disagree (a change whose notice is still on its way).
    const first = from > 0 ? (await app.content.sitemapStarts(per, fixed)).find((key) => key.rank === from) : undefined;
    const [articles, runs] = await Promise.all([
      to > from ? listVisibleArticles(db, app.clock.now(), to - from, first ?? from) : [],
      start <= newsPage && newsPage < end ? app.content.sitemapChanges(per, fixed) : [],
    ]);
    const entries = [...fixedEntries(companies, newestOf(runs)).slice(start, end), ...articles.map(articleEntry)];
    const urls = sitemapUrls(app.config.publicUrl, entries);
    return send(request, reply, renderUrlset(urls), newestOf(entries.map((e) => e.lastmod)));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`),
  );
};
