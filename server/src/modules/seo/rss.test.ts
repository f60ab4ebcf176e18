import { spawnSync } from 'node:child_process';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles, newsTranslations } from '../../db/schema';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { dictionaries } from './page-text';
import { insertArticle, parseXml } from './test-helpers';

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
  entries: { link: string; categories: string[] }[];
}

function readWithFeedparser(xml: string): ParsedFeed {
  const script = [
    'import json, sys, feedparser',
    'f = feedparser.parse(sys.stdin.buffer.read())',
    'print(json.dumps({"bozo": bool(f.bozo), "bozo_exception": str(f.get("bozo_exception", "")),',
    '  "language": f.feed.get("language"),',
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

  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
    const db = ctx.database.db;
    // The seed has fewer than 20 visible articles: add some, so the limit is what cuts the list.
    for (let i = 0; i < 4; i++) await insertArticle(db, { publishedAt: new Date(Date.now() - (i + 1) * 86_400_000) });
    newestTitle = (await insertArticle(db, { publishedAt: new Date(Date.now() - 1000) })).title;
    draftSlug = (await insertArticle(db, { status: 'draft' })).slug;
    scheduledSlug = (await insertArticle(db, { publishedAt: new Date(Date.now() + 86_400_000) })).slug;
    const res = await ctx.app.inject('/news/rss.xml');
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
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/news/rss.xml`);
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  it('carries the latest 20 visible articles, newest first, with every field and no drafts', async () => {
    const expected = await ctx.database.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`)))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(20);
    expect(expected.length).toBe(20);
    const items = Array.from(feed.getElementsByTagName('item'));
    expect(items).toHaveLength(20);
    expect(text(items[0], 'title')).toBe(newestTitle);
    items.forEach((item, i) => {
      const row = expected[i];
      const link = `${ORIGIN}/news/${row.slug}`;
      expect(text(item, 'title')).toBe(row.title);
      expect(text(item, 'link')).toBe(link);
      const guid = item.getElementsByTagName('guid')[0];
      expect(guid.getAttribute('isPermaLink')).toBe('true');
      expect(guid.textContent).toBe(link);
      const pubDate = text(item, 'pubDate') ?? '';
      expect(pubDate).toMatch(RFC_822);
      expect(new Date(pubDate).getTime()).toBe(Math.floor(row.publishedAt.getTime() / 1000) * 1000);
      expect(text(item, 'description')).toBe(row.excerpt);
      expect(text(item, 'category')).toBe(row.category);
      expect(text(item, 'author')).toBe(`media@veb-group.co.za (${row.author})`);
    });
    const dates = items.map((item) => new Date(text(item, 'pubDate') ?? '').getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const links = items.map((item) => text(item, 'link'));
    expect(links).not.toContain(`${ORIGIN}/news/${draftSlug}`);
    expect(links).not.toContain(`${ORIGIN}/news/${scheduledSlug}`);
  });

  // Decision 043: read by a real feed reader, the French and Swahili feeds name their categories in their
  // own language, as the pages do, and carry their language.
  it.skipIf(!FEEDPARSER)('the French and Swahili feeds name categories in their language (feedparser)', async () => {
    for (const locale of ['fr', 'sw'] as const) {
      const res = await ctx.app.inject(`/news/rss.xml?lang=${locale}`);
      const parsed = readWithFeedparser(res.body);
      expect(parsed.bozo, parsed.bozo_exception).toBe(false);
      expect(parsed.language).toBe(locale);
      const versions = await ctx.database.db
        .select({ slug: newsTranslations.slug, category: newsArticles.category })
        .from(newsTranslations)
        .innerJoin(newsArticles, eq(newsArticles.id, newsTranslations.articleId))
        .where(eq(newsTranslations.locale, locale));
      const labels: Record<string, string> = dictionaries[locale].news.categories;
      expect(parsed.entries.length).toBeGreaterThan(0);
      for (const entry of parsed.entries) {
        const slug = decodeURIComponent(new URL(entry.link).pathname.replace('/news/', ''));
        const category = versions.find((v) => v.slug === slug)?.category;
        expect(category, entry.link).toBeDefined();
        expect(entry.categories, entry.link).toEqual([labels[category as string] ?? category]);
      }
      // The seed's translated articles include an award: its English name must not reach these readers.
      expect(parsed.entries.flatMap((e) => e.categories)).toContain(labels.Awards);
      expect(parsed.entries.flatMap((e) => e.categories)).not.toContain('Awards');
    }
  });

  it('escapes markup in titles and excerpts instead of breaking the XML', () => {
    const item = Array.from(feed.getElementsByTagName('item')).find((i) => text(i, 'title') === newestTitle);
    expect(newestTitle).toMatch(/<with> "markup" &/);
    expect(text(item as Element, 'description')).toMatch(/& <b>not bold<\/b>$/);
  });
});
