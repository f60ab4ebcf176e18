import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { machineCpu, TEST_TIME, testTimeReport } from '../test-time';
import { noteFailure } from './load';
import { unpinnedCommand } from './pin';

/**
 * Issue 23 §2 (BENCH_PHASES=tests, not in the default phases: it runs the whole `npm test`, 10 to 20
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

function runScript(script: string, log: string): Promise<number | null> {
  const out = createWriteStream(log);
  const [command, ...args] = unpinnedCommand(['npm', 'run', '--silent', script]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => out.end(() => resolve(code)));
  });
}

export async function testsPhase(progress: (line: string) => void): Promise<string[]> {
  mkdirSync(LOG_DIR, { recursive: true });
  const reports: string[] = [];
  for (const { script, label, target } of RUNS) {
    const log = join(LOG_DIR, `bench-${script.replace(':', '-')}.log`);
    progress(`tests: ${label} (output in ${log})`);
    const before = machineCpu();
    const started = Date.now();
    const code = await runScript(script, log);
    const report = testTimeReport(label, (Date.now() - started) / 1000, target, before);
    if (code !== 0) noteFailure(`${label} exited ${code} (${log}): its time is not the suite's`);
    reports.push(`${report}\n  exit ${code}; output in ${log}`);
  }
  return reports;
}
