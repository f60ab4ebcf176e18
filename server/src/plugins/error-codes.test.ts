import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_ERRORS } from '@common/admin/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/**
 * The staff area's errors are codes (docs/decisions/041): the answer names the code and its values, and
 * each field's, beside the English message that logs, curl and other clients read.
 */
describe.each(testDatabaseKinds())('error answers of the admin API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let inbox: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
  }, 60_000);
  afterAll(() => ctx.close());

  it('names the code and its values, per field too, with the English the code stands for', async () => {
    const res = await editor.request({
      method: 'PUT',
      url: '/api/admin/news/featured',
      payload: { ids: [1, 2, 3, 4] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Choose at most 3 articles',
      code: 'news.featuredMax',
      params: { max: 3 },
      errors: { ids: 'Choose at most 3 articles' },
      errorCodes: { ids: { code: 'news.featuredMax', params: { max: 3 } } },
    });
  });

  it('answers a refusal thrown by a route with its code', async () => {
    const repeated = await editor.request({ method: 'PUT', url: '/api/admin/news/featured', payload: { ids: [5, 5] } });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ code: 'news.eachOnce', message: API_ERRORS.news.eachOnce });
    const refused = await inbox.get('/api/admin/news');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'request.roleRefused',
      message: 'Your role does not allow this',
    });
  });

  it('answers the framework’s own refusals with codes on the admin API, and plain English elsewhere', async () => {
    const url = '/api/admin/news/featured';
    const badJson = await editor.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"ids": [',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'request.badJson', message: API_ERRORS.request.badJson });
    const text = await editor.request({ method: 'PUT', url, headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'request.mediaType' });
    const forged = await editor.request({ method: 'PUT', url, payload: { ids: [] }, csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'request.expired', message: API_ERRORS.request.expired });
    const huge = await editor.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [], pad: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'request.tooLarge' });
    // The visitor side keeps its plain answer, without a code.
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });
});

/** Every file of the server that answers in plain English: the visitor side, and answers before any route. */
const PLAIN_ENGLISH = new Set([
  'lib/allowed-methods.ts',
  'lib/cached-response.ts',
  'lib/http-error.ts',
  'modules/contact/public-routes.ts',
  'modules/entries/public-routes.ts',
  'modules/media/public-routes.ts',
  'modules/news/public-routes.ts',
  'modules/seo/rss.ts',
  'modules/seo/sitemap.ts',
  'modules/newsletter/public-routes.ts',
  'plugins/errors.ts',
  'plugins/input-guard.ts',
  'routes/api/fallback.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the staff area answers codes', () => {
  it('leaves plain English sentences to the visitor side', () => {
    const root = join(import.meta.dirname, '..');
    const plain = sources(root).filter((file) =>
      /(new HttpError\(\s*\d+,\s*\{\s*message|parseOr400\([^;]*\{\s*message)/.test(readFileSync(file, 'utf8')),
    );
    expect(plain.map((file) => relative(root, file)).filter((file) => !PLAIN_ENGLISH.has(file))).toEqual([]);
  });
});
