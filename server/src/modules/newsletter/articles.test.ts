import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../../test/articles';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { articlesByIds, recentArticles, versionFor } from './articles';

/**
 * The articles a newsletter issue shows (docs/decisions/078): each reader gets an article in their language
 * when that version is published, else in its original language (never a hole, never English by default).
 */
describe.each(testDatabaseKinds())('a newsletter issue’s articles (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const DAY = 86_400_000;
  let swahili: Awaited<ReturnType<typeof insertArticle>>;
  let frenchFirst: Awaited<ReturnType<typeof insertArticle>>;
  let hidden: Awaited<ReturnType<typeof insertArticle>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    const db = ctx.database.db;
    const now = Date.now();
    swahili = await insertArticle(db, { publishedAt: new Date(now - DAY), versions: { sw: { title: 'Ofisi mpya' } } });
    frenchFirst = await insertArticle(db, {
      publishedAt: new Date(now - 2 * DAY),
      versions: {
        // English comes first in the table, but it was written from the French: the French is the original.
        en: { title: 'New factory', fromLocale: 'fr', fromHash: 'h', changedAt: new Date(now - 3 * DAY) },
        fr: { title: 'Nouvelle usine', changedAt: new Date(now - 4 * DAY) },
      },
    });
    hidden = await insertArticle(db, { status: 'draft', versions: { en: {} } });
  });
  afterAll(() => ctx.close());

  it('gives each reader the version in their language, else the original', async () => {
    const articles = await articlesByIds(ctx.database.db, [frenchFirst.id, hidden.id, swahili.id], new Date());
    // The picked order, without what is not on the site.
    expect(articles.map((a) => a.id)).toEqual([frenchFirst.id, swahili.id]);
    const [factory, office] = articles;
    expect(factory.original).toBe('fr');
    expect(versionFor(factory, 'en')).toMatchObject({ lang: 'en', title: 'New factory' });
    expect(versionFor(factory, 'fr')).toMatchObject({ lang: 'fr', title: 'Nouvelle usine' });
    expect(versionFor(factory, 'sw')).toMatchObject({ lang: 'fr', title: 'Nouvelle usine' });
    for (const reader of ['en', 'fr', 'sw'] as const)
      expect(versionFor(office, reader)).toMatchObject({ lang: 'sw', title: 'Ofisi mpya', slug: swahili.slug });
  });

  it('offers the newest articles to pick from in the staff member’s language, else their original', async () => {
    const french = await recentArticles(ctx.database.db, new Date(), 20, 'fr');
    expect(french.map((a) => [a.id, a.lang, a.title])).toEqual([
      [swahili.id, 'sw', 'Ofisi mpya'],
      [frenchFirst.id, 'fr', 'Nouvelle usine'],
    ]);
    const english = await recentArticles(ctx.database.db, new Date(), 20, 'en');
    expect(english.map((a) => a.lang)).toEqual(['sw', 'en']);
  });
});
