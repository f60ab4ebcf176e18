import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffRecoveryCodes } from '../../db/schema';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { replaceRecoveryCodes } from '../auth';

const PUBLIC_URL = 'https://veb.example';
const addressedTo = (email: string) => (message: ParsedMail) => JSON.stringify(message.to ?? '').includes(email);

describe.each(testDatabaseKinds())('an owner helps colleagues (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  let owner: TestStaff;
  let admin: AdminClient;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, { seed: false, env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL } });
    owner = await createStaff(ctx.database.db, 'owner');
    admin = new AdminClient(ctx.app, PUBLIC_URL);
    await admin.signIn(owner);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const db = () => ctx.database.db;
  const signedIn = async (staff: TestStaff, userAgent: string) => {
    const client = new AdminClient(ctx.app, PUBLIC_URL);
    const request = client.request.bind(client);
    client.request = (options) => request({ ...options, headers: { 'user-agent': userAgent, ...options.headers } });
    await client.signIn(staff);
    return client;
  };
  const audit = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

  it('e-mails a colleague a reset link that says who sent it; the owner never sees the link', async () => {
    const colleague = await createStaff(db(), 'editor', { totp: false });
    const sent = await admin.post(`/api/admin/staff/${colleague.id}/password-reset`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, email: colleague.email, mailConfigured: true });
    expect(sent.body).not.toMatch(/\/admin\/reset\//);
    const [message] = await smtp.waitFor(1, addressedTo(colleague.email));
    const { name } = (await admin.session()).user;
    expect(message.text).toContain(`${name}, an owner of the VEB Group website, sent you a link`);
    const token = /\/admin\/reset\/([\w-]{43})/.exec(message.text ?? '')?.[1];
    // The link works like one asked for on the sign-in screen.
    const holder = new AdminClient(ctx.app, PUBLIC_URL);
    await holder.session();
    const done = await holder.post(`/api/admin/password-reset/${token}`, { password: 'a fresh start for all' });
    expect(done.statusCode).toBe(200);
    expect((await audit('staff.password_reset_sent')).map((line) => line.targetId)).toContain(String(colleague.id));
    const [completed] = (await audit('staff.password_reset_completed')).filter(
      (line) => line.targetId === String(colleague.id),
    );
    expect(completed.details).toMatchObject({ sentBy: 'owner' });
    // Not to oneself, nor to a disabled account.
    expect((await admin.post(`/api/admin/staff/${owner.id}/password-reset`)).statusCode).toBe(409);
    const disabled = await createStaff(db(), 'inbox', { totp: false });
    await admin.request({ method: 'PATCH', url: `/api/admin/staff/${disabled.id}`, payload: { disabled: true } });
    expect((await admin.post(`/api/admin/staff/${disabled.id}/password-reset`)).statusCode).toBe(409);
    expect((await admin.post('/api/admin/staff/999999/password-reset')).statusCode).toBe(404);
  });

  it('lists a colleague’s sessions with device, address and last seen, and ends one of them', async () => {
    const colleague = await createStaff(db(), 'inbox', { totp: false });
    const laptop = await signedIn(colleague, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0');
    const phone = await signedIn(colleague, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    const list = await admin.get(`/api/admin/staff/${colleague.id}/sessions`);
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: number; userAgent: string; ip: string; lastSeenAt: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.userAgent).join(' ')).toMatch(/Firefox.*|iPhone/);
    expect(sessions.every((s) => s.ip && s.lastSeenAt)).toBe(true);
    const lost = sessions.find((s) => /iPhone/.test(s.userAgent)) as { id: number };
    const ended = await admin.request({
      method: 'DELETE',
      url: `/api/admin/staff/${colleague.id}/sessions/${lost.id}`,
    });
    expect(ended.statusCode).toBe(200);
    expect((await phone.get('/api/admin/dashboard')).statusCode).toBe(401);
    expect((await laptop.get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/staff/${colleague.id}/sessions`)).json()).toHaveLength(1);
    const [line] = (await audit('staff.colleague_session_ended')).filter((l) => l.targetId === String(lost.id));
    expect(line).toMatchObject({ actor: owner.email, details: { email: colleague.email } });
    // Another account's session id under this colleague is not found; one's own current session is refused.
    const other = await createStaff(db(), 'editor', { totp: false });
    await signedIn(other, 'curl/8');
    const [otherSession] = (await admin.get(`/api/admin/staff/${other.id}/sessions`)).json();
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/staff/${colleague.id}/sessions/${otherSession.id}` }))
        .statusCode,
    ).toBe(404);
    const mine = (await admin.get(`/api/admin/staff/${owner.id}/sessions`))
      .json()
      .find((s: { current: boolean }) => s.current);
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/staff/${owner.id}/sessions/${mine.id}` })).statusCode,
    ).toBe(409);
    // Refused without the CSRF token.
    expect(
      (
        await admin.request({
          method: 'DELETE',
          url: `/api/admin/staff/${other.id}/sessions/${otherSession.id}`,
          csrf: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('resetting a colleague’s two-factor ends their sessions and voids their recovery codes', async () => {
    const colleague = await createStaff(db(), 'editor', { totp: true });
    await replaceRecoveryCodes(db(), colleague.id, new Date());
    const theirs = await signedIn(colleague, 'Mozilla/5.0 (Macintosh) Safari/605');
    const reset = await admin.post(`/api/admin/staff/${colleague.id}/reset-two-factor`);
    expect(reset.statusCode).toBe(200);
    expect((await theirs.get('/api/admin/dashboard')).statusCode).toBe(401);
    expect(await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, colleague.id))).toEqual([]);
    const [line] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.two_factor_reset'), eq(auditLog.targetId, String(colleague.id))));
    expect(line.actor).toBe(owner.email);
  });
});
