import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInAttempts, staffSessions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { hashing } from './passwords';
import { ABSOLUTE_MS, IDLE_MS } from './sessions';
import { WRONG_CREDENTIALS } from './sign-in';
import { currentTotp } from './totp';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('staff sign-in and sessions (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(Date.parse('2026-11-23T08:00:00Z'));
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const client = () => new AdminClient(ctx.app);

  it('signs in with a password and sets a __Host- session cookie: Secure, HttpOnly, SameSite=Lax', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const browser = client();
    await browser.session();
    const res = await browser.post('/api/admin/sign-in', {
      email: editor.email.toUpperCase(),
      password: editor.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ next: 'done' });
    const cookie = String(res.headers['set-cookie'])
      .split(/,(?=\s*__Host)/)
      .find((c) => c.includes('__Host-veb-session'));
    expect(cookie).toMatch(/__Host-veb-session=[\w-]{43};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/);
    const session = await browser.session();
    expect(session.user).toMatchObject({ email: editor.email, role: 'editor', totpEnabled: false });
    // The table keeps the token's hash, never the token.
    const token = browser.cookies.get('__Host-veb-session') as string;
    const rows = await db().select().from(staffSessions).where(eq(staffSessions.userId, editor.id));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown address and a wrong password with the same message, after the same hashing work', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const browser = client();
    await browser.session();
    const before = hashing.verifications;
    const wrong = await browser.post('/api/admin/sign-in', { email: editor.email, password: 'not the right password' });
    const afterWrong = hashing.verifications;
    const unknown = await browser.post('/api/admin/sign-in', {
      email: 'nobody-here@staff.example',
      password: 'whatever it is',
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ success: false, message: WRONG_CREDENTIALS, code: 'auth.wrongCredentials' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(afterWrong - before).toBe(1);
    expect(hashing.verifications - afterWrong).toBe(1);
    // Both attempts are logged.
    const attempts = await db()
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.email, 'nobody-here@staff.example'));
    expect(attempts).toMatchObject([{ success: false, reason: 'credentials', step: 'password' }]);
  });

  it('throttles an account after 10 failures in 15 minutes, then longer; an owner sees and lifts it', async () => {
    const inbox = await createStaff(db(), 'inbox', { totp: false });
    const owner = await createStaff(db(), 'owner');
    const browser = client();
    await browser.session();
    for (let i = 0; i < 10; i++) {
      expect(
        (await browser.post('/api/admin/sign-in', { email: inbox.email, password: `wrong ${i}` })).statusCode,
      ).toBe(401);
    }
    // Even the right password waits now.
    const locked = await browser.post('/api/admin/sign-in', { email: inbox.email, password: inbox.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.json().message).toMatch(/wait 15 minutes/);
    // The owner sees it.
    const admin = client();
    await admin.signIn(owner, clock.now());
    const listed = (await admin.get('/api/admin/staff')).json().find((s: { id: number }) => s.id === inbox.id);
    expect(listed.failures).toBe(10);
    expect(listed.lockedUntil).not.toBeNull();
    // After the wait, ten more failures give a longer one.
    clock.advance(16 * MINUTE);
    for (let i = 0; i < 10; i++)
      await browser.post('/api/admin/sign-in', { email: inbox.email, password: `wrong again ${i}` });
    const longer = await browser.post('/api/admin/sign-in', { email: inbox.email, password: inbox.password });
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toMatch(/wait 30 minutes/);
    // Lifting it lets the right password in at once.
    expect((await admin.post(`/api/admin/staff/${inbox.id}/lift-wait`)).statusCode).toBe(200);
    expect(
      (await browser.post('/api/admin/sign-in', { email: inbox.email, password: inbox.password })).statusCode,
    ).toBe(200);
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.sign_in_wait_lifted'));
    expect(lines).toMatchObject([{ actor: owner.email, targetId: String(inbox.id) }]);
  });

  it('enrols an owner in two-factor sign-in before anything else, then asks for a code at each sign-in', async () => {
    const owner = await createStaff(db(), 'owner', { totp: false });
    const browser = client();
    await browser.session();
    expect((await browser.post('/api/admin/sign-in', { email: owner.email, password: owner.password })).json()).toEqual(
      { next: 'enrol' },
    );
    // The CSRF token is bound to the session the password started: read again, as the admin client does.
    await browser.session();
    // Nothing but enrolment until it is done.
    expect((await browser.get('/api/admin/dashboard')).statusCode).toBe(401);
    const setup = (await browser.post('/api/admin/account/two-factor/setup')).json();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/VEB%20Group:.+\?.*secret=/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const enrolToken = browser.cookies.get('__Host-veb-session');
    const wrong = await browser.post('/api/admin/account/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirm = await browser.post('/api/admin/account/two-factor/confirm', {
      code: currentTotp(setup.secret, clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Signed in now, under a new token.
    expect(browser.cookies.get('__Host-veb-session')).not.toBe(enrolToken);
    expect((await browser.get('/api/admin/dashboard')).statusCode).toBe(200);
    await browser.session();
    await browser.post('/api/admin/sign-out');

    // Next sign-in: password, then the code.
    clock.advance(MINUTE);
    await browser.session();
    expect((await browser.post('/api/admin/sign-in', { email: owner.email, password: owner.password })).json()).toEqual(
      { next: 'totp' },
    );
    await browser.session();
    const halfway = browser.cookies.get('__Host-veb-session');
    expect((await browser.get('/api/admin/dashboard')).statusCode).toBe(401);
    expect((await browser.post('/api/admin/sign-in/code', { code: '123456' })).statusCode).toBe(401);
    const code = currentTotp(setup.secret, clock.now());
    expect((await browser.post('/api/admin/sign-in/code', { code })).json()).toEqual({ next: 'done' });
    expect(browser.cookies.get('__Host-veb-session')).not.toBe(halfway);
    expect((await browser.get('/api/admin/dashboard')).statusCode).toBe(200);

    // The same code cannot be used again, even in another browser within its 30 seconds.
    const other = client();
    await other.session();
    await other.post('/api/admin/sign-in', { email: owner.email, password: owner.password });
    await other.session();
    expect((await other.post('/api/admin/sign-in/code', { code })).statusCode).toBe(401);
    // A recovery code works once.
    expect((await other.post('/api/admin/sign-in/code', { code: recoveryCodes[0].toUpperCase() })).statusCode).toBe(
      200,
    );
    const third = client();
    await third.session();
    await third.post('/api/admin/sign-in', { email: owner.email, password: owner.password });
    await third.session();
    expect((await third.post('/api/admin/sign-in/code', { code: recoveryCodes[0] })).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes, and after 12 hours however busy', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const idle = client();
    await idle.signIn(editor);
    clock.advance(IDLE_MS - MINUTE);
    expect((await idle.get('/api/admin/dashboard')).statusCode).toBe(200);
    clock.advance(IDLE_MS + MINUTE);
    expect((await idle.get('/api/admin/dashboard')).statusCode).toBe(401);
    // A save sent with the page's (now stale) token says the session expired, not "page expired": the admin
    // client then offers to sign in again in place and keeps the edits, so no typed work is lost.
    const save = await idle.post('/api/admin/news', { translations: { en: { title: 'Kept' } } });
    expect(save.statusCode).toBe(401);
    expect(save.json().code).toBe('auth.sessionExpired');

    const busy = client();
    await busy.signIn(editor);
    for (let elapsed = 0; elapsed < ABSOLUTE_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await busy.get('/api/admin/dashboard')).statusCode).toBe(200);
    }
    clock.advance(25 * MINUTE);
    expect((await busy.get('/api/admin/dashboard')).statusCode).toBe(401);
  });

  it('refuses the old cookie after sign-out (replay)', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const browser = client();
    await browser.signIn(editor);
    const cookie = browser.cookieHeader();
    expect((await browser.post('/api/admin/sign-out')).statusCode).toBe(200);
    const replay = await ctx.app.inject({ url: '/api/admin/dashboard', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    const lines = await db().select().from(auditLog).where(eq(auditLog.actorId, editor.id));
    expect(lines.map((line) => line.action)).toEqual(expect.arrayContaining(['staff.signed_in', 'staff.signed_out']));
  });

  it('ends other sessions when the password changes, and every session when the account is disabled', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const owner = await createStaff(db(), 'owner');
    const [first, second] = [client(), client()];
    await first.signIn(editor);
    await second.signIn(editor);
    const common = await first.post('/api/admin/account/password', {
      current: editor.password,
      password: 'password1234',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toMatch(/too common/);
    const changed = await first.post('/api/admin/account/password', {
      current: editor.password,
      password: 'a new and long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await first.get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await second.get('/api/admin/dashboard')).statusCode).toBe(401);

    const admin = client();
    await admin.signIn(owner, clock.now());
    expect(
      (await admin.request({ method: 'PATCH', url: `/api/admin/staff/${editor.id}`, payload: { disabled: true } }))
        .statusCode,
    ).toBe(200);
    expect((await first.get('/api/admin/dashboard')).statusCode).toBe(401);
    const retry = client();
    await retry.session();
    const res = await retry.post('/api/admin/sign-in', { email: editor.email, password: 'a new and long passphrase' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(WRONG_CREDENTIALS);
  });

  it('refuses a forged cross-origin request and one without the token, changing nothing', async () => {
    const owner = await createStaff(db(), 'owner');
    const target = await createStaff(db(), 'editor', { totp: false });
    const admin = client();
    await admin.signIn(owner, clock.now());
    const change = { method: 'PATCH' as const, url: `/api/admin/staff/${target.id}`, payload: { role: 'owner' } };
    // A page on another site posting with the owner's cookies: its Origin gives it away.
    const forged = await admin.request({
      ...change,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    // Same origin but no token (a request the page did not make).
    expect((await admin.request({ ...change, csrf: false })).statusCode).toBe(403);
    // A token from another browser does not fit this browser's secret.
    const other = client();
    await other.session();
    expect((await admin.request({ ...change, headers: { 'x-csrf-token': other.csrfToken } })).statusCode).toBe(403);
    // No Origin at all (not a browser page): refused too.
    const bare = await ctx.app.inject({
      ...change,
      headers: { cookie: admin.cookieHeader(), 'x-csrf-token': admin.csrfToken },
    });
    expect(bare.statusCode).toBe(403);
    const staff = (await admin.get('/api/admin/staff')).json();
    expect(staff.find((s: { id: number }) => s.id === target.id).role).toBe('editor');
    // With both, it works.
    expect((await admin.request(change)).statusCode).toBe(200);
  });

  it('invites a colleague with a single-use link valid for 72 hours, and records it all', async () => {
    const owner = await createStaff(db(), 'owner');
    const admin = client();
    await admin.signIn(owner, clock.now());
    const email = `new-editor-${kind}@staff.example`;
    const invited = await admin.post('/api/admin/staff/invitations', { email, role: 'editor' });
    expect(invited.statusCode).toBe(201);
    const token = invited.json().link.split('/').pop();
    expect(invited.json().link).toMatch(/^http:\/\/localhost:\d+\/admin\/invitation\/[\w-]{43}$/);
    const guest = client();
    await guest.session();
    expect((await guest.get(`/api/admin/invitations/${token}`)).json()).toMatchObject({ email, role: 'editor' });
    const weak = await guest.post(`/api/admin/invitations/${token}/accept`, { name: 'Naledi', password: 'short' });
    expect(weak.statusCode).toBe(400);
    const accepted = await guest.post(`/api/admin/invitations/${token}/accept`, {
      name: 'Naledi Dlamini',
      password: 'a long and private passphrase',
    });
    expect(accepted.statusCode).toBe(201);
    expect((await guest.session()).user).toMatchObject({ email, role: 'editor', name: 'Naledi Dlamini' });
    // Used once.
    const again = client();
    await again.session();
    expect(
      (await again.post(`/api/admin/invitations/${token}/accept`, { name: 'X', password: 'another long passphrase' }))
        .statusCode,
    ).toBe(404);
    // Expired after 72 hours.
    const late = await admin.post('/api/admin/staff/invitations', {
      email: `late-${kind}@staff.example`,
      role: 'inbox',
    });
    clock.advance(72 * 60 * MINUTE + MINUTE);
    const lateToken = late.json().link.split('/').pop();
    expect((await again.get(`/api/admin/invitations/${lateToken}`)).statusCode).toBe(404);
    const actions = (await db().select().from(auditLog)).map((line) => line.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invited', 'staff.invitation_accepted']));
  });
});
