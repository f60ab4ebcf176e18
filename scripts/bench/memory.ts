import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { table } from '../audit/lib/table';
import type { Target } from './ceiling';
import { capture } from './ceiling';
import { load, noteFailure } from './load';
import type { Pinning } from './pin';
import { mb, rssMb } from './proc';
import { firstSlug, type Server, startSite } from './servers';
import { targets } from './targets';

/**
 * Decision 050: resident memory of the server process in each database mode after a warm-up
 * of every public page (each sitemap address, compressed and not, and each target): 3 s after it (the
 * reading before decision 064) and idle, once the server has been left alone for IDLE_MS; then loaded (at
 * the end of a run over all targets); with the time start-up took, and where the idle memory is
 * (memory-probe.mjs) beside the budget.
 */
export const SETTLE_MS = 3000;
/**
 * Idle: V8's memory reducer gives back what the warm-up left once the process has been quiet for a while
 * (its first check is 8 s after the last collection, and it waits again while work goes on). Measured on
 * 2026-11-28, sampling every second: the drop came 8-15 s after the warm-up in every mode (PostgreSQL
 * 128 -> 112 MB, PGlite 198-212 -> 174-179 MB) and nothing moved from then to 90 s (decision 064); on
 * another machine that evening, 24-41 s after it (PostgreSQL 127-128 -> 113-114 MB), so the 30 s reading
 * came before the drop in some runs and not others. About twice the slowest seen (decision 066).
 */
export const IDLE_MS = 90_000;

/** Decision 050: idle at most 200 MB on the embedded database, 120 MB on PostgreSQL; loaded at most twice idle. */
const IDLE_BUDGET_MB = { pglite: 200, postgres: 120 } as const;
const LOADED_TO_IDLE_BUDGET = 2;

export interface Breakdown {
  rssMb: number;
  codeMb: number;
  v8Mb: number;
  v8UsedMb: number;
  wasmMb: number;
  nativeMb: number;
  buffersMb: number;
}

export interface MemoryRow {
  label: string;
  budget?: number;
  startS?: number;
  /** 3 s after the warm-up. */
  warm?: number;
  /** After IDLE_MS with no request: the figure judged. */
  idle?: number;
  loaded?: number;
  peak?: number;
  breakdown?: Breakdown;
  note?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request to each target (so each is rendered, cached and compressed), then the settle time. */
export async function primeTargets(site: Server): Promise<Target[]> {
  const list = targets(await firstSlug(site.origin));
  for (const target of list) await capture(site.origin, target.path);
  await sleep(SETTLE_MS);
  return list;
}

/**
 * Leaves addresses out of the warm-up (`BENCH_WARM_SKIP`, a regular expression on the path): to compare two
 * versions of the site on the same pages when one has more of them (docs/performance.md, Memory).
 */
const WARM_SKIP = process.env.BENCH_WARM_SKIP ? new RegExp(process.env.BENCH_WARM_SKIP) : null;

/** Every address of the sitemap (every public page in every language), once with brotli and once without. */
async function primeEveryPage(origin: string): Promise<number> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => {
      const url = new URL(m[1].replaceAll('&amp;', '&'));
      return `${url.pathname}${url.search}`;
    })
    .filter((path) => !WARM_SKIP?.test(path));
  for (const path of paths) {
    for (const encoding of ['br, gzip', 'identity']) {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`warm-up: ${path} answered ${response.status}`);
    }
  }
  return paths.length;
}

/** The probe's reading of the site's memory (memory-probe.mjs), asked for with SIGUSR2. */
export async function readBreakdown(pid: number, file: string): Promise<Breakdown | undefined> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 2000; waited += 50) {
    await sleep(50);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Breakdown;
  }
  return undefined;
}

/** RSS sampled every `everyMs` while `work` runs: the peak, and the reading right after it ends. */
export async function sampleRss<T>(
  pid: number,
  everyMs: number,
  work: () => Promise<T>,
  onSample?: (rss: number) => void,
): Promise<{ result: T; peak: number; end: number | undefined }> {
  let peak = 0;
  const timer = setInterval(() => {
    const rss = rssMb(pid) ?? 0;
    peak = Math.max(peak, rss);
    onSample?.(rss);
  }, everyMs);
  try {
    const result = await work();
    const end = rssMb(pid);
    return { result, peak: Math.max(peak, end ?? 0), end };
  } finally {
    clearInterval(timer);
  }
}

