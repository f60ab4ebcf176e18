import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('every /api answer is JSON', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // With a page renderer, so its catch-all route is there to wrongly catch API paths.
    ctx = await createTestApp('pglite', {
      renderer: { render: async () => ({ status: 200, html: '<!doctype html><p>page</p>' }) },
    });
  });
  afterAll(() => ctx.close());

  const expectJson = async (method: string, url: string, status: number) => {
    const res = await ctx.app.inject({ method: method as 'GET', url });
    const label = `${method} ${url.slice(0, 80)}`;
    expect(res.statusCode, label).toBe(status);
    expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    return res;
  };

  it('unknown paths answer 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      await expectJson(method, '/api/nowhere', 404);
      await expectJson(method, '/api/news/a/b/c', 404);
    }
    await expectJson('GET', '/api', 404);
    await expectJson('GET', `/api/${'x'.repeat(5000)}`, 404);
  });

  it('an article slug of any length answers JSON', async () => {
    await expectJson('GET', `/api/news/${'a'.repeat(101)}`, 404);
    await expectJson('GET', `/api/news/${'a'.repeat(3000)}`, 404);
  });

  it('a known path with the wrong method answers 405 with Allow', async () => {
    const res = await expectJson('POST', '/api/news', 405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await expectJson('DELETE', '/api/news/some-slug', 405)).headers.allow).toBe('GET, HEAD');
    expect((await expectJson('GET', '/api/contact', 405)).headers.allow).toBe('POST');
    expect((await expectJson('PUT', '/api/newsletter/subscribe', 405)).headers.allow).toBe('POST');
  });

  it('pages still answer outside /api', async () => {
    const res = await ctx.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
