import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/**
 * The database going away while the app runs (here: closed under it; the fault tests in test/fault stop
 * a real PostgreSQL server): cached reads go on, everything else is a 503 with Retry-After, as JSON for
 * the API and as a translated page for pages.
 */
describe.each(testDatabaseKinds())('while the database is unreachable (%s)', (kind) => {
  it('serves cached reads and answers the rest 503 with Retry-After', async () => {
    const ctx = await createTestApp(kind, {
      // A page that reads the news list, as /news does.
      renderer: {
        render: async ({ content, url, locale }) => {
          const page = Number(new URLSearchParams(url.split('?')[1]).get('page') ?? 1);
          const list = await content.listNews({ limit: 9, offset: (page - 1) * 9, locale });
          return { status: 200, html: `<!doctype html><title>${url}</title><p>${list.total} articles</p>` };
        },
      },
    });
    try {
      const cachedApi = '/api/news?published=true&limit=9&offset=0';
      expect((await ctx.app.inject(cachedApi)).statusCode).toBe(200);
      expect((await ctx.app.inject('/news')).statusCode).toBe(200);

      await ctx.database.close();

      const api = await ctx.app.inject(cachedApi);
      expect(api.statusCode).toBe(200);
      expect(api.json().articles.length).toBeGreaterThan(0);
      expect((await ctx.app.inject('/news')).statusCode).toBe(200);

      for (const request of [
        { method: 'GET' as const, url: '/api/news?published=true&limit=9&offset=9' },
        { method: 'GET' as const, url: '/api/impact/metrics?active=true' },
        {
          method: 'POST' as const,
          url: '/api/contact',
          payload: {
            name: 'Amara Okafor',
            email: 'amara@example.org',
            phone: '+27 11 555 0100',
            subject: 'general',
            message: 'Sent while the database is away.',
          },
        },
        { method: 'POST' as const, url: '/api/newsletter/subscribe', payload: { email: 'away@example.org' } },
      ]) {
        const res = await ctx.app.inject(request);
        expect(res.statusCode, request.url).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/try again/i) });
      }

      const texts = { en: 'We will be back in a moment', fr: 'Nous revenons dans un instant', sw: 'Tutarudi' };
      for (const [lang, heading] of Object.entries(texts)) {
        const page = await ctx.app.inject(`/news?page=2&lang=${lang}`);
        expect(page.statusCode).toBe(503);
        expect(page.headers['retry-after']).toBe('5');
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.body).toContain(`<html lang="${lang}">`);
        expect(page.body).toContain(heading);
      }

      expect((await ctx.app.inject('/readyz')).statusCode).toBe(503);
      expect((await ctx.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});