async function measureMode(
  outDir: string,
  pinning: Pinning,
  label: string,
  env: Record<string, string>,
  budget: number | undefined,
): Promise<MemoryRow> {
  const started = performance.now();
  let site: Server | undefined;
  const probe = join(outDir, `memory-probe-${process.pid}.json`);
  try {
    // The warm-up is a crawl from one address, as the audit's: the per-client miss budget would refuse it.
    site = await startSite(
      outDir,
      pinning,
      { CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000', ...env },
      { memoryProbe: probe },
    );
    const startS = (performance.now() - started) / 1000;
    const warmed = await primeEveryPage(site.origin);
    const list = await primeTargets(site);
    const warm = rssMb(site.pid);
    await sleep(IDLE_MS - SETTLE_MS);
    const breakdown = await readBreakdown(site.pid, probe);
    const idle = rssMb(site.pid);
    const running = site;
    const { peak, end } = await sampleRss(running.pid, 250, () =>
      load({
        label: `memory, ${label}`,
        origin: running.origin,
        requests: list.map((t) => ({ path: t.path })),
        serverPid: running.pid,
      }),
    );
    console.info(`  ${label}: ${warmed} addresses warmed; 3 s after ${mb(warm)}, idle ${mb(idle)}, loaded ${mb(end)}`);
    return { label, budget, startS, warm, idle, loaded: end, peak, breakdown };
  } catch (error) {
    noteFailure(`memory, ${label}: ${(error as Error).message}`);
    return { label, budget, note: `failed: ${(error as Error).message}` };
  } finally {
    await site?.stop();
  }
}

/**
 * PGlite on a fresh folder (first start), the same folder again (later start), PGlite in memory, and
 * PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a database the bench may seed.
 */
export async function memoryPhase(outDir: string, pinning: Pinning, dataDir: string): Promise<MemoryRow[]> {
  const { pglite, postgres } = IDLE_BUDGET_MB;
  const rows = [
    await measureMode(outDir, pinning, 'PGlite, first start (fresh DATA_DIR)', { DATA_DIR: dataDir }, pglite),
    await measureMode(outDir, pinning, 'PGlite, later start (same DATA_DIR)', { DATA_DIR: dataDir }, pglite),
    // Not judged: the budget names first and later starts, and this mode holds its whole database
    // in the process (Buffers, about 93 MB with the demo content) by design (tests, a throwaway demo).
    await measureMode(outDir, pinning, 'PGlite, DATA_DIR=memory://', { DATA_DIR: 'memory://' }, undefined),
  ];
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  rows.push(
    url
      ? await measureMode(outDir, pinning, 'PostgreSQL', { DATABASE_URL: url }, postgres)
      : { label: 'PostgreSQL', budget: postgres, note: 'skipped: set BENCH_DATABASE_URL' },
  );
  return rows;
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? '-' : ok ? 'met' : 'NOT met');

export function memoryReport(rows: MemoryRow[]): string {
  const notes = rows.some((r) => r.note);
  const figures = table([
    [
      'database',
      'start-up',
      '3 s after',
      'idle RSS',
      'idle budget',
      'idle',
      'loaded RSS',
      'loaded / idle',
      `<= ${LOADED_TO_IDLE_BUDGET}x`,
      'peak RSS',
      ...(notes ? [''] : []),
    ],
    ...rows.map((r) => {
      const ratio = r.idle && r.loaded ? r.loaded / r.idle : undefined;
      return [
        r.label,
        r.startS === undefined ? '-' : `${r.startS.toFixed(1)} s`,
        mb(r.warm),
        mb(r.idle),
        r.budget === undefined ? '-' : `${r.budget} MB`,
        verdict(r.idle === undefined || r.budget === undefined ? undefined : r.idle <= r.budget),
        mb(r.loaded),
        ratio === undefined ? '-' : ratio.toFixed(2),
        verdict(ratio === undefined ? undefined : ratio <= LOADED_TO_IDLE_BUDGET),
        mb(r.peak),
        ...(notes ? [r.note ?? ''] : []),
      ];
    }),
  ]);
  const parts = table([
    [
      'where the idle memory is',
      'RSS',
      'code (files)',
      'JS heap (used)',
      'PGlite wasm',
      'native (malloc)',
      'of which Buffers',
    ],
    ...rows
      .filter((r) => r.breakdown)
      .map((r) => {
        const b = r.breakdown as Breakdown;
        return [
          r.label,
          mb(b.rssMb),
          mb(b.codeMb),
          `${mb(b.v8Mb)} (${mb(b.v8UsedMb)})`,
          mb(b.wasmMb),
          mb(b.nativeMb),
          mb(b.buffersMb),
        ];
      }),
  ]);
  return `${figures}\n\n${parts}`;
}
