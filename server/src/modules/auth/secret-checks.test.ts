import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts, staffUsers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { currentTotp } from './totp';

const STEP_MS = 30_000;

/** A six-digit code no time step near `now` gives (the right one, give or take one step, are excluded). */
function wrongCode(secret: string, now: Date): string {
  const valid = new Set([-1, 0, 1].map((k) => currentTotp(secret, new Date(now.getTime() + k * STEP_MS))));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/**
 * The secrets a signed-in staff member gives to confirm a change (the current
 * password; an authenticator or recovery code) are throttled and recorded like sign-in failures, and an
 * authenticator code is accepted once, wherever it is given.
 */
describe.each(testDatabaseKinds())('secret checks of signed-in staff (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(Date.parse('2026-11-23T08:00:10Z'));
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const signedIn = async (staff: TestStaff) => {
    const client = new AdminClient(ctx.app);
    await client.signIn(staff, clock.now());
    return client;
  };
  const failures = (userId: number, step: string) =>
    db()
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.userId, userId), eq(signInAttempts.step, step)));
  const signInAgain = async (staff: TestStaff) => {
    const browser = new AdminClient(ctx.app);
    await browser.session();
    return browser.post('/api/admin/sign-in', { email: staff.email, password: staff.password });
  };

  it('counts wrong current passwords like sign-in failures: the same limit, the same wait for signing in', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const session = await signedIn(editor);
    const change = (current: string) =>
      session.post('/api/admin/account/password', { current, password: 'a new and long passphrase' });
    for (let i = 0; i < 10; i++) {
      const wrong = await change(`not my password ${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.current).toBe('Your current password is not right');
    }
    // The eleventh guess waits, even the right password: a stolen session is not a guessing machine.
    const locked = await change(editor.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The same wait holds for signing in, and the failures are in the sign-in attempts.
    expect((await signInAgain(editor)).statusCode).toBe(429);
    const recorded = await failures(editor.id, 'confirm-password');
    expect(recorded.filter((row) => row.reason === 'credentials')).toHaveLength(10);
    expect(recorded.some((row) => row.reason === 'locked')).toBe(true);
    // An owner lifts it: the right password works again.
    const owner = await signedIn(await createStaff(db(), 'owner'));
    expect((await owner.post(`/api/admin/staff/${editor.id}/lift-wait`)).statusCode).toBe(200);
    expect((await change(editor.password)).statusCode).toBe(200);
  });

  it('counts wrong codes for new recovery codes and for turning two-factor off the same way', async () => {
    const editor = await createStaff(db(), 'editor', { totp: true });
    const session = await signedIn(editor);
    const secret = editor.totpSecret as string;
    for (let i = 0; i < 6; i++) {
      const wrong = await session.post('/api/admin/account/two-factor/recovery-codes', {
        code: wrongCode(secret, clock.now()),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.code).toMatch(/not right/);
    }
    for (let i = 0; i < 4; i++) {
      const wrong = await session.post('/api/admin/account/two-factor/disable', {
        password: editor.password,
        code: `wrong-${i}aaaa`,
      });
      expect(wrong.statusCode).toBe(400);
    }
    clock.advance(STEP_MS);
    const right = currentTotp(secret, clock.now());
    expect((await session.post('/api/admin/account/two-factor/recovery-codes', { code: right })).statusCode).toBe(429);
    expect((await signInAgain(editor)).statusCode).toBe(429);
    expect((await failures(editor.id, 'confirm-code')).filter((row) => row.reason === 'code')).toHaveLength(10);
  });

  it('takes a code once: the one that signed in cannot make recovery codes or turn two-factor off', async () => {
    const editor = await createStaff(db(), 'editor', { totp: true });
    const secret = editor.totpSecret as string;
    clock.advance(STEP_MS);
    // signIn used the code of this time step.
    const session = await signedIn(editor);
    const used = currentTotp(secret, clock.now());
    const again = await session.post('/api/admin/account/two-factor/recovery-codes', { code: used });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.code).toMatch(/already used/);
    const turnOff = await session.post('/api/admin/account/two-factor/disable', {
      password: editor.password,
      code: used,
    });
    expect(turnOff.statusCode).toBe(400);
    // An older code (the step before, still within the drift allowed) is refused too.
    const older = currentTotp(secret, new Date(clock.now().getTime() - STEP_MS));
    expect((await session.post('/api/admin/account/two-factor/recovery-codes', { code: older })).statusCode).toBe(400);
    // The next step's code works once, even sent twice at the same moment.
    clock.advance(STEP_MS);
    const next = currentTotp(secret, clock.now());
    const both = await Promise.all([
      session.post('/api/admin/account/two-factor/recovery-codes', { code: next }),
      session.post('/api/admin/account/two-factor/recovery-codes', { code: next }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const codes: string[] = both.find((res) => res.statusCode === 200)?.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    // A recovery code confirms it is you too (a lost phone), once.
    const off = { password: editor.password, code: codes[0] };
    expect((await session.post('/api/admin/account/two-factor/disable', off)).statusCode).toBe(200);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, editor.id));
    expect(row.totpSecret).toBeNull();
  });

  it('takes the code that confirmed a new authenticator once', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const session = await signedIn(editor);
    clock.advance(STEP_MS);
    const setup = (await session.post('/api/admin/account/two-factor/setup')).json();
    const code = currentTotp(setup.secret, clock.now());
    expect((await session.post('/api/admin/account/two-factor/confirm', { code })).statusCode).toBe(200);
    expect((await session.post('/api/admin/account/two-factor/recovery-codes', { code })).statusCode).toBe(400);
    const other = new AdminClient(ctx.app);
    await other.session();
    await other.post('/api/admin/sign-in', { email: editor.email, password: editor.password });
    await other.session();
    expect((await other.post('/api/admin/sign-in/code', { code })).statusCode).toBe(401);
  });
});
