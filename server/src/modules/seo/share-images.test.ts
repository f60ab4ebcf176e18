import { PUBLIC_PAGES } from '@common/pages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsVersions } from '../../db/schema';
import { insertArticle } from '../../test/articles';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { wrapText } from './share-card';

const PAGE_KEYS = PUBLIC_PAGES.map((page) => page.key);

describe.each(testDatabaseKinds())('share images (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  const png = async (url: string) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    return res.rawPayload;
  };

  it('renders a 1200x630 PNG for every page in every language, different per page and language', async () => {
    const images = new Set<string>();
    for (const key of PAGE_KEYS) {
      for (const lang of ['en', 'fr', 'sw']) images.add((await png(`/og/${key}.png?lang=${lang}`)).toString('base64'));
    }
    expect(images.size).toBe(PAGE_KEYS.length * 3);
  });

  it('renders a 1200x630 PNG for each published version, in its language, and a new one after it changes', async () => {
    const article = await insertArticle(ctx.database.db, {
      publishedAt: new Date(Date.now() - 60_000),
      versions: { sw: { title: 'Ofisi mpya Kampala' }, fr: { title: 'Nouveau bureau à Kampala' } },
    });
    const [sw, fr] = article.versions.map((v) => v.slug);
    const first = await png(`/og/news/${sw}.png`);
    expect((await png(`/og/news/${sw}.png`)).equals(first)).toBe(true);
    expect((await png(`/og/news/${fr}.png`)).equals(first)).toBe(false);
    await ctx.database.db
      .update(newsVersions)
      .set({ title: 'A changed title for the share card' })
      .where(eq(newsVersions.slug, sw));
    expect((await png(`/og/news/${sw}.png`)).equals(first)).toBe(false);
  });

  it('answers 404 for unknown pages, unknown slugs, drafts and scheduled articles', async () => {
    const draft = await insertArticle(ctx.database.db, { status: 'draft' });
    const scheduled = await insertArticle(ctx.database.db, { publishedAt: new Date(Date.now() + 86_400_000) });
    for (const url of [
      '/og/nowhere.png',
      '/og/about.jpg',
      '/og/news/no-such-article.png',
      `/og/news/${draft.slug}.png`,
      `/og/news/${scheduled.slug}.png`,
    ]) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe('wrapText', () => {
  it('wraps onto lines that fit and ends a cut-off text with an ellipsis', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 50, 300, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length * 50 * 0.52).toBeLessThanOrEqual(300 + 50);
  });

  it('splits a word longer than a line', () => {
    const lines = wrapText('a'.repeat(40), 50, 300, 5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('a'.repeat(40));
  });
});
