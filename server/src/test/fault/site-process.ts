import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtSiteDir } from '../page-renderer';
import { TEST_TWO_FACTOR_KEY } from '../two-factor';
import { now, send, sleep } from './http';
import { freePort } from './ports';

/**
 * The built site (`node <OUT_DIR>/server/server.js`, as `npm start` runs it) in a child process, so a
 * test can kill its database under it, signal it, and see how it exits.
 */

interface SiteExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** now() when the process was seen to exit. */
  at: number;
}

export interface SiteProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout: pino's log lines; stderr: plain messages). */
  stdout(): string;
  stderr(): string;
  /** The exit, once it happened. */
  exit(): SiteExit | undefined;
  exited: Promise<SiteExit>;
  /** Sends a signal and returns now() at that moment. */
  signal(signal: NodeJS.Signals): number;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit. */
  stop(graceMs?: number): Promise<SiteExit>;
  /** The tail of both outputs, for failure messages. */
  report(): string;
}

export interface SiteOptions {
  /** A PostgreSQL server; without it the site uses PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** Resolve as soon as the process is spawned instead of when /healthz answers. */
  waitUntilHealthy?: boolean;
  startTimeoutMs?: number;
  /** The port to listen on (a restart of the same instance); a free one by default. */
  port?: number;
}

/** The built server to run (page-renderer.ts names the build). */
function builtServerPath(): string {
  return resolve(builtSiteDir(), 'server/server.js');
}

/** Sites still running when the test process ends (a failed test, a timeout) are killed with it. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startSite({
  databaseUrl,
  dataDir,
  env = {},
  waitUntilHealthy = true,
  startTimeoutMs = 60_000,
  port: wanted,
}: SiteOptions): Promise<SiteProcess> {
  const entry = builtServerPath();
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist: build the site first (npm run build, with OUT_DIR if you set it)`);
  }
  if (!databaseUrl && !dataDir) throw new Error('startSite needs a databaseUrl or a dataDir');
  const port = wanted ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  // The site must use exactly the database the test gives it, whatever the shell has set.
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  delete inherited.NODE_OPTIONS;
  delete inherited.VITEST;
  const child = spawn(process.execPath, [entry], {
    cwd: process.cwd(),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir as string }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  let exitInfo: SiteExit | undefined;
  const exited = new Promise<SiteExit>((resolveExit) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      exitInfo = { code, signal, at: now() };
      resolveExit(exitInfo);
    });
  });
  // The start of an output says what went wrong first (an unhandled error); its end, what happened last.
  const tail = (text: string) => (text.length > 4000 ? `${text.slice(0, 1500)}\n[…]\n${text.slice(-2500)}` : text);
  const site: SiteProcess = {
    origin,
    port,
    child,
    stdout: () => out,
    stderr: () => err,
    exit: () => exitInfo,
    exited,
    signal: (signal) => {
      const at = now();
      child.kill(signal);
      return at;
    },
    stop: async (graceMs = 12_000) => {
      if (exitInfo) return exitInfo;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    report: () =>
      `site pid ${child.pid} on ${origin}, exit ${JSON.stringify(exitInfo ?? 'still running')}\n` +
      `--- stderr ---\n${tail(err)}\n--- stdout ---\n${tail(out)}`,
  };
  if (!waitUntilHealthy) return site;

  const deadline = now() + startTimeoutMs;
  while (now() < deadline) {
    if (exitInfo) throw new Error(`the site exited before answering /healthz\n${site.report()}`);
    const health = await send(origin, '/healthz', { timeoutMs: 2000 });
    if (health.status === 200) return site;
    await sleep(150);
  }
  await site.stop(2000);
  throw new Error(`the site did not answer /healthz within ${startTimeoutMs / 1000} s\n${site.report()}`);
}
