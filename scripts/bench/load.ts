import { coreTimes, cpuSeconds } from './proc';
import { type BenchRequest, runWrk } from './wrk';

/** Browsers and our client always accept compressed bodies; every request of the bench sends this. */
export const HEADERS = { 'accept-encoding': 'br, gzip' };
export const CONNECTIONS = 50;
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

export interface LoadOptions {
  /** What the line is about, for progress and for the list of failed requests. */
  label: string;
  origin: string;
  /** One address, or `requests` (wrk sends them in turn; `{unique}` and `{number}` in a path, see wrk.ts). */
  path?: string;
  requests?: BenchRequest[];
  connections?: number;
  duration?: number;
  /** The server process, to report how busy its CPU was. */
  serverPid?: number;
  /** Count answers by status (see wrk.ts: it slows wrk); otherwise any answer of 400 or above is a failure. */
  countStatuses?: boolean;
}

export interface Figures {
  rps: number;
  /** How long the load ran (wrk's own measure). */
  seconds: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** The latency distribution, [share of answers (0-1), ms], for percentiles over slices (inTurns). */
  curve: [number, number][];
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
  status5xx: number;
  statusCodes: Record<string, number>;
  total: number;
  /** Share of one CPU the server process used, and the load generator (wrk). */
  serverCpu?: number;
  serverCpuSeconds?: number;
  loadCpu: number;
  /**
   * How busy the server's CPU and the load generator's CPU were, whoever used them: well above
   * `serverCpu` (or `loadCpu`), other work on the machine took that CPU and the figures are low for it.
   */
  serverCoreBusy?: number;
  loadCoreBusy?: number;
}

let cores: { server?: number; load?: number } = {};
/** The CPUs the servers and this process are pinned to, to report how busy each was during a run. */
export const watchCores = (server: number | undefined, load: number | undefined) => {
  cores = { server, load };
};

/** Share of the time `cpu` was busy since `before` (from coreTimes). */
function busySince(cpu: number | undefined, before: { busy: number; total: number } | undefined) {
  if (cpu === undefined || before === undefined) return undefined;
  const after = coreTimes(cpu);
  return after.total > before.total ? (after.busy - before.busy) / (after.total - before.total) : undefined;
}

const failed: string[] = [];
/** Every phase's requests that errored, timed out or answered 5xx (the bench then exits 1). */
export const failedRequests = (): readonly string[] => failed;
export const noteFailure = (line: string) => failed.push(line);

/** wrk, no pipelining, for `duration` seconds; CPU use of both sides measured around it. */
export async function load(options: LoadOptions): Promise<Figures> {
  const { origin, path = '/', connections = CONNECTIONS, duration = seconds, serverPid } = options;
  const requests = (options.requests ?? [{ path }]).map((r) => ({ ...r, headers: { ...HEADERS, ...r.headers } }));
  const serverBefore = serverPid === undefined ? 0 : cpuSeconds(serverPid);
  const serverCoreBefore = cores.server === undefined ? undefined : coreTimes(cores.server);
  const loadCoreBefore = cores.load === undefined ? undefined : coreTimes(cores.load);
  const started = performance.now();
  const r = await runWrk({
    url: origin,
    requests,
    connections,
    seconds: duration,
    timeoutSeconds: 10,
    countStatuses: options.countStatuses ?? false,
  });
  const wall = (performance.now() - started) / 1000;
  const serverCpuSeconds = serverPid === undefined ? undefined : cpuSeconds(serverPid) - serverBefore;
  const counted = r.statusCodes;
  const count = (test: (status: number) => boolean) =>
    Object.entries(counted ?? {}).reduce((sum, [code, n]) => sum + (test(Number(code)) ? n : 0), 0);
  const figures: Figures = {
    rps: r.requests / r.seconds,
    seconds: r.seconds,
    p50: r.p50,
    p99: r.p99,
    curve: r.curve,
    errors: r.errors,
    non2xx: counted ? count((status) => status < 200 || status > 299) : r.failedStatuses,
    status5xx: count((status) => status >= 500),
    statusCodes: counted ?? {},
    total: r.requests,
    serverCpu: serverCpuSeconds === undefined ? undefined : serverCpuSeconds / wall,
    serverCpuSeconds,
    loadCpu: r.cpuSeconds / r.seconds,
    serverCoreBusy: busySince(cores.server, serverCoreBefore),
    loadCoreBusy: busySince(cores.load, loadCoreBefore),
  };
  if (figures.errors > 0 || figures.status5xx > 0) {
    noteFailure(`${options.label}: ${r.errors} errors (${r.timeouts} timeouts), ${figures.status5xx} answers 5xx`);
  }
  if (!counted && r.failedStatuses > 0) noteFailure(`${options.label}: ${r.failedStatuses} answers 4xx or 5xx`);
  return figures;
}

