import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('security headers', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  const directivesOf = (csp: unknown) =>
    Object.fromEntries(
      String(csp)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );

  /** What documents and API answers share, besides their content security policy. */
  const expectCommonHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  it('sends documents a strict CSP and the other Observatory headers', async () => {
    const { headers } = await ctx.app.inject('/healthz');
    const directives = directivesOf(headers['content-security-policy']);
    // Scripts from this origin only; inline speculation rules (prefetch lists, not code) for decision 060.
    expect(directives['script-src']).toEqual(["'self'", "'inline-speculation-rules'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expectCommonHeaders(headers);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends API answers the API form: nothing may load, no legacy browser headers', async () => {
    const { statusCode, headers } = await ctx.app.inject('/api/news');
    expect(statusCode).toBe(200);
    expect(directivesOf(headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'none'"],
    });
    expectCommonHeaders(headers);
    expect(headers['x-xss-protection']).toBeUndefined();
    expect(headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('adds HSTS when the request came over HTTPS, to documents and API answers', async () => {
    for (const url of ['/healthz', '/api/news']) {
      const { headers } = await ctx.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d{8}/);
    }
  });
});
