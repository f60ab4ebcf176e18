import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInAttempts } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { ACCOUNT_LIMIT, CLIENT_LIMIT } from './throttle';

const MINUTE = 60_000;

/**
 * A client address over its limit waits 15 minutes from its failures, however often it
 * knocks meanwhile; owners see the blocks in force (accounts and addresses) and lift them, which the
 * audit log records.
 */
describe.each(testDatabaseKinds())('sign-in blocks (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(Date.parse('2026-11-23T08:00:00Z'));
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  /** Failures from `ip`, over as many addresses typed (so no account's own limit is reached). */
  const fail = (ip: string, count: number) =>
    db()
      .insert(signInAttempts)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `guess-${ip}-${i}-${clock.ms()}@nowhere.example`,
          ip,
          step: 'password',
          success: false,
          reason: 'credentials',
          createdAt: clock.now(),
        })),
      );
  /** A sign-in try from `ip` (a client of its own, as a browser there would be). */
  const attempt = async (ip: string) => {
    const browser = new AdminClient(ctx.app);
    const session = await browser.request({ method: 'GET', url: '/api/admin/session', remoteAddress: ip });
    browser.csrfToken = session.json().csrfToken;
    return browser.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      remoteAddress: ip,
      payload: { email: 'someone@nowhere.example', password: 'a guess' },
    });
  };

  it('blocks an address for 15 minutes after 50 failures; refusals meanwhile do not extend it', async () => {
    const ip = '198.51.100.23';
    await fail(ip, CLIENT_LIMIT - 1);
    expect((await attempt(ip)).statusCode).toBe(401);
    const refused = await attempt(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // Five minutes on, it keeps knocking, more than the limit: the end of the block does not move.
    clock.advance(5 * MINUTE);
    for (let i = 0; i < CLIENT_LIMIT; i++) expect((await attempt(ip)).statusCode).toBe(429);
    expect(Number((await attempt(ip)).headers['retry-after'])).toBe(10 * 60);
    clock.advance(10 * MINUTE + 1000);
    expect((await attempt(ip)).statusCode).toBe(401);
  });

  it('shows owners the blocks in force and lets them lift an address block, audited', async () => {
    const ip = '198.51.100.77';
    const owner = await createStaff(db(), 'owner');
    const waiting = await createStaff(db(), 'inbox', { totp: false });
    await fail(ip, CLIENT_LIMIT);
    await db()
      .insert(signInAttempts)
      .values(
        Array.from({ length: ACCOUNT_LIMIT }, () => ({
          email: waiting.email,
          userId: waiting.id,
          ip: '192.0.2.1',
          step: 'password',
          success: false,
          reason: 'credentials',
          createdAt: clock.now(),
        })),
      );
    expect((await attempt(ip)).statusCode).toBe(429);

    const admin = new AdminClient(ctx.app);
    await admin.signIn(owner, clock.now());
    const blocks = (await admin.get('/api/admin/sign-in-blocks')).json();
    const blockedUntil = new Date(clock.ms() + 15 * MINUTE).toISOString();
    expect(blocks.addresses).toEqual([{ ip, failures: CLIENT_LIMIT, lockedUntil: blockedUntil }]);
    expect(blocks.accounts).toEqual([
      expect.objectContaining({ id: waiting.id, email: waiting.email, failures: ACCOUNT_LIMIT }),
    ]);

    // Owners only, and only from the admin area's own pages.
    const editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(db(), 'editor', { totp: false }), clock.now());
    expect((await editor.get('/api/admin/sign-in-blocks')).statusCode).toBe(403);
    expect((await editor.post('/api/admin/sign-in-blocks/address/lift', { ip })).statusCode).toBe(403);
    const forged = await admin.request({
      method: 'POST',
      url: '/api/admin/sign-in-blocks/address/lift',
      payload: { ip },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await attempt(ip)).statusCode).toBe(429);

    expect((await admin.post('/api/admin/sign-in-blocks/address/lift', { ip })).statusCode).toBe(200);
    expect((await attempt(ip)).statusCode).toBe(401);
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.address_block_lifted'));
    expect(lines).toMatchObject([{ actor: owner.email, targetType: 'address', targetId: ip }]);
    // Gone from the list; lifting it again finds nothing to lift.
    expect((await admin.get('/api/admin/sign-in-blocks')).json().addresses).toEqual([]);
    expect((await admin.post('/api/admin/sign-in-blocks/address/lift', { ip })).statusCode).toBe(404);
    // The account's wait is lifted on the account.
    expect((await admin.post(`/api/admin/staff/${waiting.id}/lift-wait`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/sign-in-blocks')).json().accounts).toEqual([]);
  });
});
