import { table } from '../audit/lib/table';
import type { Target } from './ceiling';
import { capture } from './ceiling';
import { load, noteFailure } from './load';
import type { Pinning } from './pin';
import { mb, rssMb } from './proc';
import { firstSlug, type Server, startSite } from './servers';
import { targets } from './targets';

/**
 * Issue 9 §6: resident memory of the server process in each database mode, idle (3 s after one request to
 * each target) and loaded (at the end of a run over all targets), with the time start-up took.
 */
export const SETTLE_MS = 3000;

export interface MemoryRow {
  label: string;
  startS?: number;
  idle?: number;
  loaded?: number;
  peak?: number;
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
): Promise<MemoryRow> {
  const started = performance.now();
  let site: Server | undefined;
  try {
    site = await startSite(outDir, pinning, env);
    const startS = (performance.now() - started) / 1000;
    const list = await primeTargets(site);
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
    console.info(`  ${label}: idle ${mb(idle)}, loaded ${mb(end)}`);
    return { label, startS, idle, loaded: end, peak };
  } catch (error) {
    noteFailure(`memory, ${label}: ${(error as Error).message}`);
    return { label, note: `failed: ${(error as Error).message}` };
  } finally {
    await site?.stop();
  }
}

/**
 * PGlite on a fresh folder (first start), the same folder again (later start), PGlite in memory, and
 * PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a database the bench may seed.
 */
export async function memoryPhase(outDir: string, pinning: Pinning, dataDir: string): Promise<MemoryRow[]> {
  const rows = [
    await measureMode(outDir, pinning, 'PGlite, first start (fresh DATA_DIR)', { DATA_DIR: dataDir }),
    await measureMode(outDir, pinning, 'PGlite, later start (same DATA_DIR)', { DATA_DIR: dataDir }),
    await measureMode(outDir, pinning, 'PGlite, DATA_DIR=memory://', { DATA_DIR: 'memory://' }),
  ];
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  rows.push(
    url
      ? await measureMode(outDir, pinning, 'PostgreSQL', { DATABASE_URL: url })
      : { label: 'PostgreSQL', note: 'skipped: set BENCH_DATABASE_URL' },
  );
  return rows;
}

export function memoryReport(rows: MemoryRow[]): string {
  const notes = rows.some((r) => r.note);
  return table([
    ['database', 'start-up', 'idle RSS', 'loaded RSS', 'peak RSS', ...(notes ? [''] : [])],
    ...rows.map((r) => [
      r.label,
      r.startS === undefined ? '-' : `${r.startS.toFixed(1)} s`,
      mb(r.idle),
      mb(r.loaded),
      mb(r.peak),
      ...(notes ? [r.note ?? ''] : []),
    ]),
  ]);
}
