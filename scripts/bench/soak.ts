import { join } from 'node:path';
import { table } from '../audit/lib/table';
import { type Figures, load, ms, NUMBER, percent, statusMix, UNIQUE } from './load';
import { type Breakdown, primeTargets, readBreakdown, sampleRss } from './memory';
import type { Pinning } from './pin';
import { mb, rssMb } from './proc';
import { startSite } from './servers';

/**
 * A soak over mixed routes (every target, addresses nobody asked for before, 404s, news
 * pages and categories that do not exist; no writes) with resident memory read every 10 s. Growth from
 * the start (the site idle after one request to each target) to the end must stay within 20 %.
 */
export const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
export const SOAK_GROWTH_BUDGET = 0.2;
/**
 * The memory budget as decision 058 measures it: the peak under the soak at most twice the idle start, and
 * flat once the bounded caches are full: at most 10 % growth over the second half. (Start -> end also
 * counts the caches filling from empty to their bound, CACHE_MEMORY_MB, which is not a leak.)
 */
const SOAK_PEAK_TO_IDLE_BUDGET = 2;
const SOAK_SECOND_HALF_BUDGET = 0.1;
const SAMPLE_MS = 10_000;

export interface SoakResult {
  figures: Figures;
  samples: { at: number; rss: number | undefined }[];
  /** Where the memory is (memory-probe.mjs) every BREAKDOWN_MS, to tell a leak's part from the rest. */
  breakdowns: { at: number; breakdown: Breakdown | undefined }[];
}

const BREAKDOWN_MS = 60_000;

export async function soak(outDir: string, pinning: Pinning, env: Record<string, string>): Promise<SoakResult> {
  const probe = join(outDir, `soak-probe-${process.pid}.json`);
  const site = await startSite(outDir, pinning, env, { memoryProbe: probe });
  let probing: ReturnType<typeof setInterval> | undefined;
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
    const breakdowns: SoakResult['breakdowns'] = [{ at: 0, breakdown: await readBreakdown(site.pid, probe) }];
    probing = setInterval(() => {
      const at = (performance.now() - started) / 1000;
      void readBreakdown(site.pid, probe).then((breakdown) => breakdowns.push({ at, breakdown }));
    }, BREAKDOWN_MS);
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
    clearInterval(probing);
    breakdowns.push({ at, breakdown: await readBreakdown(site.pid, probe) });
    return { figures: result, samples, breakdowns };
  } finally {
    clearInterval(probing);
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
  const peak = Math.max(...r.samples.map((s) => s.rss ?? 0));
  const f = r.figures;
  return [
    `${soakSeconds} s, ${Math.round(f.rps).toLocaleString('en-US')} req/s, p99 ${ms(f.p99)}, ${f.errors} errors, server CPU ${percent(f.serverCpu)}; ${statusMix(f.statusCodes)}`,
    table([
      ['', ...r.samples.map((s) => `${Math.round(s.at)} s`)],
      ['RSS', ...r.samples.map((s) => mb(s.rss))],
    ]),
    `growth start -> end: ${percent(growth)} (budget <= ${percent(SOAK_GROWTH_BUDGET)}) ${growth !== undefined && growth <= SOAK_GROWTH_BUDGET ? 'ok' : 'FAIL'}`,
    // The bounded caches fill during the first part of the run; a leak is what keeps growing after.
    `growth over the second half (${Math.round(middle.at)} s -> end): ${percent(secondHalf)} (budget <= ${percent(SOAK_SECOND_HALF_BUDGET)}) ${secondHalf !== undefined && secondHalf <= SOAK_SECOND_HALF_BUDGET ? 'ok' : 'FAIL'}`,
    `peak / idle start: ${peak && first ? (peak / first).toFixed(2) : '-'} (budget <= ${SOAK_PEAK_TO_IDLE_BUDGET}) ${peak && first && peak / first <= SOAK_PEAK_TO_IDLE_BUDGET ? 'ok' : 'FAIL'}`,
    'where it is (MB; memory-probe.mjs):',
    table([
      ['', ...r.breakdowns.map((b) => `${Math.round(b.at)} s`)],
      ...(['rssMb', 'codeMb', 'v8Mb', 'v8UsedMb', 'wasmMb', 'nativeMb', 'buffersMb'] as const).map((key) => [
        key.replace(/Mb$/, ''),
        ...r.breakdowns.map((b) => (b.breakdown ? b.breakdown[key].toFixed(1) : '-')),
      ]),
    ]),
  ].join('\n');
}
