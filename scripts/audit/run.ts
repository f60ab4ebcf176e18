/**
 * `npm run audit`: builds the site, serves it on a free loopback port with a fresh in-memory database,
 * measures it and prints one table per measure with the budgets of ENGINEERING.md §5 beside the figures.
 * Exits 1 when any budget is missed.
 *   OUT_DIR      build folder (default .tmp/audit-build, never dist/)
 *   SKIP_BUILD=1 reuse an existing build
 *   LH_RUNS      Lighthouse Performance runs per route (default 3; the median counts)
 *   SKIP_LIGHTHOUSE=1  only the deterministic audits
 */
import { chromium } from '@playwright/test';
import { axeFindings } from './lib/axe';
import { measurePageBytes, type PageBytes } from './lib/bytes';
import { auditRoutes, BUDGETS, CHROMIUM_FLAGS, CHROMIUM_PATH, kb, LANGUAGES, localisedPath } from './lib/config';
import { crawlSite } from './lib/crawl';
import { startApp } from './lib/hydration';
import { type LighthouseResult, runLighthouse } from './lib/lighthouse';
import { type ObservatoryReport, scoreUrl } from './lib/observatory';
import { buildSite, startBuiltServer } from './lib/server';
import { table, verdict } from './lib/table';
import { describeHtmlMessage, type HtmlMessage, validateHtml } from './lib/vnu';

const outDir = process.env.OUT_DIR ?? '.tmp/audit-build';
const lighthouseRuns = Number(process.env.LH_RUNS ?? 3);
const started = Date.now();
const failures: string[] = [];
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

await buildSite(outDir);
// TRUST_PROXY lets one request say it came through a TLS proxy, so HSTS and Secure cookies can be scored too.
const server = await startBuiltServer(outDir, { env: { TRUST_PROXY: '1' } });
const { origin } = server;
console.info(`serving ${outDir} at ${origin} (${elapsed()})`);

