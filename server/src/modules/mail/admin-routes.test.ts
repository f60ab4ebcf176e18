import type { OutboxList, OutboxMailContent, OutboxMailDetails } from '@common/admin/outbox';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { MASKED_TOKEN } from '../../lib/tokens';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { enqueueMail } from '.';

const HOUR = 60 * 60_000;
const SECRET = 'confirm-token-that-must-stay-secret';

describe.each(testDatabaseKinds())('outbox admin (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  let owner: AdminClient;
  let editor: AdminClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, { seed: false, env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url } });
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    const db = ctx.database.db;
    const later = new Date(Date.now() + 10 * HOUR);
    // Rows in each state, kept away from the running worker: queued ones are due only in ten hours.
    [ids.queued, ids.sending, ids.confirmation] = await enqueueMail(db, [
      {
        kind: 'contact_notification',
        language: 'en',
        to: 'queued@example.org',
        subject: 'Queued',
        text: 'q',
        notBefore: later,
      },
      {
        kind: 'contact_reply',
        language: 'en',
        to: 'sending@example.org',
        subject: 'Sending',
        text: 's',
        notBefore: later,
      },
      {
        kind: 'newsletter_confirmation',
        language: 'en',
        to: 'secret@example.org',
        subject: 'Confirm',
        text: `Open https://veb.example/newsletter/confirm#token=${SECRET}`,
        html: `<a href="https://veb.example/newsletter/confirm#token=${SECRET}">Confirm</a>`,
        headers: { 'List-Unsubscribe': `<https://veb.example/api/newsletter/unsubscribe?token=${SECRET}>` },
        notBefore: later,
      },
    ]);
    await db.update(mailOutbox).set({ status: 'sending', lockedUntil: later }).where(eq(mailOutbox.id, ids.sending));
    const [sent] = await db
      .insert(mailOutbox)
      .values({ kind: 'contact_reply', toAddress: 'sent@example.org', subject: 'Sent', textBody: 't' })
      .returning();
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
      .where(eq(mailOutbox.id, sent.id));
    ids.sent = sent.id;
    const failed = await db
      .insert(mailOutbox)
      .values(
        ['failed-1', 'failed-2'].map((name) => ({
          kind: 'contact_notification',
          toAddress: `${name}@example.org`,
          subject: `Subject ${name}`,
          textBody: 'f',
          status: 'failed' as const,
          attempts: 12,
          lastError: '451 Mailbox temporarily unavailable',
        })),
      )
      .returning();
    [ids.failed1, ids.failed2] = failed.map((row) => row.id);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const list = async (query = '') => {
    const response = await owner.get(`/api/admin/outbox${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OutboxList;
  };

  it('lists mail by tab with counts, newest first, in pages', async () => {
    const all = await list();
    expect(all.counts).toEqual({ queued: 3, sent: 1, failed: 2, cancelled: 0 });
    expect(all.total).toBe(6);
    expect(all.mailConfigured).toBe(true);

    const queued = await list('?status=queued');
    expect(queued.mails.map((mail) => mail.id).sort()).toEqual([ids.queued, ids.sending, ids.confirmation].sort());
    expect(queued.mails.find((mail) => mail.id === ids.sending)?.status).toBe('sending');

    const failed = await list('?status=failed');
    expect(failed.mails.map((mail) => mail.id)).toEqual([ids.failed2, ids.failed1]);
    expect(failed.mails[0]).toMatchObject({
      to: 'failed-2@example.org',
      subject: 'Subject failed-2',
      kind: 'contact_notification',
      status: 'failed',
      attempts: 12,
      lastError: '451 Mailbox temporarily unavailable',
    });

    const page = await list('?status=failed&limit=1&offset=1');
    expect(page.total).toBe(2);
    expect(page.mails.map((mail) => mail.id)).toEqual([ids.failed1]);
  });

  it('refuses bad filters with a clear 400', async () => {
    const response = await owner.get('/api/admin/outbox?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose queued, sent, failed or cancelled');
    expect((await owner.get('/api/admin/outbox?limit=100000')).statusCode).toBe(400);
    expect((await owner.get('/api/admin/outbox/abc')).statusCode).toBe(400);
    expect((await owner.get('/api/admin/outbox/999999')).statusCode).toBe(404);
  });

  it('shows one mail without its body or headers, whose links act for the recipient', async () => {
    const response = await owner.get(`/api/admin/outbox/${ids.confirmation}`);
    expect(response.statusCode).toBe(200);
    const details = response.json() as OutboxMailDetails;
    expect(details).toMatchObject({
      kind: 'newsletter_confirmation',
      to: 'secret@example.org',
      subject: 'Confirm',
      status: 'queued',
      hasHtml: true,
    });
    expect(response.body).not.toContain(SECRET);
    expect((await owner.get('/api/admin/outbox')).body).not.toContain(SECRET);
  });

  it('shows owners each mail as it was sent, with the tokens of its acting links masked', async () => {
    // Real mails with real tokens: a newsletter confirmation (its link and the unsubscribe header) and an invitation.
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'reader-content@example.org', lang: 'fr' },
    });
    expect(subscribed.statusCode).toBe(201);
    const invited = await owner.post('/api/admin/staff/invitations', {
      email: 'new-colleague@example.org',
      role: 'editor',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const delivered = await smtp.waitFor(2, (m) =>
      ['reader-content@example.org', 'new-colleague@example.org'].includes(
        m.to ? String((m.to as { text: string }).text) : '',
      ),
    );
    for (const message of delivered) {
      const to = String((message.to as { text: string }).text);
      const tokens = [...String(message.text).matchAll(/(?:token=|invitation\/)([A-Za-z0-9_-]{43})/g)].map((m) => m[1]);
      expect(tokens.length, to).toBeGreaterThan(0);
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      const response = await owner.get(`/api/admin/outbox/${row.id}/content`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const content = response.json() as OutboxMailContent;
      // The whole mail is there, the same text the recipient read, but for the tokens.
      expect(content.text).toBe(
        tokens.reduce(
          (text, token) => text.replaceAll(token, MASKED_TOKEN),
          String(message.text).replace(/\r\n/g, '\n').trimEnd(),
        ),
      );
      expect(content.html).toContain(MASKED_TOKEN);
      for (const token of tokens) expect(response.body, to).not.toContain(token);
    }
    expect((await editor.get(`/api/admin/outbox/${ids.confirmation}/content`)).statusCode).toBe(403);
    expect((await owner.get('/api/admin/outbox/999999/content')).statusCode).toBe(404);
  });

  it('is for owners only', async () => {
    expect((await editor.get('/api/admin/outbox')).statusCode).toBe(403);
    expect((await editor.get(`/api/admin/outbox/${ids.failed1}`)).statusCode).toBe(403);
    expect((await editor.post(`/api/admin/outbox/${ids.failed1}/retry`)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.failed1));
    expect(row.status).toBe('failed');
  });

  it('tells owners on the dashboard how many mails failed, linking to the outbox', async () => {
    const mine = (await owner.get('/api/admin/dashboard')).json();
    expect(mine.attention).toContainEqual({
      kind: 'mail_failed',
      count: 2,
      path: '/outbox?status=failed',
      label: '2 e-mails failed',
    });
    expect(mine.mailConfigured).toBe(true);
    const theirs = (await editor.get('/api/admin/dashboard')).json();
    expect(theirs.attention.map((item: { kind: string }) => item.kind)).not.toContain('mail_failed');
  });

  it('retries a failed mail: queued at once, audited, then delivered; only failed mail can be retried', async () => {
    const response = await owner.post(`/api/admin/outbox/${ids.failed1}/retry`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.failed1, attempts: 0 });
    expect(['queued', 'sending', 'sent']).toContain(response.json().status);
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retried'), eq(auditLog.targetId, String(ids.failed1))))
      .orderBy(desc(auditLog.id));
    expect(line).toMatchObject({
      targetType: 'mail',
      details: { kind: 'contact_notification', to: 'failed-1@example.org' },
    });
    await smtp.waitFor(1, (message) => message.subject === 'Subject failed-1');
    expect((await owner.post(`/api/admin/outbox/${ids.failed1}/retry`)).statusCode).toBe(409);
    expect((await owner.post(`/api/admin/outbox/${ids.queued}/retry`)).statusCode).toBe(409);
    expect((await owner.post('/api/admin/outbox/999999/retry')).statusCode).toBe(404);
    // Without the CSRF token nothing changes.
    expect(
      (await owner.request({ method: 'POST', url: `/api/admin/outbox/${ids.failed2}/retry`, csrf: false })).statusCode,
    ).toBe(403);
    expect((await list()).counts.failed).toBe(1);
  });
});

describe('outbox admin without SMTP_URL', () => {
  it('says e-mail is not configured, on the dashboard and the outbox', async () => {
    const ctx = await createTestApp('pglite', { seed: false });
    try {
      const owner = new AdminClient(ctx.app);
      await owner.signIn(await createStaff(ctx.database.db, 'owner'));
      expect((await owner.get('/api/admin/dashboard')).json().mailConfigured).toBe(false);
      expect(((await owner.get('/api/admin/outbox')).json() as OutboxList).mailConfigured).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
