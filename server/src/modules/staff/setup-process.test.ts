import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { type SiteProcess, startSite } from '../../test/fault/site-process';
import { createTestDatabase } from '../../test/test-app';

/**
 * server.ts prints the first owner's setup address at start (docs/decisions/027), on the built site in
 * child processes: on standard error and never in the log; a restart prints a new one and the old one
 * stops working; with an owner nothing is printed; and two processes on one PostgreSQL each print a
 * working address, of which exactly one makes an owner when both are used at once.
 */

const ADDRESS = /http:\/\/127\.0\.0\.1:\d+\/admin\/setup\/([\w-]{43})/;

/**
 * Waits for `pattern` in one of the process's outputs. Standard error and the log (standard output) are
 * two pipes, so what the site wrote to one first may reach this process after what it wrote to the other.
 */
async function printed(site: SiteProcess, stream: 'stdout' | 'stderr', pattern: RegExp): Promise<RegExpExecArray> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = pattern.exec(site[stream]());
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${pattern} never reached ${stream}\n${site.report()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const printedToken = async (site: SiteProcess) => (await printed(site, 'stderr', ADDRESS))[1] as string;

/** A browser's requests to the admin API: the session's cookies, its Origin and its CSRF token. */
async function browserOf(origin: string) {
  const first = await fetch(`${origin}/api/admin/session`);
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  return {
    get: (path: string) => fetch(`${origin}${path}`, { headers: { cookie } }),
    post: (path: string, body: unknown) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify(body),
      }),
  };
}

const owner = (n: number) => ({
  name: `Founder ${n}`,
  email: `founder${n}@veb.example`,
  password: 'acacia shade at noon',
});

describe('the setup address printed by the running site', () => {
  const sites: SiteProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'veb-setup-'));
  const start = async (options: Parameters<typeof startSite>[0]) => {
    const site = await startSite({ startTimeoutMs: 120_000, ...options, env: { SEED_DEMO: 'false', ...options.env } });
    sites.push(site);
    return site;
  };
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.stop()));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));

  it('prints it on standard error, never in the log; a restart replaces it; with an owner, nothing', {
    timeout: 300_000,
  }, async () => {
    const first = await start({ dataDir, env: { LOG_LEVEL: 'info' } });
    const old = await printedToken(first);
    expect(first.stderr()).toContain(`${first.origin}/admin/setup/${old}`);
    await printed(first, 'stdout', /setup address was printed on standard error/);
    expect(first.stdout()).not.toContain(old);
    expect((await (await browserOf(first.origin)).get(`/api/admin/setup/${old}`)).status).toBe(200);
    await first.stop();
    sites.length = 0;

    // The same instance (host and port) started again.
    const second = await start({ dataDir, port: first.port });
    const renewed = await printedToken(second);
    expect(renewed).not.toBe(old);
    const browser = await browserOf(second.origin);
    expect((await browser.get(`/api/admin/setup/${old}`)).status).toBe(404);
    expect((await browser.get(`/api/admin/setup/${renewed}`)).status).toBe(200);
    const created = await browser.post(`/api/admin/setup/${renewed}`, owner(1));
    expect(created.status).toBe(201);
    await second.stop();
    sites.length = 0;

    const third = await start({ dataDir, port: first.port });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(third.stderr()).not.toMatch(/No owner account exists yet/);
    expect((await (await browserOf(third.origin)).get(`/api/admin/setup/${renewed}`)).status).toBe(409);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two processes on one PostgreSQL: each address works on both, and one owner results',
    { timeout: 300_000 },
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const database = await createTestDatabase('postgres', { seed: false });
      try {
        const [a, b] = await Promise.all([start({ databaseUrl: url }), start({ databaseUrl: url })]);
        const [tokenA, tokenB] = await Promise.all([printedToken(a), printedToken(b)]);
        expect(tokenA).not.toBe(tokenB);
        // Behind a load balancer any process gets any request: each accepts the other's address.
        expect((await (await browserOf(a.origin)).get(`/api/admin/setup/${tokenB}`)).status).toBe(200);
        expect((await (await browserOf(b.origin)).get(`/api/admin/setup/${tokenA}`)).status).toBe(200);
        const [browserA, browserB] = await Promise.all([browserOf(a.origin), browserOf(b.origin)]);
        const answers = await Promise.all([
          browserA.post(`/api/admin/setup/${tokenA}`, owner(2)),
          browserB.post(`/api/admin/setup/${tokenB}`, owner(3)),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        expect(await database.db.select().from(staffUsers).where(eq(staffUsers.role, 'owner'))).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );
});
