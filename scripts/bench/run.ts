/**
 * `npm run bench`: the server's speed as ratios to what Fastify itself can do on this machine, in one run.
 * autocannon on loopback (100 connections, 10 pipelined, 10 s after a 3 s warm-up) against, one at a time:
 * a bare Fastify route (the ceiling, its own process), the API and the server-rendered pages of the built
 * site (its own process, fresh in-memory database), then the news list with 10,000 more articles.
 * The ceiling is measured three times (before, between and after the site's runs; its process idles
 * meanwhile) and the ratios use the mean: on this shared machine one 10 s run of it varied by a third.
 *   OUT_DIR      build folder (default .tmp/audit-build, never dist/); SKIP_BUILD=1 reuses it
 *   BENCH_SECONDS / BENCH_WARMUP_SECONDS  override 10 / 3
 * Prints pass/fail against the budgets; exits 1 only on errors or when a ratio is below half its budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildSite, type RunningServer, startBuiltServer } from '../audit/lib/server';
import { table } from '../audit/lib/table';
import { fillArticles } from './fill-articles';

const outDir = process.env.OUT_DIR ?? '.tmp/audit-build';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const EXTRA_ARTICLES = 10_000;
const PAGE = 9;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const BUDGET = { api: 0.6, page: 0.3, p99Ms: 20, sameLatency: 0.2 };

interface Figures {
  label: string;
  kind: 'ceiling' | 'api' | 'page';
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function load(url: string, duration: number): Promise<autocannon.Result> {
  // Browsers and our client always accept compressed bodies; the server keeps them pre-compressed.
  const headers = { 'accept-encoding': 'br, gzip' };
  return autocannon({ url, connections: 100, pipelining: 10, duration, timeout: 10, headers });
}

async function measure(label: string, kind: Figures['kind'], url: string): Promise<Figures> {
  await load(url, warmup);
  const r = await load(url, seconds);
  const figures: Figures = {
    label,
    kind,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
  console.info(`  ${label}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms (${elapsed()})`);
  return figures;
}

const tsx = [process.execPath, '--import', 'tsx'];
let current: RunningServer | undefined;
let ceilingServer: RunningServer | undefined;
const results: Figures[] = [];
const bigResults: Figures[] = [];
const ceilingRuns: Figures[] = [];
let published = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'veb-bench-'));

try {
  await buildSite(outDir);

  ceilingServer = await startBuiltServer(outDir, { command: [...tsx, 'scripts/bench/ceiling-server.ts'] });
  const ceilingUrl = `${ceilingServer.origin}/ceiling`;
  const measureCeiling = async () =>
    ceilingRuns.push(await measure(`bare Fastify (ceiling), run ${ceilingRuns.length + 1}`, 'ceiling', ceilingUrl));
  await measureCeiling();

  console.info(`site (${outDir}), demo content ...`);
  current = await startBuiltServer(outDir);
  const { origin } = current;
  const first = (await (await fetch(`${origin}/api/news?published=true&limit=1&offset=0`)).json()) as {
    articles: { slug: string }[];
  };
  const slug = first.articles[0].slug;
  const targets: [string, Figures['kind'], string][] = [
    [`GET /api/news?published=true&limit=${PAGE}&offset=0`, 'api', `/api/news?published=true&limit=${PAGE}&offset=0`],
    ['GET /api/news/{slug}', 'api', `/api/news/${slug}`],
    ['GET /api/impact/metrics?active=true', 'api', '/api/impact/metrics?active=true'],
    ['GET / (SSR)', 'page', '/'],
    ['GET /news (SSR)', 'page', '/news'],
  ];
  for (const [label, kind, path] of targets) results.push(await measure(label, kind, `${origin}${path}`));
  await current.stop();
  await measureCeiling();

  console.info(`filling a database with ${EXTRA_ARTICLES} more articles ...`);
  published = await fillArticles(dataDir, EXTRA_ARTICLES);
  console.info(`  ${published} published articles (${elapsed()})`);
  current = await startBuiltServer(outDir, { env: { DATA_DIR: dataDir } });
  const lastPageOffset = 999 * PAGE;
  bigResults.push(
    await measure(
      `GET /api/news page 1 (${published} articles)`,
      'api',
      `${current.origin}/api/news?published=true&limit=${PAGE}&offset=0`,
    ),
    await measure(
      `GET /api/news page 1000, offset ${lastPageOffset}`,
      'api',
      `${current.origin}/api/news?published=true&limit=${PAGE}&offset=${lastPageOffset}`,
    ),
  );
  await current.stop();
  current = undefined;
  await measureCeiling();
} finally {
  await current?.stop();
  await ceilingServer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ceiling: Figures = {
  label: `bare Fastify (ceiling), mean of ${ceilingRuns.length}`,
  kind: 'ceiling',
  rps: mean(ceilingRuns.map((f) => f.rps)),
  p50: Math.round(mean(ceilingRuns.map((f) => f.p50))),
  p99: Math.round(mean(ceilingRuns.map((f) => f.p99))),
  errors: ceilingRuns.reduce((sum, f) => sum + f.errors, 0),
  non2xx: ceilingRuns.reduce((sum, f) => sum + f.non2xx, 0),
  total: ceilingRuns.reduce((sum, f) => sum + f.total, 0),
};
const problems: string[] = [];
const ratioOf = (f: Figures) => f.rps / ceiling.rps;
const row = (f: Figures) => {
  const budget = f.kind === 'api' ? BUDGET.api : f.kind === 'page' ? BUDGET.page : 1;
  const ratio = ratioOf(f);
  const failures = f.errors + f.non2xx;
  const pass = f.kind === 'ceiling' || (ratio >= budget && f.p99 < BUDGET.p99Ms && failures === 0);
  if (failures > 0) problems.push(`${f.label}: ${f.errors} errors, ${f.non2xx} non-2xx`);
  if (f.kind !== 'ceiling' && ratio < budget / 2)
    problems.push(`${f.label}: ${(ratio * 100).toFixed(0)} % of the ceiling`);
  return [
    f.label,
    Math.round(f.rps),
    `${f.p50} ms`,
    `${f.p99} ms`,
    `${f.errors}/${f.non2xx}`,
    `${(ratio * 100).toFixed(0)} %`,
    f.kind === 'ceiling' ? '' : `>= ${budget * 100} %, p99 < ${BUDGET.p99Ms} ms, 0 errors`,
    f.kind === 'ceiling' ? '' : pass ? 'ok' : 'FAIL',
  ];
};
const header = ['target', 'req/s', 'p50', 'p99', 'errors/non-2xx', 'vs ceiling', 'budget', ''];
console.info(
  `\nautocannon: 100 connections, 10 pipelined, ${seconds} s after a ${warmup} s warm-up; loopback; Node ${process.version}`,
);
console.info(table([header, ...ceilingRuns.map(row), row(ceiling), ...results.map(row)]));
// Little's law: with a fixed number of requests in flight, mean latency = in flight / throughput. It says
// what a p99 budget asks of the machine before any code runs.
const inFlight = 100 * 10;
console.info(
  `\n${inFlight} requests in flight: the mean latency is ${inFlight} / throughput (Little's law). The ceiling's ` +
    `${Math.round(ceiling.rps)} req/s gives ${((inFlight / ceiling.rps) * 1000).toFixed(1)} ms on average; a p99 under ` +
    `${BUDGET.p99Ms} ms needs more than ${Math.round((inFlight / BUDGET.p99Ms) * 1000)} req/s with almost no spread.`,
);
console.info(`\nWith ${published} published articles in the database:`);
console.info(table([header, ...bigResults.map(row)]));

// "The same latency" at 10 and 10,000 articles: within 20 % in throughput and median latency.
const small = results[0];
const same = bigResults.map((f) => {
  const rpsDrift = Math.abs(f.rps - small.rps) / small.rps;
  const p50Drift = Math.abs(f.p50 - small.p50) / Math.max(small.p50, 1);
  return { f, ok: rpsDrift <= BUDGET.sameLatency && p50Drift <= BUDGET.sameLatency, rpsDrift, p50Drift };
});
console.info(
  `\nNews list at ${published} vs demo articles (budget: within ${BUDGET.sameLatency * 100} % in req/s and p50):`,
);
for (const s of same) {
  console.info(
    `  ${s.f.label}: req/s ${(s.rpsDrift * 100).toFixed(0)} % apart, p50 ${(s.p50Drift * 100).toFixed(0)} % apart ${s.ok ? 'ok' : 'FAIL'}`,
  );
}
console.info(`\nbench finished in ${elapsed()}`);
if (problems.length > 0) {
  console.info(`clearly below budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
