import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbLogger } from '../../db/logger';
import { auditLog, contactEvents, contactMessages, mailOutbox } from '../../db/schema';
import { runDueJobs } from '../../jobs/daily';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { deleteOldMessages, retentionJob } from './retention';

const DAY = 24 * 60 * 60_000;
const silent: DbLogger = { warn: () => {}, info: () => {}, error: () => {} };

describe.each(testDatabaseKinds())('contact retention job (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, env: { CONTACT_RETENTION_DAYS: '30' } });
  });
  afterAll(() => ctx.close());

  it('is registered as a daily job with the configured number of days', () => {
    expect(ctx.app.dailyJobs.map((job) => job.name)).toContain('contact.retention');
  });

  it('deletes messages older than the retention period with their history and mails, and audits it', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const base = { name: 'Old Visitor', phone: '+27 11 555 0100', subject: 'general', message: 'An old question.' };
    const [old, kept] = await db
      .insert(contactMessages)
      .values([
        { ...base, email: 'old@example.org', createdAt: new Date(now.getTime() - 31 * DAY) },
        { ...base, email: 'kept@example.org', createdAt: new Date(now.getTime() - 29 * DAY) },
      ])
      .returning();
    await db.insert(contactEvents).values({ messageId: old.id, actor: 'someone', kind: 'note', body: 'x' });
    await db.insert(mailOutbox).values([
      {
        kind: 'contact_notification',
        toAddress: 'desk@veb.example',
        subject: 's',
        textBody: 't',
        status: 'sent',
        contactMessageId: old.id,
      },
      {
        kind: 'contact_notification',
        toAddress: 'desk@veb.example',
        subject: 's',
        textBody: 't',
        status: 'sent',
        contactMessageId: kept.id,
      },
    ]);

    // The job as the app registered it (CONTACT_RETENTION_DAYS=30), through the real runner.
    const job = ctx.app.dailyJobs.find((item) => item.name === 'contact.retention') ?? retentionJob(0);
    expect(await runDueJobs(db, [job], now, silent)).toEqual(['contact.retention']);

    const left = await db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.id, [old.id, kept.id]));
    expect(left.map((row) => row.email)).toEqual(['kept@example.org']);
    expect(await db.select().from(contactEvents).where(eq(contactEvents.messageId, old.id))).toEqual([]);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.contactMessageId)).toEqual([kept.id]);
    const [line] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'job.contact.retention'))
      .orderBy(desc(auditLog.id));
    expect(line).toMatchObject({ actor: 'system', details: { deleted: 1, mailsDeleted: 1, days: 30 } });
  });
});

describe.each(testDatabaseKinds())('contact retention in batches (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  it('deletes every old message however many there are, a batch at a time, and counts them all', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const base = { name: 'Old Visitor', phone: '+27 11 555 0100', subject: 'general', message: 'An old question.' };
    const rows = await db
      .insert(contactMessages)
      .values([
        ...Array.from({ length: 7 }, (_, n) => ({
          ...base,
          email: `old${n}@example.org`,
          createdAt: new Date(now.getTime() - (40 + n) * DAY),
        })),
        { ...base, email: 'kept@example.org', createdAt: new Date(now.getTime() - DAY) },
      ])
      .returning();
    await db.insert(mailOutbox).values(
      rows.slice(0, 7).map((row) => ({
        kind: 'contact_notification' as const,
        toAddress: 'desk@veb.example',
        subject: 's',
        textBody: 't',
        status: 'sent' as const,
        contactMessageId: row.id,
      })),
    );
    const result = await db.transaction((tx) => deleteOldMessages(tx, now, 30, 3));
    expect(result).toMatchObject({ deleted: 7, mailsDeleted: 7, days: 30 });
    const left = await db.select({ email: contactMessages.email }).from(contactMessages);
    expect(left).toEqual([{ email: 'kept@example.org' }]);
  });
});
