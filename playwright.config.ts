import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_FLAGS, HEADLESS_SHELL_PATH } from './scripts/audit/lib/config';

/**
 * The specs about what a page does before the visitor's first sign of acting (decision 060). Chromium's
 * headless shell moves its mouse over the page once it is laid out, as a desktop browser does under a
 * resting cursor, and a mouse moving is such a sign; the full browser, headless, has no mouse over the
 * page until a test moves it (decision 067).
 */
const BEFORE_ACTING = ['loading.spec.ts', 'javascript-budget.spec.ts', 'first-response.spec.ts'];

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built site: its
 * headless shell, which costs less CPU a test, and the full browser where the visitor's first act is
 * what is tested.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { browserName: 'chromium', trace: 'off' },
  projects: [
    // First: these specs mostly wait (for the network to stay quiet, for a first act that never comes),
    // and `npm test` runs the unit suite beside this one, which fills those waits; run last, they left
    // the two cores half idle for a minute with nothing beside them (decision 069).
    {
      name: 'chromium',
      testMatch: BEFORE_ACTING,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } },
    },
    {
      name: 'headless-shell',
      testIgnore: BEFORE_ACTING,
      use: { launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_FLAGS } },
    },
  ],
});
