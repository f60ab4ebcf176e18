/**
 * `npm run bench -- --cluster`: the same pinned targets table, against two instances of the
 * built site on one PostgreSQL and one Redis behind nginx running deploy/nginx/veb-group.conf, then a mixed
 * load through the proxy.
 *
 * - Targets: each through nginx (HTTPS, as deployed), against a ceiling of the same shape: nginx in front
 *   of two bare Fastify processes sending the target's exact bytes. target / ceiling is then what our code
 *   costs over the same proxy and the same bytes. The instances, the ceiling processes and nginx share the
 *   server CPU; wrk has the other.
 * - Mixed load (BENCH_CLUSTER_MIX_SECONDS, default 180: at about 9,000 req/s, 60 s ends before the first
 *   major collection and its RSS reads as growth): pages, API reads and a signed-in editor's dashboard
 *   reads through wrk (one process per kind, connections shared 3:2:1), with contact and newsletter writes from four plain clients alongside (far
 *   beyond their per-client limit, so most are refused with 429: the limit counted across the two
 *   instances in Redis). It must end with no 5xx and no
 *   connection error, every accepted write stored exactly once, and flat memory (RSS of each instance
 *   every 10 s; growth from the first to the last sample within the soak's budget).
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database is created on that
 * server and dropped after), Redis (REDIS_URL, default redis://127.0.0.1:6379) and Debian's nginx.
 */

import { execFileSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { INQUIRY_TYPES } from '@common/contact';
import pg from 'pg';
import { WebClient } from '../../server/src/test/cluster/client';
import { NGINX, type NginxProxy, proxyPorts, startNginx } from '../../server/src/test/cluster/nginx';
import { createStaffOver } from '../../server/src/test/cluster/staff';
import { type CeilingHost, measurePair, type Pair } from './ceiling';
import { CONNECTIONS, type Figures, type LoadOptions, load, ms, noteFailure, percent, unique } from './load';
import type { Pinning } from './pin';
import { mb, rssMb } from './proc';
import { targetsReport } from './report';
import { firstSlug, type Payload, type Server, startCeiling, startSite } from './servers';
import { SOAK_GROWTH_BUDGET } from './soak';
import { targets } from './targets';

const mixSeconds = Number(process.env.BENCH_CLUSTER_MIX_SECONDS ?? 180);
const SAMPLE_MS = 10_000;
/** Concurrent writers beside the read load: enough to stay far past the per-client write limit. */
const WRITERS = 4;

/** Loads run side by side as one: answers and errors added up, latency the slowest of them. */
function combined(all: Figures[]): Figures {
  const sum = (pick: (f: Figures) => number) => all.reduce((total, f) => total + pick(f), 0);
  const statusCodes: Record<string, number> = {};
  for (const f of all) {
    for (const [status, n] of Object.entries(f.statusCodes)) statusCodes[status] = (statusCodes[status] ?? 0) + n;
  }
  return {
    rps: sum((f) => f.rps),
    seconds: Math.max(...all.map((f) => f.seconds)),
    p50: Math.max(...all.map((f) => f.p50)),
    p99: Math.max(...all.map((f) => f.p99)),
    curve: [],
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
    status5xx: sum((f) => f.status5xx),
    statusCodes,
    total: sum((f) => f.total),
    loadCpu: sum((f) => f.loadCpu),
  };
}

function reachable(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port) || fallbackPort }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx starts its own workers; they go on the server CPU with the instances (wrk keeps the other). */
function pinNginx(pinning: Pinning) {
  if (pinning.serverCpu === undefined) return;
  let pids: string[] = [];
  try {
    pids = execFileSync('pgrep', ['-x', 'nginx'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['-a', '-cp', String(pinning.serverCpu), pid], { stdio: 'ignore' });
    } catch {
      // A worker that exited meanwhile.
    }
  }
}

interface MixResult {
  figures: Figures;
  byKind: Record<string, Record<string, number>>;
  stored: { contact: number; newsletter: number };
  rss: { pid: number; samples: number[] }[];
}

export interface ClusterResult {
  pairs: Pair[];
  mix?: MixResult;
}

