/**
 * `npm run bench`: what the server costs per request, measured so that nothing else is in the figure
 * (decisions 022 and 025 replaced the earlier method, which measured mostly the load generator and the machine).
 *
 * Method, and why:
 * - Pinning. The server under test runs on one CPU (`taskset -c 0 node ...`) and the load generator, wrk
 *   (a child of this process), on the other (`taskset -a -cp 1 <pid>` once the build is done). A load generator sharing
 *   the server's CPUs takes CPU time from it in proportion to the load, so it measures itself. Without
 *   taskset or a second CPU the output says NOT PINNED and everything runs unpinned.
 * - Same-bytes ceiling. Each target's answer is fetched from the site with the load's own headers
 *   (accept-encoding: br, gzip), once it is cached and at its final compression, and served as it is
 *   (same body bytes, content-encoding and content-type) by a bare Fastify route in its own process on
 *   the server's CPU (ceiling-server.ts, the bytes through a temporary file). target / ceiling is then
 *   what our code costs over Fastify sending the same bytes: not the size of the page, not loopback TCP.
 *   The target and both its ceilings (below) run at once and are measured in turns, five slices of 2 s
 *   each, the order reversed every round (ceiling.ts), so a drift of this shared machine does not
 *   favour one side (BENCH_ROUNDS overrides 5).
 * - Same-answer ceiling. The same bare route also sending every other header the site sent (security
 *   headers, Vary, Cache-Control), so every byte is the same. Against the body-only ceiling above the
 *   site pays for its header block (about 3 µs a request for the API's seven security headers, measured
 *   2026-11-23, and more for a page's twelve). The budgets are judged on this ratio; both are printed
 *   (docs/decisions/021).
 * - Load. wrk (wrk.ts; Debian: apt-get install wrk), one thread, 50 connections, no pipelining (as
 *   browsers), 10 s after a 3 s warm-up. With 50 requests in flight the mean latency is 50 / throughput
 *   (Little's law): p99 <= 10 ms is reachable. wrk, not autocannon: autocannon (JavaScript) needed all of
 *   its CPU to send about 16,000 cached pages a second, fewer than the server can answer, so it set the
 *   pace of every page row and of the ceilings, and the ratios compared two measurements of autocannon
 *   (docs/decisions/022). wrk sends 50,000-65,000 a second on the same CPU with room to spare.
 * - Budgets (decision 021): API reads >= 0.8 of their same-answer ceiling, pages >= 0.9, p99 <= 10 ms, no errors; the
 *   news list with 10,000 more articles within 20 % of the demo data's req/s (page 1 and page 1000, the
 *   demo list measured again right before and after, news-size.ts).
 * - Cache-miss flood (decisions 023 and 065, flood.ts): a cached target's throughput while 20 more connections ask
 *   for unique addresses, against the target alone (the budget as first written) and against 20 connections on
 *   another cached address (the control that isolates a miss's cost; see flood.ts).
 * - Memory (memory.ts): server RSS idle and loaded for PGlite first start, later start, memory://, and
 *   PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL). Soak (soak.ts): mixed routes for 60 s on each,
 *   RSS every 10 s, growth <= 20 %.
 * - Uploads (uploads.ts): four 40-megapixel JPEGs uploaded at once by an editor while
 *   /healthz is polled: the server's peak RSS and /healthz p50/p99/max (budget: max under 200 ms).
 * - Password-reset timing (reset-timing.ts, decision 077): "Forgot your password?" answered for addresses with
 *   and without an account, one ask at a time; the difference of their medians against its target.
 * - Interactions (interactions.ts, decision 057): JavaScript loaded before interaction per route at 375 px
 *   (until the network is idle for 2 s; target 60 KB brotli), and the first use of the menu, search,
 *   language, map and contact form under Lighthouse's mobile throttling applied for real (target 200 ms).
 * - Each run also reports the server's CPU time per request (its µs ratio to the ceiling's is the overhead
 *   ratio, much less sensitive to the machine's other work than req/s), each side's CPU use, and the
 *   rest of each pinned CPU's load (other processes). A server well below 100 % of its CPU was not the
 *   bottleneck: "others" above 0 means the machine's other work took its CPU; wrk near 100 % of its CPU
 *   means the load generator set the pace, and then the req/s ratio says little and the output says
 *   LOAD-BOUND.
 *
 * Exit code: 1 when any request failed in any phase (connection error, timeout or 5xx) or a server did
 * not start; 0 otherwise. Ratios, p99, the flood and the soak print FAIL against their budgets but do not
 * change the exit code: on a shared machine they move with its load, and a failing exit would then say
 * more about the neighbours than about the code.
 *
 *   OUT_DIR            build folder (default .tmp/audit-build, never dist/); SKIP_BUILD=1 reuses it
 *   BENCH_SECONDS / BENCH_WARMUP_SECONDS / BENCH_SOAK_SECONDS   override 10 / 3 / 60
 *   BENCH_ROUNDS       slices a target and its ceilings take turns in (default 5)
 *   BENCH_DATABASE_URL PostgreSQL database for the memory figures (it is seeded if empty, never emptied)
 *   BENCH_PHASES       comma-separated subset of memory,targets,flood,size,soak,uploads,reset,interactions,hundredfold,
 *                      fanout,tests,tests-start,against
 *                      (default: all but hundredfold, which fills databases for many minutes: see
 *                      hundredfold.ts, and tests and tests-start, which run the whole `npm test`, the
 *                      latter also the starting commit's: see tests.ts); fanout and the test
 *                      runs alone need neither the build nor wrk
 * - Newsletter fan-out (fanout.ts, decision 052): an issue to 100,000 subscribers queued through the admin
 *   API (target <= 30 s) and sent to a local SMTP sink (target >= 200 mails a second), on PGlite and, with
 *   BENCH_FANOUT_DATABASE_URL (or BENCH_DATABASE_URL), on PostgreSQL, in the bench process.
 *   against            (not in the default phases) the phases of BENCH_AGAINST_PHASES (targets,uploads) run by
 *                      today's bench and by a fixed older commit's own, back to back, judged on their ratio
 *                      (against.ts, decision 099)
 *   BENCH_FIRST_USES   a regular expression: the interactions phase measures only the first uses whose label matches
 *                      (and not the bytes)
 *   BENCH_NICE         e.g. -10 (root): run servers and wrk ahead of other work on a shared machine
 *   --cluster          instead of the above: two instances behind nginx on PostgreSQL and Redis (cluster.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../audit/lib/server';
import { type AgainstResult, againstPhase, againstReport } from './against';
import { measurePair, type Pair } from './ceiling';
import { type FanoutResult, fanoutPhase, fanoutReport } from './fanout';
import { FLOOD_CASES, type FloodResult, flood, floodReport } from './flood';
import { type HundredResult, hundredfoldPhase, hundredfoldReport } from './hundredfold';
import { type InteractionsResult, interactionsPhase, interactionsReport } from './interactions';
import { CONNECTIONS, failedRequests, noteFailure, seconds, warmupSeconds, watchCores } from './load';
import { IDLE_MS, type MemoryRow, memoryPhase, memoryReport, SETTLE_MS } from './memory';
import { newsSizePhase, type SizeResult } from './news-size';
import { pinLoadGenerator } from './pin';
import { diagnosticsReport, sizeReport, targetsReport } from './report';
import { type ResetTimingResult, resetTimingPhase, resetTimingReport } from './reset-timing';
import { firstSlug, type Server, startSite } from './servers';
import { type SoakResult, soak, soakReport, soakSeconds } from './soak';
import { targets } from './targets';
import { testsFromStartPhase, testsPhase } from './tests';
import { type UploadsResult, uploadsPhase, uploadsReport } from './uploads';
import { WRK_MISSING, wrkFound } from './wrk';

const outDir = process.env.OUT_DIR ?? '.tmp/audit-build';
const phases = new Set(
  (process.env.BENCH_PHASES ?? 'memory,targets,flood,size,soak,uploads,reset,interactions,fanout').split(','),
);
/**
 * Every phase but the fan-out (the app in this process) and the test runs (which build for themselves)
 * measures the built site in its own process.
 */
