import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, signInAttempts, staffPasswordResets, staffUsers } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { TestSmtp } from '../../test/smtp';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { withStatementLog } from '../../test/statement-log';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { currentTotp } from '../auth';
import { saveTimeZone } from '../settings';
import { RESET_ANSWER_MS } from './routes-reset';

const PUBLIC_URL = 'https://veb.example';
const MINUTE = 60_000;
const LINK = /https:\/\/veb\.example\/admin\/reset\/([\w-]{43})/;

const addressedTo = (email: string) => (message: ParsedMail) => JSON.stringify(message.to ?? '').includes(email);
const tokenIn = (message: ParsedMail) => LINK.exec(message.text ?? '')?.[1] as string;

describe.each(testDatabaseKinds())('"Forgot your password?" (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  // Real time that a test can move forward: mail queued now (the database's own now()) is due at once.
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    ms: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      seed: false,
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const db = () => ctx.database.db;
  const browser = async () => {
    const client = new AdminClient(ctx.app, PUBLIC_URL);
    await client.session();
    return client;
  };
  const ask = async (email: string, client?: AdminClient) =>
    (client ?? (await browser())).post('/api/admin/password-reset', { email });
  const mailsTo = (email: string) => smtp.messages.filter(addressedTo(email));

  it('mails a single-use link valid 30 minutes; the answer is the same for an unknown address', async () => {
    // Whether the two answers also cost the same work before they leave is the next describe's test, and
    // their timing is printed by the bench (decision 077).
    const editor = await createStaff(db(), 'editor', { totp: false });
    const known = await ask(editor.email);
    const [message] = await smtp.waitFor(1, addressedTo(editor.email));
    const unknown = await ask(`nobody-${kind}@veb.example`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    expect(message.subject).toBe('Choose a new password for the VEB Group staff area');
    expect(message.text).toMatch(/works once, for 30 minutes/);
    expect(message.text).toMatch(/If you did not ask for this, ignore this e-mail/);
    const token = tokenIn(message);
    expect(message.html).toContain(`<a href="${PUBLIC_URL}/admin/reset/${token}">Choose a new password</a>`);
    // The token is stored hashed; nothing was mailed to the unknown address.
    const [row] = await db().select().from(staffPasswordResets).where(eq(staffPasswordResets.userId, editor.id));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * MINUTE);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, `nobody-${kind}@veb.example`)),
    ).toEqual([]);
    // Both asks are in the audit log.
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.password_reset_requested'));
    expect(lines.map((line) => line.details)).toEqual(
      expect.arrayContaining([
        { email: editor.email, mailed: true },
        { email: `nobody-${kind}@veb.example`, mailed: false },
      ]),
    );
  });

  it('sends the mail only once the answer has left, however often the sender looks for due mail meanwhile', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const client = await browser();
    // The sender looks every 10 ms while the answer is on its way, as its poll may at any moment: a mail
    // due at once would be sent during the floor, and its work would slow this answer alone.
    const looking = setInterval(() => ctx.app.mail.kick(), 10);
    let mailedBeforeAnswer: number;
    try {
      const response = await ask(editor.email, client);
      mailedBeforeAnswer = mailsTo(editor.email).length;
      expect(response.statusCode).toBe(200);
    } finally {
      clearInterval(looking);
    }
    expect(mailedBeforeAnswer).toBe(0);
    // And then it leaves.
    await smtp.waitFor(1, addressedTo(editor.email));
  });

  it('writes the link in the account’s language and the site’s time zone, asked for or sent by an owner', async () => {
    const swahili = await createStaff(db(), 'inbox', { totp: false });
    await db().update(staffUsers).set({ locale: 'sw' }).where(eq(staffUsers.id, swahili.id));
    await saveTimeZone(db(), 'Africa/Nairobi', clock.now());
    try {
      /** The expiry as Swahili writes it (« Jumatano, 25 Novemba 2026 saa 14:30 »), with the zone's label. */
      const expiry = (at: Date) =>
        `${new Intl.DateTimeFormat('sw-KE', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(at)} EAT`;
      const linkRow = async () =>
        (
          await db()
            .select()
            .from(staffPasswordResets)
            .where(eq(staffPasswordResets.userId, swahili.id))
            .orderBy(desc(staffPasswordResets.id))
            .limit(1)
        )[0];

      // Asked for on the sign-in screen.
      expect((await ask(swahili.email)).statusCode).toBe(200);
      const [asked] = await smtp.waitFor(1, addressedTo(swahili.email));
      const token = tokenIn(asked);
      const link = `${PUBLIC_URL}/admin/reset/${token}`;
      expect(asked.subject).toBe('Chagua nenosiri jipya la eneo la usimamizi la VEB Group');
      expect((asked.text ?? '').split('\n\n')).toEqual([
        `Mtu fulani ameomba kiungo cha kuchagua nenosiri jipya la akaunti ${swahili.email} ya eneo la usimamizi la VEB Group.`,
        'Ili kuchagua nenosiri jipya, fungua kiungo hiki:',
        link,
        `Kiungo hiki kinafanya kazi mara moja tu, kwa dakika 30: hadi ${expiry((await linkRow()).expiresAt)}.`,
        'Nenosiri jipya litamaliza kila kipindi cha akaunti yako, kwenye kila kifaa. Ikiwa unatumia kuingia kwa hatua mbili, bado utaweka msimbo wako wa uthibitishaji unapoingia.',
        'Ikiwa si wewe uliyeomba kiungo hiki, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
      ]);
      const html = String(asked.html);
      expect(html).toContain('<html lang="sw">');
      expect(html).toContain(`<a href="${link}">Chagua nenosiri jipya</a>`);
      expect(html).toContain('Ikiwa si wewe uliyeomba kiungo hiki, puuza barua pepe hii');

      // Sent by an owner, who writes in English: the colleague still reads Swahili, and who sent it.
      const owner = await createStaff(db(), 'owner');
      const ownerClient = await browser();
      await ownerClient.signIn(owner, clock.now());
      expect((await ownerClient.post(`/api/admin/staff/${swahili.id}/password-reset`)).statusCode).toBe(200);
      const [, sent] = await smtp.waitFor(2, addressedTo(swahili.email));
      expect(sent.subject).toBe(asked.subject);
      const lines = (sent.text ?? '').split('\n\n');
      expect(lines[0]).toBe(
        `${owner.name}, mmiliki wa tovuti ya VEB Group, amekutumia kiungo cha kuchagua nenosiri jipya la akaunti yako ${swahili.email}.`,
      );
      expect(lines[3]).toBe(
        `Kiungo hiki kinafanya kazi mara moja tu, kwa dakika 30: hadi ${expiry((await linkRow()).expiresAt)}.`,
      );
      expect(lines[5]).toBe('Nenosiri lako litabaki kama lilivyo hadi kiungo kitumike.');
      expect(`${asked.text}${sent.text}${sent.html}`).not.toMatch(/new password|works once|ignore this/i);
      // The owner's own mails stay English: the language is the recipient's, not the sender's.
      await ask(owner.email);
      const [own] = await smtp.waitFor(1, addressedTo(owner.email));
      expect(own.subject).toBe('Choose a new password for the VEB Group staff area');
    } finally {
      await saveTimeZone(db(), 'Africa/Johannesburg', clock.now());
    }
  });

  it('sets a new password, ends every session of the account, and works once', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const [laptop, phone] = [await browser(), await browser()];
    await laptop.signIn(editor);
    await phone.signIn(editor);
    // Failed guesses before the reset no longer hold the person back after it.
    const guesser = await browser();
    for (let i = 0; i < 10; i++) await guesser.post('/api/admin/sign-in', { email: editor.email, password: `no ${i}` });

    await ask(editor.email);
    const token = tokenIn((await smtp.waitFor(1, addressedTo(editor.email)))[0]);
    const holder = await browser();
    expect((await holder.get(`/api/admin/password-reset/${token}`)).json()).toMatchObject({ email: editor.email });
    const weak = await holder.post(`/api/admin/password-reset/${token}`, { password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/too common/);
    const password = 'sunbirds over the savanna';
    const done = await holder.post(`/api/admin/password-reset/${token}`, { password });
    expect(done.statusCode).toBe(200);
    expect((await holder.session()).user).toBeNull();

    expect((await laptop.get('/api/admin/dashboard')).statusCode).toBe(401);
    expect((await phone.get('/api/admin/dashboard')).statusCode).toBe(401);
    const fresh = await browser();
    expect(
      (await fresh.post('/api/admin/sign-in', { email: editor.email, password: editor.password })).statusCode,
    ).toBe(401);
    await fresh.signIn({ ...editor, password });
    expect((await fresh.session()).user.email).toBe(editor.email);
    // Once only.
    const again = await (await browser()).post(`/api/admin/password-reset/${token}`, {
      password: 'another good one here',
    });
    expect(again.statusCode).toBe(404);
    const [line] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password_reset_completed'), eq(auditLog.targetId, String(editor.id))));
    expect(line).toMatchObject({ actor: editor.email, details: { email: editor.email, sentBy: 'self' } });
  });

  it('still asks an owner for the authentication code after a reset', async () => {
    const owner = await createStaff(db(), 'owner');
    await ask(owner.email);
    const token = tokenIn((await smtp.waitFor(1, addressedTo(owner.email)))[0]);
    const password = 'kilimanjaro before breakfast';
    expect((await (await browser()).post(`/api/admin/password-reset/${token}`, { password })).statusCode).toBe(200);
    const client = await browser();
    const first = await client.post('/api/admin/sign-in', { email: owner.email, password });
    expect(first.json()).toEqual({ next: 'totp' });
    // Like the admin client: the password starts a session, and the CSRF token is bound to it.
    await client.session();
    expect((await client.get('/api/admin/staff')).statusCode).toBe(401);
    const code = await client.post('/api/admin/sign-in/code', {
      code: currentTotp(owner.totpSecret as string, clock.now()),
    });
    expect(code.statusCode).toBe(200);
    expect((await client.get('/api/admin/staff')).statusCode).toBe(200);
  });

  it('refuses a link after 30 minutes, after a newer link, and after the password changed another way', async () => {
    const editor = await createStaff(db(), 'editor', { totp: false });
    const linkFor = async (person: TestStaff, count: number) => {
      await ask(person.email);
      const messages = await smtp.waitFor(count, addressedTo(person.email));
      return tokenIn(messages[count - 1]);
    };
    const late = await linkFor(editor, 1);
    clock.advance(31 * MINUTE);
    const holder = await browser();
    expect((await holder.get(`/api/admin/password-reset/${late}`)).statusCode).toBe(404);
    expect(
      (await holder.post(`/api/admin/password-reset/${late}`, { password: 'long enough and new' })).statusCode,
    ).toBe(404);

    const older = await linkFor(editor, 2);
    const newer = await linkFor(editor, 3);
    expect((await holder.get(`/api/admin/password-reset/${older}`)).statusCode).toBe(404);
    expect((await holder.get(`/api/admin/password-reset/${newer}`)).statusCode).toBe(200);

    const signedIn = await browser();
    await signedIn.signIn(editor);
    const changed = await signedIn.post('/api/admin/account/password', {
      current: editor.password,
      password: 'changed on the account page',
    });
    expect(changed.statusCode).toBe(200);
    expect((await holder.get(`/api/admin/password-reset/${newer}`)).statusCode).toBe(404);
    // Every refusal was counted as a failed secret check of the client.
    const failures = await db()
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.step, 'reset'), eq(signInAttempts.reason, 'token')));
    expect(failures.length).toBeGreaterThanOrEqual(4);
  });

  it('mails nothing for a disabled account, and at most three links an hour, with the same answer', async () => {
    const disabled = await createStaff(db(), 'inbox', { totp: false });
    const owner = await createStaff(db(), 'owner');
    const admin = new AdminClient(ctx.app, PUBLIC_URL);
    await admin.signIn(owner, clock.now());
    await admin.request({ method: 'PATCH', url: `/api/admin/staff/${disabled.id}`, payload: { disabled: true } });
    expect((await ask(disabled.email)).json()).toEqual({ success: true });

    const busy = await createStaff(db(), 'editor', { totp: false });
    for (let i = 0; i < 5; i++) expect((await ask(busy.email)).json()).toEqual({ success: true });
    await smtp.waitFor(3, addressedTo(busy.email));
    // Give the worker time to send anything more, then count.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(busy.email)).toHaveLength(3);
    expect(mailsTo(disabled.email)).toHaveLength(0);
  });

  it('throttles asks per address (known or not) and per client, like sign-in failures', async () => {
    for (const email of [`throttled-${kind}@veb.example`, (await createStaff(db(), 'editor', { totp: false })).email]) {
      const client = await browser();
      // From different addresses of the documentation range, so only the per-address limit applies.
      for (let i = 0; i < 10; i++) {
        const res = await client.request({
          method: 'POST',
          url: '/api/admin/password-reset',
          payload: { email },
          remoteAddress: `198.51.100.${i + 1}`,
        });
        expect(res.statusCode, email).toBe(200);
      }
      const refused = await client.request({
        method: 'POST',
        url: '/api/admin/password-reset',
        payload: { email },
        remoteAddress: '198.51.100.99',
      });
      expect(refused.statusCode, email).toBe(429);
      expect(refused.json().message).toMatch(/Please wait 15 minutes/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // One client asking for fifty different addresses is stopped too.
    const client = await browser();
    const from = { remoteAddress: '203.0.113.77' };
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/admin/password-reset',
          payload: { email: `spray${i}-${kind}@veb.example` },
          ...from,
        }),
      ),
    );
    const stopped = await client.request({
      method: 'POST',
      url: '/api/admin/password-reset',
      payload: { email: `spray-last-${kind}@veb.example` },
      ...from,
    });
    expect(stopped.statusCode).toBe(429);
  }, 120_000);
});

