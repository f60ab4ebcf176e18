import type { Locale } from '@common/locale';
import { PUBLIC_PAGES } from '@common/pages';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { entries as entryRows, newsArticles, newsVersions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { insertArticle } from '../../test/articles';
import { eventually } from '../../test/eventually';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { keysEvery, listVisibleArticles } from '../news';
import { SITEMAP_URLS_PER_PART } from './sitemap';
import { parseXml } from './test-helpers';

const ORIGIN = 'https://www.veb-group.test';
const PAGES = PUBLIC_PAGES.map((page) => page.path);
const DAY = 86_400_000;
type Inserted = Awaited<ReturnType<typeof insertArticle>>;

/**
 * The articles each sitemap here starts with (no demo content needed): seven visible ones in every
 * combination of languages, Swahili alone among them, and a draft and a scheduled one that must not show.
 */
async function someArticles(db: Db, now: number): Promise<{ visible: Inserted[]; hidden: Inserted[] }> {
  const sets: Locale[][] = [['sw'], ['en'], ['fr'], ['en', 'fr'], ['en', 'sw'], ['fr', 'sw'], ['en', 'fr', 'sw']];
  const visible: Inserted[] = [];
  for (const [i, languages] of sets.entries()) {
    visible.push(
      await insertArticle(db, {
        publishedAt: new Date(now - (i + 1) * DAY),
        versions: Object.fromEntries(languages.map((l) => [l, {}])),
      }),
    );
  }
  const hidden = [
    await insertArticle(db, { status: 'draft', versions: { fr: {} } }),
    await insertArticle(db, { publishedAt: new Date(now + DAY), versions: { sw: {} } }),
  ];
  return { visible, hidden };
}

/**
 * Companies, each with a page (docs/decisions/084): two published ones, dated days ago, whose pages the
 * sitemap lists, and two it must not: one unpublished, one with no words yet (not on the site).
 */
async function someCompanies(db: Db, now: number) {
  const company = async (slug: string, published: boolean, days: number, written = true) => {
    const [row] = await db
      .insert(entryRows)
      .values({
        kind: 'company',
        published,
        values: { slug, name: `Company ${slug}`, icon: 'Sprout', colour: 'green' },
        versions: written
          ? {
              en: {
                words: { tagline: 'A tagline', description: 'What it does' },
                changedAt: new Date(now).toISOString(),
              },
            }
          : {},
        updatedAt: new Date(now - days * DAY),
      })
      .returning();
    return row;
  };
  return {
    listed: [await company('greenharvest', true, 3), await company('ak-images', true, 9)],
    hidden: [await company('veb-properties', false, 2), await company('samdon', true, 1, false)],
  };
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

function entries(xml: string): Map<string, Entry> {
  const doc = parseXml(xml);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(NS);
  const map = new Map<string, Entry>();
  for (const url of Array.from(doc.getElementsByTagNameNS(NS, 'url'))) {
    const loc = url.getElementsByTagNameNS(NS, 'loc')[0].textContent ?? '';
    const alternates: Record<string, string> = {};
    for (const link of Array.from(url.getElementsByTagNameNS(XHTML, 'link'))) {
      expect(link.getAttribute('rel')).toBe('alternate');
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    map.set(loc, { loc, lastmod: url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null, alternates });
  }
  return map;
}

const expectedAlternates = (path: string) => ({
  en: `${ORIGIN}${path}`,
  fr: `${ORIGIN}${path}?lang=fr`,
  sw: `${ORIGIN}${path}?lang=sw`,
  'x-default': `${ORIGIN}${path}`,
});

/**
 * An article's alternates: only the language versions on the site, each at its own address, whose slug
 * names its language (docs/decisions/079), and no x-default: no address of an article is language-neutral.
 */
const articleAlternates = (versions: { locale: string; slug: string }[]) =>
  Object.fromEntries(versions.map(({ locale, slug }) => [locale, `${ORIGIN}/news/${slug}`]));

describe.each(testDatabaseKinds())('sitemap and robots.txt (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let articles: { visible: Inserted[]; hidden: Inserted[] };
  let companies: Awaited<ReturnType<typeof someCompanies>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN }, seed: false });
    articles = await someArticles(ctx.database.db, Date.now());
    companies = await someCompanies(ctx.database.db, Date.now());
  });
  afterAll(() => ctx.close());

  const sitemap = async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return entries(res.body);
  };

  it('lists every public page in every language with the three hreflang alternates and x-default', async () => {
    const map = await sitemap();
    for (const path of PAGES) {
      const alternates = expectedAlternates(path);
      for (const loc of [alternates.en, alternates.fr, alternates.sw]) {
        expect(map.get(loc)?.alternates, loc).toEqual(alternates);
      }
    }
  });

  it("lists every published company's page in every language with its alternates, dated by its record's newest change", async () => {
    const map = await sitemap();
    const companyUrls = () => [...map.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/companies/`));
    for (const company of companies.listed) {
      const alternates = expectedAlternates(`/companies/${company.values.slug}`);
      for (const loc of [alternates.en, alternates.fr, alternates.sw]) {
        expect(map.get(loc)?.alternates, loc).toEqual(alternates);
        expect(map.get(loc)?.lastmod, loc).toBe(company.updatedAt.toISOString());
      }
    }
    // Neither the unpublished company nor the one not written yet: no page of theirs is on the site.
    expect(companyUrls()).toHaveLength(companies.listed.length * 3);
    for (const company of companies.hidden)
      expect(companyUrls().filter((loc) => loc.includes(`/companies/${company.values.slug}`))).toEqual([]);
  });

  it("follows a company's changes: a save dates its page anew, unpublishing takes it out", async () => {
    const [company] = companies.listed;
    const loc = `${ORIGIN}/companies/${company.values.slug}?lang=sw`;
    const [saved] = await ctx.database.db
      .update(entryRows)
      .set({ values: { ...company.values, website: 'https://greenharvest.example' } })
      .where(eq(entryRows.id, company.id))
      .returning();
    expect(saved.updatedAt.getTime()).toBeGreaterThan(company.updatedAt.getTime());
    expect((await sitemap()).get(loc)?.lastmod).toBe(saved.updatedAt.toISOString());
    await ctx.database.db.update(entryRows).set({ published: false }).where(eq(entryRows.id, company.id));
    expect((await sitemap()).has(loc)).toBe(false);
    await ctx.database.db.update(entryRows).set({ published: true }).where(eq(entryRows.id, company.id));
    expect((await sitemap()).has(loc)).toBe(true);
  });

  it('lists every published version of every visible article at its own address, and no draft or scheduled one', async () => {
    const map = await sitemap();
    const rows = await ctx.database.db.select().from(newsArticles);
    const versions = await ctx.database.db.select().from(newsVersions);
    for (const article of articles.visible) {
      const row = rows.find((r) => r.id === article.id);
      const own = versions.filter((v) => v.articleId === article.id);
      expect(own.length).toBeGreaterThan(0);
      // lastmod is the latest of the updates (the article and its versions) and the publication.
      const times = [row?.updatedAt, row?.publishedAt, ...own.map((v) => v.updatedAt)].map((d) => d?.getTime() ?? 0);
      for (const version of own) {
        const entry = map.get(`${ORIGIN}/news/${version.slug}`);
        expect(entry, version.slug).toBeDefined();
        expect(entry?.alternates).toEqual(articleAlternates(own));
        expect(new Date(entry?.lastmod ?? '').getTime()).toBe(Math.max(...times));
        // Never the address with ?lang=: the version's own is its canonical one.
        expect(map.has(`${ORIGIN}/news/${version.slug}?lang=${version.locale}`)).toBe(false);
      }
    }
    for (const article of articles.hidden)
      for (const version of article.versions) expect(map.has(`${ORIGIN}/news/${version.slug}`)).toBe(false);
    const articleUrls = [...map.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/news/`));
    expect(articleUrls).toHaveLength(articles.visible.reduce((n, a) => n + a.versions.length, 0));
    // A Swahili-only article: one address, naming Swahili alone.
    const sw = articles.visible[0].versions[0];
    expect(map.get(`${ORIGIN}/news/${sw.slug}`)?.alternates).toEqual({ sw: `${ORIGIN}/news/${sw.slug}` });
  });

  it('follows publishing without a restart: a new article appears, an unpublished one disappears', async () => {
    const before = await sitemap();
    const article = await insertArticle(ctx.database.db, { publishedAt: new Date(Date.now() - 60_000) });
    const loc = `${ORIGIN}/news/${article.slug}`;
    expect(before.has(loc)).toBe(false);

    const published = await sitemap();
    const changed = Math.max(article.updatedAt.getTime(), article.versions[0].updatedAt.getTime());
    expect(published.get(loc)?.lastmod).toBe(new Date(changed).toISOString());
    // Only English exists: no French or Swahili address is listed or named as an alternate.
    expect(published.get(loc)?.alternates).toEqual(articleAlternates([{ locale: 'en', slug: article.slug }]));
    expect(published.has(`${loc}?lang=sw`)).toBe(false);

    const frSlug = `${article.slug}-fr`;
    await ctx.database.db.insert(newsVersions).values({
      articleId: article.id,
      locale: 'fr',
      slug: frSlug,
      title: 'Titre',
      excerpt: 'Résumé',
      content: '<p>Texte</p>',
    });
    const translated = await sitemap();
    const both = articleAlternates([
      { locale: 'en', slug: article.slug },
      { locale: 'fr', slug: frSlug },
    ]);
    expect(translated.get(loc)?.alternates).toEqual(both);
    expect(translated.get(`${ORIGIN}/news/${frSlug}`)?.alternates).toEqual(both);

    await ctx.database.db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, article.id));
    const unpublished = await sitemap();
    expect(unpublished.has(loc)).toBe(false);
    expect(unpublished.has(`${ORIGIN}/news/${frSlug}`)).toBe(false);
  });

  it('robots.txt allows everything and points at the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Allow: \/$/m);
    expect(res.body).not.toMatch(/^Disallow: \/\s*$/m);
    expect(res.body).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });
});

