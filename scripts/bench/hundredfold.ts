import { join } from 'node:path';
import { createDatabase, type Database } from '../../server/src/db/client';
import { createStaff } from '../../server/src/test/staff';
import { type Counts, countsAt, fillHundredfold, settle } from './hundredfold-data';
import { noteFailure, percentile } from './load';
import type { Pinning } from './pin';
import { type Server, startSite } from './servers';
import { StaffSession } from './staff-session';
import { NEWS_PAGE } from './targets';

/**
 * Decision 051: with 100x the group's likely data, the public news list, article and sitemap, and the
 * staff inbox list, inbox search and subscriber list answer within 2x of their time with the likely
 * data, at p99. Each database (PGlite on disk always; PostgreSQL when BENCH_HUNDRED_DATABASE_URL names
 * a database) is filled at each scale (hundredfold-data.ts), the built site
 * started on it, and every address asked for in turn by one client, one request at a time, so the
 * figure is a request's own time, not a queue's.
 *
 * A public address is measured twice. "cached": the same address again and again, which after its first
 * request the site answers from its stored answers (what most visitors get). "uncached": a different
 * address every time (the next offset, the next article), so every request reaches the database; a slow
 * query cannot hide behind the cache there. Staff addresses and the sitemap are never stored, so they
 * are measured once ("live").
 *
 * Not measured: a public news search. The news page's search box filters the page of articles already
 * loaded in the browser (client/src/features/news/components/NewsList.tsx); it asks the server nothing.
 *
 *   BENCH_HUNDRED_SCALES         scales to fill, comma-separated (default 1,100; the first is the baseline)
 *   BENCH_HUNDRED_SAMPLES        requests per address (default 200; p99 is then the second slowest)
 *   BENCH_HUNDRED_BUDGET_SECONDS at most this long per address, but at least 20 requests (default 40)
 *   BENCH_HUNDRED_DATABASE_URL   e.g. postgres://postgres@127.0.0.1:5432/bench_hundred: each scale fills
 *                                bench_hundred_<scale>x on that server (created when missing, kept)
 *   BENCH_HUNDRED_PGLITE=0       PostgreSQL only
 *   BENCH_HUNDRED_DIR            where the PGlite folders are kept between runs (default: a temporary folder)
 *   BENCH_HUNDRED_ONLY           only the addresses whose label contains one of these comma-separated words
 *                                (e.g. "inbox,subscriber": the staff rows without the public ones' minutes)
 */
const TARGET_RATIO = 2;
const samples = Number(process.env.BENCH_HUNDRED_SAMPLES ?? 200);
/** An address gets at most this long, so a very slow one cannot stop the run (n then says how many). */
const ADDRESS_BUDGET_MS = Number(process.env.BENCH_HUNDRED_BUDGET_SECONDS ?? 40) * 1000;
const scales = (process.env.BENCH_HUNDRED_SCALES ?? '1,100').split(',').map(Number);
const only = process.env.BENCH_HUNDRED_ONLY?.split(',').filter(Boolean);
const chosen = (label: string) => !only || only.some((word) => label.includes(word));

type Mode = 'cached' | 'uncached' | 'live';
interface Stat {
  p50: number;
  p99: number;
  n: number;
}
interface HundredRow {
  database: string;
  label: string;
  mode: Mode;
  /** By scale. */
  stats: Map<number, Stat>;
}
export interface HundredResult {
  scales: number[];
  rows: HundredRow[];
}

interface Address {
  label: string;
  mode: Mode;
  /** The k-th request's path (the same for every k unless uncached). */
  path: (k: number) => string;
  staff?: boolean;
}

/** What the addresses are built from: the sizes of the lists as the site reports them. */
interface Sizes {
  articles: number;
  counts: Counts;
  inbox: number;
  /**
   * The cursor the inbox gives for its last page (`after`: docs/decisions/054), from an offset asked for
   * once before measuring; null for a build without cursors.
   */
  inboxLastCursor: string | null;
  subscribers: number;
  /** The sitemap's first part at this size: the index's first part, or the one file. */
  sitemapPart: string;
}

const list = (offset: number) => `/api/news?published=true&limit=${NEWS_PAGE}&offset=${offset}`;
const INBOX_PAGE = 50;
const lastOffset = (total: number, page: number) => Math.max(0, Math.floor((total - 1) / page) * page);

