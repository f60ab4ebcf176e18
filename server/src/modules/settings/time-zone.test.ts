import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const URL = '/api/admin/settings/time-zone';
const PUBLIC_URL = 'https://veb.example';
// Friday 15 Jan 2027, 12:30 UTC: 14:30 in Johannesburg, 15:30 in Nairobi (ahead of the database's clock, so
// mail queued at the database's now is due).
const NOW = Date.UTC(2027, 0, 15, 12, 30);

describe.each(testDatabaseKinds())('settings: the staff area’s time zone (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock(NOW);
  let owner: AdminClient;
  let editor: AdminClient;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      seed: false,
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL, CONTACT_NOTIFY_TO: 'desk@veb.example' },
    });
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
    editor = new AdminClient(ctx.app, PUBLIC_URL);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'), clock.now());
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const put = (client: AdminClient, payload: unknown) =>
    client.request({ method: 'PUT', url: URL, payload: payload as object });

  it('is Johannesburg until an owner chooses, and every session carries it', async () => {
    expect((await owner.get(URL)).json()).toEqual({ timeZone: 'Africa/Johannesburg' });
    expect((await editor.session()).timeZone).toBe('Africa/Johannesburg');
    expect((await new AdminClient(ctx.app, PUBLIC_URL).session()).timeZone).toBe('Africa/Johannesburg');
  });

  it('writes the invitation e-mail’s expiry in the zone, with its label', async () => {
    const email = `invited-${kind}@example.org`;
    const res = await owner.post('/api/admin/staff/invitations', { email, role: 'editor' });
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, (m) => JSON.stringify(m.to).includes(email));
    // 72 hours after Friday 15 Jan 2027, 14:30 SAST.
    expect(mail.text).toContain('expires on Monday, 18 January 2027 at 14:30 SAST.');
  });

  it('is changed by an owner only, canonical, audited with before and after, and read by every session', async () => {
    expect((await put(editor, { timeZone: 'Africa/Nairobi' })).statusCode).toBe(403);
    const res = await put(owner, { timeZone: ' africa/nairobi ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Africa/Nairobi' });
    expect((await editor.session()).timeZone).toBe('Africa/Nairobi');
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.time_zone_changed'))
      .orderBy(desc(auditLog.id));
    expect(line.details).toEqual({ from: 'Africa/Johannesburg', to: 'Africa/Nairobi' });
    // Saving the same zone again changes nothing and records nothing.
    expect((await put(owner, { timeZone: 'Africa/Nairobi' })).statusCode).toBe(200);
    const lines = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.time_zone_changed'));
    expect(lines).toHaveLength(1);
  });

  it('refuses a zone that does not exist with 400 and a message', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+02:00', '', 42]) {
      const res = await put(owner, { timeZone });
      expect(res.statusCode, String(timeZone)).toBe(400);
      expect(res.json().message).toBe('Choose a time zone of the list');
    }
    expect((await put(owner, {})).statusCode).toBe(400);
    expect((await owner.get(URL)).json()).toEqual({ timeZone: 'Africa/Nairobi' });
  });

  it('writes the contact notification’s time of arrival in the chosen zone', async () => {
    const token = (await ctx.app.inject({ method: 'GET', url: '/api/contact/form-token' })).json().token;
    clock.advance(5000);
    const email = `visitor-${kind}@example.org`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Amina Odhiambo',
        email,
        phone: '+254 20 555 0100',
        company: '',
        subject: 'general',
        message: 'When does the Nairobi office open in the morning?',
        formToken: token,
      },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, (m) => (m.text ?? '').includes(email));
    expect(mail.text).toContain('Received: 15 Jan 2027, 15:30 EAT');
  });
});
