import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('security headers', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  it('sends a strict CSP and the other Observatory headers on API answers', async () => {
    const { headers } = await ctx.app.inject('/api/news');
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over HTTPS', async () => {
    const { headers } = await ctx.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });
});
