import type { StaffMember } from '@common/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { currentTotp } from '../auth';

const PUBLIC_URL = 'https://veb.example';

/**
 * The Staff list's "Last sign-in" is the newest sign-in with every factor the account has (password and
 * code, two-factor setup finished, an invitation accepted), and its failed sign-ins are wrong passwords and
 * codes only: asking for a reset link is no failed sign-in (docs/decisions/027).
 */
describe.each(testDatabaseKinds())('the Staff list’s sign-ins (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(Date.parse('2026-12-02T09:00:00Z'));
  let owner: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock, env: { PUBLIC_URL } });
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const listed = async (email: string) => {
    const res = await owner.get('/api/admin/staff');
    expect(res.statusCode, res.body).toBe(200);
    const member = (res.json() as StaffMember[]).find((one) => one.email === email);
    if (!member) throw new Error(`${email} not listed`);
    return member;
  };
  const browser = () => new AdminClient(ctx.app, PUBLIC_URL);
  const passwordOnly = async (staff: TestStaff) => {
    const client = browser();
    await client.session();
    const res = await client.post('/api/admin/sign-in', { email: staff.email, password: staff.password });
    expect(res.statusCode, res.body).toBe(200);
    await client.session();
    return client;
  };

  it('shows the time of a sign-in, and of a password only once its code came', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    expect((await listed(editor.email)).lastSignInAt).toBeNull();
    clock.advance(60_000);
    const signedInAt = clock.now().toISOString();
    await browser().signIn(editor, clock.now());
    expect(await listed(editor.email)).toMatchObject({ lastSignInAt: signedInAt, failures: 0 });

    const withCode = await createStaff(db(), 'editor', { totp: true });
    clock.advance(60_000);
    const halfway = await passwordOnly(withCode);
    // The password alone is no sign-in.
    expect((await listed(withCode.email)).lastSignInAt).toBeNull();
    const code = await halfway.post('/api/admin/sign-in/code', {
      code: currentTotp(withCode.totpSecret as string, clock.now()),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect((await listed(withCode.email)).lastSignInAt).toBe(clock.now().toISOString());
  });

  it('counts accepting an invitation, which signs the person in', async () => {
    const email = `amani-${kind}@veb.example`;
    const invited = await owner.post('/api/admin/staff/invitations', { email, role: 'inbox', locale: 'sw' });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = (invited.json() as { link: string }).link.split('/').pop();
    clock.advance(60_000);
    const guest = browser();
    await guest.session();
    const accepted = await guest.post(`/api/admin/invitations/${token}/accept`, {
      name: 'Amani Wekesa',
      password: 'a long and unusual passphrase 42',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await guest.session()).stage).toBe('full');
    expect((await listed(email)).lastSignInAt).toBe(clock.now().toISOString());
  });

  it('counts wrong passwords as failed sign-ins, but not a reset link asked for', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const asker = browser();
    await asker.session();
    const ask = await asker.post('/api/admin/password-reset', { email: editor.email });
    expect(ask.statusCode, ask.body).toBe(200);
    // An unknown reset link is a failure of the client's, named by no account.
    expect((await asker.get('/api/admin/password-reset/not-a-real-token-at-all')).statusCode).toBe(404);
    expect(await listed(editor.email)).toMatchObject({ failures: 0, lastSignInAt: null });

    const wrong = await asker.post('/api/admin/sign-in', { email: editor.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect((await listed(editor.email)).failures).toBe(1);
  });
});
