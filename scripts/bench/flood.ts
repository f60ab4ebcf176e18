import { table } from '../audit/lib/table';
import {
  CONNECTIONS,
  cpuPerRequestUs,
  type Figures,
  type LoadOptions,
  load,
  ms,
  othersOnServerCpu,
  percent,
  reqPerS,
  statusMix,
  UNIQUE,
  warm,
} from './load';
import type { Server } from './servers';
import { NEWS_LIST } from './targets';
import type { BenchRequest } from './wrk';

/**
 * Issue 9 §3, the cache-miss flood: "cached pages and API reads keep >= 80 % of their throughput while
 * 20 connections ask for unique addresses". For a cached target, three runs on the same server:
 *   (a) 50 connections on the target alone;
 *   (b) the same, plus 20 connections each asking for a new address per request (a second wrk
 *       process on the load generator's CPU, at the same time);
 *   (c) the same, plus 20 connections on another cached address: the control.
 * (b)/(a) is judged. The site, as deployed, paces each client's requests beyond stored answers
 * (REQUESTS_PER_CLIENT_PER_SECOND, docs/decisions/023): the 20 connections' one-off addresses wait their
 * turn instead of taking the CPU, and what gets through is what that rate and the miss budget allow.
 * (c) shows what 20 connections of stored answers take from the target on a saturated core (about
 * 50/70): one-off addresses must cost less than that to keep 0.8.
 */
export const FLOOD_CONNECTIONS = 20;
export const FLOOD_BUDGET = 0.8;

/** One new address per request: query strings, made-up slugs and paths, on pages and the API. */
export const MISS_ADDRESSES: BenchRequest[] = [
  { path: `/?q=${UNIQUE}` },
  { path: `/news?utm_source=${UNIQUE}` },
  { path: `/news/${UNIQUE}` },
  { path: `/${UNIQUE}` },
  { path: `${NEWS_LIST}&x=${UNIQUE}` },
  { path: `/api/news/${UNIQUE}` },
];

export interface FloodCase {
  label: string;
  path: string;
  /** Another cached address, for the control run (c). */
  control: string;
}

export const FLOOD_CASES: FloodCase[] = [
  { label: 'GET / (page)', path: '/', control: '/about' },
  { label: `GET ${NEWS_LIST}`, path: NEWS_LIST, control: '/api/impact/metrics?active=true' },
];

export interface FloodResult {
  flood: FloodCase;
  alone: Figures;
  withMisses: Figures;
  misses: Figures;
  withControl: Figures;
  control: Figures;
}

/** Both loads at once, after a warm-up of both at once. */
async function together(cached: LoadOptions, other: LoadOptions): Promise<[Figures, Figures]> {
  await Promise.all([warm(cached), warm(other)]);
  return Promise.all([load(cached), load(other)]);
}

export async function flood(site: Server, floodCase: FloodCase): Promise<FloodResult> {
  const cached: LoadOptions = {
    label: floodCase.label,
    origin: site.origin,
    path: floodCase.path,
    serverPid: site.pid,
  };
  const extra = { origin: site.origin, connections: FLOOD_CONNECTIONS, serverPid: site.pid };
  await warm(cached);
  const alone = await load({ ...cached, label: `${floodCase.label} (a) alone` });
  const [withMisses, misses] = await together(
    { ...cached, label: `${floodCase.label} (b) with misses` },
    { ...extra, label: `${floodCase.label} (b) the misses`, requests: MISS_ADDRESSES, countStatuses: true },
  );
  const [withControl, control] = await together(
    { ...cached, label: `${floodCase.label} (c) with control` },
    { ...extra, label: `${floodCase.label} (c) the control`, path: floodCase.control, countStatuses: true },
  );
  return { flood: floodCase, alone, withMisses, misses, withControl, control };
}

/**
 * Server CPU per extra request in (b): its CPU time less the target's requests at their cost in (a), over
 * the one-off requests answered. An estimate (a busy event loop batches more per turn).
 */
function extraCostUs(r: FloodResult): number | undefined {
  const hit = cpuPerRequestUs(r.alone);
  if (hit === undefined || r.withMisses.serverCpuSeconds === undefined || r.misses.total === 0) return undefined;
  return (r.withMisses.serverCpuSeconds * 1e6 - r.withMisses.total * hit) / r.misses.total;
}

const verdict = (ratio: number) => `${ratio.toFixed(2)} ${ratio >= FLOOD_BUDGET ? 'ok' : 'FAIL'}`;

export function floodReport(results: FloodResult[]): string {
  const runs = [
    [
      'cached target',
      'run',
      'req/s',
      'p50',
      'p99',
      'errors',
      'server CPU',
      'others on server CPU',
      'extra 20: req/s',
      'extra 20: statuses',
    ],
  ];
  const summary = [
    [
      'cached target',
      `(b)/(a) >= ${FLOOD_BUDGET}`,
      '(c)/(a)',
      'server CPU per hit',
      'server CPU per extra request in (b)',
    ],
  ];
  for (const r of results) {
    const row = (run: string, f: Figures, other?: Figures) => [
      r.flood.label,
      run,
      reqPerS(f.rps),
      ms(f.p50),
      ms(f.p99),
      String(f.errors + f.non2xx),
      percent(f.serverCpu),
      percent(othersOnServerCpu(f)),
      other ? reqPerS(other.rps) : '',
      other ? `${statusMix(other.statusCodes)}${other.errors ? `, ${other.errors} errors` : ''}` : '',
    ];
    runs.push(
      row(`(a) ${CONNECTIONS} connections alone`, r.alone),
      row(`(b) + ${FLOOD_CONNECTIONS} on unique addresses`, r.withMisses, r.misses),
      row(`(c) + ${FLOOD_CONNECTIONS} on ${r.flood.control}`, r.withControl, r.control),
    );
    const hit = cpuPerRequestUs(r.alone);
    const miss = extraCostUs(r);
    summary.push([
      r.flood.label,
      verdict(r.withMisses.rps / r.alone.rps),
      (r.withControl.rps / r.alone.rps).toFixed(2),
      hit === undefined ? '-' : `${Math.round(hit)} µs`,
      miss === undefined ? '-' : `${Math.round(miss)} µs`,
    ]);
  }
  return [
    table(runs),
    '',
    table(summary),
    `(b)/(a): issue 9 §3's budget. The one-off addresses all come from one client: past its burst they wait their turn (REQUESTS_PER_CLIENT_PER_SECOND, docs/decisions/023), so the extra 20 connections get about that many answers a second and cost the target what those answers cost: renders within the miss budget, and requests through Fastify.`,
    `(c)/(a): 20 connections of stored answers, for comparison: on a saturated core they take about ${FLOOD_CONNECTIONS}/${CONNECTIONS + FLOOD_CONNECTIONS} of it.`,
  ].join('\n');
}