try {
  const routes = await auditRoutes(origin);

  // --- axe in every language, bytes before interaction, and any request to another host ---
  console.info('axe and bytes ...');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const axe = new Map<string, string>();
  const axeDetails: string[] = [];
  const bytes = new Map<string, PageBytes>();
  const outside = new Set<string>();
  try {
    for (const route of routes) {
      for (const lang of LANGUAGES) {
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (/^https?:$/.test(url.protocol) && url.origin !== origin) outside.add(request.url());
        });
        await page.goto(`${origin}${localisedPath(route, lang)}`);
        await startApp(page, 20_000).catch(() =>
          axeDetails.push(`${route} (${lang}): page did not hydrate within 20 s`),
        );
        const findings = await axeFindings(page);
        axe.set(`${route} ${lang}`, String(findings.length));
        for (const f of findings)
          axeDetails.push(`${route} (${lang}) ${f.id} [${f.impact}]: ${f.help} — ${f.targets.join(' | ')}`);
        await context.close();
      }
      const context = await browser.newContext();
      bytes.set(route, await measurePageBytes(await context.newPage(), `${origin}${route}`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.info(`  done (${elapsed()})`);

  // --- Nu Html Checker ---
  console.info('Nu Html Checker ...');
  const documents: Record<string, string> = {};
  for (const route of routes) {
    for (const lang of LANGUAGES) {
      documents[`${route} ${lang}`] = await (await fetch(`${origin}${localisedPath(route, lang)}`)).text();
    }
  }
  const html: Record<string, HtmlMessage[]> = await validateHtml(documents);
  console.info(`  done (${elapsed()})`);

  // --- links ---
  console.info('crawling ...');
  const crawl = await crawlSite(origin, {
    startPaths: routes.flatMap((route) => LANGUAGES.map((lang) => localisedPath(route, lang))),
  });
  console.info(`  done (${elapsed()})`);

  // --- security headers ---
  const api = '/api/news?published=true&limit=9&offset=0';
  const viaTls = { 'X-Forwarded-Proto': 'https' };
  const observatory: { label: string; address: string; report: ObservatoryReport }[] = [
    { label: 'page, http', address: '/', report: await scoreUrl(`${origin}/`) },
    { label: 'API, http', address: api, report: await scoreUrl(`${origin}${api}`) },
    {
      label: 'page + cookie, TLS',
      address: '/?lang=fr (X-Forwarded-Proto: https)',
      report: await scoreUrl(`${origin}/?lang=fr`, { https: true, headers: viaTls }),
    },
    {
      label: 'API, TLS',
      address: `${api} (X-Forwarded-Proto: https)`,
      report: await scoreUrl(`${origin}${api}`, { https: true, headers: viaTls }),
    },
  ];

  // --- Lighthouse (timings: run last, alone) ---
  let lighthouse: LighthouseResult[] = [];
  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    console.info(`Lighthouse (${lighthouseRuns} Performance runs per route) ...`);
    lighthouse = await runLighthouse(origin, routes, lighthouseRuns);
    console.info(`  done (${elapsed()})`);
  }

  // --- report ---
  const out: string[] = [];
  const check = (pass: boolean, what: string) => {
    if (!pass) failures.push(what);
    return pass;
  };

  if (lighthouse.length > 0) {
    out.push(
      `\nLighthouse 12, mobile, simulated throttling (Performance: median of ${lighthouseRuns})`,
      table([
        [
          'route',
          `Perf >=${BUDGETS.lighthousePerformance}`,
          'runs',
          'A11y =100',
          'BP =100',
          'SEO =100',
          'LCP',
          'TBT',
          'CLS',
        ],
        ...lighthouse.map((r) => [
          r.route,
          verdict(
            r.performance,
            check(r.performance >= BUDGETS.lighthousePerformance, `Lighthouse Performance ${r.route}`),
          ),
          r.performanceRuns.join('/'),
          verdict(
            r.accessibility,
            check(r.accessibility >= BUDGETS.lighthouseAccessibility, `Lighthouse A11y ${r.route}`),
          ),
          verdict(
            r.bestPractices,
            check(r.bestPractices >= BUDGETS.lighthouseBestPractices, `Lighthouse BP ${r.route}`),
          ),
          verdict(r.seo, check(r.seo >= BUDGETS.lighthouseSeo, `Lighthouse SEO ${r.route}`)),
          `${(r.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(r.tbtMs)} ms`,
          r.cls.toFixed(3),
        ]),
      ]),
    );
    const failed = lighthouse.filter((r) => r.failedAudits.length > 0);
    if (failed.length > 0) {
      out.push('Lighthouse audits below 100:', ...failed.map((r) => `  ${r.route}: ${r.failedAudits.join(', ')}`));
    }
    for (const r of lighthouse) {
      check(r.outsideRequests.length === 0, `Lighthouse saw requests to other hosts on ${r.route}`);
      if (r.outsideRequests.length > 0) out.push(`  ${r.route} requested other hosts: ${r.outsideRequests.join(', ')}`);
    }
  }

  out.push(
    `\naxe violations (budget ${BUDGETS.axeViolations}) and Nu Html Checker errors (budget ${BUDGETS.htmlErrors})`,
    table([
      ['route', ...LANGUAGES.map((l) => `axe ${l}`), ...LANGUAGES.map((l) => `vnu ${l}`)],
      ...routes.map((route) => [
        route,
        ...LANGUAGES.map((lang) => {
          const n = Number(axe.get(`${route} ${lang}`));
          return verdict(n, check(n <= BUDGETS.axeViolations, `axe ${route} ${lang}`));
        }),
        ...LANGUAGES.map((lang) => {
          const n = html[`${route} ${lang}`].length;
          return verdict(n, check(n <= BUDGETS.htmlErrors, `vnu ${route} ${lang}`));
        }),
      ]),
    ]),
  );
  if (axeDetails.length > 0) out.push('axe findings:', ...axeDetails.map((d) => `  ${d}`));
  const htmlDetails = Object.entries(html).flatMap(([doc, errors]) =>
    errors.map((e) => `  ${doc}: ${describeHtmlMessage(e)}`),
  );
  if (htmlDetails.length > 0) out.push('Nu Html Checker errors:', ...htmlDetails);

  out.push(
    `\nBytes loaded before interaction (compressed, as transferred; JS budget ${kb(BUDGETS.jsBytes)})`,
    table([
      ['route', 'JS', 'JS files', 'CSS', 'HTML', 'encoding'],
      ...routes.map((route) => {
        const b = bytes.get(route) as PageBytes;
        const encodings = [...new Set(b.files.map((f) => f.encoding))].join(',');
        return [
          route,
          verdict(kb(b.js), check(b.js <= BUDGETS.jsBytes, `JS bytes ${route}`)),
          b.files.filter((f) => f.type === 'script').length,
          kb(b.css),
          kb(b.html),
          encodings,
        ];
      }),
    ]),
  );
  check(outside.size === 0, 'pages requested other hosts');
  if (outside.size > 0) out.push(`requests to other hosts: ${[...outside].join(', ')}`);

  out.push(
    `\nBroken links and missing assets (budget ${BUDGETS.brokenLinks}): ${crawl.pages} pages crawled, ${crawl.checked} addresses checked, ${crawl.external} links to other origins not followed`,
  );
  check(crawl.broken.length <= BUDGETS.brokenLinks, 'broken links');
  out.push(
    crawl.broken.length === 0
      ? '  none ok'
      : crawl.broken.map((b) => `  ${b.status} ${b.url} (on ${b.foundOn.slice(0, 3).join(', ')})`).join('\n') +
          `\n  ${crawl.broken.length} FAIL`,
  );

  const testNames = observatory[0].report.tests.map((t) => t.name);
  out.push(
    `\nSecurity headers, MDN HTTP Observatory rules (budget A+: score >= ${BUDGETS.observatoryScore})`,
    ...observatory.map((o) => `  ${o.label}: ${o.address}`),
    table([
      ['test', ...observatory.map((o) => o.label)],
      ...testNames.map((name, i) => [
        name,
        ...observatory.map(({ report }) => {
          const t = report.tests[i];
          const result = t.result
            .replace(
              /^(csp|cookies|x-frame-options|x-content-type-options|referrer-policy|corp|sri|hsts|cross-origin-resource-sharing)-/,
              '',
            )
            .replace(/^implemented-(with-|via-)?/, '')
            .replace('unsafe-inline-in-style-src-only', "style-src 'unsafe-inline' only")
            .replace('not-implemented-but-all-scripts-loaded-from-secure-origin', 'none, scripts same-origin')
            .replace('not-implemented-response-not-html', 'n/a, not HTML')
            .replace('max-age-at-least-six-months', 'max-age >= 6 months')
            .replace('secure-with-httponly-sessions-and-samesite', 'Secure, HttpOnly sessions, SameSite');
          return `${result} (${t.modifier >= 0 ? '+' : ''}${t.modifier})`;
        }),
      ]),
      [
        'score / grade',
        ...observatory.map(({ label, report }) =>
          verdict(
            `${report.score} ${report.grade}`,
            check(report.score >= BUDGETS.observatoryScore, `Observatory ${label}`),
          ),
        ),
      ],
    ]),
  );

  console.info(out.join('\n'));
} finally {
  await server.stop();
}

console.info(`\naudit finished in ${elapsed()}`);
if (failures.length > 0) {
  console.info(`${failures.length} budget(s) missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('every budget met');