function addresses(s: Sizes): Address[] {
  const lastNews = lastOffset(s.articles, NEWS_PAGE);
  // Spread over the generated articles, older and newer, each asked for once.
  const slug = (k: number) => `bench-article-${1 + ((k * 7919) % s.counts.articles)}`;
  const middle = Math.ceil(s.counts.messages / 2);
  const reader = Math.ceil(s.counts.subscribers / 2);
  const publicAddress = (label: string, cached: string, uncached: (k: number) => string): Address[] => [
    { label, mode: 'cached', path: () => cached },
    { label, mode: 'uncached', path: uncached },
  ];
  return [
    ...publicAddress('news list, page 1', list(0), (k) => list(k % 1000)),
    ...publicAddress('news list, last page', list(lastNews), (k) => list(Math.max(0, lastNews - (k % 1000)))),
    ...publicAddress('article (API)', `/api/news/${slug(0)}`, (k) => `/api/news/${slug(k + 1)}`),
    ...publicAddress('article (page)', `/news/${slug(0)}`, (k) => `/news/${slug(k + 1)}`),
    { label: 'sitemap (/sitemap.xml)', mode: 'live', path: () => '/sitemap.xml' },
    { label: 'sitemap, first part', mode: 'live', path: () => s.sitemapPart },
    { label: 'inbox, page 1', mode: 'live', staff: true, path: () => '/api/admin/inbox' },
    {
      label: 'inbox, last page',
      mode: 'live',
      staff: true,
      path: () => `/api/admin/inbox?offset=${lastOffset(s.inbox, INBOX_PAGE)}`,
    },
    ...(s.inboxLastCursor
      ? [
          {
            label: 'inbox, last page (cursor)',
            mode: 'live' as const,
            staff: true,
            path: () => `/api/admin/inbox?after=${s.inboxLastCursor}`,
          },
        ]
      : []),
    { label: 'inbox search, a common word', mode: 'live', staff: true, path: () => '/api/admin/inbox?q=cassava' },
    {
      label: 'inbox search, one address',
      mode: 'live',
      staff: true,
      path: () => `/api/admin/inbox?q=${encodeURIComponent(`visitor${middle}@`)}`,
    },
    { label: 'subscribers, page 1', mode: 'live', staff: true, path: () => '/api/admin/subscribers' },
    {
      // The list's "Last page" button (docs/decisions/059): read back from the end.
      label: 'subscribers, last page',
      mode: 'live',
      staff: true,
      path: () => '/api/admin/subscribers?before=end',
    },
    {
      // The same page by an offset (other clients, and the list before decision 059): walks the index.
      label: 'subscribers, last page (offset)',
      mode: 'live',
      staff: true,
      path: () => `/api/admin/subscribers?offset=${lastOffset(s.subscribers, INBOX_PAGE)}`,
    },
    {
      // A part of every address: more than 1,000 matches, so the list read in its order, counted to the cap.
      label: 'subscriber search, a common part',
      mode: 'live',
      staff: true,
      path: () => '/api/admin/subscribers?q=example',
    },
    {
      label: 'subscriber search, one address',
      mode: 'live',
      staff: true,
      path: () => `/api/admin/subscribers?q=${encodeURIComponent(`reader${reader}@`)}`,
    },
  ];
}

/** One request at a time; the answer read to its end, as a browser asking for compressed answers. */
async function measureAddress(origin: string, address: Address, headers: Record<string, string>): Promise<Stat> {
  const times: number[] = [];
  const started = Date.now();
  const ask = async (k: number) => {
    const path = address.path(k);
    const before = performance.now();
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
    await response.arrayBuffer();
    const ms = performance.now() - before;
    if (response.status !== 200) noteFailure(`hundredfold ${address.label}: ${path} answered ${response.status}`);
    return ms;
  };
  // Warm-up: the code's first run, and a cached address's first (stored) answer. Uncached ones keep counting
  // k, so no measured request asks for an address the warm-up stored.
  for (let k = 0; k < 5; k++) await ask(k + samples);
  for (let k = 0; k < samples && (k < 20 || Date.now() - started < ADDRESS_BUDGET_MS); k++) times.push(await ask(k));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), n: times.length };
}

const BENCH_STAFF = 'bench-inbox@staff.example';

/**
 * The PostgreSQL database of a scale: `<name>_<scale>x` beside the one BENCH_HUNDRED_DATABASE_URL names
 * (created when missing), so each scale keeps its fill between runs. Refuses a name without "bench".
 */
