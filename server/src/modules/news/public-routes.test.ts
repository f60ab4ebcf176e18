import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles } from '../../db/schema';
import { seedArticles } from '../../db/seed/data/articles';
import { eventually } from '../../test/eventually';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/** Published seed articles whose date has come, newest first: what the API must serve. */
const visibleSeed = seedArticles
  .filter((a) => a.status === 'published' && typeof a.publishedAt === 'string' && new Date(a.publishedAt) <= new Date())
  .sort((a, b) => new Date(b.publishedAt as string).getTime() - new Date(a.publishedAt as string).getTime());
const hidden = seedArticles.filter((a) => !visibleSeed.includes(a));

describe.each(testDatabaseKinds())('news API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the first page newest first with the total of visible articles', async () => {
    const res = await get('/api/news?published=true&limit=9&offset=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(visibleSeed.length);
    expect(body.articles.map((a: { slug: string }) => a.slug)).toEqual(visibleSeed.slice(0, 9).map((a) => a.slug));
    expect(body.articles[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      author: expect.any(String),
    });
  });

  it('pages through every visible article exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < visibleSeed.length + 9; offset += 9) {
      const body = (await get(`/api/news?published=true&limit=9&offset=${offset}`)).json();
      expect(body.total).toBe(visibleSeed.length);
      expect(body.articles.length).toBe(Math.max(0, Math.min(9, visibleSeed.length - offset)));
      seen.push(...body.articles.map((a: { slug: string }) => a.slug));
    }
    expect(seen).toEqual(visibleSeed.map((a) => a.slug));
  });

  it('filters by exact category and counts the same filter', async () => {
    const expected = visibleSeed.filter((a) => a.category === 'Awards');
    expect(expected.length).toBeGreaterThan(0);
    const body = (await get('/api/news?published=true&limit=50&offset=0&category=Awards')).json();
    expect(body.total).toBe(expected.length);
    expect(body.articles.every((a: { category: string }) => a.category === 'Awards')).toBe(true);
    expect((await get('/api/news?published=true&limit=50&offset=0&category=awards')).json().total).toBe(0);
  });

  it('never shows drafts or articles scheduled for later', async () => {
    expect(hidden.some((a) => a.status === 'draft')).toBe(true);
    expect(hidden.some((a) => typeof a.publishedAt !== 'string')).toBe(true);
    const body = (await get('/api/news?published=true&limit=50&offset=0')).json();
    const slugs = body.articles.map((a: { slug: string }) => a.slug);
    for (const article of hidden) {
      expect(slugs).not.toContain(article.slug);
      expect((await get(`/api/news/${article.slug}`)).statusCode).toBe(404);
    }
  });

  it.each(['limit=0', 'limit=51', 'limit=abc', 'offset=-1', 'offset=1.5', 'published=false'])(
    'rejects %s with 400 and a message',
    async (query) => {
      const res = await get(`/api/news?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    },
  );

  it('returns one published article by slug, and 404 for an unknown slug', async () => {
    const first = visibleSeed[0];
    const res = await get(`/api/news/${first.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: first.slug,
      title: first.title,
      category: first.category,
      author: first.author,
    });
    const missing = await get('/api/news/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(expect.any(String));
  });

  it('sanitises HTML written to the table by other tools before serving it', async () => {
    await ctx.database.db.insert(newsArticles).values({
      slug: 'raw-xss',
      title: 'Raw',
      excerpt: 'Raw row',
      content:
        '<p onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><p style="background:url(x)">s</p>',
      category: 'Awards',
      author: 'Test',
      status: 'published',
      publishedAt: new Date('2020-01-01'),
    });
    // Written by hand, as another tool would: served once the database reports the change, like every
    // cached read (the slug index, decision 065, knew this slug as absent until then).
    let content = '';
    await eventually(async () => {
      const res = await get('/api/news/raw-xss');
      expect(res.statusCode).toBe(200);
      content = res.json().content;
    });
    expect(content).toContain('<p>Hi</p>');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'style=', '<img']) {
      expect(content).not.toContain(bad);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toEqual(expect.any(String));
  });
});
