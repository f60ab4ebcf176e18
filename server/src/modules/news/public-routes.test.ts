import type { Locale } from '@common/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../../test/articles';
import { eventually } from '../../test/eventually';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const DAY = 86_400_000;
type Listed = {
  id: number;
  slug: string;
  title: string;
  lang: Locale;
  category: string;
  alternates: Record<string, string>;
};

describe.each(testDatabaseKinds())('news API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  /** The visible articles, newest first, with the slug of each version. */
  const visible: { id: number; slugs: Partial<Record<Locale, string>>; category: string }[] = [];
  const hidden: string[] = [];
  let swahiliOnly: Awaited<ReturnType<typeof insertArticle>>;
  let frenchFirst: Awaited<ReturnType<typeof insertArticle>>;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    const db = ctx.database.db;
    const now = Date.now();
    // Eleven visible articles in every combination of languages, one day apart, the newest first.
    const sets: Locale[][] = [['en'], ['fr'], ['sw'], ['en', 'fr'], ['en', 'sw'], ['fr', 'sw'], ['en', 'fr', 'sw']];
    for (let i = 0; i < 11; i++) {
      const languages = sets[i % sets.length];
      const article = await insertArticle(db, {
        category: i % 3 === 0 ? 'Awards' : 'Expansion',
        publishedAt: new Date(now - (i + 1) * DAY),
        versions: Object.fromEntries(languages.map((l) => [l, {}])),
      });
      visible.push({
        id: article.id,
        slugs: Object.fromEntries(article.versions.map((v) => [v.locale, v.slug])),
        category: article.category,
      });
    }
    hidden.push((await insertArticle(db, { status: 'draft' })).slug);
    hidden.push((await insertArticle(db, { publishedAt: new Date(now + DAY), versions: { sw: {} } })).slug);
    // Written in Swahili alone, and in French first with English from it.
    swahiliOnly = await insertArticle(db, {
      publishedAt: new Date(now - 20 * DAY),
      versions: { sw: { title: 'Ofisi mpya Kampala' } },
    });
    frenchFirst = await insertArticle(db, {
      publishedAt: new Date(now - 21 * DAY),
      // English first in the table and in the rows, but written from the French: the French is the original.
      versions: {
        en: { title: 'Kampala office', fromLocale: 'fr', fromHash: 'x', changedAt: new Date(now - 25 * DAY) },
        fr: { title: 'Bureau de Kampala', changedAt: new Date(now - 30 * DAY) },
      },
    });
    for (const article of [swahiliOnly, frenchFirst])
      visible.push({
        id: article.id,
        slugs: Object.fromEntries(article.versions.map((v) => [v.locale, v.slug])),
        category: article.category,
      });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const list = async (query: string) =>
    (await get(`/api/news?published=true&${query}`)).json() as { articles: Listed[]; total: number };

  it('lists the first page newest first with the total of visible articles', async () => {
    const body = await list('limit=9&offset=0');
    expect(body.total).toBe(visible.length);
    expect(body.articles.map((a) => a.id)).toEqual(visible.slice(0, 9).map((a) => a.id));
  });

  it('pages through every visible article exactly once', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < visible.length + 9; offset += 9) {
      const body = await list(`limit=9&offset=${offset}`);
      expect(body.total).toBe(visible.length);
      expect(body.articles.length).toBe(Math.max(0, Math.min(9, visible.length - offset)));
      seen.push(...body.articles.map((a) => a.id));
    }
    expect(seen).toEqual(visible.map((a) => a.id));
  });

  for (const lang of ['en', 'fr', 'sw'] as const) {
    it(`lists every article for a ${lang} reader, each in ${lang} when written in it, else in its original`, async () => {
      const body = await list(`limit=50&lang=${lang}`);
      expect(body.articles.map((a) => a.id)).toEqual(visible.map((a) => a.id));
      for (const article of body.articles) {
        const slugs = visible.find((v) => v.id === article.id)?.slugs ?? {};
        const expected = slugs[lang] ? lang : article.id === frenchFirst.id ? 'fr' : Object.keys(slugs)[0];
        expect(article.lang, `${article.id}`).toBe(expected);
        expect(article.slug).toBe(slugs[article.lang]);
        expect(article.alternates).toEqual(slugs);
      }
      expect(body.articles.find((a) => a.id === swahiliOnly.id)).toMatchObject({
        lang: 'sw',
        title: 'Ofisi mpya Kampala',
      });
    });
  }

  it('gives a reader of a language it lacks the original, not the first in the table', async () => {
    // French first, English from it: a Swahili reader gets the French, though English comes first.
    expect((await list('limit=50&lang=sw')).articles.find((a) => a.id === frenchFirst.id)).toMatchObject({
      lang: 'fr',
      title: 'Bureau de Kampala',
    });
  });

  it('filters by exact category and counts the same filter', async () => {
    const expected = visible.filter((a) => a.category === 'Awards');
    expect(expected.length).toBeGreaterThan(0);
    const body = await list('limit=50&offset=0&category=Awards');
    expect(body.total).toBe(expected.length);
    expect(body.articles.every((a) => a.category === 'Awards')).toBe(true);
    expect((await list('limit=50&offset=0&category=awards')).total).toBe(0);
  });

  it('never shows drafts or articles scheduled for later', async () => {
    const ids = (await list('limit=50&offset=0')).articles.map((a) => a.slug);
    for (const slug of hidden) {
      expect(ids).not.toContain(slug);
      expect((await get(`/api/news/${slug}`)).statusCode).toBe(404);
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

  it('answers each version at its own slug, whatever language is asked for, and 404 for an unknown slug', async () => {
    const both = visible.find((a) => a.slugs.en && a.slugs.sw && !a.slugs.fr);
    if (!both?.slugs.en || !both.slugs.sw) throw new Error('no English and Swahili article');
    for (const lang of ['', '?lang=fr', '?lang=en']) {
      const res = await get(`/api/news/${both.slugs.sw}${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        slug: both.slugs.sw,
        lang: 'sw',
        alternates: { en: both.slugs.en, sw: both.slugs.sw },
      });
    }
    // A Swahili-only article is there for everyone: never a 404 for an article in another language.
    const sw = swahiliOnly.versions[0].slug;
    expect((await get(`/api/news/${sw}?lang=en`)).json()).toMatchObject({ lang: 'sw', title: 'Ofisi mpya Kampala' });
    const missing = await get('/api/news/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(expect.any(String));
  });

  it('sanitises HTML written to the table by other tools before serving it', async () => {
    const article = await insertArticle(ctx.database.db, {
      publishedAt: new Date('2020-01-01'),
      versions: {
        fr: {
          slug: 'raw-xss',
          content:
            '<p onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><p style="background:url(x)">s</p>',
        },
      },
    });
    expect(article.versions[0].slug).toBe('raw-xss');
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
