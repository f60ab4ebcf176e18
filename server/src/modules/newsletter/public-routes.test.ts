import { createHash } from 'node:crypto';
import type { Locale } from '@common/locale';
import { and, desc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, newsletterSubscribers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { TestSmtp } from '../../test/smtp';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { MAIL_TEXT } from './mail-text';

/** The recipient's address of a received message. */
const toOf = (message: ParsedMail | undefined) =>
  (Array.isArray(message?.to) ? message.to[0] : message?.to)?.text ?? '';

const PUBLIC_URL = 'https://veb.example';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let counter = 0;
const unique = (name: string) => `${name}-${++counter}-${Date.now()}@example.org`;

/** The confirmation link as a mail program shows it, and its parts. */
function confirmLink(message: ParsedMail) {
  const match = /https:\/\/veb\.example\/newsletter\/confirm\?lang=(\w+)#token=([\w-]+)/.exec(message.text ?? '');
  if (!match) throw new Error(`no confirmation link in: ${message.text}`);
  return { url: match[0], lang: match[1], token: match[2] };
}

describe.each(testDatabaseKinds())('newsletter: double opt-in and unsubscribing (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const smtp = new TestSmtp();
  const clock = new ManualClock();
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      seed: false,
      clock,
      env: { BACKGROUND_JOBS: 'true', SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'VEB Group <news@veb.example>' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const subscribe = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, headers });
  const confirm = (token: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  const subscriber = async (email: string) =>
    (await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const outboxTo = (email: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
  const mailsTo = (email: string, count = 1) => smtp.waitFor(count, (m) => toOf(m) === email);

  /** A confirmed subscriber, through the e-mail's link. */
  async function confirmed(email: string, lang: Locale = 'en') {
    expect((await subscribe({ email, lang })).statusCode).toBe(201);
    const [message] = await mailsTo(email);
    expect((await confirm(confirmLink(message).token)).statusCode).toBe(200);
    return subscriber(email);
  }

  it.each(['en', 'fr', 'sw'] as const)(
    'in %s: pending with a mail in that language, confirmed by the link it carries, once',
    async (lang) => {
      const email = unique(`optin-${lang}`);
      const res = await subscribe({ email: `  ${email.toUpperCase()} `, lang });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true });
      const pending = await subscriber(email);
      expect(pending).toMatchObject({ status: 'pending', locale: lang, confirmedAt: null });

      const [message] = await mailsTo(email);
      const words = MAIL_TEXT[lang].confirm;
      expect(message.subject).toBe(words.subject);
      expect(message.from?.text).toContain('news@veb.example');
      expect(message.text).toContain(words.openLink);
      expect(message.text).toContain(email);
      const link = confirmLink(message);
      expect(link.lang).toBe(lang);
      // The HTML part carries the same link; the database only the token's SHA-256, valid 7 days.
      expect(message.html).toContain(link.url);
      expect(pending.confirmTokenHash).toBe(sha256(link.token));
      expect(JSON.stringify(pending)).not.toContain(link.token);
      expect(pending.confirmExpiresAt?.getTime()).toBe(clock.now().getTime() + 7 * DAY);

      const confirmedRes = await confirm(link.token);
      expect(confirmedRes.statusCode).toBe(200);
      expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
      expect((await subscriber(email)).confirmedAt?.getTime()).toBe(clock.now().getTime());
      // Single use.
      const again = await confirm(link.token);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This link is not valid or has already been used');
    },
  );

  it('takes the language from the veb-lang cookie without a lang field, else English', async () => {
    const fromCookie = unique('cookie');
    expect((await subscribe({ email: fromCookie }, { cookie: 'other=1; veb-lang=sw' })).statusCode).toBe(201);
    expect((await subscriber(fromCookie)).locale).toBe('sw');
    expect((await mailsTo(fromCookie))[0].subject).toBe(MAIL_TEXT.sw.confirm.subject);
    const plain = unique('plain');
    expect((await subscribe({ email: plain })).statusCode).toBe(201);
    expect((await subscriber(plain)).locale).toBe('en');
    expect((await subscribe({ email: unique('bad'), lang: 'de' })).statusCode).toBe(400);
  });

  it('re-sends to a pending address at most once an hour, each new link replacing the last', async () => {
    const email = unique('resend');
    expect((await subscribe({ email, lang: 'fr' })).statusCode).toBe(201);
    const [first] = await mailsTo(email);
    clock.advance(59 * 60_000);
    const within = await subscribe({ email, lang: 'fr' });
    expect(within.statusCode).toBe(201);
    expect(await outboxTo(email)).toHaveLength(1);

    clock.advance(2 * 60_000);
    expect((await subscribe({ email, lang: 'fr' })).statusCode).toBe(201);
    expect(await outboxTo(email)).toHaveLength(2);
    const messages = await mailsTo(email, 2);
    const second = confirmLink(messages[1]);
    expect(second.token).not.toBe(confirmLink(first).token);
    expect((await confirm(confirmLink(first).token)).statusCode).toBe(404);
    expect((await confirm(second.token)).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
    expect(smtp.messages.filter((m) => toOf(m) === email)).toHaveLength(2);
  });

  it('answers 409 Already subscribed for a confirmed address, in any case, and sends nothing', async () => {
    const email = unique('twice');
    await confirmed(email);
    for (const again of [email, email.toUpperCase(), `  ${email}  `]) {
      const res = await subscribe({ email: again });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Already subscribed' });
    }
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('gives 410 for an expired link, and a new subscription sends a new one', async () => {
    const email = unique('expired');
    expect((await subscribe({ email })).statusCode).toBe(201);
    const { token } = confirmLink((await mailsTo(email))[0]);
    clock.advance(7 * DAY + 60_000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This link has expired');
    expect((await subscriber(email)).status).toBe('pending');
    expect((await subscribe({ email })).statusCode).toBe(201);
    const messages = await mailsTo(email, 2);
    expect((await confirm(confirmLink(messages[1]).token)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens with a clear 4xx', async () => {
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    for (const bad of [undefined, '', 'short', 'has spaces in it and is long enough', 'x'.repeat(300)]) {
      const res = await confirm(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe('This link is not valid or has already been used');
    }
  });

  it('stores one pending row and sends one mail for two simultaneous identical subscriptions', async () => {
    const email = unique('race');
    const results = await Promise.all([subscribe({ email }), subscribe({ email: email.toUpperCase() })]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('unsubscribes by the RFC 8058 one-click POST, without signing in', async () => {
    const email = unique('oneclick');
    const row = await confirmed(email, 'sw');
    const url = `/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Something-Else',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await subscriber(email)).status).toBe('confirmed');

    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const after = await subscriber(email);
    expect(after.status).toBe('unsubscribed');
    expect(after.unsubscribedAt?.getTime()).toBe(clock.now().getTime());
    // Asking again is fine.
    const again = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
  });

  it('accepts the one-click body as multipart/form-data too, and refuses an unknown token with 404', async () => {
    const email = unique('multipart');
    const row = await confirmed(email);
    const boundary = '----veb';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const post = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${token}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    expect((await post('f'.repeat(64))).statusCode).toBe(404);
    expect((await post(row.unsubscribeToken)).statusCode).toBe(200);
    expect((await subscriber(email)).status).toBe('unsubscribed');
  });

  it('unsubscribes from the page by a POST of the token; a GET of the header address only leads to the page', async () => {
    const email = unique('page');
    const row = await confirmed(email, 'fr');
    const get = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
    });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/newsletter/unsubscribe?lang=fr#token=${row.unsubscribeToken}`);
    expect((await subscriber(email)).status).toBe('confirmed');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: row.unsubscribeToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email)).status).toBe('unsubscribed');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'a'.repeat(64) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets an unsubscribed address subscribe again: pending, a new confirmation, new dates', async () => {
    const email = unique('again');
    const row = await confirmed(email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: row.unsubscribeToken },
    });
    clock.advance(HOUR);
    expect((await subscribe({ email, lang: 'sw' })).statusCode).toBe(201);
    const again = await subscriber(email);
    expect(again).toMatchObject({ status: 'pending', locale: 'sw', confirmedAt: null, unsubscribedAt: null });
    expect(again.createdAt.getTime()).toBe(clock.now().getTime());
    const messages = await mailsTo(email, 2);
    expect(messages[1].subject).toBe(MAIL_TEXT.sw.confirm.subject);
    expect((await confirm(confirmLink(messages[1]).token)).statusCode).toBe(200);
  });

  it.each([
    ['', 'Email Required'],
    ['   ', 'Email Required'],
    [undefined, 'Email Required'],
    ['no-at-sign.example.org', 'Invalid Email'],
    ['two words@example.org', 'Invalid Email'],
    ['user@nodot', 'Invalid Email'],
  ])('rejects %j with 400 %s', async (email, message) => {
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('deletes subscriptions still unconfirmed 7 days after their last e-mail, daily, and audits it', async () => {
    const stale = unique('stale');
    const fresh = unique('fresh');
    const kept = unique('kept');
    expect((await subscribe({ email: stale })).statusCode).toBe(201);
    await confirmed(kept);
    clock.advance(3 * DAY);
    expect((await subscribe({ email: fresh })).statusCode).toBe(201);
    clock.advance(4 * DAY + 60_000);
    await ctx.app.runDailyJobs();
    expect(await subscriber(stale)).toBeUndefined();
    expect(await subscriber(fresh)).toMatchObject({ status: 'pending' });
    expect(await subscriber(kept)).toMatchObject({ status: 'confirmed' });
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.newsletter.delete_unconfirmed'), eq(auditLog.actor, 'system')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((line.details as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
  });
});
