import type { PersonalData } from '@common/admin/privacy';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactEvents, contactMessages, mailOutbox, newsletterSubscribers } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { recordAudit, SYSTEM } from '../audit';
import { enqueueMail } from '../mail';

const PERSON = 'person@example.org';
const OTHER = 'someone-else@example.org';

describe.each(testDatabaseKinds())("one person's data: see, export, erase (%s)", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
  });
  afterAll(() => ctx.close());

  /** A contact message with a note and a reply, its notification and reply in the outbox. */
  async function message(email: string, text: string) {
    const db = ctx.database.db;
    const [row] = await db
      .insert(contactMessages)
      .values({ name: 'Amara Okafor', email, phone: '+27 11 555 0101', subject: 'investment', message: text })
      .returning();
    await db.insert(contactEvents).values([
      { messageId: row.id, actor: 'staff@veb.example', kind: 'note', body: `Called back about: ${text}` },
      { messageId: row.id, actor: 'staff@veb.example', kind: 'reply', body: 'Thank you, we will be in touch.' },
    ]);
    await enqueueMail(db, [
      {
        kind: 'contact_notification',
        language: 'en',
        to: 'investors@veb.example',
        replyTo: email,
        subject: 'New message',
        text,
        contactMessageId: row.id,
      },
      {
        kind: 'contact_reply',
        language: 'en',
        to: email,
        subject: 'Re: your message',
        text: 'Thank you',
        contactMessageId: row.id,
      },
    ]);
    return row;
  }

  async function seedPeople() {
    const db = ctx.database.db;
    await message('Person@Example.ORG', 'I would like to invest in the Benoni hub.');
    await message(PERSON, 'A second question about returns.');
    await message(OTHER, 'Unrelated message that stays.');
    const [subscription] = await db
      .insert(newsletterSubscribers)
      .values({ email: PERSON, status: 'confirmed', locale: 'fr' })
      .returning();
    await enqueueMail(db, {
      kind: 'newsletter_confirmation',
      language: 'en',
      to: PERSON,
      subject: 'Confirmez',
      text: 'Lien',
      subscriberId: subscription.id,
    });
    await db.insert(newsletterSubscribers).values({ email: OTHER, status: 'confirmed' });
    await recordAudit(db, {
      actor: SYSTEM,
      action: 'subscriber.removed',
      details: { email: 'PERSON@example.org', note: `asked by ${PERSON} and ${OTHER}` },
      at: new Date(),
    });
  }

  it('shows everything stored about an address, in any case, and exports it as one JSON file', async () => {
    await seedPeople();
    const res = await owner.post('/api/admin/privacy/lookup', { email: '  PERSON@example.org ' });
    expect(res.statusCode).toBe(200);
    const data = res.json() as PersonalData;
    expect(data.email).toBe(PERSON);
    expect(data.contactMessages.map((m) => m.message)).toEqual([
      'I would like to invest in the Benoni hub.',
      'A second question about returns.',
    ]);
    expect(data.contactMessages[0].events.map((e) => e.kind)).toEqual(['note', 'reply']);
    expect(data.subscription).toMatchObject({ email: PERSON, status: 'confirmed', locale: 'fr' });
    // To it (replies, confirmation) and about it (notifications with its Reply-To).
    expect(data.mails.map((m) => m.kind).sort()).toEqual([
      'contact_notification',
      'contact_notification',
      'contact_reply',
      'contact_reply',
      'newsletter_confirmation',
    ]);
    expect(JSON.stringify(data)).not.toContain(OTHER.split('@')[0]);
    expect(data.auditMentions).toBe(1);

    const exported = await owner.post('/api/admin/privacy/export', { email: PERSON });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = JSON.parse(exported.body) as PersonalData;
    expect({ ...file, generatedAt: '' }).toEqual({ ...data, generatedAt: '' });
    const [line] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ action: 'privacy.exported' });

    expect((await owner.post('/api/admin/privacy/lookup', { email: 'not an address' })).statusCode).toBe(400);
  });

  it('erases it all, leaves others alone, and audits the erasure with counts only', async () => {
    const mismatch = await owner.post('/api/admin/privacy/erase', { email: PERSON, confirm: OTHER });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toHaveProperty('confirm');

    const res = await owner.post('/api/admin/privacy/erase', { email: PERSON, confirm: 'Person@Example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({
      contactMessages: 2,
      contactEvents: 4,
      subscriptions: 1,
      mails: 5,
      signInAttempts: 0,
      // The line seeded above, the look-up's line and the export's line (their masked address and hash).
      auditLinesRedacted: 3,
    });

    const db = ctx.database.db;
    const address = `%${PERSON}%`;
    const left = async (query: Promise<unknown[]>) => (await query).length;
    expect(await left(db.select().from(contactMessages).where(sql`${contactMessages.email} ilike ${address}`))).toBe(0);
    expect(await left(db.select().from(mailOutbox).where(sql`${mailOutbox}::text ilike ${address}`))).toBe(0);
    expect(await left(db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, PERSON)))).toBe(0);
    expect(await left(db.select().from(contactEvents).where(sql`${contactEvents.body} ilike '%Benoni%'`))).toBe(0);
    expect(await left(db.select().from(auditLog).where(sql`${auditLog.details}::text ilike ${address}`))).toBe(0);
    const after = (await owner.post('/api/admin/privacy/lookup', { email: PERSON })).json() as PersonalData;
    expect(after).toMatchObject({ contactMessages: [], subscription: null, mails: [], auditMentions: 0 });

    // The other person's data stays, and so does the rest of the redacted line.
    expect(await left(db.select().from(contactMessages).where(eq(contactMessages.email, OTHER)))).toBe(1);
    expect(await left(db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, OTHER)))).toBe(1);
    expect(await left(db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, OTHER)))).toBe(1);
    const [redacted] = await db.select().from(auditLog).where(eq(auditLog.action, 'subscriber.removed'));
    expect(redacted.details).toEqual({ email: '[erased]', note: `asked by [erased] and ${OTHER}` });

    const [line] = await db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erased'));
    expect(line.details).toEqual(res.json().counts);
    expect(line.targetId).toBeNull();
    expect(JSON.stringify(line).toLowerCase()).not.toContain('person');
  });
});
