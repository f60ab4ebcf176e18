import type { AdminArticle, ArticleWords } from '@common/admin/news';
import { LOCALE_COOKIE, type Locale } from '@common/locale';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { schemaOrgProblems } from '../test/schema-org';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

const ORIGIN = 'https://www.veb-group.test';
const NOTICE: Record<Locale, (language: string) => string> = {
  en: (language) => `This article is in ${language}.`,
  fr: (language) => `Cet article est en ${language}.`,
  sw: (language) => `Makala hii iko kwa ${language}.`,
};

/** What a reader and a crawler take from an article page. */
function read(html: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(html, 'text/html');
  const attr = (selector: string, name: string) =>
    Array.from(document.querySelectorAll(selector)).map((e) => e.getAttribute(name) ?? '');
  const h1 = document.querySelector('main h1, article h1');
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: h1?.textContent ?? null,
    titleLang: h1?.closest('[lang]')?.getAttribute('lang') ?? null,
    notice: document.querySelector('[data-testid="article-language-notice"]')?.textContent ?? null,
    noticeLanguage: document.querySelector('[data-testid="article-language-notice"] [lang]')?.getAttribute('lang'),
    canonical: attr('head link[rel="canonical"]', 'href'),
    hreflang: Object.fromEntries(
      Array.from(document.querySelectorAll('head link[rel="alternate"][hreflang]')).map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    ogLocale: attr('head meta[property="og:locale"]', 'content'),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
      .find((block) => block['@type'] === 'NewsArticle'),
    languageLinks: Object.fromEntries(
      Array.from(document.querySelectorAll('body a[href][hreflang]')).map((a) => [
        a.getAttribute('hreflang'),
        a.getAttribute('href'),
      ]),
    ),
    cards: Array.from(document.querySelectorAll('main article')).map((card) => ({
      href: card.querySelector('h2 a')?.getAttribute('href') ?? '',
      lang: card.querySelector('h2')?.getAttribute('lang') ?? null,
      language: card.querySelector('[data-testid="news-card-language"]')?.textContent ?? null,
    })),
  };
}

const words = (slug: string, title: string): ArticleWords => ({
  title,
  slug,
  excerpt: `${title}: the excerpt.`,
  contentHtml: `<h2>${title}</h2><p>The text of ${title}.</p>`,
});

let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

/**
 * Decisions 078 and 079 through the real page renderer over HTTP, with articles published through the admin
 * API: each version at its own address, answered in its own language to a visitor with no language of their
 * own; a visitor whose language has a version sent to it; one whose language has none reading this one
 * with the notice; and no order of visits can make one answer stand for another.
 */
