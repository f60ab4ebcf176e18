import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ISSUE_START, machineCpu, startComparisonReport, TEST_TIME, testTimeReport } from '../test-time';
import { noteFailure } from './load';
import { unpinnedCommand } from './pin';

/**
 * The test time of decision 071 (BENCH_PHASES=tests, not in the default phases: it runs the whole `npm test`, 10 to 20
 * minutes on two cores): `npm run test:quick`, then `npm test`, each in a child process with this
 * process's environment (TEST_DATABASE_URL included) and on every CPU it was given (not the one the
 * load generator is pinned to), timed from start to exit, with how busy the
 * machine's cores kept meanwhile (scripts/test-time.ts). Each run's output goes to a file, named in the
 * report; a run that fails is a failure of the bench (exit 1), since its time would not be the suite's.
 */
const RUNS = [
  { script: 'test:quick', label: 'npm run test:quick', target: TEST_TIME.quickSeconds },
  { script: 'test', label: 'npm test', target: TEST_TIME.fullSeconds },
] as const;

const LOG_DIR = '.tmp';

function runScript(script: string, log: string, cwd?: string): Promise<number | null> {
  const out = createWriteStream(log);
  const [command, ...args] = unpinnedCommand(['npm', 'run', '--silent', script]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => out.end(() => resolve(code)));
  });
}

interface TimedRun {
  seconds: number;
  code: number | null;
  /** The figures (scripts/test-time.ts), the exit code and where the output is. */
  report: string;
}

/** One `npm run <script>` in `cwd`, its output to `log`, timed from start to exit. */
async function timedRun(label: string, script: string, target: number, log: string, cwd?: string): Promise<TimedRun> {
  const before = machineCpu();
  const started = Date.now();
  const code = await runScript(script, log, cwd);
  const seconds = (Date.now() - started) / 1000;
  const report = `${testTimeReport(label, seconds, target, before)}\n  exit ${code}; output in ${log}`;
  return { seconds, code, report };
}

const failedRun = (label: string, code: number | null, log: string) =>
  noteFailure(`${label} exited ${code} (${log}): its time is not the suite's`);

export async function testsPhase(progress: (line: string) => void): Promise<string[]> {
  mkdirSync(LOG_DIR, { recursive: true });
  const reports: string[] = [];
  for (const { script, label, target } of RUNS) {
    const log = join(LOG_DIR, `bench-${script.replace(':', '-')}.log`);
    progress(`tests: ${label} (output in ${log})`);
    const { code, report } = await timedRun(label, script, target, log);
    if (code !== 0) failedRun(label, code, log);
    reports.push(report);
  }
  return reports;
}

/** The issue's starting commit, checked out beside this one (under .tmp, which git ignores). */
const START_TREE = join(LOG_DIR, 'test-time-start');

function git(args: string[], cwd = process.cwd()): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * The issue's start as a worktree with its own dependencies installed (`npm ci`, not timed). A shallow
 * clone lacks the commit: the phase then says so and measures nothing.
 */
function startTree(progress: (line: string) => void): string {
  const tree = resolve(START_TREE);
  if (!existsSync(join(tree, '.git')) || git(['rev-parse', 'HEAD'], tree) !== ISSUE_START.commit) {
    spawnSync('git', ['worktree', 'remove', '--force', tree]);
    git(['worktree', 'add', '--detach', tree, ISSUE_START.commit]);
  }
  if (!existsSync(join(tree, 'node_modules', '.package-lock.json'))) {
    progress(`tests-start: npm ci in ${START_TREE}`);
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'ignore' });
    if (install.status !== 0) throw new Error(`npm ci in ${START_TREE} exited ${install.status}`);
  }
  return tree;
}

/**
 * The ten-minute target carried over to any machine (BENCH_PHASES=tests-start, decision 073): the
 * starting commit's `npm test` (its own script: the build, then the unit suite, then the browser suite),
 * then today's, back to back on this machine with the same services, each timed from start to exit;
 * their ratio is the speed-up the issue's 17-21 minutes are divided by. About an hour on two cores.
 */
export async function testsFromStartPhase(progress: (line: string) => void): Promise<string[]> {
  mkdirSync(LOG_DIR, { recursive: true });
  const runs = [
    { label: `npm test at ${ISSUE_START.commit.slice(0, 7)}`, cwd: startTree(progress), name: 'start' },
    { label: 'npm test now', cwd: undefined, name: 'now' },
  ];
  const reports: string[] = [];
  const seconds: number[] = [];
  for (const { label, cwd, name } of runs) {
    const log = join(LOG_DIR, `bench-test-${name}.log`);
    progress(`tests-start: ${label} (output in ${log})`);
    const run = await timedRun(label, 'test', TEST_TIME.fullSeconds, log, cwd);
    // The start fails three of its own tests here (decision 073: defects of that day); each runs to its end,
    // so its time is still that suite's. Today's run must pass.
    if (run.code !== 0 && name === 'now') failedRun(label, run.code, log);
    seconds.push(run.seconds);
    reports.push(run.report);
  }
  reports.push(startComparisonReport(seconds[0], seconds[1]));
  return reports;
}
