import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** Builds the site into outDir (client, SSR and server bundles) unless SKIP_BUILD=1. */
export async function buildSite(outDir: string): Promise<void> {
  if (process.env.SKIP_BUILD === '1') {
    console.info(`SKIP_BUILD=1: using the existing build in ${outDir}`);
    return;
  }
  console.info(`building into ${outDir} ...`);
  await run('npm', ['run', 'build'], { OUT_DIR: outDir });
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** A port nothing listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const RUN_TWO_FACTOR_KEY = process.env.TWO_FACTOR_KEY || randomBytes(32).toString('base64');

/**
 * Starts `node <outDir>/server/server.js` in its own process (so whoever measures it does not share its
 * event loop) on a free loopback port, and waits until /healthz answers.
 */
export async function startBuiltServer(
  outDir: string,
  { env = {}, command = ['node', resolve(outDir, 'server/server.js')], timeoutMs = 180_000 } = {} as {
    env?: Record<string, string>;
    command?: string[];
    timeoutMs?: number;
  },
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // The crawl and Lighthouse ask for many uncached pages at once from one address.
      CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
      REQUESTS_PER_CLIENT_PER_SECOND: '100000',
      // As deployed with PostgreSQL: a key of its own (docs/decisions/092), the same for every server this
      // run starts (two instances on one database share it).
      TWO_FACTOR_KEY: RUN_TWO_FACTOR_KEY,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (exited !== undefined) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`server exited with code ${exited} before answering`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return { origin, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not answer on ${origin} within ${timeoutMs / 1000} s`);
}
