import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_INDEX_KEY } from '../../content/service';
import { newsRemovedSlugs, newsSlugRedirects } from '../../db/schema';
import { insertArticle } from '../../test/articles';
import { eventually } from '../../test/eventually';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { readSlugIndex, SlugIndex, slugHash } from './slug-index';

describe('SlugIndex', () => {
  it('knows every slug it was made of and, almost always, that another is absent', () => {
    const slugs = Array.from({ length: 5000 }, (_, i) => `article-${i}`);
    const index = SlugIndex.of(slugs);
    expect(index.size).toBe(5000);
    expect(index.bytes).toBe(20_000);
    for (const slug of slugs) expect(index.mayHave(slug)).toBe(true);
    // 32-bit hashes: a made-up slug looks present about once in 850,000 here; none of these should.
    const absent = Array.from({ length: 5000 }, (_, i) => `made-up-${i}`).filter((slug) => index.mayHave(slug));
    expect(absent).toEqual([]);
    expect(SlugIndex.of([]).mayHave('anything')).toBe(false);
  });

  it('hashes the same slug alike and neighbouring slugs apart', () => {
    expect(slugHash('solar-farm')).toBe(slugHash('solar-farm'));
    expect(slugHash('solar-farm')).not.toBe(slugHash('solar-farn'));
    expect(slugHash('')).toBe(0x811c9dc5);
  });
});

describe.each(testDatabaseKinds())('the slug index on the database (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx?.close());

  it('holds every published version’s, old and deleted articles’ slugs', async () => {
    const { db } = ctx.database;
    const article = await insertArticle(db, { versions: { en: {}, sw: { slug: `habari-${kind}` } } });
    await db.insert(newsSlugRedirects).values({ slug: `old-${kind}`, articleId: article.id, locale: 'en' });
    await db.insert(newsRemovedSlugs).values({ slug: `removed-${kind}`, locale: 'en', answer: 'gone' });
    const index = await readSlugIndex(db);
    for (const slug of [article.slug, `habari-${kind}`, `old-${kind}`, `removed-${kind}`])
      expect(index.mayHave(slug)).toBe(true);
    expect(index.mayHave(`never-${kind}`)).toBe(false);
    // Read in batches of three, each table's slugs after the last of the batch before: the same index.
    const batched = await readSlugIndex(db, 3);
    expect(batched.size).toBe(index.size);
    const [{ total }] = (
      (await db.execute(sql`select (select count(*) from news_versions)
        + (select count(*) from news_slug_redirects) + (select count(*) from news_removed_slugs) as total`)) as unknown as {
        rows: { total: number | string }[];
      }
    ).rows;
    expect(index.size).toBe(Number(total));
    for (const slug of [article.slug, `habari-${kind}`, `old-${kind}`, `removed-${kind}`])
      expect(batched.mayHave(slug)).toBe(true);
    // The deleted article's address still answers as chosen on delete, through the index.
    await eventually(async () => expect((await ctx.app.inject(`/api/news/removed-${kind}`)).statusCode).toBe(410));
  });

  it('answers a made-up slug without a read of its own, and a slug an article takes once it does', async () => {
    const slug = `coming-soon-${kind}`;
    // The first miss builds the index in the background (and is read from the database meanwhile).
    expect((await ctx.app.inject(`/api/news/${slug}`)).statusCode).toBe(404);
    await eventually(async () => expect(ctx.app.cache.peek(SLUG_INDEX_KEY)).toBeDefined());
    // Then made-up slugs leave nothing in the cache: no per-slug read was made.
    const size = ctx.app.cache.size;
    for (let i = 0; i < 20; i++) expect((await ctx.app.inject(`/api/news/made-up-${i}-${kind}`)).statusCode).toBe(404);
    expect(ctx.app.cache.size).toBe(size);
    // A new article with that slug (written by hand, as another tool would) is found once the change is known.
    await insertArticle(ctx.database.db, {
      publishedAt: new Date(Date.now() - 60_000),
      versions: { fr: { slug, title: 'Arrived' } },
    });
    await eventually(async () => {
      const res = await ctx.app.inject(`/api/news/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('Arrived');
    });
  });
});
