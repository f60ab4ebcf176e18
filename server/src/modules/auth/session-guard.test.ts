import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { insertUser } from '../staff';
import { hashPassword } from './passwords';
import { currentTotp } from './totp';

const ALTERNATIVE = 'https://staff.example.org';

/**
 * The CSRF token is bound to its session; a state change is judged by its Origin
 * against PUBLIC_URL and ADMIN_ALLOWED_ORIGINS, never the Host header; passwords compare in NFC; and a
 * password alone learns nothing about the account.
 */
describe.each(testDatabaseKinds())('the staff guard (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, env: { ADMIN_ALLOWED_ORIGINS: ALTERNATIVE } });
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const endOthers = { method: 'POST' as const, url: '/api/admin/account/sessions/end-others', payload: {} };

  it("refuses a CSRF token with another session's cookie", async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const browser = new AdminClient(ctx.app);
    await browser.signIn(editor);
    const first = browser.csrfToken;
    expect((await browser.request(endOthers)).statusCode).toBe(200);
    // Signing in again in the same browser (same CSRF cookie) starts another session.
    await browser.signIn(editor);
    const stale = await browser.request({ ...endOthers, headers: { 'x-csrf-token': first } });
    expect(stale.statusCode).toBe(403);
    // Nor does a token handed out before signing in work after it.
    const fresh = new AdminClient(ctx.app);
    await fresh.session();
    const anonymous = fresh.csrfToken;
    await fresh.signIn(editor);
    expect((await fresh.request({ ...endOthers, headers: { 'x-csrf-token': anonymous } })).statusCode).toBe(403);
    expect((await browser.request(endOthers)).statusCode).toBe(200);
  });

  it('judges a change by its Origin against PUBLIC_URL and ADMIN_ALLOWED_ORIGINS, not by Host', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const browser = new AdminClient(ctx.app);
    await browser.signIn(editor);
    // A name pointed at this server (DNS rebinding) makes Host and Origin agree: still another site.
    const rebound = await browser.request({
      ...endOthers,
      headers: { origin: 'http://rebound.example', host: 'rebound.example' },
    });
    expect(rebound.statusCode).toBe(403);
    const sameSiteClaim = await browser.request({
      ...endOthers,
      headers: { origin: 'http://rebound.example', host: 'rebound.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSiteClaim.statusCode).toBe(403);
    // The configured alternative origin, and PUBLIC_URL's (AdminClient's default), are this site.
    expect((await browser.request({ ...endOthers, headers: { origin: ALTERNATIVE } })).statusCode).toBe(200);
    expect((await browser.request(endOthers)).statusCode).toBe(200);
    // Without Origin, a browser's Sec-Fetch-Site decides; with neither, no browser page sent it.
    const bare = (headers: Record<string, string>) =>
      ctx.app.inject({
        ...endOthers,
        headers: { cookie: browser.cookieHeader(), 'x-csrf-token': browser.csrfToken, ...headers },
      });
    expect((await bare({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await bare({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await bare({})).statusCode).toBe(403);
  });

  it('compares passwords in NFC: a decomposed é signs in with the composed one, old hashes still work', async () => {
    const composed = 'caf\u00e9 au lait sans sucre';
    const decomposed = 'cafe\u0301 au lait sans sucre';
    expect(composed).not.toBe(decomposed);
    const now = new Date();
    const made = await insertUser(db(), {
      email: 'nfc@staff.example',
      name: 'NFC',
      role: 'editor',
      passwordHash: await hashPassword(composed),
      now,
    });
    const signIn = async (email: string, password: string) => {
      const browser = new AdminClient(ctx.app);
      await browser.session();
      return (await browser.post('/api/admin/sign-in', { email, password })).statusCode;
    };
    expect(await signIn(made.email, decomposed)).toBe(200);
    expect(await signIn(made.email, composed)).toBe(200);
    expect(await signIn(made.email, 'cafe au lait sans sucre')).toBe(401);
    // A hash made before normalising, of a password typed decomposed: it still signs in, and is replaced
    // by the normalised one, after which the composed form works too.
    const legacyHash = await hash(decomposed, { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
    const legacy = await insertUser(db(), {
      email: 'legacy-nfc@staff.example',
      name: 'Legacy',
      role: 'editor',
      passwordHash: legacyHash,
      now,
    });
    expect(await signIn(legacy.email, composed)).toBe(401);
    expect(await signIn(legacy.email, decomposed)).toBe(200);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, legacy.id));
    expect(row.passwordHash).not.toBe(legacyHash);
    expect(await signIn(legacy.email, composed)).toBe(200);
  });

  it('says nothing about the account before every factor is passed', async () => {
    const owner = await createStaff(db(), 'owner');
    const browser = new AdminClient(ctx.app);
    await browser.session();
    const first = await browser.post('/api/admin/sign-in', { email: owner.email, password: owner.password });
    expect(first.json()).toEqual({ next: 'totp' });
    const halfway = await browser.get('/api/admin/session');
    expect(halfway.json()).toMatchObject({ stage: 'password', user: null });
    for (const word of ['Test owner', 'owner', owner.email]) expect(halfway.body).not.toContain(word);
    // An owner still to set up two-factor sign-in: nothing either.
    const unenrolled = await createStaff(db(), 'owner', { totp: false });
    const other = new AdminClient(ctx.app);
    await other.session();
    await other.post('/api/admin/sign-in', { email: unenrolled.email, password: unenrolled.password });
    expect((await other.get('/api/admin/session')).json()).toMatchObject({ stage: 'enrol', user: null });
    // After the code, the account.
    await browser.session();
    const code = currentTotp(owner.totpSecret as string);
    expect((await browser.post('/api/admin/sign-in/code', { code })).statusCode).toBe(200);
    expect((await browser.get('/api/admin/session')).json()).toMatchObject({
      stage: 'full',
      user: { email: owner.email, role: 'owner' },
    });
  });
});
