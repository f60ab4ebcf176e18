import { spawnSync } from 'node:child_process';
import type { Locale } from '@common/locale';
import { and, arrayContains, desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, newsArticles, newsVersions } from '../../db/schema';
import { insertArticle } from '../../test/articles';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { dictionaries } from './page-text';
import { parseXml } from './test-helpers';

const ORIGIN = 'https://www.veb-group.test';
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const text = (item: Element, name: string) => item.getElementsByTagName(name)[0]?.textContent ?? null;

/** Debian's python3-feedparser (the real feed reader, README: tests); absent, its test is skipped with a word. */
const PYTHON = '/usr/bin/python3';
const FEEDPARSER = spawnSync(PYTHON, ['-c', 'import feedparser']).status === 0;
if (!FEEDPARSER) console.warn('[feed tests] feedparser checks skipped: apt-get install python3-feedparser');

interface ParsedFeed {
  bozo: boolean;
  bozo_exception?: string;
  language: string;
  title: string;
  link: string;
  entries: { link: string; categories: string[] }[];
}

function readWithFeedparser(xml: string): ParsedFeed {
  const script = [
    'import json, sys, feedparser',
    'f = feedparser.parse(sys.stdin.buffer.read())',
    'print(json.dumps({"bozo": bool(f.bozo), "bozo_exception": str(f.get("bozo_exception", "")),',
    '  "language": f.feed.get("language"), "title": f.feed.get("title"), "link": f.feed.get("link"),',
    '  "entries": [{"link": e.link, "categories": [t.term for t in e.get("tags", [])]} for e in f.entries]}))',
  ].join('\n');
  const run = spawnSync(PYTHON, ['-c', script], { input: xml, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`feedparser failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ParsedFeed;
}

describe.each(testDatabaseKinds())('news feed (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let feed: Document;
  let draftSlug: string;
  let scheduledSlug: string;
  let newestTitle: string;
  let swahiliOnly: string;
  let company: number;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN }, seed: false });
    const db = ctx.database.db;
    // The media office, as staff mark it among the quick contacts: the feed's <author> address.
    await db.insert(entries).values({
      kind: 'quickContact',
      position: 0,
      published: true,
      values: { email: 'media@veb-group.test', phone: '+27 11 555 0140', icon: 'Mail', purpose: 'media' },
      versions: { en: { words: { title: 'Media', description: 'Press' }, changedAt: new Date().toISOString() } },
    });
    // A company of the group, whose feed carries the articles about it alone (docs/decisions/085).
    [{ id: company }] = await db
      .insert(entries)
      .values({
        kind: 'company',
        values: { slug: 'ak-images', name: 'AK Images', icon: 'Camera', colour: 'amber' },
        versions: { en: { words: { tagline: 'Pictures', description: 'Photography.' }, changedAt: '2026-01-01' } },
      })
      .returning({ id: entries.id });
    // More English than a feed holds, so the limit is what cuts the list; French and Swahili beside them.
    // Every fourth is about the company.
    for (let i = 0; i < 22; i++)
      await insertArticle(db, {
        category: i % 2 ? 'Awards' : 'Expansion',
        publishedAt: new Date(Date.now() - (i + 1) * 86_400_000),
        versions: i % 3 === 0 ? { en: {}, fr: {}, sw: {} } : { en: {} },
        companyIds: i % 4 === 0 ? [company] : [],
      });
    swahiliOnly = (
      await insertArticle(db, { category: 'Awards', publishedAt: new Date(Date.now() - 5000), versions: { sw: {} } })
    ).slug;
    newestTitle = (await insertArticle(db, { publishedAt: new Date(Date.now() - 1000) })).title;
    draftSlug = (await insertArticle(db, { status: 'draft' })).slug;
    scheduledSlug = (await insertArticle(db, { publishedAt: new Date(Date.now() + 86_400_000) })).slug;
    const res = await ctx.app.inject('/news/rss.xml?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    feed = parseXml(res.body);
  });
  afterAll(() => ctx.close());

  it('is RSS 2.0 with a channel that links to itself', () => {
    const rss = feed.documentElement;
    expect(rss.localName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0];
    expect(text(channel, 'title')).toBe('News & Insights | VEB Group');
    expect(text(channel, 'link')).toBe(`${ORIGIN}/news`);
    expect(text(channel, 'language')).toBe('en');
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/news/rss.xml`);
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  /** The newest visible versions in a language (about a company), read without the feed's code. */
  const written = (locale: Locale, limit = 20, about?: number) =>
    ctx.database.db
      .select({ article: newsArticles, version: newsVersions })
      .from(newsVersions)
      .innerJoin(newsArticles, eq(newsArticles.id, newsVersions.articleId))
      .where(
        and(
          eq(newsVersions.locale, locale),
          eq(newsArticles.status, 'published'),
          lte(newsArticles.publishedAt, sql`now()`),
          about === undefined ? undefined : arrayContains(newsArticles.companyIds, [about]),
        ),
      )
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit);

  it('carries the latest 20 visible articles written in English, newest first, with every field and no drafts', async () => {
    const expected = await written('en');
    expect(expected.length).toBe(20);
    const items = Array.from(feed.getElementsByTagName('item'));
    expect(items).toHaveLength(20);
    expect(text(items[0], 'title')).toBe(newestTitle);
    items.forEach((item, i) => {
      const { article, version } = expected[i];
      // The version's own address (docs/decisions/079): its slug names its language.
      const link = `${ORIGIN}/news/${version.slug}`;
      expect(text(item, 'title')).toBe(version.title);
      expect(text(item, 'link')).toBe(link);
      const guid = item.getElementsByTagName('guid')[0];
      expect(guid.getAttribute('isPermaLink')).toBe('true');
      expect(guid.textContent).toBe(link);
      const pubDate = text(item, 'pubDate') ?? '';
      expect(pubDate).toMatch(RFC_822);
      expect(new Date(pubDate).getTime()).toBe(Math.floor(article.publishedAt.getTime() / 1000) * 1000);
      expect(text(item, 'description')).toBe(version.excerpt);
      expect(text(item, 'category')).toBe(article.category);
      expect(text(item, 'author')).toBe(`media@veb-group.test (${article.author})`);
      expect(text(item, 'dc:creator')).toBe(article.author);
    });
    const dates = items.map((item) => new Date(text(item, 'pubDate') ?? '').getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const links = items.map((item) => text(item, 'link'));
    for (const slug of [draftSlug, scheduledSlug, swahiliOnly]) expect(links).not.toContain(`${ORIGIN}/news/${slug}`);
  });

  it('gives each language the articles written in it alone, in it: a Swahili-only article is in the Swahili feed only', async () => {
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const doc = parseXml((await ctx.app.inject(`/news/rss.xml?lang=${locale}`)).body);
      const links = Array.from(doc.getElementsByTagName('item')).map((item) => text(item, 'link'));
      const expected = (await written(locale)).map(({ version }) => `${ORIGIN}/news/${version.slug}`);
      expect(links, locale).toEqual(expected);
      expect(links.includes(`${ORIGIN}/news/${swahiliOnly}`), locale).toBe(locale === 'sw');
      expect(text(doc.documentElement, 'language')).toBe(locale);
    }
  });

  // Decision 043: read by a real feed reader, the French and Swahili feeds name their categories in their
  // own language, as the pages do, and carry their language.
  it.skipIf(!FEEDPARSER)('each feed names its language and its categories in it (feedparser)', async () => {
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const res = await ctx.app.inject(`/news/rss.xml?lang=${locale}`);
      const parsed = readWithFeedparser(res.body);
      expect(parsed.bozo, parsed.bozo_exception).toBe(false);
      expect(parsed.language).toBe(locale);
      const versions = await written(locale, 50);
      const labels: Record<string, string> = dictionaries[locale].news.categories;
      expect(parsed.entries.length).toBeGreaterThan(0);
      for (const entry of parsed.entries) {
        const slug = decodeURIComponent(new URL(entry.link).pathname.replace('/news/', ''));
        const category = versions.find((v) => v.version.slug === slug)?.article.category;
        expect(category, entry.link).toBeDefined();
        expect(entry.categories, entry.link).toEqual([labels[category as string] ?? category]);
      }
      if (locale !== 'en') {
        // An award's English name must not reach these readers.
        expect(parsed.entries.flatMap((e) => e.categories)).toContain(labels.Awards);
        expect(parsed.entries.flatMap((e) => e.categories)).not.toContain('Awards');
      }
    }
  });

  // Decision 085: a company's feed per language, at the address the news list's filter names, read by a
  // real feed reader; an address no company has is not a feed.
  it('gives each company a feed per language of the articles about it alone, linked to its news list', async () => {
    const titles = { en: 'AK Images news', fr: 'Actualités de AK Images', sw: 'Habari za AK Images' };
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const res = await ctx.app.inject(`/news/rss.xml?company=ak-images&lang=${locale}`);
      expect(res.statusCode, locale).toBe(200);
      const doc = parseXml(res.body);
      const channel = doc.getElementsByTagName('channel')[0];
      const lang = locale === 'en' ? '' : `&lang=${locale}`;
      expect(text(channel, 'title')).toBe(`${titles[locale]} | VEB Group`);
      expect(text(channel, 'link')).toBe(`${ORIGIN}/news?company=ak-images${lang}`);
      const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
      expect(self.getAttribute('href')).toBe(`${ORIGIN}/news/rss.xml?company=ak-images${lang}`);
      const links = Array.from(doc.getElementsByTagName('item')).map((item) => text(item, 'link'));
      const expected = (await written(locale, 20, company)).map(({ version }) => `${ORIGIN}/news/${version.slug}`);
      expect(expected.length, locale).toBeGreaterThan(0);
      expect(links, locale).toEqual(expected);
      expect(links.length).toBeLessThan((await written(locale)).length);
    }
    for (const query of ['company=no-such-company', 'company=ak-images&company=ak-images']) {
      expect((await ctx.app.inject(`/news/rss.xml?${query}`)).statusCode, query).toBe(404);
    }
  });

  it.skipIf(!FEEDPARSER)('a company’s feed is read by feedparser with its language, title and articles', async () => {
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const res = await ctx.app.inject(`/news/rss.xml?company=ak-images&lang=${locale}`);
      const parsed = readWithFeedparser(res.body);
      expect(parsed.bozo, parsed.bozo_exception).toBe(false);
      expect(parsed.language).toBe(locale);
      expect(parsed.title).toContain('AK Images');
      expect(parsed.link).toContain('/news?company=ak-images');
      const expected = (await written(locale, 20, company)).map(({ version }) => `${ORIGIN}/news/${version.slug}`);
      expect(parsed.entries.map((e) => e.link)).toEqual(expected);
    }
  });

  it('escapes markup in titles and excerpts instead of breaking the XML', () => {
    const item = Array.from(feed.getElementsByTagName('item')).find((i) => text(i, 'title') === newestTitle);
    expect(newestTitle).toMatch(/<with> "markup" &/);
    expect(text(item as Element, 'description')).toMatch(/& <b>not bold<\/b>$/);
  });
});
