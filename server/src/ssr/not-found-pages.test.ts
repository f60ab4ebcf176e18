import { APP_STATE_ID } from '@common/app-state';
import { LOCALES, type Locale } from '@common/locale';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigOf } from '../config';
import { SLUG_INDEX_KEY } from '../content/service';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { createTestApp } from '../test/test-app';
import { HOLE } from './not-found-pages';

const STATE = new RegExp(`(<script type="application/json" id="${APP_STATE_ID}">)(.*?)(</script>)`, 's');

/**
 * Two renders of one address differ only in when their data was read and in which order the reads
 * finished: the dehydrated queries, without their times, in a fixed order.
 */
function comparable(html: string): string {
  return html.replace(STATE, (_, open: string, json: string, close: string) => {
    const state = JSON.parse(json);
    for (const query of state.queries.queries) {
      delete query.dehydratedAt;
      delete query.state.dataUpdatedAt;
    }
    state.queries.queries.sort((a: { queryHash: string }, b: { queryHash: string }) =>
      a.queryHash.localeCompare(b.queryHash),
    );
    return `${open}${JSON.stringify(state)}${close}`;
  });
}

/**
 * Decision 065: a made-up address's 404 page is the stored one with the address filled in, and is the
 * very page a render of that address gives, in every language; it costs no render of its own.
 */
describe('stored not-found pages', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let renders: string[] = [];
  beforeAll(async () => {
    const real = await testPageRenderer();
    renderer = {
      ...real,
      render: (request) => {
        renders.push(request.url);
        return real.render(request);
      },
    };
    ctx = await createTestApp('pglite', { renderer });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const rendered = async (url: string, locale: Locale) =>
    (await renderer.render({ url, locale, content: ctx.app.content, config: publicConfigOf(ctx.app.config) })).html;

  it('is what a render of the address gives, for unknown pages and articles, in each language', async () => {
    // The first article miss builds the slug index; until then a missing article is read and rendered.
    await ctx.app.inject('/news/warming-the-index');
    await eventually(async () => expect(ctx.app.cache.peek(SLUG_INDEX_KEY)).toBeDefined());
    for (const locale of LOCALES) {
      for (const url of ['/news/no-such-story-2026', '/no-such-page', '/some/deeper-address/x1']) {
        renders = [];
        const res = await ctx.app.inject(`${url}?lang=${locale}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain(`<html lang="${locale}">`);
        // Its language links name this address.
        expect(res.body).toContain(`href="${url}?lang=${locale === 'sw' ? 'fr' : 'sw'}"`);
        expect(res.body).not.toContain(HOLE);
        // Only the stored page was rendered (once per route and language), never this address.
        expect(renders.filter((made) => !made.includes(HOLE))).toEqual([]);
        expect(comparable(res.body)).toBe(comparable(await rendered(url, locale)));
      }
    }
  });

  it('costs no render for another made-up address, and renders what it cannot fill', async () => {
    await ctx.app.inject('/news/warming-the-index');
    await eventually(async () => expect(ctx.app.cache.peek(SLUG_INDEX_KEY)).toBeDefined());
    await ctx.app.inject('/no-such-page-first');
    await ctx.app.inject('/news/no-such-article-first');
    renders = [];
    for (let i = 0; i < 10; i++) {
      expect((await ctx.app.inject(`/made-up-${i}`)).statusCode).toBe(404);
      expect((await ctx.app.inject(`/news/made-up-${i}`)).statusCode).toBe(404);
    }
    expect(renders).toEqual([]);
    // Not slug-shaped: rendered as before, and a 404 too (an escaped article address was a 200 page that
    // never loaded: the prefetch and the page read the slug differently, lib/router.tsx).
    for (const url of ['/Made_Up', '/news/made%20up']) expect((await ctx.app.inject(url)).statusCode).toBe(404);
    expect(renders).toEqual(['/Made_Up', '/news/made%20up']);
    // A real page is rendered, never taken for a 404.
    expect((await ctx.app.inject('/about')).statusCode).toBe(200);
  });

  it('shows changed content: the stored page goes with what it was made from', async () => {
    expect((await ctx.app.inject('/not-here-yet')).body).not.toContain('Renamed Holdings');
    await ctx.database.db.execute(
      sql`update entries set values = jsonb_set(values, '{name}', '"Renamed Holdings"')
          where kind = 'company' and values ->> 'slug' = 'greenharvest'`,
    );
    await eventually(async () => expect((await ctx.app.inject('/not-here-either')).body).toContain('Renamed Holdings'));
  });
});
