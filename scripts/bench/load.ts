import autocannon from 'autocannon';
import { coreTimes, cpuSeconds } from './proc';

/** Browsers and our client always accept compressed bodies; every request of the bench sends this. */
export const HEADERS = { 'accept-encoding': 'br, gzip' };
export const CONNECTIONS = 50;
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

export interface LoadOptions {
  /** What the line is about, for progress and for the list of failed requests. */
  label: string;
  origin: string;
  /** One address, or `requests` (autocannon cycles through them on each connection). */
  path?: string;
  requests?: autocannon.Request[];
  connections?: number;
  duration?: number;
  /** The server process, to report how busy its CPU was. */
  serverPid?: number;
}

export interface Figures {
  rps: number;
  /** Latency percentiles in ms (autocannon's resolution is 1 ms). */
  p50: number;
  p99: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as an error too). */
  errors: number;
  non2xx: number;
  status5xx: number;
  statusCodes: Record<string, number>;
  total: number;
  /** Share of one CPU the server process used, and the load generator (this process). */
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

/** autocannon, no pipelining, for `duration` seconds; CPU use of both sides measured around it. */
export async function load(options: LoadOptions): Promise<Figures> {
  const { origin, path = '/', connections = CONNECTIONS, duration = seconds, serverPid } = options;
  const serverBefore = serverPid === undefined ? 0 : cpuSeconds(serverPid);
  const loadBefore = process.cpuUsage();
  const serverCoreBefore = cores.server === undefined ? undefined : coreTimes(cores.server);
  const loadCoreBefore = cores.load === undefined ? undefined : coreTimes(cores.load);
  const started = performance.now();
  const r = await autocannon({
    url: `${origin}${path}`,
    requests: options.requests,
    connections,
    pipelining: 1,
    duration,
    timeout: 10,
    headers: HEADERS,
  });
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(loadBefore);
  const serverCpuSeconds = serverPid === undefined ? undefined : cpuSeconds(serverPid) - serverBefore;
  const statusCodes = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
  );
  const figures: Figures = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    status5xx: r['5xx'],
    statusCodes,
    total: r.requests.total,
    serverCpu: serverCpuSeconds === undefined ? undefined : serverCpuSeconds / wall,
    serverCpuSeconds,
    loadCpu: (used.user + used.system) / 1e6 / wall,
    serverCoreBusy: busySince(cores.server, serverCoreBefore),
    loadCoreBusy: busySince(cores.load, loadCoreBefore),
  };
  if (figures.errors > 0 || figures.status5xx > 0) {
    noteFailure(`${options.label}: ${r.errors} errors (${r.timeouts} timeouts), ${figures.status5xx} answers 5xx`);
  }
  return figures;
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

/** A token never used before (time, sequence, randomness): each flood request asks for a new address. */
let sequence = 0;
export const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** autocannon requests that each ask for a new address built by `path()`. */
export const uniqueRequests = (paths: (() => string)[]): autocannon.Request[] =>
  paths.map((path) => ({ setupRequest: (request: autocannon.Request) => ({ ...request, path: path() }) }));

/** Server CPU time per answered request, in µs. */
export const cpuPerRequestUs = (f: Figures) =>
  f.serverCpuSeconds === undefined || f.total === 0 ? undefined : (f.serverCpuSeconds / f.total) * 1e6;

/** The share of the server's CPU, and of the load generator's, that other processes took during a run. */
export const othersOnServerCpu = (f: Figures) =>
  f.serverCoreBusy === undefined || f.serverCpu === undefined ? undefined : Math.max(0, f.serverCoreBusy - f.serverCpu);
export const othersOnLoadCpu = (f: Figures) =>
  f.loadCoreBusy === undefined ? undefined : Math.max(0, f.loadCoreBusy - f.loadCpu);

export const reqPerS = (value: number) => Math.round(value).toLocaleString('en-US');
