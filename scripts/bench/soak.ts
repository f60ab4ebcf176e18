import { table } from '../audit/lib/table';
import { type Figures, load, ms, NUMBER, percent, statusMix, UNIQUE } from './load';
import { primeTargets, sampleRss } from './memory';
import type { Pinning } from './pin';
import { mb, rssMb } from './proc';
import { startSite } from './servers';

/**
 * Issue 9 §6: a soak over mixed routes (every target, addresses nobody asked for before, 404s, news
 * pages and categories that do not exist; no writes) with resident memory read every 10 s. Growth from
 * the start (the site idle after one request to each target) to the end must stay within 20 %.
 */
export const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
export const SOAK_GROWTH_BUDGET = 0.2;
const SAMPLE_MS = 10_000;

export interface SoakResult {
  figures: Figures;
  samples: { at: number; rss: number | undefined }[];
}

export async function soak(outDir: string, pinning: Pinning, env: Record<string, string>): Promise<SoakResult> {
  const site = await startSite(outDir, pinning, env);
  try {
    const list = await primeTargets(site);
    const misses = [
      `/?utm_source=${UNIQUE}`,
      `/news/${UNIQUE}`,
      `/${UNIQUE}`,
      `/api/news/${UNIQUE}`,
      `/news?category=${UNIQUE}`,
      `/news?page=${NUMBER}`,
    ].map((path) => ({ path }));
    const requests = [...list.map((t) => ({ path: t.path })), ...misses];
    const started = performance.now();
    const samples: SoakResult['samples'] = [{ at: 0, rss: rssMb(site.pid) }];
    const { result, end } = await sampleRss(
      site.pid,
      SAMPLE_MS,
      () =>
        load({
          label: 'soak',
          origin: site.origin,
          requests,
          duration: soakSeconds,
          serverPid: site.pid,
          countStatuses: true,
        }),
      (rss) => samples.push({ at: (performance.now() - started) / 1000, rss }),
    );
    const at = (performance.now() - started) / 1000;
    // The reading at the end replaces a periodic one taken in the same second.
    if (samples.length > 1 && at - samples[samples.length - 1].at < 1) samples.pop();
    samples.push({ at, rss: end });
    return { figures: result, samples };
  } finally {
    await site.stop();
  }
}

export function soakReport(r: SoakResult): string {
  const first = r.samples[0].rss;
  const last = r.samples[r.samples.length - 1].rss;
  const growth = first && last ? last / first - 1 : undefined;
  const middle = r.samples.reduce((best, s) =>
    Math.abs(s.at - soakSeconds / 2) < Math.abs(best.at - soakSeconds / 2) ? s : best,
  );
  const secondHalf = middle.rss && last ? last / middle.rss - 1 : undefined;
  const f = r.figures;
  return [
    `${soakSeconds} s, ${Math.round(f.rps).toLocaleString('en-US')} req/s, p99 ${ms(f.p99)}, ${f.errors} errors, server CPU ${percent(f.serverCpu)}; ${statusMix(f.statusCodes)}`,
    table([
      ['', ...r.samples.map((s) => `${Math.round(s.at)} s`)],
      ['RSS', ...r.samples.map((s) => mb(s.rss))],
    ]),
    `growth start -> end: ${percent(growth)} (budget <= ${percent(SOAK_GROWTH_BUDGET)}) ${growth !== undefined && growth <= SOAK_GROWTH_BUDGET ? 'ok' : 'FAIL'}`,
    // The bounded caches fill during the first part of the run; a leak is what keeps growing after.
    `growth over the second half (${Math.round(middle.at)} s -> end): ${percent(secondHalf)}`,
  ].join('\n');
}
