/**
 * The deterministic budgets of ENGINEERING.md §5, guarded on every `npm test` against the test server:
 * axe on every route in every language, Nu Html Checker, a same-origin crawl for broken links and
 * missing assets, and security headers scored by the MDN HTTP Observatory's rules. JavaScript bytes before
 * interaction are in javascript-budget.spec.ts, which the full browser runs (playwright.config.ts).
 * Lighthouse scores (timings) stay in `npm run audit`, which shares these helpers.
 */
import { axeFindings } from '../scripts/audit/lib/axe';
import { BUDGETS, LANGUAGES, localisedPath } from '../scripts/audit/lib/config';
import { crawlSite } from '../scripts/audit/lib/crawl';
import { scoreResponse, scoreUrl } from '../scripts/audit/lib/observatory';
import { describeHtmlMessage, validateHtml } from '../scripts/audit/lib/vnu';
import { expect, test, waitForHydration } from './fixtures';
import { ROUTES, resolveRoute } from './lib/routes';

test.describe('axe: no violations on any route in any language', () => {
  // axe over a long page takes a while on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  for (const route of ROUTES) {
    for (const lang of LANGUAGES) {
      test(`${route} (${lang})`, async ({ page, server }) => {
        await page.goto(localisedPath(await resolveRoute(route, server.origin), lang));
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await axeFindings(page)).toEqual([]);
      });
    }
  }
});

test('Nu Html Checker: no errors on any route in any language', async ({ server }) => {
  // One Java start for all documents: starting the checker is what takes the time.
  test.setTimeout(300_000);
  const documents: Record<string, string> = {};
  for (const route of ROUTES) {
    const path = await resolveRoute(route, server.origin);
    for (const lang of LANGUAGES) {
      const address = localisedPath(path, lang);
      const response = await fetch(`${server.origin}${address}`);
      expect(response.status, address).toBe(200);
      documents[address] = await response.text();
    }
  }
  const results = await validateHtml(documents);
  for (const [address, errors] of Object.entries(results)) {
    expect.soft(errors.map(describeHtmlMessage), `HTML errors on ${address}`).toEqual([]);
  }
});

test('links: no broken link or missing asset anywhere on the site', async ({ server }) => {
  test.setTimeout(180_000);
  const startPaths: string[] = [];
  for (const route of ROUTES) {
    const path = await resolveRoute(route, server.origin);
    for (const lang of LANGUAGES) startPaths.push(localisedPath(path, lang));
  }
  const report = await crawlSite(server.origin, { startPaths });
  // Every route in every language was reached, so the crawl really covered the site.
  expect(report.pages).toBeGreaterThanOrEqual(startPaths.length);
  expect(report.broken).toEqual([]);
});

test.describe('security headers: MDN HTTP Observatory A+ with no penalty', () => {
  for (const address of ['/', '/api/news?published=true&limit=9&offset=0']) {
    test(address, async ({ server }) => {
      const report = await scoreUrl(`${server.origin}${address}`);
      const penalties = report.tests.filter((t) => t.modifier < 0).map((t) => `${t.name}: ${t.result} (${t.modifier})`);
      expect(penalties).toEqual([]);
      expect(report.score).toBeGreaterThanOrEqual(BUDGETS.observatoryScore);
      expect(report.grade).toBe('A+');
    });
  }

  test('the scorer itself: unsafe policies lose the grade', () => {
    const score = (headers: Record<string, string>, body = '<p>hi</p>') =>
      scoreResponse({
        url: 'http://127.0.0.1/',
        headers: new Headers({ 'content-type': 'text/html', ...headers }),
        body,
      });
    const strict = {
      'content-security-policy':
        "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    };
    // 100, then +5 CSP, +5 frame-ancestors, +5 referrer, +10 CORP.
    expect(score(strict)).toMatchObject({ score: 125, grade: 'A+' });
    const inline = score({
      ...strict,
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    });
    expect(inline.tests[0].result).toBe('csp-implemented-with-unsafe-inline');
    expect(inline).toMatchObject({ score: 80, grade: 'B+' });
    // No CSP (-25), no nosniff (-5), no framing protection (-20).
    expect(score({})).toMatchObject({ score: 50, grade: 'C' });
    const cookie = score({ ...strict, 'set-cookie': 'sessionid=1; Path=/' });
    expect(cookie.tests[1].result).toBe('cookies-session-without-secure-flag');
    const external = score(strict, '<script src="http://cdn.example/x.js"></script>');
    expect(external.tests[6].result).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(external).toMatchObject({ score: 50, grade: 'C' });
  });
});
