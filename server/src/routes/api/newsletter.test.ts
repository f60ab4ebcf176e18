import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

describe.each(testDatabaseKinds())('newsletter API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  const subscribe = (email: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });

  it('stores the address trimmed and lower-cased, then answers success', async () => {
    const res = await subscribe('  Reader@Example.ORG ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 Already subscribed for the same address in another case or with spaces', async () => {
    expect((await subscribe('twice@example.org')).statusCode).toBe(201);
    for (const again of ['twice@example.org', 'TWICE@Example.org', '  twice@example.org  ']) {
      const res = await subscribe(again);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Already subscribed' });
    }
  });

  it('lets only one of two simultaneous identical subscriptions succeed', async () => {
    const results = await Promise.all([subscribe('race@example.org'), subscribe('RACE@example.org')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['', 'Email Required'],
    ['   ', 'Email Required'],
    [undefined, 'Email Required'],
    ['no-at-sign.example.org', 'Invalid Email'],
    ['two words@example.org', 'Invalid Email'],
    ['user@nodot', 'Invalid Email'],
  ])('rejects %j with 400 %s', async (email, message) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
