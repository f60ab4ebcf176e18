import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * An account that never chose a language (docs/decisions/091): made without one, it has none, and takes
 * the first of its browser's languages the staff area has at its first sign-in; a language chosen before
 * is never replaced by a browser's.
 */
describe.each(testDatabaseKinds())('staff: the first language follows the browser (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => ctx.database.db;
  const localeOf = async (id: number) =>
    (await db().select({ locale: staffUsers.locale }).from(staffUsers).where(eq(staffUsers.id, id)))[0].locale;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  it.each([
    ['sw-TZ, sw;q=0.9, en;q=0.5', 'sw'],
    ['de-DE, fr-CA;q=0.8, en;q=0.7', 'fr'],
    ['en;q=0.2, fr;q=0.9', 'fr'],
    ['de, nl;q=0.5', 'en'],
    ['', 'en'],
  ])('signing in from a browser asking for %j, it becomes %s', async (header, expected) => {
    const staff = await createStaff(db(), 'editor', { totp: false });
    expect(await localeOf(staff.id)).toBeNull();
    const browser = new AdminClient(ctx.app, undefined, header ? { 'accept-language': header } : {});
    await browser.signIn(staff);
    expect(await localeOf(staff.id)).toBe(expected);
    expect((await browser.get('/api/admin/session')).json().user.locale).toBe(expected);
    // Chosen now: a browser asking for another language does not change it.
    const other = new AdminClient(ctx.app, undefined, { 'accept-language': expected === 'sw' ? 'fr' : 'sw' });
    await other.signIn(staff);
    expect(await localeOf(staff.id)).toBe(expected);
  });

  it('takes the language the sign-in screen was in, when the screen says (the person switched it)', async () => {
    const staff = await createStaff(db(), 'editor', { totp: false });
    const browser = new AdminClient(ctx.app, undefined, { 'accept-language': 'fr-FR, fr;q=0.9' });
    await browser.session();
    const signedIn = await browser.post('/api/admin/sign-in', {
      email: staff.email,
      password: staff.password,
      locale: 'sw',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await localeOf(staff.id)).toBe('sw');
    // A language the site does not have is refused as bad input, not stored.
    const other = await createStaff(db(), 'editor', { totp: false });
    const fresh = new AdminClient(ctx.app);
    await fresh.session();
    const refused = await fresh.post('/api/admin/sign-in', {
      email: other.email,
      password: other.password,
      locale: 'de',
    });
    expect(refused.statusCode).toBe(400);
    expect(await localeOf(other.id)).toBeNull();
  });

  it('keeps a language the person chose, whatever the browser asks for', async () => {
    const staff = await createStaff(db(), 'editor', { totp: false });
    await db().update(staffUsers).set({ locale: 'fr' }).where(eq(staffUsers.id, staff.id));
    await new AdminClient(ctx.app, undefined, { 'accept-language': 'sw' }).signIn(staff);
    expect(await localeOf(staff.id)).toBe('fr');
  });
});
