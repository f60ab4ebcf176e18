import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import { createTestDatabase } from '../../test/test-app';

/** Links' tokens open a subscription: no log line may hold one, even with request logging on. */
describe('newsletter tokens and the log', () => {
  const lines: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', BACKGROUND_JOBS: 'false' }),
      database,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs requests but never a confirmation or unsubscribe token', async () => {
    const email = 'logged@example.org';
    await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const confirmToken = /#token=([\w-]+)/.exec(mail.textBody)?.[1] as string;
    expect(confirmToken).toBeTruthy();
    await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirmToken } });
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const url = `/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(303);
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=unknown-token-of-some-length' });

    const log = lines.join('');
    expect(log).toContain('/api/newsletter/subscribe');
    expect(log).not.toContain(confirmToken);
    expect(log).not.toContain(row.unsubscribeToken);
    expect(log).not.toContain('unknown-token-of-some-length');
  });
});
