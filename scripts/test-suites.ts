/**
 * `npm test` after the build: the unit and API suite (Vitest) and the browser suite (Playwright) at once
 * (issue 23 §2: "run in parallel where they are independent (the suites, ...)"; decision 069). Neither
 * keeps two cores busy alone: the unit suite waits on databases and child processes, the browser suite on
 * pages and the network's quiet; together they fill each other's gaps. They share nothing: each makes
 * its own databases and servers on ports of its own.
 *
 * Each suite's output is kept and printed whole when it ends, so the two never interleave; the run fails
 * when either fails. `npm run test:unit` and `npm run test:e2e` still run one alone.
 */
import { spawn } from 'node:child_process';

const SUITES = [
  { name: 'unit and API (Vitest)', script: 'test:unit' },
  { name: 'browser (Playwright)', script: 'test:e2e' },
] as const;

type Suite = (typeof SUITES)[number];

function run(suite: Suite): Promise<boolean> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', suite.script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n===== ${suite.name}: ${outcome} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`===== end of ${suite.name}: ${outcome} =====\n`);
      resolve(code === 0);
    });
  });
}

console.log(`Running the ${SUITES.map((suite) => suite.name).join(' and the ')} suites at once;`);
console.log("each one's output follows when it ends.");
const passed = await Promise.all(SUITES.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