/** Share of `f`'s answers at or below `ms`, interpolated on its latency curve. */
function shareAtOrBelow(f: Figures, ms: number): number {
  const { curve } = f;
  if (ms < curve[0][1]) return 0;
  for (let i = 1; i < curve.length; i++) {
    const [share, value] = curve[i];
    if (ms < value) {
      const [lowShare, low] = curve[i - 1];
      return lowShare + ((share - lowShare) * (ms - low)) / (value - low);
    }
  }
  return 1;
}

/**
 * The latency `q` (0-1) of all the slices' answers together: each slice's distribution (nine points
 * from wrk, min to max) weighted by its answers, the value found by bisection. Approximate between the
 * points, exact at none of them; far closer than any one slice's percentile.
 */
function percentileOver(slices: Figures[], q: number): number {
  const total = slices.reduce((sum, f) => sum + f.total, 0);
  const share = (ms: number) => slices.reduce((sum, f) => sum + f.total * shareAtOrBelow(f, ms), 0) / total;
  let low = 0;
  let high = Math.max(...slices.map((f) => f.curve[f.curve.length - 1][1]));
  for (let i = 0; i < 50; i++) {
    const middle = (low + high) / 2;
    if (share(middle) >= q) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Slices of one load taken in turns with others (ceiling.ts) as one: answers, errors and CPU added up
 * over the time they ran, percentiles over all their answers (percentileOver).
 */
export function inTurns(slices: Figures[]): Figures {
  const sum = (pick: (f: Figures) => number | undefined) => slices.reduce((total, f) => total + (pick(f) ?? 0), 0);
  const seconds = sum((f) => f.seconds);
  const total = sum((f) => f.total);
  const weighted = (pick: (f: Figures) => number | undefined) =>
    slices.some((f) => pick(f) === undefined) ? undefined : sum((f) => (pick(f) ?? 0) * f.seconds) / seconds;
  const statusCodes: Record<string, number> = {};
  for (const f of slices) {
    for (const [code, n] of Object.entries(f.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  }
  const serverCpuSeconds = slices.some((f) => f.serverCpuSeconds === undefined)
    ? undefined
    : sum((f) => f.serverCpuSeconds);
  return {
    rps: total / seconds,
    seconds,
    p50: percentileOver(slices, 0.5),
    p99: percentileOver(slices, 0.99),
    curve: [],
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
    status5xx: sum((f) => f.status5xx),
    statusCodes,
    total,
    serverCpuSeconds,
    serverCpu: serverCpuSeconds === undefined ? undefined : serverCpuSeconds / seconds,
    loadCpu: weighted((f) => f.loadCpu) ?? 0,
    serverCoreBusy: weighted((f) => f.serverCoreBusy),
    loadCoreBusy: weighted((f) => f.loadCoreBusy),
  };
}

/** The same load for the warm-up time, figures dropped (failures still count). */
export async function warm(options: LoadOptions): Promise<void> {
  if (warmupSeconds > 0) await load({ ...options, label: `${options.label} (warm-up)`, duration: warmupSeconds });
}

/** Warm-up, then the measured run. */
export async function measure(options: LoadOptions): Promise<Figures> {
  await warm(options);
  return load(options);
}

export const percent = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value * 100)} %`);

/** "200: 61 %, 404: 39 %" */
export function statusMix(codes: Record<string, number>): string {
  const total = Object.values(codes).reduce((sum, n) => sum + n, 0) || 1;
  return Object.entries(codes)
    .map(([code, n]) => `${code}: ${Math.round((n / total) * 100)} %`)
    .join(', ');
}

/** In a request's path: replaced by a token never used before, for each request (wrk.ts). */
export const UNIQUE = '{unique}';
/** In a request's path: replaced by a new integer for each request. */
export const NUMBER = '{number}';

/** A token never used before, for this process's own requests (outside wrk). */
let sequence = 0;
export const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The nearest-rank percentile (0 < p <= 1) of ascending values; NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** Latency in ms as printed: two significant digits below 10 ms. */
export const ms = (value: number) => `${value < 10 ? value.toFixed(value < 1 ? 2 : 1) : Math.round(value)} ms`;

/** Server CPU time per answered request, in µs. */
export const cpuPerRequestUs = (f: Figures) =>
  f.serverCpuSeconds === undefined || f.total === 0 ? undefined : (f.serverCpuSeconds / f.total) * 1e6;

/** The share of the server's CPU, and of the load generator's, that other processes took during a run. */
export const othersOnServerCpu = (f: Figures) =>
  f.serverCoreBusy === undefined || f.serverCpu === undefined ? undefined : Math.max(0, f.serverCoreBusy - f.serverCpu);
export const othersOnLoadCpu = (f: Figures) =>
  f.loadCoreBusy === undefined ? undefined : Math.max(0, f.loadCoreBusy - f.loadCpu);

export const reqPerS = (value: number) => Math.round(value).toLocaleString('en-US');
