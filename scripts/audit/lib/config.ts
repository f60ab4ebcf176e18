import { PUBLIC_PAGES } from '../../../common/src/pages';

/**
 * What the audits measure and the budgets they hold it to (ENGINEERING.md §5). Shared by `npm run audit`,
 * e2e/budgets.spec.ts and e2e/javascript-budget.spec.ts.
 */

import { LOCALES } from '../../../common/src/locale';

export const LANGUAGES = LOCALES;

/** Every public route; the article route is filled in with the newest published article at run time. */
export const STATIC_ROUTES: string[] = PUBLIC_PAGES.map((page) => page.path);

export const BUDGETS = {
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  axeViolations: 0,
  htmlErrors: 0,
  brokenLinks: 0,
  /**
   * Compressed bytes of JavaScript loaded before interaction, per route, for a visitor who does nothing
   * (60 KB, decisions 057 and 060; the budget before them was 110 KB, SPEC's 120).
   */
  jsBytes: 60 * 1024,
  /** MDN HTTP Observatory: A+ needs a score of 100 or more. */
  observatoryScore: 100,
} as const;

/** The address of a route in a language: the site's own rule (decision 043). */
export { localisedPath } from '../../../common/src/locale-urls';

/** The newest published article's page, so the audits cover one /news/{slug}. */
export async function firstArticlePath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/news?published=true&limit=1&offset=0`);
  if (!response.ok) throw new Error(`GET /api/news answered ${response.status}`);
  const body = (await response.json()) as { articles: { slug: string }[] };
  const slug = body.articles[0]?.slug;
  if (!slug) throw new Error('no published article to audit');
  return `/news/${encodeURIComponent(slug)}`;
}

export async function auditRoutes(origin: string): Promise<string[]> {
  const article = await firstArticlePath(origin);
  const routes = [...STATIC_ROUTES];
  routes.splice(routes.indexOf('/news') + 1, 0, article);
  return routes;
}

/** Flags for Debian's Chromium on this machine (ENGINEERING.md §4): no background traffic to other hosts. */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full Chromium, headless: the audits (Lighthouse, axe) and the benches. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_FLAGS];

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium without the
 * browser around it), which most end-to-end tests drive, as Playwright does by default: it took about a
 * fifth less time for the same tests on a two-core machine (decision 067; playwright.config.ts says
 * which tests keep the full browser). The binary itself: /usr/bin's is a shell script around it.
 * Playwright adds `--headless`.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const HEADLESS_SHELL_FLAGS = QUIET_FLAGS;

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
