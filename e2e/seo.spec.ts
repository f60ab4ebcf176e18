import type { Page } from '@playwright/test';
import { messages as en } from '../common/src/content/locales/en';
import { messages as fr } from '../common/src/content/locales/fr';
import { messages as sw } from '../common/src/content/locales/sw';
import { expect, test, waitForHydration } from './fixtures';

const dictionaries = { en, fr, sw };
const LANGS = ['en', 'fr', 'sw'] as const;
type Lang = (typeof LANGS)[number];

/** Every public page with its translated title, as PageMeta declares it. */
const PAGES: { path: string; title: (lang: Lang) => string }[] = [
  { path: '/', title: (l) => dictionaries[l].home.meta.title },
  { path: '/about', title: (l) => dictionaries[l].about.meta.title },
  { path: '/careers', title: (l) => dictionaries[l].careers.meta.title },
  { path: '/contact', title: (l) => dictionaries[l].contact.meta.title },
  { path: '/investors', title: (l) => dictionaries[l].investors.meta.title },
  { path: '/news', title: (l) => dictionaries[l].news.meta.title },
  { path: '/impact', title: (l) => dictionaries[l].impact.meta.title },
  { path: '/privacy', title: (l) => dictionaries[l].legal.privacy.meta.title },
  { path: '/terms', title: (l) => dictionaries[l].legal.terms.meta.title },
];

type JsonLd = Record<string, unknown> & { '@type': string };

