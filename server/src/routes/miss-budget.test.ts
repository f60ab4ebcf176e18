import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('a flood of made-up addresses from one client', () => {
  it('is answered 429 past the budget of cache misses, while cached pages keep being served', async () => {
    let renders = 0;
    const ctx = await createTestApp('pglite', {
      seed: false,
      env: { CACHE_MISSES_PER_CLIENT_PER_SECOND: '5' },
      renderer: {
        render: async ({ url }) => {
          renders += 1;
          return { status: url === '/' ? 200 : 404, html: `<!doctype html><title>${url}</title>` };
        },
      },
    });
    try {
      expect((await ctx.app.inject('/')).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await ctx.app.inject(`/made-up-${i}`)).statusCode);
      // The burst (30, less the home page, plus what refills meanwhile at 5 a second) renders; the rest is
      // refused without rendering.
      const rendered = statuses.filter((s) => s === 404).length;
      expect(rendered).toBeGreaterThanOrEqual(29);
      expect(rendered).toBeLessThan(40);
      expect(statuses.filter((s) => s === 429).length).toBe(60 - rendered);
      expect(renders).toBe(1 + rendered);
      const refused = await ctx.app.inject('/made-up-again');
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('One moment');
      // The cached page is still there for this client, and the API answers JSON.
      expect((await ctx.app.inject('/')).statusCode).toBe(200);
      const api = await ctx.app.inject('/api/news/made-up-slug');
      expect(api.statusCode).toBe(429);
      expect(api.json()).toMatchObject({ success: false });
    } finally {
      await ctx.close();
    }
  });
});
