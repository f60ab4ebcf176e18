import { randomInt } from 'node:crypto';
import { createConnection } from 'node:net';
import type { MediaItem } from '@common/admin/media';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../plugins/security';
import { sleep } from '../fault/http';
import { type SiteProcess, startSite } from '../fault/site-process';
import { TestSmtp } from '../smtp';
import { WebClient } from './client';
import { NGINX, type NginxProxy, proxyPorts, startNginx } from './nginx';

/**
 * Two server processes on one PostgreSQL and one Redis (this machine's), behind nginx running
 * deploy/nginx/veb-group.conf. Skipped, saying why, when nginx, PostgreSQL or Redis is absent.
 */
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = 'redis://127.0.0.1:6379';

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const missing = [
  NGINX ? '' : 'nginx (apt-get install nginx)',
  (await reachable(5432)) ? '' : 'PostgreSQL on 127.0.0.1:5432',
  (await reachable(6379)) ? '' : 'Redis on 127.0.0.1:6379',
].filter(Boolean);
if (missing.length) console.warn(`[cluster tests] skipped: missing ${missing.join(', ')}`);

describe.skipIf(missing.length > 0)('two server processes behind nginx, on one PostgreSQL and Redis', () => {
  const database = `veb_cluster_${process.pid}_${randomInt(1e6)}`;
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  const smtp = new TestSmtp();
  let sites: SiteProcess[] = [];
  let proxy: NginxProxy;
  let sql: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_DB });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    await smtp.start();
    const ports = await proxyPorts();
    const env = {
      TRUST_PROXY: '1',
      REDIS_URL: REDIS,
      PUBLIC_URL: `https://localhost:${ports.httpsPort}`,
      SMTP_URL: smtp.url,
      BACKGROUND_JOBS: 'true',
      RATE_LIMIT_WRITES_PER_MINUTE: '5',
      SEED_DEMO: 'true',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    sites.push(await startSite({ databaseUrl: url, env }));
    sites.push(await startSite({ databaseUrl: url, env }));
    proxy = await startNginx(
      sites.map((site) => `127.0.0.1:${site.port}`),
      ports,
    );
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await proxy?.stop();
    await Promise.all(sites.map((site) => site.stop()));
    sites = [];
    await smtp.stop();
    const admin = new pg.Client({ connectionString: ADMIN_DB });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }, 60_000);

  it('serves the site over TLS through nginx and redirects plain HTTP', async () => {
    const browser = new WebClient(proxy.https);
    const home = await browser.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('VEB Group');
    // HTTPS was seen through the trusted proxy: HSTS is on.
    expect(home.headers['strict-transport-security']).toMatch(/max-age=/);
    // The site's Permissions-Policy, passed on by nginx once (a header sent twice would arrive joined).
    expect(home.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const plain = await browser.get('/about', proxy.http);
    expect(plain.status).toBe(301);
    expect(String(plain.headers.location)).toMatch(/^https:\/\/localhost(:\d+)?\/about$/);
  });

  it('gives the same page the same ETag on both processes, so revalidations through nginx are 304s', async () => {
    const [a, b] = sites.map((site) => site.origin);
    const article = new WebClient(proxy.https);
    const { slug } = (await article.get('/api/news?published=true&limit=1&offset=0')).json<{
      articles: { slug: string }[];
    }>().articles[0];
    for (const path of ['/', '/about?lang=fr', '/news?lang=sw', `/news/${slug}`, '/careers?lang=fr']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        // Each process renders the page itself (its own content cache), at its own time.
        const [fromA, fromB] = await Promise.all(
          [a, b].map((origin) => new WebClient(proxy.https).request('GET', path, undefined, headers, origin)),
        );
        expect(fromA.status, path).toBe(200);
        expect(fromA.headers.etag, `${path} ${encoding}`).toMatch(/^"[^"]+"$/);
        expect(fromB.headers.etag, `${path} ${encoding}: the other process`).toBe(fromA.headers.etag);
        // A browser revalidating through the proxy, answered by either process in turn.
        const browser = new WebClient(proxy.https);
        const conditional = { ...headers, 'if-none-match': String(fromA.headers.etag) };
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await browser.request('GET', path, undefined, conditional)).status);
        expect(statuses, `${path} ${encoding}`).toEqual([304, 304, 304, 304]);
      }
    }
  });

  it('keeps a staff session made on one process on the other', async () => {
    const { createStaffOver } = await import('./staff');
    const editor = await createStaffOver(sql, 'editor');
    const browser = new WebClient(proxy.https);
    const [a, b] = sites.map((site) => site.origin);
    await browser.session(a);
    expect(
      (await browser.post('/api/admin/sign-in', { email: editor.email, password: editor.password }, a)).status,
    ).toBe(200);
    expect((await browser.get('/api/admin/dashboard', b)).status).toBe(200);
    // And through the proxy, whichever process answers.
    for (let i = 0; i < 6; i++) expect((await browser.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('counts the write limits across the processes (Redis)', async () => {
    const browser = new WebClient(proxy.https);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await browser.post('/api/newsletter/subscribe', { email: `cluster${Date.now()}${i}@example.org` })).status,
      );
    }
    // 5 a minute in all, not 5 per process.
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('counts sign-in failures across the processes', async () => {
    const { createStaffOver } = await import('./staff');
    const inbox = await createStaffOver(sql, 'inbox');
    const [a, b] = sites.map((site) => site.origin);
    const browser = new WebClient(proxy.https);
    for (let i = 0; i < 10; i++) {
      const origin = i % 2 ? a : b;
      await browser.session(origin);
      expect(
        (await browser.post('/api/admin/sign-in', { email: inbox.email, password: `wrong ${i}` }, origin)).status,
      ).toBe(401);
    }
    for (const origin of [a, b]) {
      await browser.session(origin);
      expect(
        (await browser.post('/api/admin/sign-in', { email: inbox.email, password: inbox.password }, origin)).status,
      ).toBe(429);
    }
  });

  it('shows a content change made through one process on the other within a second', async () => {
    const [a, b] = sites.map((site) => site.origin);
    const browser = new WebClient(proxy.https);
    const list = (origin: string) => browser.get('/api/news?published=true&limit=1&offset=0', origin);
    const { slug, title } = (await list(b)).json<{ articles: { slug: string; title: string }[] }>().articles[0];
    expect((await browser.get(`/api/news/${slug}`, b)).json().title).toBe(title);
    const changed = `${title} (updated ${Date.now()})`;
    // An article's words live in its version per language, each at a slug of its own (docs/decisions/078, 079).
    expect((await sql.query('update news_versions set title = $1 where slug = $2', [changed, slug])).rowCount).toBe(1);
    const started = Date.now();
    for (;;) {
      if ((await browser.get(`/api/news/${slug}`, b)).json().title === changed) break;
      expect(Date.now() - started, 'visible on the other process').toBeLessThan(1000);
      await sleep(25);
    }
    expect((await browser.get(`/api/news/${slug}`, a)).json().title).toBe(changed);
  });

  it('sends each outbox mail once with both processes working the queue', async () => {
    const marker = `once-${Date.now()}`;
    for (let i = 0; i < 30; i++) {
      await sql.query(
        `insert into mail_outbox (kind, to_address, subject, text_body) values ('newsletter_test', $1, $2, 'Hello')`,
        [`once${i}@example.org`, `${marker} ${i}`],
      );
    }
    const received = await smtp.waitFor(30, (m) => (m.subject ?? '').startsWith(marker), 30_000);
    await sleep(1500);
    const subjects = smtp.messages.map((m) => m.subject).filter((s) => s?.startsWith(marker));
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect(received.length).toBe(30);
  });

  it('serves an image uploaded through one process from the other (originals and variants live in the database)', async () => {
    const { createStaffOver } = await import('./staff');
    const editor = await createStaffOver(sql, 'editor');
    const browser = new WebClient(proxy.https);
    const [a, b] = sites.map((site) => site.origin);
    await browser.session(a);
    await browser.post('/api/admin/sign-in', { email: editor.email, password: editor.password }, a);
    // The CSRF token is bound to the session the sign-in started: read again, as the admin client does.
    await browser.session(a);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const uploaded = await browser.request('POST', '/api/admin/media', png, { 'content-type': 'image/png' }, a);
    expect(uploaded.status, uploaded.text).toBe(201);
    const item = uploaded.json<MediaItem>();
    expect(item.variants.length).toBeGreaterThan(1);
    for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
      const [fromA, fromB] = [await browser.get(url, a), await browser.get(url, b)];
      expect([fromA.status, fromB.status], url).toEqual([200, 200]);
      expect(fromB.body.equals(fromA.body), `${url}: the same bytes from both`).toBe(true);
    }
  });

  it('runs each daily job once, not once per process', async () => {
    // The processes check for due jobs 5 s after they start.
    await sleep(7000);
    const { rows } = await sql.query<{ action: string; n: number }>(
      `select action, count(*)::int as n from audit_log where action like 'job.%' group by action`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, row.action).toMatchObject({ n: 1 });
  });
});
