import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stderrLogger } from '../../db/logger';
import { auditLog, mailOutbox, signInAttempts } from '../../db/schema';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import {
  CLAIM_MS,
  cancelInvitationMail,
  claimDueMail,
  createMailTransport,
  enqueueMail,
  markAttemptFailed,
  startMailWorker,
} from '../mail';

const PUBLIC_URL = 'https://veb.example';
/** The sign-in throttle's failures per client address in 15 minutes (auth's throttle.ts). */
const CLIENT_LIMIT = 50;
const addressedTo = (email: string) => (message: ParsedMail) => JSON.stringify(message.to ?? '').includes(email);
const tokenOf = (link: string) => link.split('/').pop() as string;

/**
 * The invitation screen says the invitation was e-mailed and to whom (docs/decisions/027); invitations are sent
 * again (a new link: the old one stops working) and withdrawn, and withdrawing cancels the queued mail,
 * found exactly through the outbox row's invitation_id. No worker runs here unless a test starts one, so
 * a mail stays queued until then.
 */
describe.each(testDatabaseKinds())('invitations and their e-mail (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  let admin: AdminClient;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, { seed: false, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    admin = new AdminClient(ctx.app, PUBLIC_URL);
    await admin.signIn(await createStaff(ctx.database.db, 'owner'));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const db = () => ctx.database.db;
  const invite = async (email: string) => {
    const response = await admin.post('/api/admin/staff/invitations', { email, role: 'editor' });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; link: string; email: string; mailConfigured: boolean };
  };
  const mailOf = async (invitationId: number) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.invitationId, invitationId)).orderBy(mailOutbox.id);
  const guestGet = async (path: string) => {
    const guest = new AdminClient(ctx.app, PUBLIC_URL);
    await guest.session();
    return guest.get(path);
  };
  /** A worker sending what is due, until a control mail queued after everything else has arrived. */
  const sendEverythingDue = async () => {
    const control = `control-${Math.random().toString(36).slice(2)}@veb.example`;
    await enqueueMail(db(), {
      kind: 'newsletter_test',
      language: 'en',
      to: control,
      subject: 'control',
      text: 'control',
    });
    const transport = createMailTransport({ smtpUrl: smtp.url, dev: false, mailDir: '' });
    if (!transport) throw new Error('no transport');
    const clock = { now: () => new Date(Date.now() + 5000), ms: () => Date.now() + 5000 };
    const worker = startMailWorker({ db: db(), transport, from: 'VEB <site@veb.example>', log: stderrLogger, clock });
    await smtp.waitFor(1, addressedTo(control));
    await worker.stop();
  };

  it('says to whom the invitation was e-mailed, linked to its outbox row, and the list shows the mail', async () => {
    const email = `mailed-${kind}@veb.example`;
    const created = await invite(email);
    expect(created).toMatchObject({ email, mailConfigured: true });
    const [row] = await mailOf(created.id);
    expect(row).toMatchObject({ kind: 'invitation', toAddress: email, status: 'queued' });
    let listed = (await admin.get('/api/admin/staff/invitations'))
      .json()
      .find((i: { id: number }) => i.id === created.id);
    expect(listed.mail).toEqual({ status: 'queued', at: null });
    await sendEverythingDue();
    listed = (await admin.get('/api/admin/staff/invitations')).json().find((i: { id: number }) => i.id === created.id);
    expect(listed.mail.status).toBe('sent');
    expect(new Date(listed.mail.at).getTime()).toBeGreaterThan(0);
  });

  it('withdrawing cancels the queued mail, which is then never sent', async () => {
    const email = `withdrawn-${kind}@veb.example`;
    const created = await invite(email);
    const withdrawn = await admin.request({ method: 'DELETE', url: `/api/admin/staff/invitations/${created.id}` });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ success: true, mail: 'cancelled' });
    const [row] = await mailOf(created.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).not.toBeNull();
    await sendEverythingDue();
    expect(smtp.messages.filter(addressedTo(email))).toEqual([]);
    expect((await mailOf(created.id))[0].status).toBe('cancelled');
    expect((await guestGet(`/api/admin/invitations/${tokenOf(created.link)}`)).statusCode).toBe(404);
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.invitation_revoked'));
    expect(lines.find((line) => line.targetId === String(created.id))?.details).toEqual({ email, mail: 'cancelled' });
    // The outbox shows it under Cancelled.
    const cancelled = (await admin.get('/api/admin/outbox?status=cancelled')).json();
    expect(cancelled.mails.map((mail: { to: string }) => mail.to)).toContain(email);
    expect(cancelled.counts.cancelled).toBeGreaterThanOrEqual(1);
  });

  it('says so when the mail had already left, or is leaving at that moment, and leaves those rows alone', async () => {
    const sentEmail = `already-sent-${kind}@veb.example`;
    const sent = await invite(sentEmail);
    await sendEverythingDue();
    const afterSend = await admin.request({ method: 'DELETE', url: `/api/admin/staff/invitations/${sent.id}` });
    expect(afterSend.json()).toEqual({ success: true, mail: 'sent' });
    expect((await mailOf(sent.id))[0].status).toBe('sent');

    const leaving = await invite(`leaving-${kind}@veb.example`);
    // A worker has claimed it and is talking to the mail server right now.
    const claimed = await claimDueMail(db(), new Date(Date.now() + 5000), 100);
    const row = claimed.find((mail) => mail.invitationId === leaving.id);
    expect(row).toBeDefined();
    const during = await admin.request({ method: 'DELETE', url: `/api/admin/staff/invitations/${leaving.id}` });
    expect(during.json()).toEqual({ success: true, mail: 'sending' });
    expect((await mailOf(leaving.id))[0].status).toBe('sending');
  });

  it('a claim that ran out is cancelled, and its worker’s late failure does not bring it back', async () => {
    const stale = await invite(`stale-${kind}@veb.example`);
    const [row] = (await claimDueMail(db(), new Date(Date.now() + 5000), 100)).filter(
      (mail) => mail.invitationId === stale.id,
    );
    // The process that claimed it is gone; its claim runs out, then the owner withdraws.
    const later = new Date(Date.now() + CLAIM_MS + 60_000);
    expect(await cancelInvitationMail(db(), [stale.id], later)).toMatchObject({ cancelled: 1 });
    await markAttemptFailed(db(), row, 'connection lost', later);
    expect((await mailOf(stale.id))[0].status).toBe('cancelled');
  });

  it('sending again makes a new link, cancels the old queued mail, and the old link stops working', async () => {
    const email = `resent-${kind}@veb.example`;
    const first = await invite(email);
    const resent = await admin.post(`/api/admin/staff/invitations/${first.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const again = resent.json();
    expect(again).toMatchObject({ id: first.id, email, mailConfigured: true, previousMail: 'cancelled' });
    expect(again.link).not.toBe(first.link);
    const rows = await mailOf(first.id);
    expect(rows.map((mail) => mail.status)).toEqual(['cancelled', 'queued']);
    await sendEverythingDue();
    const [message] = await smtp.waitFor(1, addressedTo(email));
    expect(message.text).toContain(again.link);
    expect(message.text).not.toContain(first.link);
    expect((await guestGet(`/api/admin/invitations/${tokenOf(first.link)}`)).statusCode).toBe(404);
    expect((await guestGet(`/api/admin/invitations/${tokenOf(again.link)}`)).json()).toMatchObject({ email });
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.invitation_resent'));
    expect(lines.find((line) => line.targetId === String(first.id))?.details).toMatchObject({
      email,
      previousMail: 'cancelled',
    });
    // Withdrawn or accepted invitations are not sent again.
    await admin.request({ method: 'DELETE', url: `/api/admin/staff/invitations/${first.id}` });
    expect((await admin.post(`/api/admin/staff/invitations/${first.id}/resend`)).statusCode).toBe(404);
  });

  it('a new invitation to the same address replaces the pending one and cancels its mail', async () => {
    const email = `twice-${kind}@veb.example`;
    const first = await invite(email);
    await invite(email);
    expect((await mailOf(first.id))[0].status).toBe('cancelled');
  });

  it('counts unknown invitation tokens like reset links: past the limit a client is refused, even a right link', async () => {
    const created = await invite(`guessed-${kind}@veb.example`);
    const guest = new AdminClient(ctx.app, PUBLIC_URL);
    await guest.session();
    const remoteAddress = '203.0.113.61';
    const guess = (i: number) => `guess-${i}-${'z'.repeat(30)}`;
    const accept = { name: 'A Guesser', password: 'a long enough new passphrase' };
    // Looking a token up and accepting with one both count, as the reset link's two routes do.
    for (let i = 0; i < CLIENT_LIMIT; i++) {
      const answer =
        i % 2 === 0
          ? await guest.request({ method: 'GET', url: `/api/admin/invitations/${guess(i)}`, remoteAddress })
          : await guest.request({
              method: 'POST',
              url: `/api/admin/invitations/${guess(i)}/accept`,
              payload: accept,
              remoteAddress,
            });
      expect(answer.statusCode, `guess ${i}`).toBe(404);
    }
    const rows = await db().select().from(signInAttempts).where(eq(signInAttempts.ip, remoteAddress));
    expect(rows).toHaveLength(CLIENT_LIMIT);
    expect(rows.every((row) => row.step === 'invitation' && row.reason === 'token' && !row.success)).toBe(true);
    // Refused before any token is looked up: a wrong one, and the right one too, on both routes.
    for (const url of [`/api/admin/invitations/${guess(99)}`, `/api/admin/invitations/${tokenOf(created.link)}`]) {
      const refused = await guest.request({ method: 'GET', url, remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('auth.tooManyFromAddress');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    const acceptRefused = await guest.request({
      method: 'POST',
      url: `/api/admin/invitations/${tokenOf(created.link)}/accept`,
      payload: accept,
      remoteAddress,
    });
    expect(acceptRefused.statusCode).toBe(429);
    // Another client is not held back: the link still works there.
    expect((await guestGet(`/api/admin/invitations/${tokenOf(created.link)}`)).statusCode).toBe(200);
  });
});