async function postgresAt(url: string, scale: number): Promise<string> {
  const base = new URL(url);
  const name = `${base.pathname.slice(1)}_${String(scale).replace('.', '_')}x`;
  if (!name.includes('bench')) throw new Error(`BENCH_HUNDRED_DATABASE_URL: "${name}" is not a bench database`);
  const maintenance = await createDatabase({ url: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  try {
    const found = await maintenance.query('select 1 from pg_database where datname = $1', [name]);
    if (found.length === 0) await maintenance.query(`create database "${name}"`);
  } finally {
    await maintenance.close();
  }
  return Object.assign(base, { pathname: `/${name}` }).href;
}

/**
 * Fills the database unless an earlier run filled it at this scale (the fill takes minutes at 100x; the
 * migrations still run, so a reused fill gets a newer build's indexes), then makes the staff member who
 * reads the inbox (role inbox: inbox and subscribers; no second factor) afresh.
 */
async function prepare(target: { url?: string; dataDir?: string }, scale: number, progress: (line: string) => void) {
  const database: Database = await createDatabase(target);
  try {
    await database.migrate();
    const counts = countsAt(scale);
    const [{ n }] = await database.query<{ n: string }>('select count(*) as n from contact_messages');
    if (Number(n) === counts.messages) progress('  reusing the database filled at this scale by an earlier run');
    else if (Number(n) === 0) await fillHundredfold(database, counts, progress);
    else throw new Error(`the database holds ${n} messages, neither none nor ${counts.messages}: empty it first`);
    // After a fill, or a newer build's migration that rewrote a table (docs/decisions/061: 0024).
    const started = Date.now();
    await settle(database, target.url);
    progress(`  vacuum and analyze: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.query('delete from staff_users where email = $1', [BENCH_STAFF]);
    return await createStaff(database.db, 'inbox', { totp: false, email: BENCH_STAFF });
  } finally {
    await database.close();
  }
}

async function sizesOf(site: Server, session: StaffSession, scale: number): Promise<Sizes> {
  const get = async <T>(path: string, headers: Record<string, string> = {}) =>
    (await (await fetch(site.origin + path, { headers })).json()) as T;
  const news = await get<{ total: number }>(list(0));
  const inbox = await get<{ total: number }>('/api/admin/inbox', session.headers());
  const subscribers = await get<{ total: number }>('/api/admin/subscribers', session.headers());
  const beforeLast = Math.max(0, lastOffset(inbox.total, INBOX_PAGE) - 1);
  const lastCursor = await get<{ next?: string | null }>(
    `/api/admin/inbox?offset=${beforeLast}&limit=1`,
    session.headers(),
  );
  const index = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  return {
    articles: news.total,
    counts: countsAt(scale),
    inbox: inbox.total,
    inboxLastCursor: lastCursor.next ?? null,
    subscribers: subscribers.total,
    sitemapPart: index.includes('<sitemapindex') ? '/sitemap-1.xml' : '/sitemap.xml',
  };
}

export async function hundredfoldPhase(
  outDir: string,
  pinning: Pinning,
  root: string,
  progress: (line: string) => void,
): Promise<HundredResult> {
  const databases: { name: string; target: (scale: number) => Promise<{ url?: string; dataDir?: string }> }[] = [];
  if (process.env.BENCH_HUNDRED_PGLITE !== '0') {
    databases.push({ name: 'PGlite', target: async (scale) => ({ dataDir: join(root, `pglite-${scale}x`) }) });
  }
  const url = process.env.BENCH_HUNDRED_DATABASE_URL;
  if (url) databases.push({ name: 'PostgreSQL', target: async (scale) => ({ url: await postgresAt(url, scale) }) });
  const rows = new Map<string, HundredRow>();
  for (const { name, target } of databases) {
    for (const scale of scales) {
      progress(`hundredfold: ${name} at ${scale}x, filling`);
      const where = await target(scale);
      const staff = await prepare(where, scale, progress);
      const env = {
        ...(where.url ? { DATABASE_URL: where.url } : { DATA_DIR: where.dataDir as string }),
        // One client asks for many addresses never stored: the miss budget per client would refuse it.
        CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
        REQUESTS_PER_CLIENT_PER_SECOND: '100000',
        // The daily jobs would run at start: contact retention deleted most of the generated messages
        // (1,000,000 down to 210,237 on PGlite), so the next run found a fill it did not make.
        BACKGROUND_JOBS: 'false',
      };
      const site = await startSite(outDir, pinning, env);
      try {
        const session = new StaffSession(site.origin);
        await session.signIn(staff.email, staff.password);
        const sizes = await sizesOf(site, session, scale);
        for (const address of addresses(sizes).filter((a) => chosen(a.label))) {
          const stat = await measureAddress(site.origin, address, address.staff ? session.headers() : {});
          const key = `${name}|${address.label}|${address.mode}`;
          const row = rows.get(key) ?? { database: name, label: address.label, mode: address.mode, stats: new Map() };
          row.stats.set(scale, stat);
          rows.set(key, row);
          progress(
            `  ${address.label} (${address.mode}): p50 ${stat.p50.toFixed(1)} ms, p99 ${stat.p99.toFixed(1)} ms`,
          );
        }
      } finally {
        await site.stop();
      }
    }
  }
  return { scales, rows: [...rows.values()] };
}

const ms = (stat?: Stat) => (stat ? `${stat.p50.toFixed(1)} / ${stat.p99.toFixed(1)}` : '-');

/** The table: p50 / p99 in ms at the baseline and the largest scale, the p99 ratio beside the target. */
export function hundredfoldReport({ scales: all, rows }: HundredResult): string {
  const base = all[0];
  const big = all[all.length - 1];
  const header = [
    'database',
    'address',
    'mode',
    `${base}x p50 / p99 ms`,
    `${big}x p50 / p99 ms`,
    'p99 ratio',
    `target <= ${TARGET_RATIO}x`,
  ];
  const lines = rows.map((row) => {
    const small = row.stats.get(base);
    const large = row.stats.get(big);
    const ratio = small && large ? large.p99 / small.p99 : undefined;
    return [
      row.database,
      row.label,
      row.mode,
      ms(small),
      ms(large),
      ratio === undefined ? '-' : `${ratio.toFixed(2)}x`,
      ratio === undefined ? '-' : ratio <= TARGET_RATIO ? 'met' : 'NOT met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}
