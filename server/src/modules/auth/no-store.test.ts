import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * Every answer a signed-in person gets from the admin API is `Cache-Control: no-store` and
 * `X-Robots-Tag: noindex` (decision 014), whatever the route does with its reply: a success,
 * a CSV download, a refusal of bad input, a missing record. access.test.ts covers the refusals before a
 * handler runs (401, 403); this covers what the handlers themselves answer. The routes come from the app,
 * so a new route is checked the day it is added. Each route is called by a signed-in owner (who may use
 * every section); a new one signs in when a route ended the session.
 */
describe.each(testDatabaseKinds())('no-store and noindex on every signed-in answer (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, (param) => (param === ':token' ? 'x'.repeat(43) : '1'));

  it('holds for every route, called by a signed-in owner', { timeout: 120_000 }, async () => {
    const routes = ctx.app.adminRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(15);
    const statuses = new Set<number>();
    let client: AdminClient | null = null;
    for (const route of routes) {
      // A fresh owner when the last call ended this one's session (sign-out, a reset, a password change).
      if (!client || (await client.session()).stage !== 'full') {
        client = new AdminClient(ctx.app);
        await client.signIn(await createStaff(ctx.database.db, 'owner'));
      }
      const res = await client.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      const label = `${route.method} ${route.url} → ${res.statusCode}`;
      statuses.add(res.statusCode);
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.headers['x-robots-tag'], label).toMatch(/\bnoindex\b/);
    }
    // Not only refusals: handlers answered, successfully and not.
    expect([...statuses].some((status) => status >= 200 && status < 300)).toBe(true);
    expect([...statuses].some((status) => status >= 400 && status < 500)).toBe(true);
  });

  it('holds for the answers of a whole sign-in, including those that set the session cookie', async () => {
    const owner = await createStaff(ctx.database.db, 'owner');
    const client = new AdminClient(ctx.app);
    await client.signIn(owner);
    const answers = [
      await client.get('/api/admin/session'),
      await client.get('/api/admin/staff'),
      await client.get('/api/admin/subscribers/export.csv'),
      await client.post('/api/admin/sign-out'),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('no-store');
      expect(res.headers['x-robots-tag']).toMatch(/\bnoindex\b/);
    }
  });
});
