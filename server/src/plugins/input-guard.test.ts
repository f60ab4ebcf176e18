import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '../test/test-app';
import { findUnstorable, isUnstorable, UNSTORABLE_MESSAGE } from './input-guard';

describe('isUnstorable / findUnstorable', () => {
  it('finds NUL and unpaired surrogates, in values and keys, and nothing in ordinary text', () => {
    expect(isUnstorable('a\u0000b')).toBe(true);
    expect(isUnstorable('a\uD800b')).toBe(true);
    expect(isUnstorable('a\uDFFF')).toBe(true);
    expect(isUnstorable('Kiswahili 🇰🇪 é ß 中文')).toBe(false);
    expect(findUnstorable({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnstorable({ 'k\uD800': 1 })).toBe('k\uD800');
    expect(findUnstorable({ a: 1, b: null, c: true, d: ['fine'] })).toBeUndefined();
  });

  it('leaves a binary body (an upload, read as a Buffer) alone instead of walking it byte by byte', () => {
    // Object.entries over a 10 MB Buffer made ten million entries on the event loop (seconds
    // and hundreds of MB per upload; the bench's uploads phase measures it). A string property on the Buffer
    // would only be found by walking its entries, so finding nothing shows that the bytes were not walked.
    const upload = Object.assign(Buffer.from([0xff, 0xd8, 0x00, 0xff]), { label: 'x\u0000' });
    expect(findUnstorable(upload)).toBeUndefined();
    expect(findUnstorable({ nested: new Uint8Array([0, 1, 2]) })).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('hostile input is refused with a 400 (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const contact = {
    name: 'Amara Okafor',
    email: 'amara@example.org',
    phone: '+27 11 555 0100',
    subject: 'general',
    message: 'A message long enough to pass.',
  };

  const expect400 = async (request: string | InjectOptions) => {
    const res = await ctx.app.inject(request);
    expect(res.statusCode, JSON.stringify(request)).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, message: UNSTORABLE_MESSAGE });
  };

  it('in a slug, a category and any query value', async () => {
    await expect400('/api/news/abc%00def');
    await expect400('/api/news?published=true&category=Awards%00');
    await expect400('/api/impact/metrics?lang=%ED%A0%80');
    await expect400('/api/news?x=%00');
  });

  it('in a contact field and a newsletter address (JSON bodies, keys included)', async () => {
    for (const field of ['name', 'email', 'phone', 'company', 'message']) {
      await expect400({ method: 'POST', url: '/api/contact', payload: { ...contact, [field]: 'x\u0000y1234567890' } });
    }
    await expect400({ method: 'POST', url: '/api/contact', payload: { ...contact, message: 'bad \uD800 surrogate!' } });
    await expect400({ method: 'POST', url: '/api/contact', payload: { ...contact, 'extra\u0000': 1 } });
    await expect400({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'a\u0000@example.org' } });
  });

  it('in a cookie', async () => {
    await expect400({ url: '/api/news', headers: { cookie: 'veb-lang=%00' } });
  });

  it('stores what is allowed, however unusual', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'Emoji 🌍, RTL \u202Eטקסט, zero\u200Bwidth, <script>x</script>' },
    });
    expect(res.statusCode).toBe(201);
  });
});
