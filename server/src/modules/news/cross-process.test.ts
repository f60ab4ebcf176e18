import type { ArticleSaveInput } from '@common/admin/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import type { PageRenderer } from '../../ssr/renderer';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp } from '../../test/test-app';

/**
 * Counts renders per address; the news and about pages read their content through the content API,
 * as the real pages do, so their cache entries carry the 'news' or the leaders' tag.
 */
function countingRenderer() {
  const renders = new Map<string, number>();
  const renderer: PageRenderer = {
    async render({ url, locale, content }) {
      renders.set(url, (renders.get(url) ?? 0) + 1);
      let body = url;
      if (url === '/about') body = JSON.stringify(await content.entries('leader', locale));
      if (url === '/news') body = JSON.stringify(await content.listNews({ limit: 9, offset: 0, locale }));
      return { status: 200, html: `<!doctype html><html><head></head><body>${body}</body></html>` };
    },
  };
  return { renderer, renders };
}

describe.runIf(process.env.TEST_DATABASE_URL)('news changes across two server processes on one PostgreSQL', () => {
  const a = countingRenderer();
  const b = countingRenderer();
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  beforeAll(async () => {
    first = await createTestApp('postgres', { renderer: a.renderer, seed: false });
    // The second process joins the same database without resetting it.
    database = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000' }),
      database,
      renderer: b.renderer,
      logger: false,
    });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await database?.close();
    await first?.close();
  });

  it('shows a news change in the other process within a second, without re-rendering its other pages', async () => {
    const editor = new AdminClient(first.app);
    await editor.signIn(await createStaff(first.database.db, 'editor'));
    // The other process renders and caches its pages.
    for (const url of ['/about', '/news', '/contact']) expect((await second.inject(url)).statusCode).toBe(200);
    for (const url of ['/about', '/news', '/contact']) await second.inject(url);
    expect([b.renders.get('/about'), b.renders.get('/news'), b.renders.get('/contact')]).toEqual([1, 1, 1]);
    const aboutBefore = (await second.inject('/about')).body;

    const slug = `cross-process-${Date.now()}`;
    // Written and published in Swahili alone: any language first (docs/decisions/078).
    const input: ArticleSaveInput = {
      values: { category: 'Awards', author: 'Media Office', imageId: null, imageUrl: null },
      words: { sw: { title: 'Seen everywhere', slug, excerpt: 'Excerpt.', contentHtml: '<p>Body.</p>' } },
    };
    const created = await editor.post('/api/admin/news', input);
    expect(created.statusCode, created.body).toBe(201);
    const published = await editor.post(`/api/admin/news/${created.json().id}/publish`, { languages: ['sw'] });
    expect(published.statusCode, published.body).toBe(200);
    const committed = Date.now();

    // Within a second, the other process serves the new article on its news page and API.
    for (;;) {
      const page = await second.inject('/news');
      if (page.body.includes('Seen everywhere')) break;
      expect(Date.now() - committed, 'the news change reached the other process').toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await second.inject(`/api/news/${slug}`)).json().title).toBe('Seen everywhere');
    expect(b.renders.get('/news')).toBeGreaterThanOrEqual(2);
    // The about page and the contact page were not rendered again: served from the cache as they were.
    expect((await second.inject('/about')).body).toBe(aboutBefore);
    await second.inject('/contact');
    expect(b.renders.get('/about')).toBe(1);
    expect(b.renders.get('/contact')).toBe(1);
  });
});
