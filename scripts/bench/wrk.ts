import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockTicks } from './proc';

/**
 * wrk, the load generator of `npm run bench` (docs/decisions/022): written in C, it sends a cached page
 * for about a fifth of the CPU autocannon needed, so the server under test, not the load generator, sets
 * the pace. A Lua script (written per run) cycles through the requests, counts answers by status and
 * prints its figures as one JSON line at the end.
 */

/** One request of a load: `{unique}` in the path becomes a token never used before, `{number}` a new integer. */
export interface BenchRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface WrkOptions {
  url: string;
  requests: BenchRequest[];
  connections: number;
  seconds: number;
  timeoutSeconds: number;
  /**
   * Count answers by status (a Lua callback per answer, which makes wrk parse every header for Lua and
   * answer the server more slowly); otherwise only wrk's own count of answers of 400 and above.
   */
  countStatuses: boolean;
}

export interface WrkResult {
  /** Answers received, and the time they took. */
  requests: number;
  seconds: number;
  /** Latency percentiles in ms (wrk measures in µs). */
  p50: number;
  p99: number;
  /** The latency distribution as [share of answers (0-1), ms] from the fastest to the slowest answer. */
  curve: [number, number][];
  /** Connection errors: failed connects, reads and writes, and timeouts. */
  errors: number;
  timeouts: number;
  /** Answers by status, when counted. */
  statusCodes?: Record<string, number>;
  /** Answers of 400 and above (wrk's own count, always there). */
  failedStatuses: number;
  /** CPU seconds wrk used (user + system, all its threads). */
  cpuSeconds: number;
}

export const WRK_MISSING = 'wrk not found: the bench needs it (Debian: apt-get install wrk)';
export const wrkFound = () => !spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error;

/** A Lua string literal; the bench only sends printable ASCII, so anything else is a mistake here. */
function lua(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${JSON.stringify(text)}`);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

const luaTable = (headers: Record<string, string>) =>
  `{${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ')}}`;

/** The run's Lua script. A single fixed request is left to wrk's own static request (cheaper for it). */
function wrkScript(requests: BenchRequest[], run: string, firstNumber: number, countStatuses: boolean): string {
  if (requests.length === 0) throw new Error('a load needs at least one request');
  const dynamic = requests.length > 1 || requests.some((r) => /\{(unique|number)\}/.test(r.path));
  const [only] = requests;
  return `
local requests = {
${requests.map((r) => `  {path = ${lua(r.path)}, headers = ${luaTable(r.headers ?? {})}},`).join('\n')}
}
local threads = {}
function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  statuses = {}
  sent = 0
end
${
  dynamic
    ? `function request()
  sent = sent + 1
  local r = requests[(sent - 1) % #requests + 1]
  local headers = {}
  for name, value in pairs(r.headers) do headers[name] = value end
  local path = r.path:gsub("{unique}", ${lua(run)} .. id .. "n" .. sent):gsub("{number}", tostring(${firstNumber} + sent))
  return wrk.format("GET", path, headers)
end`
    : `wrk.path = ${lua(only.path)}
for name, value in pairs(requests[1].headers) do wrk.headers[name] = value end`
}
${
  countStatuses
    ? `function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end`
    : ''
}
function done(summary, latency, requests)
  local codes, parts = {}, {}
  for _, thread in ipairs(threads) do
    for code, n in pairs(thread:get("statuses")) do codes[code] = (codes[code] or 0) + n end
  end
  for code, n in pairs(codes) do parts[#parts + 1] = string.format('"%d":%d', code, n) end
  -- wrk's own CPU time, all threads (fields 14 and 15 of /proc/self/stat, in clock ticks).
  local ticks = -1
  local file = io.open("/proc/self/stat")
  if file then
    local fields = {}
    for field in file:read("*a"):match("%) (.*)"):gmatch("%S+") do fields[#fields + 1] = field end
    file:close()
    ticks = tonumber(fields[12]) + tonumber(fields[13])
  end
  local curve = {string.format("[0,%d]", latency.min)}
  for _, p in ipairs({50, 75, 90, 95, 98, 99, 99.5, 99.9}) do
    curve[#curve + 1] = string.format("[%g,%d]", p / 100, latency:percentile(p))
  end
  curve[#curve + 1] = string.format("[1,%d]", latency.max)
  local e = summary.errors
  io.write(string.format(
    'wrk-json {"requests":%d,"us":%d,"p50":%d,"p99":%d,"curve":[%s],"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"ticks":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), table.concat(curve, ","),
    e.connect, e.read, e.write, e.timeout, e.status, ticks, table.concat(parts, ",")))
end
`;
}

let runs = 0;

/** One wrk run, one thread (one CPU: see pin.ts), in this process's CPU set. */
export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const folder = mkdtempSync(join(tmpdir(), 'veb-bench-wrk-'));
  const script = join(folder, 'load.lua');
  const run = `${process.pid.toString(36)}r${(runs++).toString(36)}${Math.random().toString(36).slice(2, 8)}t`;
  writeFileSync(script, wrkScript(options.requests, run, 2 + Math.floor(Math.random() * 1e6), options.countStatuses));
  const args = [
    '--threads',
    '1',
    '--connections',
    String(options.connections),
    '--duration',
    `${options.seconds}s`,
    '--timeout',
    `${options.timeoutSeconds}s`,
    '--script',
    script,
    options.url,
  ];
  try {
    const output = await new Promise<string>((done, fail) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk;
      });
      child.on('error', (error) => fail(new Error(`${WRK_MISSING} (${error.message})`)));
      child.on('close', (code) =>
        code === 0 ? done(out) : fail(new Error(`wrk exited ${code}: ${(err || out).trim().slice(0, 500)}`)),
      );
    });
    const line = output.split('\n').find((l) => l.startsWith('wrk-json '));
    if (!line) throw new Error(`wrk printed no figures: ${output.trim().slice(0, 500)}`);
    const r = JSON.parse(line.slice('wrk-json '.length)) as {
      requests: number;
      us: number;
      p50: number;
      p99: number;
      curve: [number, number][];
      connect: number;
      read: number;
      write: number;
      timeout: number;
      status: number;
      ticks: number;
      statuses: Record<string, number>;
    };
    return {
      requests: r.requests,
      seconds: r.us / 1e6,
      p50: r.p50 / 1000,
      p99: r.p99 / 1000,
      curve: r.curve.map(([share, us]) => [share, us / 1000]),
      errors: r.connect + r.read + r.write + r.timeout,
      timeouts: r.timeout,
      statusCodes: options.countStatuses ? r.statuses : undefined,
      failedStatuses: r.status,
      cpuSeconds: r.ticks < 0 ? Number.NaN : r.ticks / clockTicks(),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
