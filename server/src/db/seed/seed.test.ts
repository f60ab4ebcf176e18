import { englishSource } from '@common/admin/news';
import { homeNews } from '@common/content/home-news';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { createDatabase, type Database } from '../client';
import { impactMetrics, newsArticles, newsTranslations, settings, successStories } from '../schema';
import { seedArticles } from './data/articles';
import { SEED_MARKER_KEY, seedContent, seedOnStart } from './index';

async function counts(db: Database['db']) {
  const n = async (
    table: typeof newsArticles | typeof impactMetrics | typeof successStories | typeof newsTranslations,
  ) => Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    articles: await n(newsArticles),
    metrics: await n(impactMetrics),
    stories: await n(successStories),
    translations: await n(newsTranslations),
  };
}

const EMPTY = { articles: 0, metrics: 0, stories: 0, translations: 0 };

async function markerOf(db: Database['db']) {
  const [row] = await db.select().from(settings).where(eq(settings.key, SEED_MARKER_KEY));
  return row?.value;
}

describe('SEED_DEMO', () => {
  it('is on unless set to false', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO/);
  });
});

describe.each(testDatabaseKinds())('demo content at start-up (%s)', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const emptyDatabase = async () => {
    database = await createTestDatabase(kind, { seed: false });
    return database.db;
  };

  it('fills an empty database with the articles, their French and Swahili versions, metrics and stories', async () => {
    const db = await emptyDatabase();
    expect(await seedOnStart(db, { enabled: true })).toBe('seeded');

    const after = await counts(db);
    expect(after.articles).toBe(seedArticles.length);
    expect(after.metrics).toBeGreaterThan(0);
    expect(after.stories).toBeGreaterThan(0);
    const rows = await db
      .select({ translation: newsTranslations, article: newsArticles })
      .from(newsTranslations)
      .innerJoin(newsArticles, eq(newsArticles.id, newsTranslations.articleId));
    expect(rows.filter((r) => r.translation.locale === 'fr').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => r.translation.locale === 'sw').length).toBeGreaterThanOrEqual(6);
    for (const { translation, article } of rows) {
      // Published with a published article, and current: made from the English exactly as stored.
      expect(article.status).toBe('published');
      expect(translation.sourceHash).toBe(
        englishSource({ title: article.title, excerpt: article.excerpt, contentHtml: article.content }),
      );
    }
    expect(await markerOf(db)).toMatchObject({ outcome: 'seeded' });
    // The home page's three featured articles, in the demo's order.
    const featured = await db
      .select({ slug: newsArticles.slug, rank: newsArticles.featuredRank })
      .from(newsArticles)
      .where(isNotNull(newsArticles.featuredRank))
      .orderBy(newsArticles.featuredRank);
    expect(featured).toEqual(homeNews.map((item, index) => ({ slug: item.slug, rank: index + 1 })));
  });

  it('runs once: a second start changes nothing', async () => {
    const db = await emptyDatabase();
    await seedOnStart(db, { enabled: true });
    const before = await counts(db);
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
    expect(await counts(db)).toEqual(before);
  });

  it('leaves an empty database empty with SEED_DEMO=false', async () => {
    const db = await emptyDatabase();
    expect(await seedOnStart(db, { enabled: false })).toBe('declined');
    expect(await counts(db)).toEqual(EMPTY);
    expect(await markerOf(db)).toBeUndefined();
  });

  it('never seeds over content, and marks the database so that emptying it later does not bring the demo back', async () => {
    const db = await emptyDatabase();
    await db.insert(newsArticles).values({
      slug: 'our-own-news',
      title: 'Our own news',
      excerpt: 'Written by staff.',
      content: '<p>Real content.</p>',
      category: 'Community',
      author: 'Staff',
      status: 'published',
    });
    expect(await seedOnStart(db, { enabled: true })).toBe('existing-content');
    expect(await counts(db)).toEqual({ ...EMPTY, articles: 1 });
    expect(await markerOf(db)).toMatchObject({ outcome: 'existing-content' });

    // Staff delete every article: the next start must not put the demo back.
    await db.delete(newsArticles);
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('does not seed a database that was seeded once and then emptied', async () => {
    const db = await emptyDatabase();
    await seedOnStart(db, { enabled: true });
    await db.delete(newsArticles);
    await db.delete(impactMetrics);
    await db.delete(successStories);
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('npm run db:seed replaces the demo content, translations included, and records it', async () => {
    const db = await emptyDatabase();
    await seedContent(db);
    const first = await counts(db);
    await seedContent(db);
    expect(await counts(db)).toEqual(first);
    expect(first.translations).toBeGreaterThanOrEqual(12);
    expect(await markerOf(db)).toMatchObject({ outcome: 'seeded' });
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes starting together on one PostgreSQL', () => {
  it('seed the database once', async () => {
    const first = await createTestDatabase('postgres', { seed: false });
    const second = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    try {
      const outcomes = await Promise.all([
        seedOnStart(first.db, { enabled: true }),
        seedOnStart(second.db, { enabled: true }),
      ]);
      expect(outcomes.sort()).toEqual(['seeded', null].sort());
      expect((await counts(first.db)).articles).toBe(seedArticles.length);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
