import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { currentTotp } from './totp';

/**
 * Re-authentication before a sensitive owner action (docs/decisions/094): within 10 minutes of signing in
 * with every factor, or of confirming with a code, an owner may reset a colleague's two-factor sign-in,
 * change a role or invite an owner; later, 403 `auth.confirmFirst` and nothing changes. And a colleague's
 * half-signed-in session is listed for the owner, who can end it.
 */
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('confirming it is you before a sensitive change (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock();
  let me: TestStaff;
  let owner: AdminClient;
  let colleague: TestStaff;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
    me = await createStaff(ctx.database.db, 'owner');
    colleague = await createStaff(ctx.database.db, 'editor', { totp: true });
    owner = new AdminClient(ctx.app);
    await owner.signIn(me, clock.now());
  });
  afterAll(() => ctx.close());

  const roleOf = async (id: number) =>
    (await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0].role;
  const sensitive = {
    role: () => owner.admin('PATCH', `/staff/${colleague.id}`, { role: 'inbox' }),
    reset: () => owner.admin('POST', `/staff/${colleague.id}/reset-two-factor`),
    inviteOwner: () =>
      owner.admin('POST', '/staff/invitations', {
        email: `new-owner-${Date.now()}@veb.example`,
        role: 'owner',
        locale: 'en',
        companyIds: [],
      }),
  };

  it('asks again ten minutes after signing in, for a role, a two-factor reset and an owner invited', async () => {
    // Right after signing in: a role changes.
    expect((await owner.admin('PATCH', `/staff/${colleague.id}`, { role: 'writer' })).statusCode).toBe(200);
    expect(await roleOf(colleague.id)).toBe('writer');

    clock.advance(11 * MINUTE);
    for (const [name, call] of Object.entries(sensitive)) {
      const res = await call();
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({
        code: 'auth.confirmFirst',
        message: 'Confirm it is you first: this change needs your code (or password) from the last 10 minutes',
      });
    }
    // Nothing changed: the role, the colleague's two-factor, no invitation.
    expect(await roleOf(colleague.id)).toBe('writer');
    const [row] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.id, colleague.id));
    expect(row.totpSecret).not.toBeNull();
    // What is not sensitive is not asked: an editor invited, a colleague's companies.
    const editorInvite = await owner.admin('POST', '/staff/invitations', {
      email: `new-editor-${Date.now()}@veb.example`,
      role: 'editor',
      locale: 'en',
      companyIds: [],
    });
    expect(editorInvite.statusCode).toBe(201);

    // A wrong code is refused as a sign-in step is; the right one confirms for ten minutes.
    const wrong = await owner.admin('POST', '/account/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('code');
    const confirmed = await owner.admin('POST', '/account/confirm', {
      code: currentTotp(me.totpSecret as string, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    for (const [name, call] of Object.entries(sensitive)) expect((await call()).statusCode, name).toBeLessThan(300);
    expect(await roleOf(colleague.id)).toBe('inbox');
    const actions = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.identity_confirmed'));
    expect(actions).toHaveLength(1);
    expect(actions[0].actor).toBe(me.email);

    // Ten minutes later it asks again.
    clock.advance(11 * MINUTE);
    expect((await owner.admin('PATCH', `/staff/${colleague.id}`, { role: 'editor' })).statusCode).toBe(403);
    expect(await roleOf(colleague.id)).toBe('inbox');
  });

  it('confirms with the password for an account without two-factor sign-in, and not with a code', async () => {
    const plain = await createStaff(ctx.database.db, 'editor');
    const client = new AdminClient(ctx.app);
    await client.signIn(plain, clock.now());
    expect((await client.admin('POST', '/account/confirm', { code: '123456' })).statusCode).toBe(400);
    expect((await client.admin('POST', '/account/confirm', { password: 'not it at all' })).statusCode).toBe(400);
    expect((await client.admin('POST', '/account/confirm', { password: plain.password })).statusCode).toBe(200);
  });

  it('lists a colleague’s half-signed-in session for the owner, who can end it', async () => {
    const other = await createStaff(ctx.database.db, 'editor', { totp: true });
    const half = new AdminClient(ctx.app);
    await half.session();
    const first = await half.post('/api/admin/sign-in', { email: other.email, password: other.password });
    expect(first.json().next).toBe('totp');
    const listed = (await owner.admin('GET', `/staff/${other.id}/sessions`)).json() as { id: number; stage: string }[];
    const pending = listed.find((session) => session.stage === 'password');
    expect(pending).toBeDefined();
    expect((await owner.admin('DELETE', `/staff/${other.id}/sessions/${pending?.id}`)).statusCode).toBe(200);
    // Ended: the code no longer finishes that sign-in.
    await half.session();
    const code = await half.post('/api/admin/sign-in/code', {
      code: currentTotp(other.totpSecret as string, clock.now()),
    });
    expect(code.statusCode).toBeGreaterThanOrEqual(400);
    expect(((await owner.admin('GET', `/staff/${other.id}/sessions`)).json() as unknown[]).length).toBe(0);
  });
});
