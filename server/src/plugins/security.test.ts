import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminShell } from '../ssr/admin-shell';
import type { PageRenderer } from '../ssr/renderer';
import { createTestApp } from '../test/test-app';

/**
 * Decision 081: what the site may use, feature by feature. The share button (navigator.share, else the
 * clipboard) and the staff area's copy buttons are the only features any page calls.
 */
const PERMITTED = {
  accelerometer: '()',
  bluetooth: '()',
  'browsing-topics': '()',
  camera: '()',
  'clipboard-write': '(self)',
  'display-capture': '()',
  fullscreen: '()',
  geolocation: '()',
  gyroscope: '()',
  'interest-cohort': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'web-share': '(self)',
};

/** A Permissions-Policy header as feature → allowlist. */
const permissionsOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(',')
      .map((item) => item.trim().split('=')),
  );

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
    expect(permissionsOf(headers['permissions-policy'])).toEqual(PERMITTED);
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

/** A page for every address but one, which is not found: enough to reach the page route both ways. */
const renderer = (clientDir: string): PageRenderer => ({
  clientDir,
  async render({ url, locale }) {
    const status = url === '/no-such-page' ? 404 : 200;
    return { status, html: `<!doctype html><html lang="${locale}"><p>${status} ${url}</p>${'x'.repeat(2000)}` };
  },
});

describe('Permissions-Policy on every answer, over HTTP (decision 081)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'permissions-policy-'));
    const client = join(dir, 'client');
    const adminAssets = join(dir, 'admin-assets');
    await mkdir(join(client, 'assets'), { recursive: true });
    await mkdir(adminAssets);
    await writeFile(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(client, 'assets', 'page-abc123.js'), 'export {};');
    await writeFile(join(adminAssets, 'admin-abc123.js'), 'export {};');
    const adminShell: AdminShell = { html: async () => '<!doctype html><p>admin</p>', assetsDir: adminAssets };
    ctx = await createTestApp('pglite', { seed: false, renderer: renderer(client), adminShell });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Status and every Permissions-Policy line as sent (raw headers: a repeated header stays two lines). */
  const answer = (path: string) =>
    new Promise<{ status: number; policies: string[] }>((done, fail) => {
      get(`${origin}${path}`, (response) => {
        response.resume();
        const raw = response.rawHeaders;
        const policies = raw.filter((_, i) => i % 2 === 1 && raw[i - 1].toLowerCase() === 'permissions-policy');
        response.once('end', () => done({ status: response.statusCode ?? 0, policies }));
      }).once('error', fail);
    });

  const expectPolicyOnce = async (path: string, status: number) => {
    const { status: got, policies } = await answer(path);
    expect(got, path).toBe(status);
    expect(policies, path).toHaveLength(1);
    expect(permissionsOf(policies[0]), path).toEqual(PERMITTED);
  };

  it('sends it once on pages: public, staff, not found, and an address the router cannot read', async () => {
    await expectPolicyOnce('/', 200);
    await expectPolicyOnce('/admin', 200);
    await expectPolicyOnce('/admin/news', 200);
    await expectPolicyOnce('/no-such-page', 404);
    await expectPolicyOnce('/news/%', 400);
  });

  it('sends it once on API answers and their errors', async () => {
    await expectPolicyOnce('/api/news', 200);
    await expectPolicyOnce('/api/no-such-thing', 404);
    // Not signed in: the staff API's refusal.
    await expectPolicyOnce('/api/admin/dashboard', 401);
  });

  it("sends it once on static files: build assets, icons, the staff area's assets, and one not there", async () => {
    await expectPolicyOnce('/assets/page-abc123.js', 200);
    await expectPolicyOnce('/favicon.svg', 200);
    await expectPolicyOnce('/admin/assets/admin-abc123.js', 200);
    await expectPolicyOnce('/admin/assets/gone-000000.js', 404);
  });

  it('sends it once on a stored answer, given before the site sees the request (decision 021)', async () => {
    const path = '/api/news?published=true&limit=2&offset=0';
    await answer(path);
    await answer(path);
    const before = ctx.app.storedAnswers.hits;
    await expectPolicyOnce(path, 200);
    expect(ctx.app.storedAnswers.hits).toBe(before + 1);
  });
});
