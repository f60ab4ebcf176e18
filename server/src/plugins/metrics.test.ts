import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../modules/mail';
import { createTestApp } from '../test/test-app';

const TOKEN = 'a-long-metrics-token-for-tests';
/** Prometheus's own checker (Debian: apt-get install --no-install-recommends prometheus). */
const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path));
if (!PROMTOOL)
  console.warn('[metrics tests] promtool check skipped: promtool is not installed (Debian package prometheus)');

describe('/metrics', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  it('is not there without the token or an allowed address', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }]) {
      expect((await ctx.app.inject({ url: '/metrics', headers })).statusCode).toBe(404);
    }
  });

  it('reports requests by route, latency, the outbox, the cache and the event loop in Prometheus format', async () => {
    await ctx.app.inject('/api/news?published=true&limit=9&offset=0');
    await ctx.app.inject('/api/news?published=true&limit=9&offset=0');
    await ctx.app.inject('/api/news/no-such-article-here');
    await enqueueMail(ctx.database.db, {
      kind: 'newsletter_test',
      language: 'en',
      to: 'm@example.org',
      subject: 's',
      text: 't',
    });
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/news",status="200"\} 2/);
    // The second read of the list was a hit.
    const reads = (result: string) =>
      Number(new RegExp(`content_cache_reads_total\\{result="${result}"\\} (\\d+)`).exec(body)?.[1]);
    expect(reads('hit')).toBeGreaterThanOrEqual(1);
    expect(reads('miss')).toBeGreaterThanOrEqual(1);
    // The pattern, not the made-up slug.
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/news\/:slug",status="404"\} 1/);
    expect(body).not.toContain('no-such-article-here');
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/news"\}/);
    expect(body).toMatch(/mail_outbox_messages\{status="queued"\} 1/);
    expect(body).toMatch(/content_cache_entries \d+/);
    expect(body).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });

  it.skipIf(!PROMTOOL)('passes promtool check metrics', async () => {
    await ctx.app.inject('/api/news?published=true&limit=9&offset=0');
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toMatch(/^nodejs_active_handles/m);
    const run = spawnSync(PROMTOOL as string, ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('/metrics from an allowed network', () => {
  it('answers a client in METRICS_ALLOW and no other', async () => {
    const ctx = await createTestApp('pglite', { seed: false, env: { METRICS_ALLOW: '10.1.0.0/16', TRUST_PROXY: '1' } });
    try {
      const from = (ip: string) => ctx.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': ip } });
      expect((await from('10.1.2.3')).statusCode).toBe(200);
      expect((await from('10.2.0.1')).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
