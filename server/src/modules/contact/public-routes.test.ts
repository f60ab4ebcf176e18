import { contactMessages as spec } from '@common/contact';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const valid = {
  name: 'Amara Okafor',
  email: 'amara@example.org',
  phone: '+27 11 555 0100',
  company: 'Okafor Agri',
  subject: 'investment',
  message: 'We would like to discuss the agriculture expansion fund.',
};

describe.each(testDatabaseKinds())('contact API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores a valid message, then answers success', async () => {
    const res = await post({ ...valid, email: 'stored@example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const rows = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'stored@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: valid.name,
      phone: valid.phone,
      company: valid.company,
      subject: 'investment',
      message: valid.message,
    });
  });

  it('accepts a message without a company', async () => {
    const { company: _company, ...rest } = valid;
    expect((await post(rest)).statusCode).toBe(201);
  });

  it.each([
    ['name', 'A', spec.nameMin],
    ['email', 'not-an-email', spec.email],
    ['phone', '12345', spec.phone],
    ['subject', '', spec.subject],
    ['subject', 'lunch', spec.subject],
    ['message', 'Too short', spec.messageMin],
  ])('rejects a bad %s (%j) with the SPEC message', async (field, value, message) => {
    const res = await post({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[field]).toBe(message);
    expect(body.message).toEqual(expect.any(String));
  });

  it('names every missing required field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
  });

  it('answers malformed JSON, a wrong content type and an oversized body with a 4xx JSON message', async () => {
    const malformed = await post('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/JSON/);

    const wrongType = await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().success).toBe(false);

    const huge = await post({ ...valid, message: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });

  it('answers a 5xx with success false when the message cannot be stored', async () => {
    await ctx.database.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const res = await post(valid);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(res.json().message).not.toMatch(/contact_messages/);
    } finally {
      await ctx.database.db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
  });
});
