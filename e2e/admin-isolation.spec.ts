import type { Page, Response } from '@playwright/test';
import { NAV_SECTIONS } from '../client/src/admin/layout/sections';
import { firstArticlePath, STATIC_ROUTES } from '../scripts/audit/lib/config';
import { expect, test, waitForHydration } from './fixtures';
import { signIn } from './lib/admin';

/**
 * The admin area stays apart from the public site (decision 014): no public page downloads a
 * byte of admin code, and every answer a signed-in browser gets from the admin area is `no-store` and
 * `noindex`.
 */

/** Strings only the admin area's code holds: its API's path, its CSRF header, its product name. */
const ADMIN_MARKERS = ['/api/admin', 'x-csrf-token', 'VEB Group admin'];

/** Every script a page loads (also those it loads after the first paint), with what each holds. */
async function scriptsOf(page: Page, path: string, ready = waitForHydration) {
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js'))
      scripts.push(response);
  };
  page.on('response', collect);
  await page.goto(path);
  await ready(page);
  // Scripts wait for the first paint or for a scroll (decision 016): give them both.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  return Promise.all(
    scripts.map(async (response) => ({ url: response.url(), text: await response.text().catch(() => '') })),
  ).then((loaded) => ({ loaded, preloads }));
}

const adminFindings = ({ loaded, preloads }: Awaited<ReturnType<typeof scriptsOf>>) => [
  ...[...loaded.map((script) => script.url), ...preloads]
    .filter((url) => new URL(url).pathname.startsWith('/admin'))
    .map((url) => `admin script ${url}`),
  ...loaded.flatMap((script) =>
    ADMIN_MARKERS.filter((marker) => script.text.includes(marker)).map((marker) => `${script.url} holds "${marker}"`),
  ),
];

test.describe('no admin code on public pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the check finds the admin code where it is: on /admin', async ({ page }) => {
    const signInForm = (admin: Page) => expect(admin.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const found = adminFindings(await scriptsOf(page, '/admin/', signInForm));
    // Each marker is in the admin area's own scripts, so its absence elsewhere means something.
    for (const marker of ADMIN_MARKERS) expect(found.join('\n')).toContain(`"${marker}"`);
  });

  test('no public route downloads an admin script or admin code', async ({ page, server }) => {
    const routes = [
      ...STATIC_ROUTES,
      await firstArticlePath(server.origin),
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/fr',
      '/sw',
    ];
    for (const route of routes) {
      const scripts = await scriptsOf(page, route);
      expect(scripts.loaded.length, `${route} loads scripts`).toBeGreaterThan(0);
      expect(adminFindings(scripts), route).toEqual([]);
    }
  });
});

test('every admin answer a signed-in browser gets is no-store and noindex', async ({ page, server }) => {
  test.setTimeout(90_000);
  const answers: Response[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // Hashed assets are the same for everyone and cached for a year; everything else is per person.
    if ((path.startsWith('/api/admin') || path.startsWith('/admin')) && !path.startsWith('/admin/assets/'))
      answers.push(response);
  });
  await signIn(page, server, 'owner');
  for (const path of [...NAV_SECTIONS.map((entry) => entry.path), '/account', '/audit/sign-ins']) {
    await page.goto(`/admin${path === '/' ? '/' : path}`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const documents = answers.filter((response) => response.request().resourceType() === 'document');
  const api = answers.filter((response) => new URL(response.url()).pathname.startsWith('/api/admin/'));
  expect(documents.length).toBeGreaterThanOrEqual(NAV_SECTIONS.length);
  expect(api.length).toBeGreaterThan(NAV_SECTIONS.length);
  for (const response of answers) {
    const label = `${response.request().method()} ${response.url()} → ${response.status()}`;
    const headers = await response.allHeaders();
    expect(headers['cache-control'], label).toBe('no-store');
    expect(headers['x-robots-tag'], label).toMatch(/\bnoindex\b/);
  }
});
