import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config';

export interface LighthouseResult {
  route: string;
  performance: number;
  /** The Performance score of each run; `performance` is their median. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests the page made to any other origin (must be none). */
  outsideRequests: string[];
  /** Failed audits in the non-performance categories, to say why a score is below 100. */
  failedAudits: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse 12 with its defaults: mobile form factor and simulated throttling. The first run gathers
 * all four categories; the further runs Performance only, and Performance is their median.
 * Chromium cannot resolve any host name but the loopback's, so nothing leaves the machine (the rule must
 * exclude 127.0.0.1 itself, or Chromium refuses the page with an interstitial).
 */
export async function runLighthouse(origin: string, routes: string[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const url = `${origin}${route}`;
      const started = Date.now();
      const full = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!full) throw new Error(`Lighthouse returned nothing for ${url}`);
      const runsLhr = [full.lhr];
      // A run that failed to load (a runtime error such as NO_NAVSTART on a busy machine) is tried once more,
      // and never counted as a 0 in the median.
      for (let i = 1, retries = 0; i < runs; i += 1) {
        const again = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (again?.lhr.runtimeError && retries === 0) {
          retries += 1;
          i -= 1;
          continue;
        }
        if (again) runsLhr.push(again.lhr);
      }
      const scored = runsLhr.filter((r) => !r.runtimeError);
      const performanceRuns = (scored.length > 0 ? scored : runsLhr).map((lhr) =>
        score(lhr.categories.performance?.score),
      );
      const medianScore = median(performanceRuns);
      const medianLhr = (scored.length > 0 ? scored : runsLhr)[performanceRuns.indexOf(medianScore)];
      const lhr = full.lhr;
      const requests = runsLhr.flatMap((r) =>
        ((r.audits['network-requests']?.details as { items?: { url: string }[] })?.items ?? []).map((i) => i.url),
      );
      const runtimeErrors = runsLhr.flatMap((r) => (r.runtimeError ? [`runtime error: ${r.runtimeError.code}`] : []));
      const failedAudits = [...new Set(runtimeErrors)].concat(
        ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}/${ref.id}`),
        ),
      );
      results.push({
        route,
        performance: medianScore,
        performanceRuns,
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: medianLhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: medianLhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: medianLhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        outsideRequests: [...new Set(requests.filter((r) => /^https?:/.test(r) && new URL(r).origin !== origin))],
        failedAudits,
      });
      console.info(
        `  lighthouse ${route}: performance ${performanceRuns.join('/')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}
