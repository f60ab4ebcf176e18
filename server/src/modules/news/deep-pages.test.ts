import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles, newsVersions } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { ANCHOR_EVERY } from './repository';

/**
 * Deep pages of the public list start from a kept anchor (the key of every ANCHOR_EVERY-th article) instead
 * of walking the whole offset (decision 055): they must list exactly what the offset names,
 * across anchors, with ties in publication time, in a category, and after the list changes mid-way.
 */
describe.each(testDatabaseKinds())('news list deep pages (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const ARTICLES = 2 * ANCHOR_EVERY + 150;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    // Three articles share each minute, so anchors fall among equal times and the id decides the order.
    // Ids of their own, far above the sequence's, so each version names its article.
    await ctx.database.db.execute(sql`
      insert into news_articles (id, category, author, status, published_at)
      select 100000 + n, (array['Awards', 'Expansion'])[1 + n % 2], 'Test', 'published',
        now() - interval '1 day' - (n / 3) * interval '1 minute'
      from generate_series(1, ${ARTICLES}) as n`);
    await ctx.database.db.execute(sql`
      insert into news_versions (article_id, locale, slug, title, excerpt, content)
      select 100000 + n, (array['en', 'fr', 'sw'])[1 + n % 3], 'deep-' || n, 'Deep ' || n, 'Excerpt', '<p>Body</p>'
      from generate_series(1, ${ARTICLES}) as n`);
  });
  afterAll(() => ctx.close());

  /** What the offset names, read without the list's code: visible, newest first, id breaking ties. */
  const expected = async (offset: number, limit: number, category?: string) => {
    const now = new Date();
    const visible = and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));
    const rows = await ctx.database.db
      .select({ slug: newsVersions.slug })
      .from(newsArticles)
      .innerJoin(newsVersions, eq(newsVersions.articleId, newsArticles.id))
      .where(category ? and(visible, eq(newsArticles.category, category)) : visible)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.slug);
  };
  const served = async (offset: number, limit: number, category?: string) => {
    const query = `limit=${limit}&offset=${offset}${category ? `&category=${category}` : ''}`;
    const res = await ctx.app.inject(`/api/news?published=true&${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json().articles as { slug: string }[]).map((a) => a.slug);
  };
  const offsets = [0, ANCHOR_EVERY - 5, ANCHOR_EVERY - 1, ANCHOR_EVERY, ANCHOR_EVERY + 1, 2 * ANCHOR_EVERY - 4];
  const checkAll = async () => {
    for (const offset of [...offsets, 2 * ANCHOR_EVERY, 2 * ANCHOR_EVERY + 7]) {
      expect(await served(offset, 9), `offset ${offset}`).toEqual(await expected(offset, 9));
    }
    for (const offset of offsets) {
      expect(await served(offset, 9, 'Awards'), `Awards, offset ${offset}`).toEqual(
        await expected(offset, 9, 'Awards'),
      );
    }
  };

  it('serves every deep page as its offset names it, across anchors and in a category', async () => {
    await checkAll();
    // Past the end: empty, not an error.
    expect(await served(10 * ANCHOR_EVERY, 9)).toEqual([]);
  });

  it('stays right when an article is published or unpublished before the anchors', async () => {
    await checkAll();
    // Newer than every generated article: each anchor's place moves by one.
    await ctx.database.db.execute(sql`
      with article as (
        insert into news_articles (category, author, status, published_at)
        values ('Awards', 'Test', 'published', now() - interval '1 hour') returning id)
      insert into news_versions (article_id, locale, slug, title, excerpt, content)
      select id, 'sw', 'deep-new', 'New', 'Excerpt', '<p>Body</p>' from article`);
    await eventually(checkAll, 10_000);
    await ctx.database.db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, 100_500));
    await eventually(checkAll, 10_000);
  });
});
