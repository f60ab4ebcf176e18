import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles, newsVersions } from '../db/schema';
import { insertArticle } from '../test/articles';
import { eventually } from '../test/eventually';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

describe.each(testDatabaseKinds())('cache invalidation (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let draftId: number;
  let draftSlug: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    for (const locale of ['en', 'fr', 'sw'] as const)
      await insertArticle(ctx.database.db, { publishedAt: new Date(Date.now() - 60_000), versions: { [locale]: {} } });
    const draft = await insertArticle(ctx.database.db, { status: 'draft', versions: { sw: {} } });
    draftId = draft.id;
    draftSlug = draft.slug;
  });
  afterAll(() => ctx.close());

  const list = async () => (await ctx.app.inject('/api/news?published=true&limit=50&offset=0')).json();

  it('serves a changed article once the database reports the change, whoever made it', async () => {
    const [first] = (await list()).articles;
    expect((await ctx.app.inject(`/api/news/${first.slug}`)).json().title).toBe(first.title);
    expect(ctx.app.cache.size).toBeGreaterThan(0);
    // Plain SQL, as another tool would write it: the version's trigger notifies, the news entries go.
    await ctx.database.db.execute(sql`update news_versions set title = 'Edited by hand' where slug = ${first.slug}`);
    await eventually(async () => {
      expect((await ctx.app.inject(`/api/news/${first.slug}`)).json().title).toBe('Edited by hand');
      expect((await list()).articles[0].title).toBe('Edited by hand');
    });
  });

  it('shows a draft once it is published, and hides an article once unpublished', async () => {
    const before = await list();
    await ctx.database.db
      .update(newsArticles)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(newsArticles.id, draftId));
    await eventually(async () => {
      const after = await list();
      expect(after.total).toBe(before.total + 1);
      expect(after.articles[0].slug).toBe(draftSlug);
    });
    await ctx.database.db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, draftId));
    await eventually(async () => expect((await list()).total).toBe(before.total));
  });

  it('shows a scheduled article when its time comes, without any write', async () => {
    const before = (await list()).total;
    await insertArticle(ctx.database.db, { publishedAt: new Date(Date.now() + 1500), versions: { fr: {} } });
    // The insert itself empties the cache; the list is read again and still excludes the article.
    await eventually(async () => expect((await list()).total).toBe(before));
    await eventually(async () => expect((await list()).total).toBe(before + 1), 8000);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('both drop their caches when either changes content', async () => {
    const a = await createTestApp('postgres', { seed: false });
    await insertArticle(a.database.db, { publishedAt: new Date(Date.now() - 60_000), versions: { sw: {} } });
    // The second app joins the same database without resetting it.
    const { createDatabase } = await import('../db/client');
    const { buildApp } = await import('../app');
    const { loadConfig } = await import('../config');
    const database = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    const b = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
    try {
      const slug = (await a.app.inject('/api/news?limit=1')).json().articles[0].slug;
      for (const app of [a.app, b]) expect((await app.inject(`/api/news/${slug}`)).statusCode).toBe(200);
      await a.database.db.update(newsVersions).set({ title: 'Changed through A' }).where(eq(newsVersions.slug, slug));
      await eventually(async () => {
        for (const app of [a.app, b])
          expect((await app.inject(`/api/news/${slug}`)).json().title).toBe('Changed through A');
      });
    } finally {
      await b.close();
      await database.close();
      await a.close();
    }
  });
});
