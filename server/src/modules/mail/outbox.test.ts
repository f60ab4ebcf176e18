import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { stderrLogger } from '../../db/logger';
import { mailOutbox } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { closedPort, TestSmtp } from '../../test/smtp';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { CLAIM_MS, claimDueMail, enqueueMail, InvalidMailError, retryMail } from './outbox';
import { createMailTransport } from './transport';
import { startMailWorker } from './worker';

const quiet = { ...stderrLogger, warn: () => {} };

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabaseKinds())('the mail outbox (%s)', (kind) => {
  let database: Database;
  const smtp = new TestSmtp();
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });

  const worker = (url: string, clock = new ManualClock(Date.now() + 5_000), db = database.db) => {
    const transport = createMailTransport({ smtpUrl: url, dev: false, mailDir: '' });
    if (!transport) throw new Error('no transport');
    return startMailWorker({ db, transport, from: 'VEB Group <site@veb.test>', log: quiet, clock, pollMs: 50 });
  };

  const statusOf = async (ids: number[]) =>
    (await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).map((row) => row.status);

  it('keeps mail while SMTP is down and delivers every mail once when it is back', async () => {
    const clock = new ManualClock(Date.now() + 5_000);
    const port = await closedPort();
    const ids = await enqueueMail(
      database.db,
      [1, 2, 3].map((n) => ({
        kind: 'newsletter_test' as const,
        language: 'en',
        to: `down${n}@example.org`,
        subject: `down ${n}`,
        text: 'Hello',
      })),
    );
    const down = worker(`smtp://127.0.0.1:${port}`, clock);
    await until(async () =>
      (await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).every((r) => r.lastError),
    );
    await down.stop();
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
    expect(rows[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    // SMTP is back; the back-off passes.
    clock.advance(31_000);
    const up = worker(smtp.url, clock);
    await smtp.waitFor(3, (m) => /^down \d$/.test(m.subject ?? ''));
    await until(async () => (await statusOf(ids)).every((status) => status === 'sent'));
    await up.stop();
    expect(smtp.messages.filter((m) => /^down \d$/.test(m.subject ?? ''))).toHaveLength(3);
  });

  it('retries a refused mail with growing back-off, then marks it failed with the error; an owner retry sends it', async () => {
    const clock = new ManualClock(Date.now() + 5_000);
    smtp.failing = true;
    const [id] = await enqueueMail(database.db, {
      kind: 'newsletter_test',
      language: 'en',
      to: 'refused@example.org',
      subject: 'refused',
      text: 'Hi',
    });
    const w = worker(smtp.url, clock);
    const attempts = async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    await until(async () => (await attempts()).attempts === 1 && (await attempts()).status === 'queued');
    const first = await attempts();
    expect(first.lastError).toMatch(/451/);
    clock.advance(31_000);
    w.kick();
    await until(async () => (await attempts()).attempts === 2 && (await attempts()).status === 'queued');
    const second = await attempts();
    // The second wait is twice the first.
    expect(second.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);
    // Past the 24 hours: failed, with the last error.
    clock.advance(25 * 60 * 60_000);
    w.kick();
    await until(async () => (await attempts()).status === 'failed');
    expect((await attempts()).lastError).toMatch(/451/);
    smtp.failing = false;
    expect(await retryMail(database.db, id, clock.now())).toBe(true);
    w.kick();
    await smtp.waitFor(1, (m) => m.subject === 'refused');
    await w.stop();
  });

  it('loses nothing when a process dies while sending: its claim runs out and another sends the mail', async () => {
    const clock = new ManualClock(Date.now() + 5_000);
    const [id] = await enqueueMail(database.db, {
      kind: 'newsletter_test',
      language: 'en',
      to: 'crash@example.org',
      subject: 'crash',
      text: 'Hi',
    });
    // A process claims it and dies before sending.
    expect((await claimDueMail(database.db, clock.now(), 50)).map((row) => row.id)).toContain(id);
    const w = worker(smtp.url, clock);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.subject === 'crash')).toHaveLength(0);
    clock.advance(CLAIM_MS + 1000);
    w.kick();
    await smtp.waitFor(1, (m) => m.subject === 'crash');
    await w.stop();
  });

  it('builds headers from validated values only', async () => {
    await expect(
      enqueueMail(database.db, {
        kind: 'contact_reply',
        language: 'en',
        to: 'a@example.org',
        replyTo: 'x@example.org\r\nBcc: all@example.org',
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow(InvalidMailError);
    await expect(
      enqueueMail(database.db, {
        kind: 'contact_reply',
        language: 'en',
        to: 'a@example.org',
        subject: 's',
        text: 't',
        headers: { 'List-Unsubscribe': 'x\r\nBcc: y' },
      }),
    ).rejects.toThrow(InvalidMailError);
    const clock = new ManualClock(Date.now() + 5_000);
    await enqueueMail(database.db, {
      kind: 'contact_notification',
      language: 'en',
      to: 'staff@example.org',
      replyTo: 'visitor@example.org',
      subject: 'Hello\r\nBcc: everyone@example.org',
      text: 'Plain text',
      html: '<p>HTML</p>',
    });
    const w = worker(smtp.url, clock);
    const [message] = await smtp.waitFor(1, (m) => (m.subject ?? '').startsWith('Hello'));
    await w.stop();
    expect(message.subject).toBe('Hello Bcc: everyone@example.org');
    expect(message.bcc).toBeUndefined();
    expect(message.replyTo?.text).toBe('visitor@example.org');
    expect(message.text?.trim()).toBe('Plain text');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  // Small batches (many claims racing), and the default batch sent over several connections side by side.
  it.each([
    { batch: 3, mails: 40 },
    { batch: undefined, mails: 240 },
  ])('send each mail once (batch $batch, $mails mails)', async ({ batch, mails }) => {
    const smtp = await new TestSmtp().start();
    const first = await createTestDatabase('postgres', { seed: false });
    const second = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    const ids = await enqueueMail(
      first.db,
      Array.from({ length: mails }, (_, n) => ({
        kind: 'newsletter_test' as const,
        language: 'en',
        to: `twice${n}@example.org`,
        subject: `once ${n}`,
        text: 'Hi',
      })),
    );
    const clock = new ManualClock(Date.now() + 5_000);
    const start = (db: Database['db']) => {
      const transport = createMailTransport({ smtpUrl: smtp.url, dev: false, mailDir: '' });
      if (!transport) throw new Error('no transport');
      return startMailWorker({ db, transport, from: 'site@veb.test', log: quiet, clock, pollMs: 20, batch });
    };
    const workers = [start(first.db), start(second.db)];
    try {
      await smtp.waitFor(mails, (m) => (m.subject ?? '').startsWith('once '), 60_000);
      await until(async () =>
        (await first.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).every((r) => r.status === 'sent'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = smtp.messages.map((m) => m.subject).filter((s) => s?.startsWith('once '));
      expect(subjects).toHaveLength(mails);
      expect(new Set(subjects).size).toBe(mails);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second.close();
      await first.close();
      await smtp.stop();
    }
  });
});
