import type { SessionInfo } from '@common/admin/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const PUBLIC_URL = 'https://veb.example';

/**
 * Each staff member has a language, chosen on their account page (audited), set at setup from
 * the screen's language, and given by the inviting owner to a colleague, whose account then starts in it.
 */
describe.each(testDatabaseKinds())('a staff member’s language (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, env: { PUBLIC_URL } });
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const me = async (client: AdminClient) => ((await client.get('/api/admin/session')).json() as SessionInfo).user;

  it('is English at first, changed by the person only, audited, and said by the session', async () => {
    const staff = await createStaff(db(), 'inbox');
    const client = new AdminClient(ctx.app, PUBLIC_URL);
    await client.signIn(staff);
    expect((await me(client))?.locale).toBe('en');
    const changed = await client.request({
      method: 'PUT',
      url: '/api/admin/account/language',
      payload: { locale: 'sw' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(client))?.locale).toBe('sw');
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row.locale).toBe('sw');
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.language_changed'));
    expect(lines.filter((line) => line.actorId === staff.id).map((line) => line.details)).toEqual([
      { locale: 'sw', previous: 'en' },
    ]);
    // The same again changes and records nothing.
    await client.request({ method: 'PUT', url: '/api/admin/account/language', payload: { locale: 'sw' } });
    expect(
      (await db().select().from(auditLog).where(eq(auditLog.action, 'staff.language_changed'))).filter(
        (line) => line.actorId === staff.id,
      ),
    ).toHaveLength(1);
  });

  it('refuses a language the staff area does not have, a missing token and a signed-out caller', async () => {
    const client = new AdminClient(ctx.app, PUBLIC_URL);
    await client.signIn(await createStaff(db(), 'editor'));
    for (const payload of [{ locale: 'de' }, { locale: 3 }, {}, ['fr']]) {
      const refused = await client.request({ method: 'PUT', url: '/api/admin/account/language', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const forged = await client.request({
      method: 'PUT',
      url: '/api/admin/account/language',
      payload: { locale: 'fr' },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    const stranger = new AdminClient(ctx.app, PUBLIC_URL);
    await stranger.session();
    const anonymous = await stranger.request({
      method: 'PUT',
      url: '/api/admin/account/language',
      payload: { locale: 'fr' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(client))?.locale).toBe('en');
  });

  it('is the one the inviting owner chose: the invitation keeps it and the new account starts in it', async () => {
    const email = `juliette-${Date.now()}@veb.example`;
    const invited = await owner.post('/api/admin/staff/invitations', { email, role: 'editor', locale: 'fr' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { link } = invited.json() as { link: string };
    const listed = (await owner.get('/api/admin/staff/invitations')).json() as { email: string; locale: string }[];
    expect(listed.find((invitation) => invitation.email === email)?.locale).toBe('fr');
    const guest = new AdminClient(ctx.app, PUBLIC_URL);
    await guest.session();
    const accepted = await guest.request({
      method: 'POST',
      url: `/api/admin/invitations/${link.split('/').pop()}/accept`,
      payload: { name: 'Juliette Kabila', password: 'a long and unusual passphrase 42' },
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(row.locale).toBe('fr');
    // An invitation without a language (an older screen) is English.
    const plain = await owner.post('/api/admin/staff/invitations', { email: `plain-${email}`, role: 'inbox' });
    expect(plain.statusCode).toBe(201);
    const again = (await owner.get('/api/admin/staff/invitations')).json() as { email: string; locale: string }[];
    expect(again.find((invitation) => invitation.email === `plain-${email}`)?.locale).toBe('en');
    expect(
      (await owner.post('/api/admin/staff/invitations', { email: `x-${email}`, role: 'inbox', locale: 'xx' }))
        .statusCode,
    ).toBe(400);
  });

  it('is the one the person accepts the invitation in, over the invitation’s', async () => {
    const email = `baraka-${Date.now()}@veb.example`;
    const invited = await owner.post('/api/admin/staff/invitations', { email, role: 'editor', locale: 'en' });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = (invited.json() as { link: string }).link.split('/').pop();
    const guest = new AdminClient(ctx.app, PUBLIC_URL);
    await guest.session();
    const accept = (locale: unknown) =>
      guest.post(`/api/admin/invitations/${token}/accept`, {
        name: 'Baraka Mwangi',
        password: 'a long and unusual passphrase 42',
        locale,
      });
    expect((await accept('de')).statusCode).toBe(400);
    const accepted = await accept('fr');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await me(guest))?.locale).toBe('fr');
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(row.locale).toBe('fr');
  });
});