export async function clusterBench(outDir: string, pinning: Pinning): Promise<ClusterResult> {
  // Every nginx started (one per ceiling) watches this process's exit to stop with it.
  process.setMaxListeners(50);
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const missing = [
    NGINX ? '' : 'nginx (apt-get install nginx)',
    base && (await reachable(base, 5432)) ? '' : 'PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    (await reachable(redis, 6379)) ? '' : `Redis at ${redis}`,
  ].filter(Boolean);
  if (missing.length > 0 || !base) throw new Error(`--cluster needs ${missing.join(', ')}`);

  const database = `veb_bench_cluster_${process.pid}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const siteUrl = new URL(base);
  siteUrl.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);

  const stops: (() => Promise<void>)[] = [];
  try {
    const ports = await proxyPorts();
    const env = {
      DATABASE_URL: siteUrl.toString(),
      REDIS_URL: redis,
      TRUST_PROXY: '1',
      PUBLIC_URL: `https://localhost:${ports.httpsPort}`,
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    const sites: Server[] = [];
    for (let i = 0; i < 2; i++) {
      const site = await startSite(outDir, pinning, env);
      stops.push(() => site.stop());
      sites.push(site);
    }
    const proxy = await startNginx(
      sites.map((site) => new URL(site.origin).host),
      ports,
    );
    stops.push(() => proxy.stop());
    pinNginx(pinning);

    // The ceiling: nginx (same configuration) in front of two processes sending the target's bytes.
    const ceilingHost = async (payload: Payload): Promise<CeilingHost> => {
      const servers = [await startCeiling(outDir, pinning, payload), await startCeiling(outDir, pinning, payload)];
      const front: NginxProxy = await startNginx(
        servers.map((server) => new URL(server.origin).host),
        await proxyPorts(),
      );
      pinNginx(pinning);
      return {
        origin: front.https,
        async stop() {
          await front.stop();
          await Promise.all(servers.map((server) => server.stop()));
        },
      };
    };

    const pairs: Pair[] = [];
    let index = 0;
    for (const target of targets(await firstSlug(sites[0].origin))) {
      const pair = await measurePair(outDir, pinning, { origin: proxy.https }, target, index++ % 2 === 1, ceilingHost);
      pairs.push(pair);
      console.info(
        `  ${target.label}: ${Math.round(pair.site.rps)} req/s, ceilings ${Math.round(pair.ceiling.rps)} (body) and ${Math.round(pair.answerCeiling.rps)} (answer)`,
      );
    }

    console.info(`  mixed load through nginx for ${mixSeconds} s`);
    const mix = await mixedLoad(proxy, sites, siteUrl.toString());
    return { pairs, mix };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function mixedLoad(proxy: NginxProxy, sites: Server[], databaseUrl: string): Promise<MixResult> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const editor = await createStaffOver(sql, 'editor');
    const browser = new WebClient(proxy.https);
    await browser.session();
    const signedIn = await browser.post('/api/admin/sign-in', { email: editor.email, password: editor.password });
    if (signedIn.status !== 200) throw new Error(`the editor could not sign in (${signedIn.status})`);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const marker = `bench-${unique()}`;
    const byKind: Record<string, Record<string, number>> = {};
    const count = (kind: string) => (status: number) => {
      byKind[kind] ??= {};
      byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
    };
    // Reads through wrk, one process per kind so that each answer's kind is known; writes from plain
    // requests alongside, so every write's answer is known for certain.
    const paths = (list: string[], headers?: Record<string, string>) => list.map((path) => ({ path, headers }));
    const reads: [string, LoadOptions][] = [
      [
        'page',
        {
          label: 'cluster mixed load: pages',
          origin: proxy.https,
          connections: 25,
          requests: paths(['/', '/news', '/about']),
        },
      ],
      [
        'api read',
        {
          label: 'cluster mixed load: API reads',
          origin: proxy.https,
          connections: 17,
          requests: paths(['/api/news?published=true&limit=9&offset=0', '/api/impact/metrics?active=true']),
        },
      ],
      [
        'staff read',
        {
          label: 'cluster mixed load: staff reads',
          origin: proxy.https,
          connections: CONNECTIONS - 25 - 17,
          requests: paths(['/api/admin/dashboard'], { cookie }),
        },
      ],
    ];
    const writer = new WebClient(proxy.https);
    const until = Date.now() + mixSeconds * 1000;
    const writeLoop = async (index: number) => {
      for (let n = index; Date.now() < until; n += WRITERS) {
        const contact = n % 2 === 0;
        const answer = contact
          ? await writer.post('/api/contact', {
              name: 'Bench Visitor',
              email: `visitor-${unique()}@example.org`,
              phone: '+27 11 555 0100',
              company: '',
              subject: INQUIRY_TYPES[0],
              message: `${marker}: a message sent by the cluster benchmark.`,
            })
          : await writer.post('/api/newsletter/subscribe', { email: `${marker}-${unique()}@example.org` });
        count(contact ? 'contact write' : 'newsletter write')(answer.status);
      }
    };
    const rss = sites.map((site) => ({ pid: site.pid, samples: [] as number[] }));
    const sampler = setInterval(() => {
      for (const entry of rss) {
        const value = rssMb(entry.pid);
        if (value !== undefined) entry.samples.push(value);
      }
    }, SAMPLE_MS);
    let figures: Figures;
    try {
      const writes = Array.from({ length: WRITERS }, (_, index) => writeLoop(index));
      const byRead = await Promise.all(
        reads.map(([, options]) => load({ ...options, duration: mixSeconds, countStatuses: true })),
      );
      reads.forEach(([kind], index) => {
        for (const [status, n] of Object.entries(byRead[index].statusCodes)) {
          byKind[kind] ??= {};
          byKind[kind][status] = (byKind[kind][status] ?? 0) + n;
        }
      });
      figures = combined(byRead);
      await Promise.all(writes);
    } finally {
      clearInterval(sampler);
    }

    for (const kind of ['contact write', 'newsletter write']) {
      const failed = Object.entries(byKind[kind] ?? {}).filter(([status]) => Number(status) >= 500 || status === '0');
      if (failed.length > 0)
        noteFailure(`cluster: ${kind} answered ${failed.map(([s, n]) => `${s} x${n}`).join(', ')}`);
    }
    // Each accepted write stored once: rows carrying this run's marker against the 2xx answers.
    const contact = await sql.query<{ n: number }>(
      'select count(*)::int as n from contact_messages where message like $1',
      [`${marker}:%`],
    );
    const newsletter = await sql.query<{ n: number }>(
      'select count(*)::int as n from newsletter_subscribers where email like $1',
      [`${marker}-%`],
    );
    const stored = { contact: contact.rows[0].n, newsletter: newsletter.rows[0].n };
    const accepted = (kind: string) =>
      Object.entries(byKind[kind] ?? {})
        .filter(([status]) => status.startsWith('2'))
        .reduce((sum, [, n]) => sum + n, 0);
    if (stored.contact !== accepted('contact write')) {
      noteFailure(`cluster: ${accepted('contact write')} contact messages accepted, ${stored.contact} stored`);
    }
    if (stored.newsletter !== accepted('newsletter write')) {
      noteFailure(`cluster: ${accepted('newsletter write')} subscriptions accepted, ${stored.newsletter} stored`);
    }
    return { figures, byKind, stored, rss };
  } finally {
    await sql.end();
  }
}

