import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Figures, HEADERS, inTurns, type LoadOptions, load, seconds, warm } from './load';
import type { Pinning } from './pin';
import { type Payload, type Server, startCeiling } from './servers';

export interface Target {
  label: string;
  path: string;
  kind: 'api' | 'page';
}

/** One answer exactly as it went over the wire (fetch() would decompress it). */
export interface Captured {
  status: number;
  type: string;
  encoding?: string;
  body: Buffer;
  headerBytes: number;
  /** The other headers of the answer (security headers, Vary, Cache-Control), for the same-answer ceiling. */
  headers: Record<string, string>;
  ms: number;
}

/** Headers the bare route sets itself (Node and Fastify), or that the payload already carries. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'content-encoding',
  // nginx's own, in the cluster bench (it adds it to the ceiling's answers too).
  'server',
]);

export function capture(origin: string, path: string): Promise<Captured> {
  return new Promise((done, fail) => {
    const started = performance.now();
    // HTTPS only through the cluster bench's nginx, whose certificate is self-signed.
    const request = origin.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(`${origin}${path}`, { headers: HEADERS, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
          // The header block as sent: `name: value` and CRLF per header (the status line left out).
          headerBytes: res.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0),
          headers: Object.fromEntries(
            Object.entries(res.headers)
              .filter(([name]) => !OWN_HEADERS.has(name))
              .map(([name, value]) => [name, String(value)]),
          ),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

export interface Pair {
  target: Target;
  site: Figures;
  ceiling: Figures;
  /** The same answer in full: the body as above and every header the site sent (decision 025, see run.ts). */
  answerCeiling: Figures;
  /**
   * The same answer from the same bare route started inside the site's own process
   * (in-process-ceiling.mjs): what the site's code adds per request, without the size of its process.
   */
  inProcessCeiling?: Figures;
  captured: Captured;
  /** The first request to the address on this server: a cache miss (render, query, compress). */
  firstMs: number;
  notes: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a ceiling runs on: by default one ceiling-server.ts process; the cluster bench puts nginx in front of two. */
export interface CeilingHost {
  origin: string;
  pid?: number;
  stop(): Promise<void>;
}
export type CeilingStarter = (payload: Payload) => Promise<CeilingHost>;

/** Slices per side: the site and its two ceilings take turns, so a drift of this shared machine hits all three alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * The target and its two ceilings (same body; same answer, headers included), all three running at once
 * on the server CPU and measured in turns: `ROUNDS` slices of `seconds / ROUNDS` each, the order reversed
 * every round (`ceilingFirst` picks the first round's), after a warm-up of each. Measured one after the
 * other for 10 s each, the ceilings for identical bytes differed by up to a tenth between runs minutes
 * apart, as much as the budgets' margins; taking turns every two seconds cancels that drift.
 * The target is asked for three times and given half a second first: the site compresses a new entry
 * at a fast level and re-compresses it at the best level in the background once it is asked for again,
 * and the ceiling must send the bytes the site sends in steady state.
 */
/** Gives the in-process ceiling the site's whole answer: status, every header, the body's bytes. */
async function loadInProcess(origin: string, captured: Captured): Promise<void> {
  const headers: Record<string, string> = { ...captured.headers, 'content-type': captured.type };
  if (captured.encoding) headers['content-encoding'] = captured.encoding;
  const response = await fetch(`${origin}/payload`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: captured.status, headers, body: captured.body.toString('base64') }),
  });
  if (!response.ok) throw new Error(`the in-process ceiling refused its payload (${response.status})`);
}

export async function measurePair(
  outDir: string,
  pinning: Pinning,
  site: Pick<Server, 'origin' | 'inProcessCeiling'> & { pid?: number },
  target: Target,
  ceilingFirst: boolean,
  startCeilingHost: CeilingStarter = (payload) => startCeiling(outDir, pinning, payload),
): Promise<Pair> {
  const notes: string[] = [];
  const firstMs = (await capture(site.origin, target.path)).ms;
  await capture(site.origin, target.path);
  await capture(site.origin, target.path);
  await sleep(500);
  const captured = await capture(site.origin, target.path);
  if (captured.status !== 200) notes.push(`${target.label} answered ${captured.status}`);

  const folder = mkdtempSync(join(tmpdir(), 'veb-bench-ceiling-'));
  const file = join(folder, 'body');
  writeFileSync(file, captured.body);
  const hosts: CeilingHost[] = [];
  const startChecked = async (withHeaders: boolean) => {
    const host = await startCeilingHost({
      file,
      type: captured.type,
      encoding: captured.encoding,
      status: captured.status,
      headers: withHeaders ? captured.headers : undefined,
    });
    hosts.push(host);
    const check = await capture(host.origin, '/ceiling');
    if (!check.body.equals(captured.body) || check.encoding !== captured.encoding || check.type !== captured.type) {
      notes.push(`${target.label}: the ceiling did not send the same bytes`);
    }
    if (withHeaders && check.headerBytes !== captured.headerBytes) {
      notes.push(
        `${target.label}: the same-answer ceiling sent ${check.headerBytes} header bytes, the site ${captured.headerBytes}`,
      );
    }
    return host;
  };
  try {
    const body = await startChecked(false);
    const answer = await startChecked(true);
    const sides: LoadOptions[] = [
      { label: target.label, origin: site.origin, path: target.path, serverPid: site.pid },
      { label: `${target.label} ceiling`, origin: body.origin, path: '/ceiling', serverPid: body.pid },
      { label: `${target.label} same-answer ceiling`, origin: answer.origin, path: '/ceiling', serverPid: answer.pid },
    ];
    if (site.inProcessCeiling) {
      await loadInProcess(site.inProcessCeiling, captured);
      const check = await capture(site.inProcessCeiling, '/ceiling');
      if (!check.body.equals(captured.body) || check.headerBytes !== captured.headerBytes) {
        notes.push(`${target.label}: the in-process ceiling did not send the same answer`);
      }
      sides.push({
        label: `${target.label} in-process ceiling`,
        origin: site.inProcessCeiling,
        path: '/ceiling',
        serverPid: site.pid,
      });
    }
    for (const side of sides) await warm(side);
    const slices: Figures[][] = sides.map(() => []);
    const slice = Math.max(1, Math.round(seconds / ROUNDS));
    const forward = sides.map((_, index) => index);
    for (let round = 0; round < ROUNDS; round++) {
      const order = (round + (ceilingFirst ? 1 : 0)) % 2 === 0 ? forward : [...forward].reverse();
      for (const index of order) slices[index].push(await load({ ...sides[index], duration: slice }));
    }
    const [figures, ceiling, answerCeiling, inProcessCeiling] = slices.map(inTurns);
    const pair = { target, site: figures, ceiling, answerCeiling, inProcessCeiling, captured, firstMs, notes };
    const after = await capture(site.origin, target.path);
    if (!after.body.equals(captured.body)) {
      notes.push(`${target.label}: its bytes changed during the run (${captured.body.length} -> ${after.body.length})`);
    }
    return pair;
  } finally {
    await Promise.all(hosts.map((host) => host.stop()));
    rmSync(folder, { recursive: true, force: true });
  }
}
