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
