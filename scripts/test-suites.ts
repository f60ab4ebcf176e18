/**
 * `npm test`: the Chromium check and the build, then the unit and API suite (Vitest) and the browser suite (Playwright) at once
 * (decision 069: the suites are independent, so they run in parallel). Neither
 * keeps two cores busy alone: the unit suite waits on databases and child processes, the browser suite on
 * pages and the network's quiet; together they fill each other's gaps. They share nothing: each makes
 * its own databases and servers on ports of its own.
 *
 * Each suite's output is kept and printed whole when it ends, so the two never interleave; the run fails
 * when either fails. Stopped (Ctrl-C, or a CI job's time running out), it stops both and prints what
 * each had written so far. `npm run test:unit` and `npm run test:e2e` still run one alone. It ends with
 * the run's figures against the test-time targets (scripts/test-time.ts), from its start, the build included.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { testImageFolder } from '../server/src/test/image-folder';
import { SITE_BUILT_ENV } from '../server/src/test/page-renderer';
import { machineCpu, TEST_TIME, testTimeReport } from './test-time';

const started = Date.now();
const cpuBefore = machineCpu();
// Fails fast, before the build, when a browser the browser suite drives is missing.
await import('./check-chromium');
// The browser suite loads the built site.
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const SUITES = [
  { name: 'unit and API (Vitest)', script: 'test:unit' },
  { name: 'browser (Playwright)', script: 'test:e2e' },
] as const;

interface Running {
  name: string;
  child: ChildProcess;
  output: Buffer[];
  started: number;
}

const running = new Set<Running>();
const failed: Running[] = [];

/**
 * One folder of PGlite database archives for both suites (server/src/test/pglite-image.ts): the first
 * process that needs the migrated or the seeded database builds it, and every other process of either
 * suite copies it (decision 070).
 */
const images = testImageFolder(`suites-${process.pid}`);
// The build just made is the sources' own: the unit suite's page tests read pages from it too (decision 074).
const env = { ...process.env, TEST_PGLITE_IMAGE_DIR: images, [SITE_BUILT_ENV]: '1' };
const removeImages = () => rmSync(images, { recursive: true, force: true });

/**
 * A failed suite's failures, again at the very end of the run: a CI log shown from its end would otherwise
 * show the other suite's passes only (one CI log printed Playwright's 438 passes and hid what failed).
 */
const FAILURE_LINE = /^\s*(FAIL\b|×|✘|\d+\) \[)/;
const TAIL_LINES = 40;

function failureSummary({ name, output }: Running): string {
  const lines = stripVTControlCharacters(Buffer.concat(output).toString('utf8')).split('\n');
  const failures = [...new Set(lines.filter((line) => FAILURE_LINE.test(line)))];
  return [
    `===== ${name} failed: its failing tests, then the last ${TAIL_LINES} lines of its output =====`,
    ...failures,
    '-----',
    ...lines.slice(-TAIL_LINES),
  ].join('\n');
}

function print({ name, output, started }: Running, outcome: string): void {
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\n===== ${name}: ${outcome} in ${seconds} s =====\n`);
  process.stdout.write(Buffer.concat(output));
  process.stdout.write(`===== end of ${name}: ${outcome} =====\n`);
}

function run({ name, script }: (typeof SUITES)[number]): Promise<boolean> {
  // A process group of its own, so stopping the run stops everything the suite started (workers, browsers).
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env,
  });
  const suite: Running = { name, child, output: [], started: Date.now() };
  running.add(suite);
  child.stdout?.on('data', (chunk: Buffer) => suite.output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => suite.output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!running.delete(suite)) return;
      print(suite, code === 0 ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`);
      if (code !== 0) failed.push(suite);
      resolve(code === 0);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const suite of running) {
      if (suite.child.pid) process.kill(-suite.child.pid, signal);
      print(suite, `STOPPED (${signal})`);
    }
    running.clear();
    removeImages();
    process.exit(1);
  });
}

console.log(`Running the ${SUITES.map((suite) => suite.name).join(' and the ')} suites at once;`);
console.log("each one's output follows when it ends.");
const passed = await Promise.all(SUITES.map(run));
removeImages();
// Every run records its figures (decision 071).
console.log(`\n${testTimeReport('npm test', (Date.now() - started) / 1000, TEST_TIME.fullSeconds, cpuBefore)}`);
for (const suite of failed) console.log(`\n${failureSummary(suite)}`);
process.exit(passed.every(Boolean) ? 0 : 1);
