import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { createTestApp } from '../test/test-app';

/**
 * Pacing happens in the HTTP server before Fastify (lib/stored-answers.ts), so this goes over real HTTP:
 * inject() would skip it. 20 a second, burst 60 (three seconds' worth).
 */
describe('a client asking for many one-off addresses over real HTTP', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      env: { REQUESTS_PER_CLIENT_PER_SECOND: '20', METRICS_ALLOW: '127.0.0.1' },
      renderer: { render: async ({ url }) => ({ status: 200, html: `<!doctype html><title>${url}</title>` }) },
    });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  const get = (path: string) => fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });

  it('has every request answered, those past its rate after waiting their turn, while stored answers never wait', async () => {
    // /about stored first: asked for twice.
    await get('/about');
    await get('/about');
    const pacing = ctx.app.requestPacing;
    const before = { taken: pacing.taken, paced: pacing.paced, hits: ctx.app.storedAnswers.hits };
    const started = performance.now();
    const flood = Array.from({ length: 80 }, (_, n) => get(`/about?q=${n}`).then((r) => r.status));
    // Once all 80 have their slot, 20 or so are still waiting for it.
    await eventually(async () => expect(pacing.taken - before.taken).toBe(80));
    // Slots refill at 20 a second while the flood arrives: on a busy machine it arrives slowly, and fewer wait.
    const refilled = Math.ceil(((performance.now() - started) / 1000) * 20);
    // The stored answer meanwhile takes no slot and waits for nothing.
    const stored = await get('/about');
    expect(stored.status).toBe(200);
    expect(await stored.text()).toContain('<title>/about</title>');
    expect(ctx.app.storedAnswers.hits).toBe(before.hits + 1);
    expect(pacing.taken - before.taken).toBe(80);
    // Every one-off address is answered: those past the burst (60 less the two slots /about took,
    // plus what refilled at 20 a second) after waiting their turn, about a second in all.
    expect(await Promise.all(flood)).toEqual(Array(80).fill(200));
    const paced = pacing.paced - before.paced;
    // Past the burst (60, less the two /about took) and what refilled meanwhile: 20 on a quiet machine.
    expect(paced).toBeGreaterThanOrEqual(Math.max(0, 80 - 58 - refilled - 1));
    // They did wait: the last one's slot was `paced` intervals of 50 ms past the burst (a lower bound
    // that holds on any machine; without the wait, 80 tiny pages take a few tens of ms).
    expect(performance.now() - started).toBeGreaterThanOrEqual(paced * 50 * 0.8);
    expect(pacing.refused).toBe(0);
  });

  it('counts what it held back in /metrics', async () => {
    const metrics = await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/requests_paced_total\{result="waited"\} [1-9]\d*/);
  });
});

describe('a client with more requests in flight than its longest wait allows', () => {
  it('is answered 429 in JSON at once for the rest, and closing does not wait for clients that left', async () => {
    // One a second, burst 3: the 14th request in flight would wait more than 10 s.
    const ctx = await createTestApp('pglite', { seed: false, env: { REQUESTS_PER_CLIENT_PER_SECOND: '1' } });
    const origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const leave = new AbortController();
    try {
      const held = Array.from({ length: 13 }, (_, n) =>
        fetch(`${origin}/api/news/held-${n}`, { signal: leave.signal }).catch(() => undefined),
      );
      await eventually(async () => expect(ctx.app.requestPacing.taken).toBeGreaterThanOrEqual(13));
      const refused = await fetch(`${origin}/api/news?published=true`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(await refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/try again/) });
      expect(ctx.app.requestPacing.refused).toBe(1);
      leave.abort();
      await Promise.all(held);
    } finally {
      await ctx.close();
    }
  });
});
