import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { stderrLogger } from '../../db/logger';
import { mailOutbox } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createTestDatabase } from '../../test/test-app';
import { enqueueMail } from './outbox';
import { createMailTransport } from './transport';
import { startMailWorker } from './worker';

describe('where mail goes without SMTP_URL', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    dir = await mkdtemp(join(tmpdir(), 'veb-mail-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('nowhere outside development: mail waits in the outbox', () => {
    expect(createMailTransport({ dev: false, mailDir: dir })).toBeNull();
  });

  it('in development, each mail becomes an .eml file under MAIL_DIR that a mail program opens', async () => {
    const mailDir = join(dir, 'mail');
    const transport = createMailTransport({ dev: true, mailDir });
    if (!transport) throw new Error('no transport in development');
    expect(transport.describe).toBe(`files in ${mailDir}`);
    const [id] = await enqueueMail(database.db, {
      kind: 'contact_reply',
      language: 'en',
      to: 'amara@example.org',
      subject: 'Your message',
      text: 'Thank you for writing.',
      html: '<p>Thank you for writing.</p>',
    });
    const worker = startMailWorker({
      db: database.db,
      transport,
      from: 'VEB Group <site@veb.test>',
      log: stderrLogger,
      clock: new ManualClock(Date.now() + 5_000),
      pollMs: 50,
    });
    const deadline = Date.now() + 10_000;
    let files: string[] = [];
    while (files.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      files = await readdir(mailDir).catch(() => []);
    }
    await worker.stop();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/amara@example\.org\.eml$/);
    const message = await simpleParser(await readFile(join(mailDir, files[0])));
    expect(message.subject).toBe('Your message');
    expect(message.from?.value[0]).toMatchObject({ name: 'VEB Group', address: 'site@veb.test' });
    expect(message.text?.trim()).toBe('Thank you for writing.');
    expect(message.html).toContain('<p>Thank you for writing.</p>');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('sent');
  });
});
