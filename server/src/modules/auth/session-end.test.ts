import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { IDLE_MS, SESSION_COOKIE } from './sessions';

const MINUTE = 60_000;

/**
 * A request without a live session is refused 401 with a code that says why this browser's session ended,
 * so the re-sign-in dialog words it exactly: signed out (in any tab: the tabs share the cookies, so the
 * others send no token at all), expired (idle, or past its 12 hours), or ended otherwise.
 */
describe.each(testDatabaseKinds())('why a session ended (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(Date.parse('2026-12-02T08:00:00Z'));
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const signedIn = async () => {
    const browser = new AdminClient(ctx.app);
    await browser.signIn(await createStaff(db(), 'editor', { totp: false }));
    return browser;
  };
  const refusal = async (browser: AdminClient) => {
    const res = await browser.get('/api/admin/account/two-factor');
    expect(res.statusCode, res.body).toBe(401);
    return res.json().code as string;
  };

  it('says signedOut after signing out in another tab, with or without the old token', async () => {
    const browser = await signedIn();
    const token = browser.cookies.get(SESSION_COOKIE) as string;
    // A tab that still sends the token (its request left before the sign-out's answer came).
    const lateTab = new AdminClient(ctx.app);
    lateTab.cookies.set(SESSION_COOKIE, token);
    expect((await browser.post('/api/admin/sign-out')).statusCode).toBe(200);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    // Another tab of the same browser: the same cookies, so no token now.
    expect(await refusal(browser)).toBe('auth.signedOut');
    expect((await browser.session()).ended).toBe('signedOut');
    expect(await refusal(lateTab)).toBe('auth.signedOut');
    // Signed in again, nothing is said any more; a stranger is only asked to sign in.
    await browser.signIn(await createStaff(db(), 'inbox', { totp: false }));
    expect((await browser.session()).ended).toBeUndefined();
    expect(await refusal(new AdminClient(ctx.app))).toBe('auth.signInFirst');
  });

  it('says expired after 30 minutes without activity, in every tab', async () => {
    const browser = await signedIn();
    clock.advance(IDLE_MS + MINUTE);
    expect(await refusal(browser)).toBe('auth.sessionExpired');
    // The cookie went with the first refusal; the next request says the same.
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await refusal(browser)).toBe('auth.sessionExpired');
  });

  it('says ended when the session was ended from another device', async () => {
    const staff = await createStaff(db(), 'editor', { totp: false });
    const laptop = new AdminClient(ctx.app);
    await laptop.signIn(staff);
    const phone = new AdminClient(ctx.app);
    await phone.signIn(staff);
    expect((await phone.post('/api/admin/account/sessions/end-others')).statusCode).toBe(200);
    expect(await refusal(laptop)).toBe('auth.sessionEnded');
    expect((await laptop.session()).ended).toBe('ended');
  });
});
