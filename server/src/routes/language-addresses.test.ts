import { messages as fr } from '@common/content/locales/fr';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../test/articles';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

const ORIGIN = 'https://www.veb-group.test';

/** What a crawler reads from a page: its language, head links and metas, JSON-LD and every link in the body. */
function read(html: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(html, 'text/html');
  const attrs = (selector: string, name: string) =>
    Array.from(document.querySelectorAll(selector)).map((e) => e.getAttribute(name) ?? '');
  return {
    lang: document.documentElement.getAttribute('lang'),
    canonical: attrs('head link[rel="canonical"]', 'href'),
    hreflang: Object.fromEntries(
      Array.from(document.querySelectorAll('head link[rel="alternate"][hreflang]')).map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    feeds: attrs('head link[rel="alternate"][type="application/rss+xml"]', 'href'),
    meta: (key: string) => attrs(`head meta[property="${key}"], head meta[name="${key}"]`, 'content'),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown> & { '@type': string },
    ),
    // The language choice's links (decision 060) name another language on purpose: read apart.
    links: attrs('body a[href]:not([hreflang])', 'href'),
    languageLinks: Object.fromEntries(
      Array.from(document.querySelectorAll('body a[href][hreflang]')).map((a) => [
        a.getAttribute('hreflang'),
        a.getAttribute('href'),
      ]),
    ),
  };
}

/** The site's own page links (not other sites, mail, phone or same-page #anchors). */
const internal = (links: string[]) => links.filter((href) => href.startsWith('/') && !href.startsWith('//'));
const langOf = (href: string) => new URL(href, ORIGIN).searchParams.get('lang');

/**
 * Decision 043, through the real page renderer over HTTP: the address names the language. Every link on a
 * French or Swahili page keeps the language, the page advertises its own language's feed, and the head and
 * structured data describe the version the page shows. (Articles' own addresses, decision 079:
 * article-addresses.test.ts.)
 */
describe.each(testDatabaseKinds())('language in addresses (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let englishOnly: string;
  /** An article in every language, each version at its own slug. */
  let versions: Record<'en' | 'fr' | 'sw', string>;
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { renderer, env: { PUBLIC_URL: ORIGIN }, seed: false });
    englishOnly = (
      await insertArticle(ctx.database.db, {
        author: 'Naledi Test, EcoCraft Interiors',
        category: 'Awards',
        publishedAt: new Date(Date.now() - 60_000),
      })
    ).slug;
    const everyLanguage = await insertArticle(ctx.database.db, {
      author: 'Keabetswe Molefe, EcoCraft Interiors',
      category: 'Awards',
      publishedAt: new Date(Date.now() - 120_000),
      versions: { en: {}, fr: {}, sw: {} },
    });
    versions = Object.fromEntries(everyLanguage.versions.map((v) => [v.locale, v.slug])) as typeof versions;
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  /** A fresh browser or a crawler: no cookie unless given; redirects followed. */
  const open = async (path: string, cookie?: string) => {
    const res = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
    expect(res.status, path).toBe(200);
    return { url: new URL(res.url), page: read(await res.text()) };
  };

  it('keeps the language in every link of a French or Swahili page, and none on an English one', async () => {
    const paths = ['/', '/news', '/about', '/careers', '/impact', '/investors', '/contact', `/news/${versions.en}`];
    for (const locale of ['fr', 'sw'] as const) {
      for (const path of paths) {
        const { page } = await open(`${path}?lang=${locale}`);
        const links = internal(page.links);
        expect(links.length, path).toBeGreaterThan(5);
        for (const href of links) expect(langOf(href), `${path}?lang=${locale}: ${href}`).toBe(locale);
        // The menu's language choice: this page in each language, English without `lang` (an article's:
        // its versions, article-addresses.test.ts).
        if (path.startsWith('/news/')) continue;
        const here = (lang: string | null) => {
          const url = new URL(`${path}?lang=${locale}`, ORIGIN);
          if (lang) url.searchParams.set('lang', lang);
          else url.searchParams.delete('lang');
          return `${url.pathname}${url.search}`;
        };
        expect(page.languageLinks).toEqual({ en: here(null), fr: here('fr'), sw: here('sw') });
      }
    }
    const { page } = await open('/');
    for (const href of internal(page.links)) expect(langOf(href), href).toBeNull();
    // A French link keeps its own query and #anchor around the language.
    const { page: investors } = await open('/investors?lang=fr');
    expect(investors.links).toContain('/contact?subject=investment&lang=fr');
  });

  it("advertises the feed in the page's language, and the structured data names the section in it", async () => {
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const { page } = await open(`/news${locale === 'en' ? '' : `?lang=${locale}`}`);
      expect(page.feeds).toEqual([`${ORIGIN}/news/rss.xml${locale === 'en' ? '' : `?lang=${locale}`}`]);
    }
    // A feed reader given the site's address (the home page) finds the feed in that page's language.
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const { page } = await open(locale === 'en' ? '/' : `/?lang=${locale}`);
      expect(page.feeds, locale).toEqual([`${ORIGIN}/news/rss.xml${locale === 'en' ? '' : `?lang=${locale}`}`]);
      const feed = await fetch(`${origin}${new URL(page.feeds[0]).pathname}${new URL(page.feeds[0]).search}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
      expect(await feed.text()).toContain(`<language>${locale}</language>`);
    }
    // Pages that are not about news advertise none.
    expect((await open('/about?lang=fr')).page.feeds).toEqual([]);
    const { page } = await open(`/news/${versions.fr}?lang=fr`);
    const article = page.jsonLd.find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      articleSection: fr.news.categories.Awards,
      inLanguage: 'fr',
      // The writer alone: the by-line is "Keabetswe Molefe, EcoCraft Interiors".
      author: { '@type': 'Person', name: 'Keabetswe Molefe' },
      // The version's own address (docs/decisions/079).
      url: `${ORIGIN}/news/${versions.fr}`,
    });
  });

  it('points an article written in one language at its page and names no languages it lacks', async () => {
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const { page } = await open(`/news/${englishOnly}${locale === 'en' ? '' : `?lang=${locale}`}`);
      expect(page.canonical).toEqual([`${ORIGIN}/news/${englishOnly}`]);
      expect(page.meta('og:url')).toEqual([`${ORIGIN}/news/${englishOnly}`]);
      expect(page.meta('og:locale')).toEqual(['en_ZA']);
      expect(page.meta('og:locale:alternate')).toEqual([]);
      expect(page.hreflang).toEqual({ en: `${ORIGIN}/news/${englishOnly}` });
      const article = page.jsonLd.find((block) => block['@type'] === 'NewsArticle');
      expect(article).toMatchObject({ url: `${ORIGIN}/news/${englishOnly}`, author: { name: 'Naledi Test' } });
    }
    // One in every language names exactly its other versions.
    const { page } = await open(`/news/${versions.fr}?lang=fr`);
    expect(page.meta('og:locale:alternate').sort()).toEqual(['en_ZA', 'sw_KE']);
  });

  it("keeps the newsletter's e-mail link pages out of search results", async () => {
    for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe', '/newsletter/confirm?lang=fr']) {
      const { page } = await open(path);
      expect(page.meta('robots'), path).toEqual(['noindex']);
      expect(page.canonical, path).toEqual([]);
      expect(page.hreflang, path).toEqual({});
    }
    const { page } = await open('/about');
    expect(page.meta('robots')).toEqual([]);
  });
});