/**
 * The answer's timing must not tell whether an address has an account (docs/decisions/072, 077). The answer waits a
 * floor (RESET_ANSWER_MS), and before it every address gets the same work; the account's own work (its
 * link and mail) comes after the answer (decision 072). A floor hides only work of the same length on a
 * loaded machine, so this compares the work itself, statement by statement, which no load can move
 * (decision 077); the bench prints the two answers' times. Background jobs are off, so every statement is a
 * request's.
 */
describe.each(testDatabaseKinds())('"Forgot your password?": the work before the answer (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  /** Where the app's statements go: the ask's before or after its answer, or nowhere between asks. */
  let into: string[] | null = null;
  let answered = () => {};
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      seed: false,
      env: { PUBLIC_URL },
      through: (database) => ({ ...database, db: withStatementLog(database, (query) => into?.push(query)) }),
    });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    // Registered before any route's own 'close' listener (the route adds its own when the answer is ready),
    // so statements run from the route's listener on count as after the answer.
    ctx.app.server.on('request', (_request: IncomingMessage, response: ServerResponse) =>
      response.once('close', () => answered()),
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** One ask over HTTP with a browser's session, and the statements the app ran before and after its answer. */
  const ask = async (email: string) => {
    into = null;
    const client = new AdminClient(ctx.app, PUBLIC_URL);
    await client.session();
    const before: string[] = [];
    const after: string[] = [];
    into = before;
    answered = () => {
      into = after;
    };
    const started = performance.now();
    const response = await fetch(`${origin}/api/admin/password-reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: PUBLIC_URL,
        cookie: client.cookieHeader(),
        'x-csrf-token': client.csrfToken,
      },
      body: JSON.stringify({ email }),
    });
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started, before, after };
  };
  const tables = (statements: string[]) =>
    statements.map((query) => /^(?:insert into|update) "(\w+)"/.exec(query)?.[1]);

  it('runs the same statements before the answer for an address with an account or not, and the link after it', async () => {
    const editor = await createStaff(ctx.database.db, 'editor', { totp: false });
    const known = await ask(editor.email);
    // The link and its mail are made once the answer has left: wait for the mail's row.
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, editor.email))).length,
      )
      .toBe(1);
    const unknown = await ask(`nobody-${kind}@veb.example`);
    into = null;

    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);
    // The same statements, in the same order (the values apart): the ask recorded and audited.
    expect(unknown.before).toEqual(known.before);
    expect(tables(known.before)).toEqual(expect.arrayContaining(['sign_in_attempts', 'audit_log']));
    // The account's own work came after its answer, and none for the unknown address.
    expect(tables(known.before)).not.toContain('staff_password_resets');
    expect(tables(known.after)).toEqual(expect.arrayContaining(['staff_password_resets', 'mail_outbox']));
    expect(unknown.after).toEqual([]);
    // Both answers waited out the floor.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
  });
});
