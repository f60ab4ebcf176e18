import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { mailOutbox, newsletterSubscribers } from '../db/schema';
import { SESSION_COOKIE } from '../modules/auth';
import { AdminClient, createStaff } from '../test/staff';
import { createTestDatabase } from '../test/test-app';
import { logOptions } from './logger';

/**
 * No token, password, session cookie or SQL parameter in any log line, at the most
 * talkative level. Every flow that carries a secret runs against the app with its real logger (both ways
 * it gets one: options, as tests pass, and a pino instance, as server.ts makes), then the whole log is
 * searched for each secret.
 */
const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    BACKGROUND_JOBS: 'false',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
    REQUESTS_PER_CLIENT_PER_SECOND: '100000',
  });

const fakeToken = () => randomBytes(32).toString('base64url');

describe.each(['options', 'instance'] as const)('secrets and the log at trace level (logger as %s)', (how) => {
  const lines: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    // A database error whose message quotes a query parameter (PostgreSQL's own wording), for one address.
    await database.db.execute(sql`
      create function refuse_marked_address() returns trigger language plpgsql as $$
      begin
        if new.email like 'sql-param-%' then perform new.email::integer; end if;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger refuse_marked_address before insert on newsletter_subscribers
      for each row execute function refuse_marked_address()`);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: config(),
      database,
      adminShell: { html: async () => '<!doctype html><title>Admin</title>' },
      logger: how === 'options' ? { level: 'trace', stream } : pino(logOptions('trace'), stream),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never writes a token, a password, a session cookie or an SQL parameter', async () => {
    const secrets = new Map<string, string>();
    const sessionsOf = (client: AdminClient, label: string) => {
      const value = client.cookies.get(SESSION_COOKIE);
      if (value) secrets.set(value, label);
    };

    // Signing in with a password and a code; a wrong password; a password typed into the address field.
    const owner = await createStaff(database.db, 'owner');
    secrets.set(owner.password, 'password');
    const admin = new AdminClient(app);
    await admin.signIn(owner);
    sessionsOf(admin, 'session cookie');
    const wrong = `wrong password ${fakeToken()}`;
    secrets.set(wrong, 'wrong password');
    const stranger = new AdminClient(app);
    await stranger.session();
    expect((await stranger.post('/api/admin/sign-in', { email: owner.email, password: wrong })).statusCode).toBe(401);
    // (Lower-case: the address is stored, and would be logged, lower-cased.)
    const typedAsEmail = `password-in-the-email-field-${fakeToken().toLowerCase()}`;
    secrets.set(typedAsEmail, 'password typed as an address');
    await stranger.post('/api/admin/sign-in', { email: typedAsEmail, password: 'x' });
    // Malformed JSON: the parser's message quotes the body (all of a short one).
    const inBadJson = `Zx${fakeToken().slice(0, 8)}`;
    secrets.set(inBadJson, 'password in a malformed body');
    const malformed = await stranger.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: `{"password":${inBadJson}}`,
    });
    expect(malformed.statusCode).toBe(400);
    // Changing the password: the current one and the new one.
    const newPassword = `a new passphrase ${fakeToken()}`;
    secrets.set(newPassword, 'new password');
    expect(
      (await admin.post('/api/admin/account/password', { current: owner.password, password: newPassword })).statusCode,
    ).toBe(200);
    sessionsOf(admin, 'renewed session cookie');

    // An invitation: the owner makes it; the colleague opens the page and accepts through the API.
    const invited = await admin.post('/api/admin/staff/invitations', { email: 'logged@staff.example', role: 'editor' });
    expect(invited.statusCode).toBe(201);
    const invitation = String(invited.json().link.split('/').pop());
    secrets.set(invitation, 'invitation token');
    const guest = new AdminClient(app);
    expect((await guest.get(`/admin/invitation/${invitation}`)).statusCode).toBe(200);
    await guest.session();
    expect((await guest.get(`/api/admin/invitations/${invitation}`)).statusCode).toBe(200);
    const guestPassword = `the colleague's passphrase ${fakeToken()}`;
    secrets.set(guestPassword, 'invitee password');
    const accepted = await guest.post(`/api/admin/invitations/${invitation}/accept`, {
      name: 'Logged Colleague',
      password: guestPassword,
    });
    expect(accepted.statusCode).toBe(201);
    sessionsOf(guest, 'invitee session cookie');
    // The same token with a malformed escape after it: refused before routing, still not written.
    expect((await guest.get(`/api/admin/invitations/${invitation}%zz`)).statusCode).toBe(400);

    // Password reset and first-owner setup links (their routes are listed before their flows exist).
    for (const url of ['/admin/reset/', '/admin/setup/', '/api/admin/password-reset/', '/api/admin/setup/']) {
      const token = fakeToken();
      secrets.set(token, `token of ${url}`);
      await app.inject({ method: 'GET', url: `${url}${token}` });
      await app.inject({ method: 'POST', url: `${url}${token}`, payload: { password: 'x' } });
    }

    // The newsletter: confirmation (in the body) and unsubscribe (in the query string, as mail programs send).
    const email = 'reader@example.org';
    expect(
      (await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } })).statusCode,
    ).toBe(201);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const confirm = /#token=([\w-]+)/.exec(mail.textBody)?.[1] as string;
    secrets.set(confirm, 'newsletter confirmation token');
    await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirm } });
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    secrets.set(row.unsubscribeToken, 'unsubscribe token');
    const unsubscribe = `/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
    await app.inject({ method: 'GET', url: unsubscribe });
    await app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    // A query that fails on the server: its parameter is the address, and PostgreSQL's message quotes it.
    const parameter = `sql-param-${fakeToken().slice(0, 12).toLowerCase()}@example.org`;
    secrets.set(parameter, 'SQL parameter');
    const failed = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: parameter },
    });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    // The log did record all this (a silent logger would pass the rest).
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain(`/admin/invitation/[redacted]`);
    expect(log).toContain(`/api/admin/invitations/[redacted]/accept`);
    expect(log).toContain('"msg":"sign-in attempt"');
    expect(log).toContain('"msg":"request failed"');
    // Still said: what failed, in PostgreSQL's words, without the value.
    expect(log).toMatch(
      /"code":"22P02","message":"invalid input syntax for type integer: \\"…\\"".*"msg":"request failed"/,
    );
    for (const [secret, label] of secrets) expect(log.includes(secret), `${label} in the log`).toBe(false);
  });
});