const needsBuild =
  process.argv.includes('--cluster') ||
  [...phases].some((phase) => !['fanout', 'tests', 'tests-start', 'against'].includes(phase));
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const progress = (line: string) => console.info(`${line} (${elapsed()})`);

if (needsBuild && !wrkFound()) {
  console.error(WRK_MISSING);
  process.exit(1);
}
if (needsBuild) await buildSite(outDir);
const pinning = pinLoadGenerator();
watchCores(pinning.serverCpu, pinning.loadCpu);
console.info(pinning.note);

if (process.argv.includes('--cluster')) {
  // The same table through nginx in front of two instances, then a mixed load (cluster.ts).
  const { clusterBench, clusterReport } = await import('./cluster');
  try {
    const result = await clusterBench(outDir, pinning);
    console.info(`\nnpm run bench -- --cluster; ${pinning.note}\n${clusterReport(result)}`);
  } catch (error) {
    noteFailure(`cluster bench stopped: ${(error as Error).stack ?? error}`);
  }
  const failures = failedRequests();
  console.info(`\nbench finished in ${elapsed()}`);
  if (failures.length > 0) console.info(`requests failed (exit 1):\n  ${failures.join('\n  ')}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

const root = mkdtempSync(join(tmpdir(), 'veb-bench-'));
const dataDir = join(root, 'data');
const pairs: Pair[] = [];
const floods: FloodResult[] = [];
let memory: MemoryRow[] = [];
let size: SizeResult | undefined;
const soaked: { label: string; result: SoakResult }[] = [];
let uploads: UploadsResult | undefined;
let resetTiming: ResetTimingResult | undefined;
let interactions: InteractionsResult | undefined;
let hundredfold: HundredResult | undefined;
let fanout: FanoutResult[] = [];
let testRuns: string[] = [];
let against: AgainstResult | undefined;
let site: Server | undefined;
/** Alternates which of a target and its ceiling runs first, across all pairs. */
let pairIndex = 0;
const ceilingFirst = () => pairIndex++ % 2 === 1;

try {
  if (phases.has('memory')) {
    progress('memory: four database modes');
    memory = await memoryPhase(outDir, pinning, dataDir);
  }
  if (phases.has('targets') || phases.has('size') || phases.has('flood')) {
    site = await startSite(outDir, pinning, { DATA_DIR: dataDir }, { inProcessCeiling: true });
    if (phases.has('targets')) {
      for (const target of targets(await firstSlug(site.origin))) {
        const pair = await measurePair(outDir, pinning, site, target, ceilingFirst());
        pairs.push(pair);
        progress(
          `  ${target.label}: ${Math.round(pair.site.rps)} req/s, ceilings ${Math.round(pair.ceiling.rps)} (body) and ${Math.round(pair.answerCeiling.rps)} (answer)`,
        );
      }
    }
    if (phases.has('size')) {
      size = await newsSizePhase(outDir, pinning, join(root, 'big'), ceilingFirst, site);
      progress(`  news list with ${size.published} articles done`);
    }
    // Last on this server: the flood leaves its cache full of one-off entries.
    if (phases.has('flood')) {
      for (const floodCase of FLOOD_CASES) {
        floods.push(await flood(site, floodCase));
        progress(`  flood on ${floodCase.label} done`);
      }
    }
    await site.stop();
    site = undefined;
  }
  if (phases.has('soak')) {
    progress(`soak: ${soakSeconds} s of mixed routes`);
    soaked.push({ label: 'PGlite on disk', result: await soak(outDir, pinning, { DATA_DIR: dataDir }) });
    // Decision 058 holds both databases to "flat over a 10-minute soak".
    const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (url) soaked.push({ label: 'PostgreSQL', result: await soak(outDir, pinning, { DATABASE_URL: url }) });
  }
  if (phases.has('uploads')) {
    progress('uploads: four 40-megapixel images at once, /healthz polled');
    uploads = await uploadsPhase(outDir, pinning, join(root, 'uploads'));
  }
  if (phases.has('reset')) {
    progress('reset: "Forgot your password?" answers timed for addresses with and without an account');
    resetTiming = await resetTimingPhase(outDir, pinning, join(root, 'reset'));
  }
  if (phases.has('interactions')) {
    progress('interactions: JavaScript before interaction at 375 px, first use under mobile throttling');
    interactions = await interactionsPhase(outDir, pinning, { DATA_DIR: join(root, 'interactions') }, progress);
  }
  if (phases.has('hundredfold')) {
    progress('hundredfold: the likely data and 100x on each database');
    hundredfold = await hundredfoldPhase(
      outDir,
      pinning,
      process.env.BENCH_HUNDRED_DIR ?? join(root, 'hundredfold'),
      progress,
    );
  }
  if (phases.has('fanout')) fanout = await fanoutPhase(progress);
  // Last: the suites would otherwise share the machine with the phases above.
  if (phases.has('tests')) testRuns = await testsPhase(progress);
  if (phases.has('against')) against = await againstPhase(progress);
  if (phases.has('tests-start')) testRuns = [...testRuns, ...(await testsFromStartPhase(progress))];
} catch (error) {
  noteFailure(`bench stopped: ${(error as Error).stack ?? error}`);
} finally {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
}

console.info(
  `\nnpm run bench: wrk, ${CONNECTIONS} connections, no pipelining, ${seconds} s after a ${warmupSeconds} s warm-up, accept-encoding br, gzip; Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}`,
);
console.info(pinning.note);
if (pairs.length > 0) console.info(`\n${targetsReport(pairs)}`);
if (size) console.info(`\n${sizeReport(size)}`);
const allPairs = [...pairs, ...(size?.pairs ?? [])];
if (allPairs.length > 0) console.info(`\n${diagnosticsReport(allPairs)}`);

if (floods.length > 0) {
  console.info(`\nCache-miss flood, on the same server as the targets`);
  console.info(floodReport(floods));
}

if (memory.length > 0) {
  console.info(
    `\nResident memory of the server process (after one request to each target: "3 s after", ${SETTLE_MS / 1000} s later; idle, left alone ${IDLE_MS / 1000} s; loaded: at the end of ${seconds} s over all targets)`,
  );
  console.info(memoryReport(memory));
}

for (const { label, result } of soaked) {
  console.info(`\nSoak (${label}): targets, unique addresses, 404s, unknown news pages and categories; no writes`);
  console.info(soakReport(result));
}

if (uploads) {
  console.info(`\nUploads: an editor's ${uploads.uploads.length} large images at once, /healthz every 50 ms`);
  console.info(uploadsReport(uploads));
}

if (resetTiming) {
  console.info(
    '\n"Forgot your password?" (decision 077): one ask at a time over HTTP, each from a new browser session',
  );
  console.info(resetTimingReport(resetTiming));
}

if (interactions) {
  console.info(
    '\nJavaScript before interaction and first use: a phone at 375 px; first use with Lighthouse mobile throttling applied',
  );
  console.info(interactionsReport(interactions));
}

if (hundredfold) {
  console.info(
    '\nHundredfold data: p50 / p99 of one request at a time; cached = the same address again, uncached = a new address each time, live = never stored',
  );
  console.info(hundredfoldReport(hundredfold));
}
if (fanout.length > 0) {
  console.info(`\nNewsletter fan-out: an issue queued through the admin API, sent to a local SMTP sink`);
  console.info(fanoutReport(fanout));
}
if (against) console.info(`\n${againstReport(against)}`);
if (testRuns.length > 0) {
  console.info('\nTest time: each run from start to exit, with how busy the cores kept meanwhile');
  console.info(testRuns.join('\n'));
}

const failures = failedRequests();
console.info(`\nbench finished in ${elapsed()}`);
if (failures.length > 0) {
  console.info(`requests failed (exit 1):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