describe.each(testDatabaseKinds())('a sitemap past its per-file limit (%s)', (kind) => {
  const PER_FILE = 20;
  // The server's time, moved by hand: a scheduled article's time comes when the test says so, not when a
  // loaded machine gets round to the next check (an article due 1.5 s later was already out under npm test).
  const clock = new ManualClock();
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let articles: { visible: Inserted[]; hidden: Inserted[] };
  let companies: Awaited<ReturnType<typeof someCompanies>>;
  /** The places before the articles: the pages, then the published companies' pages. */
  let FIXED: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock,
      seed: false,
      env: { PUBLIC_URL: ORIGIN, SITEMAP_URLS_PER_FILE: String(PER_FILE) },
    });
    articles = await someArticles(ctx.database.db, clock.ms());
    companies = await someCompanies(ctx.database.db, clock.ms());
    FIXED = PAGES.length + companies.listed.length;
  });
  afterAll(() => ctx.close());

  it('becomes an index of parts, each within the limit, that together list every address once', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const index = parseXml(res.body);
    expect(index.documentElement.localName).toBe('sitemapindex');
    const parts = Array.from(index.getElementsByTagNameNS(NS, 'sitemap')).map((s) => ({
      loc: s.getElementsByTagNameNS(NS, 'loc')[0].textContent ?? '',
      lastmod: s.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent,
    }));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.loc)).toEqual(parts.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    const all = new Map<string, Entry>();
    let listed = 0;
    for (const part of parts) {
      const answer = await ctx.app.inject(new URL(part.loc).pathname);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/xml/);
      const urls = entries(answer.body);
      expect(urls.size).toBeLessThanOrEqual(PER_FILE);
      listed += urls.size;
      for (const [loc, entry] of urls) all.set(loc, entry);
      // The index's date for a part is the newest of the part's own dates.
      const dates = [...urls.values()].flatMap((u) => (u.lastmod ? [u.lastmod] : [])).sort();
      expect(part.lastmod ?? undefined).toBe(dates.at(-1));
    }
    expect(all.size).toBe(listed);
    // A part is a run of places (the pages, the companies, then the articles newest first) that fits a file
    // in every language.
    expect(parts.length).toBe(Math.ceil((FIXED + articles.visible.length) / Math.floor(PER_FILE / 3)));
    for (const path of [...PAGES, ...companies.listed.map((company) => `/companies/${company.values.slug}`)]) {
      for (const href of Object.values(expectedAlternates(path))) expect(all.has(href)).toBe(true);
    }
    for (const company of companies.listed)
      expect(all.get(`${ORIGIN}/companies/${company.values.slug}`)?.lastmod).toBe(company.updatedAt.toISOString());
    expect([...all.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/companies/`))).toHaveLength(
      companies.listed.length * 3,
    );
    for (const article of articles.visible)
      for (const version of article.versions) expect(all.has(`${ORIGIN}/news/${version.slug}`)).toBe(true);
  });

  /** Every part the index names, read and checked; fails unless every visible address is listed exactly once. */
  const everyPart = async () => {
    const index = parseXml((await ctx.app.inject('/sitemap.xml')).body);
    const locs = Array.from(index.getElementsByTagNameNS(NS, 'sitemap')).map(
      (s) => s.getElementsByTagNameNS(NS, 'loc')[0].textContent ?? '',
    );
    const all = new Map<string, Entry>();
    let listed = 0;
    for (const loc of locs) {
      const answer = await ctx.app.inject(new URL(loc).pathname);
      expect(answer.statusCode, loc).toBe(200);
      const urls = entries(answer.body);
      expect(urls.size).toBeLessThanOrEqual(PER_FILE);
      listed += urls.size;
      for (const [url, entry] of urls) all.set(url, entry);
    }
    expect(all.size, 'an address listed twice').toBe(listed);
    const now = clock.now();
    const visible = (await ctx.database.db.select().from(newsArticles)).filter(
      (a) => a.status === 'published' && a.publishedAt && a.publishedAt <= now,
    );
    const versions = await ctx.database.db.select().from(newsVersions);
    const ids = new Set(visible.map((a) => a.id));
    const expected = versions.filter((v) => ids.has(v.articleId)).map((v) => `${ORIGIN}/news/${v.slug}`);
    expect([...all.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/news/`)).sort()).toEqual(expected.sort());
    expect(locs.length).toBe(Math.ceil((FIXED + visible.length) / Math.floor(PER_FILE / 3)));
    return { parts: locs.length, visible: visible.length };
  };

  it('keeps every address once across parts when an article is published or unpublished mid-list', async () => {
    await everyPart();
    // Between the two articles in the middle of the list, so every later part's first article moves.
    const listed = (await ctx.database.db.select().from(newsArticles))
      .filter((a) => a.status === 'published' && a.publishedAt && a.publishedAt <= clock.now())
      .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
    const middle = Math.floor(listed.length / 2);
    const [after, before] = [listed[middle - 1].publishedAt as Date, listed[middle].publishedAt as Date];
    const article = await insertArticle(ctx.database.db, {
      publishedAt: new Date((after.getTime() + before.getTime()) / 2),
    });
    await eventually(async () => {
      await everyPart();
    });
    await ctx.database.db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, listed[2].id));
    await eventually(async () => {
      await everyPart();
    });
    await ctx.database.db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, article.id));
    await ctx.database.db.update(newsArticles).set({ status: 'published' }).where(eq(newsArticles.id, listed[2].id));
    await eventually(async () => {
      await everyPart();
    });
  });

  it('keeps its counts per news generation: dropped by a publication and by a scheduled time', async () => {
    const { parts, visible } = await everyPart();
    // Kept in the content cache with the news list's total, under the same key.
    expect(ctx.app.cache.peek('news:total:')).toBe(visible);
    const per = Math.floor(PER_FILE / 3);
    const added = await Promise.all(
      Array.from({ length: per }, (_, i) =>
        insertArticle(ctx.database.db, { publishedAt: new Date(clock.ms() - 3_600_000 * (i + 1)) }),
      ),
    );
    await eventually(async () => {
      expect((await everyPart()).parts).toBe(parts + 1);
      expect(ctx.app.cache.peek('news:total:')).toBe(visible + per);
    });
    // Scheduled: no write when its time comes, yet the kept counts and keys must not outlive it.
    const generation = ctx.app.cache.generation;
    const scheduled = await insertArticle(ctx.database.db, { publishedAt: new Date(clock.ms() + 60_000) });
    // Once the insert's notification has dropped the news entries, what is read next is kept: by the
    // generation alone, it would be served until the next write.
    await eventually(async () => expect(ctx.app.cache.generation).toBeGreaterThan(generation));
    expect((await everyPart()).visible).toBe(visible + per);
    clock.advance(60_000);
    expect((await everyPart()).visible).toBe(visible + per + 1);
    await ctx.database.db
      .update(newsArticles)
      .set({ status: 'draft' })
      .where(inArray(newsArticles.id, [scheduled.id, ...added.map((a) => a.id)]));
    await eventually(async () => expect((await everyPart()).parts).toBe(parts));
  });

  it("finds each part's first article by a walk of the index, and reads from its key what an offset reads", async () => {
    const now = new Date();
    const per = Math.floor(PER_FILE / 3);
    const keys = await keysEvery(ctx.database.db, now, per, PAGES.length);
    const all = await listVisibleArticles(ctx.database.db, now);
    expect(keys.map((key) => key.rank)).toEqual(
      all.flatMap((_, rank) => ((PAGES.length + rank) % per === 0 ? [rank] : [])),
    );
    for (const key of keys) {
      expect(key.id).toBe(all[key.rank].id);
      const byKey = await listVisibleArticles(ctx.database.db, now, per, key);
      expect(byKey.map((a) => a.id)).toEqual(all.slice(key.rank, key.rank + per).map((a) => a.id));
    }
  });

  it('answers 404 for a part that does not exist', async () => {
    const count = parseXml((await ctx.app.inject('/sitemap.xml')).body).getElementsByTagNameNS(NS, 'sitemap').length;
    for (const path of [`/sitemap-${count + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      const res = await ctx.app.inject(path);
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe.each(testDatabaseKinds())('a sitemap index of a large archive (%s)', (kind) => {
  // Past one file's limit, but the limit is above a part's: the parts stay small all the same.
  const PER_FILE = SITEMAP_URLS_PER_PART + 300;
  const ARTICLES = 1200;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      seed: false,
      env: { PUBLIC_URL: ORIGIN, SITEMAP_URLS_PER_FILE: String(PER_FILE) },
    });
    // Ids of their own, far above the sequence's, so each version names its article.
    await ctx.database.db.execute(sql`
      insert into news_articles (id, category, author, status, published_at)
      select 200000 + n, 'Awards', 'Test', 'published', now() - interval '1 day' - n * interval '1 minute'
      from generate_series(1, ${ARTICLES}) as n`);
    // In three languages, so a part's every place gives three addresses.
    await ctx.database.db.execute(sql`
      insert into news_versions (article_id, locale, slug, title, excerpt, content)
      select 200000 + n, l.locale, 'archive-' || n || '-' || l.locale, 'Archive ' || n, 'Excerpt', '<p>Body</p>'
      from generate_series(1, ${ARTICLES}) as n cross join (values ('en'), ('fr'), ('sw')) as l(locale)`);
  });
  afterAll(() => ctx.close());

  it('makes parts of at most SITEMAP_URLS_PER_PART addresses, however high the per-file limit', async () => {
    const index = parseXml((await ctx.app.inject('/sitemap.xml')).body);
    expect(index.documentElement.localName).toBe('sitemapindex');
    const locs = Array.from(index.getElementsByTagNameNS(NS, 'loc')).map((loc) => loc.textContent ?? '');
    let listed = 0;
    for (const loc of locs) {
      const answer = await ctx.app.inject(new URL(loc).pathname);
      const urls = (answer.body.match(/<url>/g) ?? []).length;
      expect(urls, loc).toBeLessThanOrEqual(SITEMAP_URLS_PER_PART);
      listed += urls;
    }
    expect(listed).toBeGreaterThan(PER_FILE);
    expect(locs.length).toBe(Math.ceil((PAGES.length + ARTICLES) / (SITEMAP_URLS_PER_PART / 3)));
  });
});