describe.each(testDatabaseKinds())('article addresses and languages (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let editor: AdminClient;

  /** Creates and publishes an article in the given languages through the admin API. */
  const publish = async (versions: Partial<Record<Locale, ArticleWords>>) => {
    const created = await editor.post('/api/admin/news', {
      values: { category: 'Awards', author: 'Amina Njoroge, Kijani Harvest', imageId: null, imageUrl: null },
      words: versions,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as AdminArticle;
    const languages = Object.keys(versions);
    const published = await editor.post(`/api/admin/news/${id}/publish`, { languages });
    expect(published.statusCode, published.body).toBe(200);
    return id;
  };

  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { renderer, seed: false, env: { PUBLIC_URL: ORIGIN } });
    editor = new AdminClient(ctx.app, ORIGIN);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  /** A request as a browser (cookie) or a crawler (none) makes it; redirects are answers too. */
  const visit = async (path: string, cookie?: Locale) => {
    const res = await fetch(`${origin}${path}`, {
      redirect: 'manual',
      headers: cookie ? { cookie: `${LOCALE_COOKIE}=${cookie}` } : {},
    });
    return {
      status: res.status,
      location: res.headers.get('location'),
      vary: res.headers.get('vary'),
      html: await res.text(),
    };
  };
  /** Published, the change has reached the cache: the article's address answers. */
  const ready = async (slug: string) => {
    for (let i = 0; i < 100; i++) {
      if ((await fetch(`${origin}/api/news/${slug}`)).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`${slug} never appeared`);
  };

  describe('a Swahili-only article', () => {
    let sw: string;
    beforeAll(async () => {
      sw = unique('ofisi-mpya-kampala');
      await publish({ sw: words(sw, 'Ofisi mpya Kampala') });
      await ready(sw);
    }, 60_000);

    it('answers a visitor with no language in Swahili at its own address, canonical to itself', async () => {
      const answer = await visit(`/news/${sw}`);
      expect(answer.status).toBe(200);
      const page = read(answer.html);
      expect(page).toMatchObject({ lang: 'sw', title: 'Ofisi mpya Kampala', notice: null });
      expect(page.canonical).toEqual([`${ORIGIN}/news/${sw}`]);
      expect(page.hreflang).toEqual({ sw: `${ORIGIN}/news/${sw}` });
      expect(page.ogLocale).toEqual(['sw_KE']);
      expect(page.jsonLd).toMatchObject({
        inLanguage: 'sw',
        url: `${ORIGIN}/news/${sw}`,
        headline: 'Ofisi mpya Kampala',
      });
      // Read as linked data, it is schema.org's vocabulary throughout.
      expect(await schemaOrgProblems(page.jsonLd)).toEqual([]);
    });

    for (const visitor of ['en', 'fr', 'sw'] as const) {
      it(`shows a ${visitor} reader the Swahili text, the page and the notice in ${visitor}, never a 404`, async () => {
        for (const answer of [await visit(`/news/${sw}`, visitor), await visit(`/news/${sw}?lang=${visitor}`)]) {
          expect(answer.status).toBe(200);
          const page = read(answer.html);
          expect(page.lang).toBe(visitor);
          expect(page.title).toBe('Ofisi mpya Kampala');
          expect(page.titleLang).toBe('sw');
          if (visitor === 'sw') expect(page.notice).toBeNull();
          else {
            expect(page.notice).toBe(NOTICE[visitor]('Kiswahili'));
            expect(page.noticeLanguage).toBe('sw');
          }
          // Whoever reads it, the head describes the Swahili version at its own address.
          expect(page.canonical).toEqual([`${ORIGIN}/news/${sw}`]);
          expect(page.hreflang).toEqual({ sw: `${ORIGIN}/news/${sw}` });
          expect(page.jsonLd).toMatchObject({ inLanguage: 'sw', url: `${ORIGIN}/news/${sw}` });
        }
        // The news list shows it to them in Swahili, marked and named beside its date.
        const list = read((await visit(`/news?lang=${visitor}`)).html);
        const card = list.cards.find((c) => c.href.startsWith(`/news/${sw}`));
        expect(card, visitor).toBeDefined();
        expect(card?.lang ?? 'sw').toBe('sw');
        expect(card?.language).toBe(
          visitor === 'sw' ? null : ` · ${{ en: 'In', fr: 'En', sw: 'Kwa' }[visitor]} Kiswahili`,
        );
        // The API's list too.
        const api = (await (await fetch(`${origin}/api/news?published=true&lang=${visitor}`)).json()) as {
          articles: { slug: string; lang: string }[];
        };
        expect(api.articles.find((a) => a.slug === sw)).toMatchObject({ lang: 'sw' });
      });
    }

    it('is in the Swahili feed alone, and in the sitemap at its one address', async () => {
      for (const locale of ['en', 'fr', 'sw'] as const) {
        const feed = await (await fetch(`${origin}/news/rss.xml?lang=${locale}`)).text();
        expect(feed.includes(`<link>${ORIGIN}/news/${sw}</link>`), locale).toBe(locale === 'sw');
      }
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      const block = sitemap.split('<url>').find((u) => u.includes(`<loc>${ORIGIN}/news/${sw}</loc>`)) ?? '';
      expect(block).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${ORIGIN}/news/${sw}"/>`);
      expect(block.match(/hreflang=/g)).toHaveLength(1);
      expect(sitemap).not.toContain(`${ORIGIN}/news/${sw}?lang=`);
    });
  });

  describe('an article in English and Swahili', () => {
    let en: string;
    let sw: string;
    beforeAll(async () => {
      [en, sw] = [unique('kampala-office'), unique('ofisi-ya-kampala')];
      await publish({ en: words(en, 'Kampala office'), sw: words(sw, 'Ofisi ya Kampala') });
      await ready(sw);
    }, 60_000);

    it('answers each version at its own address in its language to a crawler, naming the other', async () => {
      for (const [slug, lang, title] of [
        [en, 'en', 'Kampala office'],
        [sw, 'sw', 'Ofisi ya Kampala'],
      ] as const) {
        const answer = await visit(`/news/${slug}`);
        expect(answer.status, slug).toBe(200);
        expect(answer.vary).toMatch(/Cookie/);
        const page = read(answer.html);
        expect(page).toMatchObject({ lang, title, notice: null });
        expect(page.canonical).toEqual([`${ORIGIN}/news/${slug}`]);
        expect(page.hreflang).toEqual({ en: `${ORIGIN}/news/${en}`, sw: `${ORIGIN}/news/${sw}` });
        expect(page.jsonLd).toMatchObject({ inLanguage: lang, url: `${ORIGIN}/news/${slug}` });
      }
    });

    it('sends a reader whose language has a version to it, and shows one whose has none this one', async () => {
      expect(await visit(`/news/${sw}`, 'en')).toMatchObject({ status: 302, location: `/news/${en}` });
      expect(await visit(`/news/${en}`, 'sw')).toMatchObject({ status: 302, location: `/news/${sw}` });
      const asked = await fetch(`${origin}/news/${sw}?lang=en`, { redirect: 'manual' });
      expect(asked.status).toBe(302);
      expect(asked.headers.get('location')).toBe(`/news/${en}`);
      expect(asked.headers.get('set-cookie')).toMatch(new RegExp(`^${LOCALE_COOKIE}=en`));
      // French has none: the version at the address, the page in French.
      const french = read((await visit(`/news/${sw}`, 'fr')).html);
      expect(french).toMatchObject({ lang: 'fr', title: 'Ofisi ya Kampala', notice: NOTICE.fr('Kiswahili') });
      expect(french.canonical).toEqual([`${ORIGIN}/news/${sw}`]);
    });

    it("leads the menu's language links to the article in that language, or to it with ?lang=", async () => {
      for (const [path, cookie] of [
        [`/news/${sw}`, undefined],
        [`/news/${sw}`, 'fr'],
        [`/news/${en}`, 'en'],
      ] as const) {
        const page = read((await visit(path, cookie)).html);
        const shown = path.slice('/news/'.length);
        expect(page.languageLinks, `${path} ${cookie}`).toEqual({
          en: `/news/${en}?lang=en`,
          fr: `/news/${shown}?lang=fr`,
          sw: `/news/${sw}?lang=sw`,
        });
      }
    });
  });

  /**
   * What every visitor must get at an article's address, from its published versions: `own` is the version at
   * the address, the chosen language (cookie or ?lang=) may have another.
   */
  const expected = (versions: Partial<Record<Locale, string>>, slug: string, chosen?: Locale) => {
    const own = (Object.keys(versions) as Locale[]).find((l) => versions[l] === slug) as Locale;
    const there = chosen ? versions[chosen] : undefined;
    if (there && there !== slug) return { status: 302, location: `/news/${there}` };
    return { status: 200, lang: chosen ?? own, titleLang: own, canonical: `${ORIGIN}/news/${slug}` };
  };

  /** Visits in an order, each address three times (the third from the stored answers, decision 021), then checks every answer. */
  const poisoningOrder = (name: string, order: { path: (s: Record<string, string>) => string; cookie?: Locale }[]) =>
    it(`answers every visitor rightly whatever came first: ${name}`, async () => {
      const versions = { en: unique('poison-en'), sw: unique('poison-sw') };
      await publish({ en: words(versions.en, 'English words'), sw: words(versions.sw, 'Maneno ya Kiswahili') });
      await ready(versions.sw);
      const check = async (path: string, cookie?: Locale) => {
        const url = new URL(path, ORIGIN);
        const slug = decodeURIComponent(url.pathname.slice('/news/'.length));
        const query = url.searchParams.get('lang') as Locale | null;
        const want = expected(versions, slug, query ?? cookie);
        const answer = await visit(path, cookie);
        const label = `${path} (cookie ${cookie ?? 'none'})`;
        expect(answer.status, label).toBe(want.status);
        if (want.status === 302) {
          expect(answer.location, label).toBe(want.location);
          return;
        }
        const page = read(answer.html);
        expect(page.lang, label).toBe(want.lang);
        expect(page.titleLang, label).toBe(want.titleLang);
        expect(page.title, label).toBe(want.titleLang === 'en' ? 'English words' : 'Maneno ya Kiswahili');
        expect(page.canonical, label).toEqual([want.canonical]);
      };
      // First the order that would poison a cache keyed on less than the answer depends on...
      for (const step of order) for (let i = 0; i < 3; i++) await check(step.path(versions), step.cookie);
      // ...then every visitor at every address, each more than once.
      for (const slug of Object.values(versions))
        for (const cookie of [undefined, 'en', 'fr', 'sw'] as const)
          for (const lang of [undefined, 'en', 'fr', 'sw'] as const)
            for (let i = 0; i < 2; i++) await check(`/news/${slug}${lang ? `?lang=${lang}` : ''}`, cookie);
    }, 120_000);

  poisoningOrder('?lang= first', [
    { path: (v) => `/news/${v.sw}?lang=en` },
    { path: (v) => `/news/${v.sw}?lang=fr` },
    { path: (v) => `/news/${v.sw}` },
  ]);
  poisoningOrder('a cookie first', [
    { path: (v) => `/news/${v.sw}`, cookie: 'en' },
    { path: (v) => `/news/${v.sw}`, cookie: 'fr' },
    { path: (v) => `/news/${v.en}`, cookie: 'sw' },
    { path: (v) => `/news/${v.sw}` },
    { path: (v) => `/news/${v.en}` },
  ]);
  poisoningOrder('a crawler first', [
    { path: (v) => `/news/${v.sw}` },
    { path: (v) => `/news/${v.en}` },
    { path: (v) => `/news/${v.sw}?lang=en` },
    { path: (v) => `/news/${v.sw}`, cookie: 'en' },
  ]);

  it('keys the API on what it answers: the version at the slug, whatever language is asked', async () => {
    const versions = { fr: unique('api-fr'), sw: unique('api-sw') };
    await publish({ fr: words(versions.fr, 'Mots français'), sw: words(versions.sw, 'Maneno') });
    await ready(versions.sw);
    for (const query of ['?lang=fr', '', '?lang=en', '?lang=sw', '']) {
      const body = await (await fetch(`${origin}/api/news/${versions.sw}${query}`)).json();
      expect(body, query).toMatchObject({ lang: 'sw', slug: versions.sw, alternates: versions });
    }
  });
});