/** Everything a crawler reads from the head, taken from the server's HTML as the browser parsed it. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const metas: Record<string, string> = {};
    for (const m of Array.from(document.head.querySelectorAll('meta[property], meta[name]'))) {
      const key = m.getAttribute('property') ?? m.getAttribute('name') ?? '';
      if (!(key in metas)) metas[key] = m.getAttribute('content') ?? '';
    }
    return {
      title: document.title,
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      feed: attr('link[rel="alternate"][type="application/rss+xml"]', 'href'),
      metas,
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => s.textContent ?? '',
      ),
    };
  });
}

const localised = (publicUrl: string, path: string, lang: Lang) =>
  `${publicUrl}${path}${lang === 'en' ? '' : `?lang=${lang}`}`;

const parseJsonLd = (blocks: string[]): JsonLd[] => blocks.map((text) => JSON.parse(text) as JsonLd);
const ofType = (blocks: JsonLd[], type: string) => blocks.filter((b) => b['@type'] === type);

function expectOrganization(blocks: JsonLd[], publicUrl: string) {
  const [org, ...more] = ofType(blocks, 'Organization');
  expect(more).toEqual([]);
  expect(org).toMatchObject({
    '@context': 'https://schema.org',
    name: 'VEB Group',
    url: `${publicUrl}/`,
    foundingDate: '1994',
    address: { '@type': 'PostalAddress', addressLocality: 'Johannesburg', addressCountry: 'ZA' },
  });
  const points = org.contactPoint as { telephone: string; email: string; contactType: string }[];
  expect(points.length).toBeGreaterThan(0);
  for (const point of points) {
    expect(point.telephone).toMatch(/^\+\d[\d ]+$/);
    expect(point.email).toMatch(/@veb-group\.co\.za$/);
    expect(point.contactType).not.toBe('');
  }
  expect(org.sameAs).toEqual(
    expect.arrayContaining([expect.stringMatching(/linkedin/), expect.stringMatching(/x\.com|twitter/)]),
  );
}

test.describe('head tags and structured data', () => {
  for (const { path, title } of PAGES) {
    test(`${path} carries hreflang, canonical, Open Graph, Twitter and JSON-LD in every language`, async ({
      page,
      server,
      request,
    }) => {
      const publicUrl = server.app.config.publicUrl;
      for (const lang of LANGS) {
        const response = await page.goto(`${path}?lang=${lang}`);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        const head = await readHead(page);
        const canonical = localised(publicUrl, path, lang);
        const pageTitle = title(lang);

        expect(head.canonical).toBe(canonical);
        expect(head.alternates).toEqual({
          en: localised(publicUrl, path, 'en'),
          fr: localised(publicUrl, path, 'fr'),
          sw: localised(publicUrl, path, 'sw'),
          'x-default': localised(publicUrl, path, 'en'),
        });
        expect(head.title.startsWith(pageTitle)).toBe(true);
        const m = head.metas;
        expect(m.description).toBe(m['og:description']);
        expect(m.description.length).toBeGreaterThan(40);
        expect(m['og:title']).toBe(pageTitle);
        expect(m['og:url']).toBe(canonical);
        expect(m['og:type']).toBe('website');
        expect(m['og:locale']).toBe({ en: 'en_ZA', fr: 'fr_FR', sw: 'sw_KE' }[lang]);
        expect(m['og:image:width']).toBe('1200');
        expect(m['og:image:height']).toBe('630');
        expect(m['og:image:alt']).toBe(pageTitle);
        expect(m['twitter:card']).toBe('summary_large_image');
        expect(m['twitter:title']).toBe(pageTitle);
        expect(m['twitter:description']).toBe(m.description);
        expect(m['twitter:image']).toBe(m['og:image']);
        // The page's own card, in its language, served by the site itself.
        expect(m['og:image'].startsWith(`${publicUrl}/og/`)).toBe(true);
        const image = await request.get(m['og:image'].replace(publicUrl, server.origin));
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');

        const blocks = parseJsonLd(head.jsonLd);
        expectOrganization(blocks, publicUrl);
        const crumbs = ofType(blocks, 'BreadcrumbList');
        if (path === '/') {
          expect(crumbs).toEqual([]);
        } else {
          expect(crumbs).toHaveLength(1);
          expect(crumbs[0].itemListElement).toEqual([
            {
              '@type': 'ListItem',
              position: 1,
              name: dictionaries[lang].common.nav.home,
              item: localised(publicUrl, '/', lang),
            },
            { '@type': 'ListItem', position: 2, name: pageTitle, item: canonical },
          ]);
        }
        // The news list and the home page advertise the feed (a reader given the site's address finds it).
        expect(head.feed === null).toBe(path !== '/news' && path !== '/');
      }
    });
  }

  test('every page has a share image of its own in each language', async ({ request, server }) => {
    // 27 server renders: allow for a loaded machine.
    test.setTimeout(90_000);
    const images = new Set<string>();
    for (const { path } of PAGES) {
      for (const lang of LANGS) {
        const html = await (await request.get(`${path}?lang=${lang}`)).text();
        images.add(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '');
      }
    }
    expect(images.size).toBe(PAGES.length * LANGS.length);
    expect([...images].every((url) => url.startsWith(`${server.app.config.publicUrl}/og/`))).toBe(true);
  });

  test('an article carries NewsArticle and Home > News > Article breadcrumbs, its own card and the feed link', async ({
    page,
    request,
    server,
  }) => {
    const publicUrl = server.app.config.publicUrl;
    const { articles } = await (await request.get('/api/news?published=true&limit=1&offset=0')).json();
    const article = articles[0];
    for (const lang of LANGS) {
      // A reader of a language the article is published in is sent to that version; otherwise the version at
      // the address is shown, the page in the reader's language (docs/decisions/079).
      const versions = (await (await request.get(`/api/news/${article.slug}`)).json()).alternates as Record<
        string,
        string
      >;
      const shown = await (await request.get(`/api/news/${versions[lang] ?? article.slug}`)).json();
      await page.goto(`/news/${article.slug}?lang=${lang}`);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(`/news/${shown.slug}`);
      const head = await readHead(page);
      // The version shown, at its own address, whose slug names its language.
      const canonical = `${publicUrl}/news/${shown.slug}`;
      expect(head.canonical).toBe(canonical);
      // Only the versions that exist, each at its own address; no x-default (none is language-neutral).
      expect(Object.keys(head.alternates).sort()).toEqual(Object.keys(versions).sort());
      for (const [l, slug] of Object.entries(versions)) expect(head.alternates[l]).toBe(`${publicUrl}/news/${slug}`);
      expect(head.metas['og:locale']).toBe({ en: 'en_ZA', fr: 'fr_FR', sw: 'sw_KE' }[shown.lang as Lang]);
      expect(head.metas['og:type']).toBe('article');
      expect(head.metas['og:image']).toBe(`${publicUrl}/og/news/${shown.slug}.png`);
      expect(head.feed).toBe(localised(publicUrl, '/news/rss.xml', lang));

      const blocks = parseJsonLd(head.jsonLd);
      expectOrganization(blocks, publicUrl);
      const [news, ...more] = ofType(blocks, 'NewsArticle');
      expect(more).toEqual([]);
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      expect(news.headline).toBe(h1);
      expect(news).toMatchObject({
        '@context': 'https://schema.org',
        headline: shown.title,
        description: shown.excerpt,
        datePublished: article.publishedAt,
        dateModified: expect.any(String),
        // The writer's name alone, without the company of the by-line (docs/decisions/043).
        author: { '@type': 'Person', name: article.author.split(',')[0] },
        publisher: { '@type': 'Organization', name: 'VEB Group' },
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        inLanguage: shown.lang,
      });
      expect(JSON.stringify(news.image)).toContain(`/og/news/${shown.slug}.png`);
      const [crumbs] = ofType(blocks, 'BreadcrumbList');
      expect((crumbs.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
        [dictionaries[lang].common.nav.home, localised(publicUrl, '/', lang)],
        [dictionaries[lang].common.nav.news, localised(publicUrl, '/news', lang)],
        [shown.title, localised(publicUrl, `/news/${shown.slug}`, lang)],
      ]);
    }
    const card = await request.get(`/og/news/${article.slug}.png`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('an unknown article is kept out of indexes and shares the home card', async ({ page, server }) => {
    const response = await page.goto('/news/no-such-article-here');
    expect(response?.status()).toBe(404);
    const head = await readHead(page);
    expect(head.metas.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.metas['og:image']).toBe(`${server.app.config.publicUrl}/og/home.png`);
    expect(ofType(parseJsonLd(head.jsonLd), 'NewsArticle')).toEqual([]);
  });

  test('the news list links its RSS feed in the head, and the feed answers', async ({ page, request, server }) => {
    await page.goto('/news');
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('title', /News & Insights/);
    const href = (await link.getAttribute('href')) ?? '';
    const feed = await request.get(href.replace(server.app.config.publicUrl, server.origin));
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    expect(await feed.text()).toMatch(/<rss version="2.0"/);
  });
});

test.describe('icons and web app manifest', () => {
  test('the head links the favicon, apple-touch icon and manifest, and each answers', async ({ page, request }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hrefs = await page.evaluate(() =>
      Object.fromEntries(
        Array.from(
          document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'),
        ).map((l) => [`${l.getAttribute('rel')} ${l.getAttribute('type') ?? ''}`.trim(), l.getAttribute('href')]),
      ),
    );
    expect(hrefs).toMatchObject({
      icon: '/favicon.ico',
      'icon image/svg+xml': '/favicon.svg',
      'apple-touch-icon': '/apple-touch-icon.png',
      manifest: '/site.webmanifest',
    });
    for (const href of Object.values(hrefs))
      expect((await request.get(href as string)).status(), href as string).toBe(200);

    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'VEB Group', short_name: 'VEB Group', theme_color: '#14532d' });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((i) => i.sizes === size && i.purpose.includes('any'))).toBe(true);
      expect(icons.some((i) => i.sizes === size && i.purpose.includes('maskable'))).toBe(true);
    }
    for (const icon of icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^image\//);
    }
  });
});
