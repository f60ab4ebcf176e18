import { and, arrayContains, desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, newsArticles, newsVersions } from '../../db/schema';
import { insertArticle } from '../../test/articles';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { ANCHOR_EVERY } from './repository';

const DAY = 86_400_000;
type Listed = { id: number; slug: string; category: string; companies: number[] };

/**
 * The news list by company (docs/decisions/085): `?company={slug}` lists the visible articles about that
 * company, counts the same filter, pages through them as SPEC §9 says, with a category too, from deep
 * anchors of its own; a slug no shown company has lists nothing, as an unknown category does.
 */
describe.each(testDatabaseKinds())('news by company (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let images: number;
  let properties: number;
  /** Many articles, four fifths of them AK Images', so its list passes its first anchor. */
  const MANY = Math.ceil((ANCHOR_EVERY * 5) / 4) + 150;

  const company = async (slug: string, name: string, published = true) => {
    const [row] = await ctx.database.db
      .insert(entries)
      .values({
        kind: 'company',
        published,
        values: { slug, name, icon: 'Camera', colour: 'amber' },
        versions: { en: { words: { tagline: name, description: name }, changedAt: new Date().toISOString() } },
      })
      .returning({ id: entries.id });
    return row.id;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    const db = ctx.database.db;
    images = await company('ak-images', 'AK Images');
    properties = await company('veb-properties', 'VEB Properties');
    await company('samdon', 'SAMDON Real Estate', false);
    const now = Date.now();
    // Newest first: every third about AK Images alone, every third about both, every third about neither;
    // categories in turn. Then a draft and a scheduled article about AK Images, which no list shows.
    for (let i = 0; i < 24; i++) {
      const companyIds = [[images], [images, properties], []][i % 3];
      await insertArticle(db, {
        category: i % 2 ? 'Awards' : 'Expansion',
        publishedAt: new Date(now - (i + 1) * DAY),
        companyIds,
      });
    }
    await insertArticle(db, { status: 'draft', companyIds: [images] });
    await insertArticle(db, { publishedAt: new Date(now + DAY), companyIds: [images] });
    // Older than all of them: a run long enough for anchors, three to a minute so they fall among equal
    // times, ids far above the sequence's so each version names its article.
    await db.execute(sql`
      insert into news_articles (id, category, author, status, published_at, company_ids)
      select 200000 + n, (array['Awards', 'Expansion'])[1 + n % 2], 'Test', 'published',
        now() - interval '100 days' - (n / 3) * interval '1 minute',
        case when n % 5 = 0 then array[${properties}]::integer[] else array[${images}]::integer[] end
      from generate_series(1, ${MANY}) as n`);
    await db.execute(sql`
      insert into news_versions (article_id, locale, slug, title, excerpt, content)
      select 200000 + n, 'en', 'company-deep-' || n, 'Deep ' || n, 'Excerpt', '<p>Body</p>'
      from generate_series(1, ${MANY}) as n`);
  }, 120_000);
  afterAll(() => ctx?.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject(`/api/news?published=true&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { articles: Listed[]; total: number };
  };

  /** What a filter names, read without the list's code: visible, newest first, id breaking ties. */
  const expected = async (companyId: number, { category, offset = 0, limit = 10_000 } = {} as Filter) => {
    const visible = and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, new Date()));
    const rows = await ctx.database.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .innerJoin(newsVersions, eq(newsVersions.articleId, newsArticles.id))
      .where(
        and(
          visible,
          arrayContains(newsArticles.companyIds, [companyId]),
          category ? eq(newsArticles.category, category) : undefined,
        ),
      )
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  };
  type Filter = { category?: string; offset?: number; limit?: number };

  it("lists a company's visible articles, newest first, counted with the same filter, each naming its companies", async () => {
    const all = await expected(images);
    expect(all.length).toBeGreaterThan(ANCHOR_EVERY);
    const first = await list('limit=9&offset=0&company=ak-images');
    expect(first.total).toBe(all.length);
    expect(first.articles.map((a) => a.id)).toEqual(all.slice(0, 9));
    for (const article of first.articles) expect(article.companies).toContain(images);
    // An article about both is in both lists, and says so.
    const both = first.articles.find((a) => a.companies.length === 2);
    expect(both?.companies).toEqual([images, properties].sort((a, b) => a - b));
    expect((await list('limit=50&company=veb-properties')).articles.map((a) => a.id)).toContain(both?.id);
    // The list without a company is the whole list, as before.
    const whole = await list('limit=9&offset=0');
    expect(whole.total).toBeGreaterThan(all.length);
  });

  it('pages through a company’s articles exactly once, nine at a time (SPEC §9)', async () => {
    const all = await expected(properties);
    const seen: number[] = [];
    for (let offset = 0; offset < all.length + 9; offset += 9) {
      const page = await list(`limit=9&offset=${offset}&company=veb-properties`);
      expect(page.total).toBe(all.length);
      expect(page.articles.length).toBe(Math.max(0, Math.min(9, all.length - offset)));
      seen.push(...page.articles.map((a) => a.id));
    }
    expect(seen).toEqual(all);
  });

  it('narrows by company and category together, and pages through both', async () => {
    const awards = await expected(images, { category: 'Awards' });
    expect(awards.length).toBeGreaterThan(9);
    const seen: number[] = [];
    for (let offset = 0; offset < 27; offset += 9) {
      const page = await list(`limit=9&offset=${offset}&company=ak-images&category=Awards`);
      expect(page.total).toBe(awards.length);
      for (const article of page.articles) expect(article.category).toBe('Awards');
      seen.push(...page.articles.map((a) => a.id));
    }
    expect(seen).toEqual(awards.slice(0, 27));
    // The category alone is unchanged by it.
    const category = await list('limit=9&category=Awards');
    expect(category.total).toBeGreaterThan(awards.length);
  });

  it('serves deep pages of a company (and of a company in a category) as their offsets name them', async () => {
    for (const offset of [ANCHOR_EVERY - 4, ANCHOR_EVERY, ANCHOR_EVERY + 3]) {
      const page = await list(`limit=9&offset=${offset}&company=ak-images`);
      expect(
        page.articles.map((a) => a.id),
        `offset ${offset}`,
      ).toEqual(await expected(images, { offset, limit: 9 }));
    }
    const deep = await list(`limit=9&offset=${ANCHOR_EVERY - 600}&company=ak-images&category=Expansion`);
    expect(deep.articles.map((a) => a.id)).toEqual(
      await expected(images, { category: 'Expansion', offset: ANCHOR_EVERY - 600, limit: 9 }),
    );
  });

  it('lists nothing for a slug no shown company has, as for an unknown category', async () => {
    for (const slug of ['no-such-company', 'samdon', 'AK-IMAGES']) {
      const body = await list(`limit=9&offset=0&company=${slug}`);
      expect(body, slug).toEqual({ articles: [], total: 0 });
    }
    expect(await list('limit=9&category=No%20such%20category')).toEqual({ articles: [], total: 0 });
  });
});
