/**
 * JavaScript before interaction (decisions 057 and 060): every public route, measured as a visitor
 * who does nothing, at most BUDGETS.jsBytes compressed. Run by the full browser, which, unlike the
 * headless shell, moves no mouse over the page by itself (decision 067).
 */
import { measurePageBytes } from '../scripts/audit/lib/bytes';
import { BUDGETS, kb } from '../scripts/audit/lib/config';
import { expect, test } from './fixtures';
import { ROUTES, resolveRoute } from './lib/routes';

test.describe(`JavaScript loaded before interaction: <= ${kb(BUDGETS.jsBytes)} compressed`, () => {
  test.describe.configure({ timeout: 60_000 });
  for (const route of ROUTES) {
    test(route, async ({ page, server }) => {
      const path = await resolveRoute(route, server.origin);
      const bytes = await measurePageBytes(page, path);
      const scripts = bytes.files.filter((f) => f.type === 'script');
      test.info().annotations.push({
        type: 'bytes',
        description: `JS ${kb(bytes.js)} in ${scripts.length} files, CSS ${kb(bytes.css)}, HTML ${kb(bytes.html)}`,
      });
      // The page really loaded its client code (a wrong measurement would read 0).
      expect(scripts.length).toBeGreaterThan(0);
      expect(bytes.js).toBeGreaterThan(0);
      expect(
        bytes.js,
        `JS ${kb(bytes.js)} > ${kb(BUDGETS.jsBytes)}: ${scripts.map((f) => `${f.url.replace(server.origin, '')} ${kb(f.bytes)}`).join(', ')}`,
      ).toBeLessThanOrEqual(BUDGETS.jsBytes);
    });
  }
});
