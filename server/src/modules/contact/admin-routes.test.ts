import { CONTACT_STATUSES, type InboxList, type InboxMessage } from '@common/admin/contact';
import { and, desc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, mailOutbox, staffUsers } from '../../db/schema';
import { CONTACT_STATUSES as DB_STATUSES } from '../../db/schema/contact';
import { ManualClock } from '../../lib/clock';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const PUBLIC_URL = 'https://veb.example';
const addresses = (field: ParsedMail['to']) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((item) => item.value.map((v) => v.address));

describe.each(testDatabaseKinds())('contact inbox admin API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock();
  let inboxStaff: TestStaff;
  let owner: AdminClient;
  let inbox: AdminClient;
  let editor: AdminClient;
  let id = '';
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      seed: false,
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL },
    });
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    // The code is for the app's clock, which may be behind the wall clock by the time the app is up.
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
    inboxStaff = await createStaff(ctx.database.db, 'inbox');
    inbox = new AdminClient(ctx.app, PUBLIC_URL);
    await inbox.signIn(inboxStaff);
    editor = new AdminClient(ctx.app, PUBLIC_URL);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  let minutes = 0;
  /** A stored message, each one a minute newer than the last. */
  async function add(values: Partial<typeof contactMessages.$inferInsert> & { email: string }) {
    minutes += 1;
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({
        name: 'Visitor',
        phone: '+27 11 555 0100',
        subject: 'general',
        message: 'A question about the group and its companies.',
        createdAt: new Date(clock.now().getTime() - 24 * 60 * 60_000 + minutes * 60_000),
        ...values,
      })
      .returning();
    return row;
  }
  const list = async (client: AdminClient, query = '') => {
    const res = await client.get(`/api/admin/inbox${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as InboxList;
  };
  const auditFor = (messageId: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(messageId)), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  it('keeps the same statuses as the database', () => {
    expect([...CONTACT_STATUSES]).toEqual([...DB_STATUSES]);
  });

  it('lets owners and the inbox role in, and refuses editors with 403 on every inbox and settings route', async () => {
    const message = await add({ email: 'roles@example.org' });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/inbox'],
      ['GET', '/api/admin/inbox/unread'],
      ['GET', '/api/admin/inbox/assignees'],
      ['GET', `/api/admin/inbox/${message.id}`],
      ['POST', `/api/admin/inbox/${message.id}/read`, {}],
      ['POST', `/api/admin/inbox/${message.id}/notes`, { body: 'x' }],
      ['PUT', `/api/admin/inbox/${message.id}/status`, { status: 'in_progress' }],
      ['PUT', `/api/admin/inbox/${message.id}/assignee`, { assigneeId: null }],
      ['POST', `/api/admin/inbox/${message.id}/reply`, { subject: 's', body: 'b' }],
    ];
    for (const [method, url, payload] of routes) {
      const refused = await editor.request({ method: method as 'GET', url, payload: payload as object });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of routes.slice(0, 4)) {
      expect((await inbox.request({ method: method as 'GET', url, payload: payload as object })).statusCode).toBe(200);
      expect((await owner.request({ method: method as 'GET', url, payload: payload as object })).statusCode).toBe(200);
    }
    expect((await editor.get('/api/admin/settings/contact-notifications')).statusCode).toBe(403);
    expect((await inbox.get('/api/admin/settings/contact-notifications')).statusCode).toBe(403);
    expect((await owner.get('/api/admin/settings/contact-notifications')).statusCode).toBe(200);
    // Without a session: 401.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox' })).statusCode).toBe(401);
  });

  it('lists newest first with unread marks and counts; filters by status and type; searches four fields', async () => {
    id = `${Date.now()}`;
    const a = await add({ email: `ama-${id}@example.org`, name: 'Ama Mensah', subject: 'partnership' });
    const b = await add({ email: `ben-${id}@example.org`, company: `Ben Traders ${id}`, subject: 'investment' });
    const c = await add({ email: `cy-${id}@example.org`, status: 'spam', spamReason: 'honeypot' });
    const d = await add({
      email: `di-${id}@example.org`,
      message: `About tender ${id}, 50% of it_x.`,
      status: 'archived',
    });

    const all = await list(inbox, `?q=${id}`);
    // Spam and archived are set aside unless asked for.
    expect(all.messages.map((m) => m.id)).toEqual([b.id, a.id]);
    expect(all.messages[0]).toMatchObject({
      unread: true,
      status: 'new',
      type: 'investment',
      company: `Ben Traders ${id}`,
    });
    expect((await list(inbox, `?q=${id}&status=spam`)).messages.map((m) => m.id)).toEqual([c.id]);
    expect((await list(inbox, `?q=${id}&status=archived`)).messages.map((m) => m.id)).toEqual([d.id]);
    expect((await list(inbox, `?q=${id}&type=partnership`)).messages.map((m) => m.id)).toEqual([a.id]);
    // Name, company, text (with % and _ taken literally).
    expect((await list(inbox, '?q=ama%20mensah')).messages.map((m) => m.id)).toEqual([a.id]);
    expect((await list(inbox, `?q=${encodeURIComponent(`Ben Traders ${id}`)}`)).total).toBe(1);
    expect((await list(inbox, `?q=${encodeURIComponent('50% of it_x')}&status=archived`)).total).toBe(1);
    expect((await list(inbox, `?q=${encodeURIComponent('5_%')}&status=archived`)).total).toBe(0);
    const counts = (await list(inbox)).counts;
    expect(counts.spam).toBeGreaterThanOrEqual(1);
    expect(counts.archived).toBeGreaterThanOrEqual(1);
    // Paging.
    const page = await list(inbox, `?q=${id}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 2, messages: [{ id: a.id }] });
    expect((await inbox.get('/api/admin/inbox?status=lost')).statusCode).toBe(400);
    expect((await inbox.get('/api/admin/inbox/abc')).statusCode).toBe(400);
    expect((await inbox.get('/api/admin/inbox/999999')).statusCode).toBe(404);
  });

  it('marks a message read once when opened (audited), and the unread count follows', async () => {
    const message = await add({ email: 'read@example.org' });
    const before = (await inbox.get('/api/admin/inbox/unread')).json().unread;
    const view = (await inbox.get(`/api/admin/inbox/${message.id}`)).json() as InboxMessage;
    expect(view).toMatchObject({ unread: true, readAt: null, phone: '+27 11 555 0100', email: 'read@example.org' });
    const read = await inbox.post(`/api/admin/inbox/${message.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unread: false, readAt: clock.now().toISOString() });
    expect((await inbox.get('/api/admin/inbox/unread')).json().unread).toBe(before - 1);
    await inbox.post(`/api/admin/inbox/${message.id}/read`);
    expect(await auditFor(message.id, 'contact.read')).toHaveLength(1);
    // Without the CSRF token the change is refused.
    const other = await add({ email: 'csrf@example.org' });
    expect(
      (await inbox.request({ method: 'POST', url: `/api/admin/inbox/${other.id}/read`, csrf: false })).statusCode,
    ).toBe(403);
  });

  it('adds notes, assigns to inbox staff only, and changes the status: each on the history and in the audit log', async () => {
    const message = await add({ email: 'work@example.org' });
    const url = `/api/admin/inbox/${message.id}`;
    expect((await inbox.post(`${url}/notes`, { body: '  ' })).statusCode).toBe(400);
    const noted = await inbox.post(`${url}/notes`, { body: 'Called back, left a voicemail.' });
    expect(noted.statusCode).toBe(200);

    const people = (await inbox.get('/api/admin/inbox/assignees')).json() as { id: number; name: string }[];
    expect(people.map((p) => p.id)).toContain(inboxStaff.id);
    const editorRow = await createStaff(ctx.database.db, 'editor');
    expect(people.map((p) => p.id)).not.toContain(editorRow.id);
    expect(
      (await inbox.request({ method: 'PUT', url: `${url}/assignee`, payload: { assigneeId: editorRow.id } }))
        .statusCode,
    ).toBe(400);
    const assigned = await inbox.request({
      method: 'PUT',
      url: `${url}/assignee`,
      payload: { assigneeId: inboxStaff.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assignee).toEqual({ id: inboxStaff.id, name: expect.any(String) });

    const moved = await inbox.request({ method: 'PUT', url: `${url}/status`, payload: { status: 'in_progress' } });
    expect(moved.statusCode).toBe(200);
    const view = moved.json() as InboxMessage;
    expect(view.status).toBe('in_progress');
    expect(view.events.map((e) => e.kind)).toEqual(['note', 'assignee', 'status']);
    // A colleague is named by their name, not their address.
    expect(view.events[0]).toMatchObject({ body: 'Called back, left a voicemail.', actor: inboxStaff.name });
    expect(view.events[2].details).toEqual({ from: 'new', to: 'in_progress' });
    expect(await auditFor(message.id, 'contact.note_added')).toHaveLength(1);
    expect(await auditFor(message.id, 'contact.assigned')).toHaveLength(1);
    expect((await auditFor(message.id, 'contact.status_changed'))[0]).toMatchObject({
      actor: inboxStaff.email,
      details: { from: 'new', to: 'in_progress' },
    });
    expect((await inbox.request({ method: 'PUT', url: `${url}/status`, payload: { status: 'gone' } })).statusCode).toBe(
      400,
    );
  });

  it('moves a message out of Spam; replying waits until then', async () => {
    const message = await add({ email: 'notspam@example.org', status: 'spam', spamReason: 'too_fast' });
    const url = `/api/admin/inbox/${message.id}`;
    const refused = await inbox.post(`${url}/reply`, { subject: 'Re: hello', body: 'Thanks.' });
    expect(refused.statusCode).toBe(409);
    const moved = await owner.request({ method: 'PUT', url: `${url}/status`, payload: { status: 'new' } });
    expect(moved.json()).toMatchObject({ status: 'new', spamReason: 'too_fast' });
    expect((await auditFor(message.id, 'contact.status_changed'))[0].details).toEqual({ from: 'spam', to: 'new' });
    expect((await list(inbox, '?q=notspam@example.org')).total).toBe(1);
  });

  it('says who marked a message as spam by hand and when, through every move in and out of Spam', async () => {
    const nameOf = async (staffId: number) =>
      (await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.id, staffId)))[0].name;
    const ownerStaff = await createStaff(ctx.database.db, 'owner');
    const ownerClient = new AdminClient(ctx.app, PUBLIC_URL);
    await ownerClient.signIn(ownerStaff, clock.now());
    const message = await add({ email: 'hand-spam@example.org' });
    const url = `/api/admin/inbox/${message.id}`;
    const setTo = async (client: AdminClient, status: string) => {
      const res = await client.request({ method: 'PUT', url: `${url}/status`, payload: { status } });
      expect(res.statusCode).toBe(200);
      return res.json() as InboxMessage;
    };
    expect(((await inbox.get(url)).json() as InboxMessage).markedSpam).toBeNull();

    const first = clock.now().toISOString();
    const marked = await setTo(inbox, 'spam');
    expect(marked).toMatchObject({ status: 'spam', spamReason: null });
    expect(marked.markedSpam).toEqual({ by: await nameOf(inboxStaff.id), at: first });

    clock.advance(60_000);
    expect((await setTo(inbox, 'new')).markedSpam).toBeNull();
    clock.advance(60_000);
    const again = clock.now().toISOString();
    expect((await setTo(ownerClient, 'spam')).markedSpam).toEqual({ by: await nameOf(ownerStaff.id), at: again });
    // The GET says the same as the change's answer.
    expect(((await inbox.get(url)).json() as InboxMessage).markedSpam).toEqual({
      by: await nameOf(ownerStaff.id),
      at: again,
    });

    // Filed on arrival: no one marked it; the reason stays. Moved out and back by hand: that person, then.
    const arrived = await add({ email: 'arrived-spam@example.org', status: 'spam', spamReason: 'honeypot' });
    const arrivedUrl = `/api/admin/inbox/${arrived.id}`;
    expect((await inbox.get(arrivedUrl)).json()).toMatchObject({ spamReason: 'honeypot', markedSpam: null });
    await inbox.request({ method: 'PUT', url: `${arrivedUrl}/status`, payload: { status: 'in_progress' } });
    clock.advance(60_000);
    const back = await inbox.request({ method: 'PUT', url: `${arrivedUrl}/status`, payload: { status: 'spam' } });
    expect(back.json()).toMatchObject({
      spamReason: 'honeypot',
      markedSpam: { by: await nameOf(inboxStaff.id), at: clock.now().toISOString() },
    });
  });

  it('sends a reply through the outbox, keeps it on the history with its delivery, and marks the message answered', async () => {
    const message = await add({ email: 'answer-me@example.org', name: 'Kofi', message: 'Do you hire interns?' });
    const url = `/api/admin/inbox/${message.id}`;
    const res = await inbox.post(`${url}/reply`, {
      subject: 'Re: Career Opportunity',
      body: 'Dear Kofi,\n\nYes: see the Careers page.',
    });
    expect(res.statusCode).toBe(200);
    const view = res.json() as InboxMessage;
    expect(view.status).toBe('answered');
    const replyEvent = view.events.find((e) => e.kind === 'reply');
    expect(replyEvent).toMatchObject({ body: 'Dear Kofi,\n\nYes: see the Careers page.', actor: inboxStaff.name });
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, message.id));
    expect(row).toMatchObject({ kind: 'contact_reply', toAddress: 'answer-me@example.org', replyTo: inboxStaff.email });
    expect(replyEvent?.details).toMatchObject({ mailId: row.id, subject: 'Re: Career Opportunity' });

    const [mail] = await smtp.waitFor(1, (m) => addresses(m.to).includes('answer-me@example.org'));
    expect(mail.subject).toBe('Re: Career Opportunity');
    expect(mail.text).toContain('Yes: see the Careers page.');
    expect(mail.text).toContain('> Do you hire interns?');
    await expect
      .poll(
        async () => (await inbox.get(url)).json().events.find((e: { kind: string }) => e.kind === 'reply').mailStatus,
      )
      .toBe('sent');
    expect((await auditFor(message.id, 'contact.replied'))[0]).toMatchObject({
      actor: inboxStaff.email,
      details: { mailId: row.id, to: 'answer-me@example.org' },
    });
    expect((await inbox.post(`${url}/reply`, { subject: '', body: 'x' })).statusCode).toBe(400);
  });

  it.each([
    ['fr', 'Amina', 'Le 25 nov. 2026 à 14:30 SAST, Amina a écrit\u00a0:'],
    ['sw', 'Baraka', 'Tarehe 25 Nov 2026 saa 14:30 SAST, Baraka aliandika:'],
    ['en', 'Thandi', 'On 25 Nov 2026 at 14:30 SAST, Thandi wrote:'],
  ])(
    'quotes a %s message in a reply under a line in its language, at the site’s time with its zone',
    async (locale, name, line) => {
      const email = `quote-${locale}-${Date.now()}@example.org`;
      // 12:30 UTC is 14:30 in Johannesburg.
      const message = await add({ email, name, locale, message: 'Première ligne\nSeconde ligne' });
      await ctx.database.db
        .update(contactMessages)
        .set({ createdAt: new Date('2026-11-25T12:30:00Z') })
        .where(eq(contactMessages.id, message.id));
      const res = await inbox.post(`/api/admin/inbox/${message.id}/reply`, { subject: 'Re: question', body: 'Merci.' });
      expect(res.statusCode).toBe(200);
      const [mail] = await smtp.waitFor(1, (m) => addresses(m.to).includes(email));
      expect(mail.text).toContain(`Merci.\n\n${line}\n> Première ligne\n> Seconde ligne`);
    },
  );
});
