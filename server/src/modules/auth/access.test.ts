import { canUse, ROLES, SECTIONS, type Section } from '@common/admin/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * Every admin endpoint checks the role on the server (docs/decisions/013). The routes come from the app itself
 * (each must declare its access, or the app refuses to start), so a new endpoint is tested the day it
 * is added: anonymous gets 401, every role its section does not include gets 403, and every answer is
 * `no-store` and `noindex`.
 */
describe.each(testDatabaseKinds())('access to every admin endpoint (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clients = new Map<string, AdminClient>();
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    for (const role of ROLES) {
      const client = new AdminClient(ctx.app);
      await client.signIn(await createStaff(ctx.database.db, role));
      clients.set(role, client);
    }
  });
  afterAll(() => ctx.close());

  const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, (param) => (param === ':token' ? 'x'.repeat(43) : '1'));
  const routes = () => ctx.app.adminRoutes.filter((route) => route.method !== 'HEAD');

  it('finds the admin routes, each with a declared access', () => {
    expect(routes().length).toBeGreaterThan(15);
    for (const route of routes())
      expect(['public', 'session', 'enrol', ...Object.keys(SECTIONS)]).toContain(route.access);
  });

  it('refuses anonymous callers (401) and roles outside the section (403), with no-store and noindex', async () => {
    const anonymous = new AdminClient(ctx.app);
    await anonymous.session();
    const checked: string[] = [];
    for (const route of routes()) {
      const url = concrete(route.url);
      const request = { method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} };
      const label = `${route.method} ${route.url}`;
      if (route.access !== 'public') {
        const res = await anonymous.request(request);
        expect(res.statusCode, `${label} anonymous`).toBe(401);
        expect(res.headers['cache-control'], label).toBe('no-store');
        expect(res.headers['x-robots-tag'], label).toMatch(/noindex/);
      }
      if (route.access in SECTIONS && route.access !== 'account' && route.access !== 'dashboard') {
        for (const role of ROLES) {
          if (canUse(role, route.access as Section)) continue;
          const res = await (clients.get(role) as AdminClient).request(request);
          expect(res.statusCode, `${label} as ${role}`).toBe(403);
          expect(res.headers['cache-control'], label).toBe('no-store');
          checked.push(`${label} ${role}`);
        }
      }
    }
    // Owners-only routes exist and were tried with both other roles.
    expect(checked.length).toBeGreaterThan(10);
  });

  it('lets each role reach what its sections allow', async () => {
    for (const role of ROLES) {
      const client = clients.get(role) as AdminClient;
      expect((await client.get('/api/admin/dashboard')).statusCode).toBe(200);
      expect((await client.get('/api/admin/staff')).statusCode).toBe(role === 'owner' ? 200 : 403);
      expect((await client.get('/api/admin/audit')).statusCode).toBe(role === 'owner' ? 200 : 403);
    }
  });
});