export function clusterReport(result: ClusterResult): string {
  const lines = [targetsReport(result.pairs, 'two instances on PostgreSQL and Redis behind nginx, HTTPS')];
  const mix = result.mix;
  if (mix) {
    const f = mix.figures;
    lines.push(
      '',
      `Mixed load through nginx, ${CONNECTIONS} connections, ${mixSeconds} s: ${Math.round(f.rps)} req/s, p50 ${ms(f.p50)} (slowest kind), p99 ${ms(f.p99)}, ${f.errors} connection errors, ${f.status5xx} answers 5xx (budget: 0 and 0); writes from ${WRITERS} plain clients alongside`,
    );
    for (const [kind, codes] of Object.entries(mix.byKind)) {
      const parts = Object.entries(codes).map(([status, n]) => `${status}: ${n}`);
      lines.push(`  ${kind.padEnd(17)} ${parts.join(', ')}`);
    }
    lines.push(
      `  accepted writes stored once: contact ${mix.stored.contact}, newsletter ${mix.stored.newsletter} rows with this run's marker (each equal to its 2xx count, else the bench exits 1)`,
    );
    for (const entry of mix.rss) {
      const first = entry.samples[0];
      const last = entry.samples.at(-1);
      const growth = first && last ? (last - first) / first : undefined;
      const verdict = growth === undefined ? '' : growth <= SOAK_GROWTH_BUDGET ? 'ok' : 'FAIL';
      lines.push(
        `  instance ${entry.pid} RSS every ${SAMPLE_MS / 1000} s: ${entry.samples.map((v) => mb(v)).join(', ')}; growth ${percent(growth)} (budget <= ${percent(SOAK_GROWTH_BUDGET)}) ${verdict}`,
      );
    }
  }
  return lines.join('\n');
}
