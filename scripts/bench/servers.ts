import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort, type RunningServer, startBuiltServer } from '../audit/lib/server';
import { type Pinning, pinnedCommand } from './pin';

export interface Server extends RunningServer {
  pid: number;
  /** The bare route started inside this process (in-process-ceiling.mjs), when asked for. */
  inProcessCeiling?: string;
}

function withPid(server: RunningServer): Server {
  if (server.child.pid === undefined) throw new Error('server process has no pid');
  return { ...server, pid: server.child.pid };
}

/** deploy/process.env: settings read before Node starts, which bin/serve and the systemd unit give the site. */
function processSettings(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(resolve('deploy/process.env'), 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) settings[match[1]] = match[2];
  }
  return settings;
}

/**
 * The built site in its own process on the server CPU. PGlite in memory unless `env` says otherwise;
 * DATABASE_URL is cleared unless given, so a value in the caller's environment cannot change the mode.
 * Errors only in its log: start-up warnings (no SMTP_URL) would be repeated for every server started.
 */
export async function startSite(
  outDir: string,
  pinning: Pinning,
  env: Record<string, string> = {},
  { inProcessCeiling = false, memoryProbe }: { inProcessCeiling?: boolean; memoryProbe?: string } = {},
): Promise<Server> {
  const preload = [
    ...(inProcessCeiling ? ['--import', resolve('scripts/bench/in-process-ceiling.mjs')] : []),
    ...(memoryProbe ? ['--import', resolve('scripts/bench/memory-probe.mjs')] : []),
  ];
  const command = pinnedCommand(pinning, [process.execPath, ...preload, resolve(outDir, 'server/server.js')]);
  const ceilingPort = inProcessCeiling ? await freePort() : undefined;
  // The site as deployed: the default miss budget and pacing per client (the audit raises both for its crawl).
  const site = {
    // The process settings the site is deployed with (bin/serve, the systemd unit).
    ...processSettings(),
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    CACHE_MISSES_PER_CLIENT_PER_SECOND: '',
    REQUESTS_PER_CLIENT_PER_SECOND: '',
    BENCH_IN_PROCESS_PORT: ceilingPort === undefined ? '' : String(ceilingPort),
    MEMORY_PROBE_FILE: memoryProbe ?? '',
    ...env,
  };
  const server = withPid(await startBuiltServer(outDir, { command, env: site }));
  return ceilingPort === undefined ? server : { ...server, inProcessCeiling: `http://127.0.0.1:${ceilingPort}` };
}

export interface Payload {
  /** A file holding the exact body bytes. */
  file: string;
  type: string;
  encoding?: string;
  status: number;
  /** More headers to send (the same-answer ceiling). */
  headers?: Record<string, string>;
}

/** ceiling-server.ts serving `payload`, on the same CPU as the site. */
export async function startCeiling(outDir: string, pinning: Pinning, payload: Payload): Promise<Server> {
  const command = pinnedCommand(pinning, [process.execPath, '--import', 'tsx', 'scripts/bench/ceiling-server.ts']);
  const env = {
    CEILING_BODY: payload.file,
    CEILING_TYPE: payload.type,
    CEILING_ENCODING: payload.encoding ?? '',
    CEILING_STATUS: String(payload.status),
    CEILING_HEADERS: payload.headers ? JSON.stringify(payload.headers) : '',
  };
  return withPid(await startBuiltServer(outDir, { command, env }));
}

/** The first article's slug, to build /news/{slug} addresses. */
export async function firstSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/news?published=true&limit=1&offset=0`);
  const list = (await response.json()) as { articles: { slug: string }[] };
  return list.articles[0].slug;
}
