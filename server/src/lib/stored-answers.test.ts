import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheMemory } from '../content/cache-memory';
import { newsVersions } from '../db/schema';
import type { PageRenderer } from '../ssr/renderer';
import { eventually } from '../test/eventually';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/** A page that shows its language and the newest article's title, so staleness and mix-ups show. */
const renderer: PageRenderer = {
  async render({ url, locale, content }) {
    const { articles } = await content.listNews({ limit: 1, offset: 0, locale });
    const filler = 'x'.repeat(2000); // over the 1 KB below which answers go uncompressed
    return { status: 200, html: `<!doctype html><html lang="${locale}"><p>${url} ${articles[0].title}</p>${filler}` };
  },
};

const withoutDate = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name !== 'date'));

describe.each(testDatabaseKinds())('stored answers over real HTTP (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
  const hits = () => ctx.app.storedAnswers.hits;

  it('gives an identical request the same answer, headers and bytes, without the site', async () => {
    const path = '/api/news?published=true&limit=3&offset=0';
    const first = await get(path, { 'accept-encoding': 'identity' });
    // Stored once asked for twice, so a one-off address never is.
    await get(path, { 'accept-encoding': 'identity' });
    const before = hits();
    const second = await get(path, { 'accept-encoding': 'identity' });
    expect(hits()).toBe(before + 1);
    expect(second.status).toBe(first.status);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await second.text()).toBe(await first.text());
  });

  it('stores nothing for addresses asked for once', async () => {
    const before = hits();
    const size = ctx.app.storedAnswers.size;
    for (let n = 0; n < 40; n++) await get(`/about?q=${n}`);
    expect(ctx.app.storedAnswers.size).toBe(size);
    expect(hits()).toBe(before);
  });

  it('keeps requests that differ in encoding or language cookie apart', async () => {
    for (let n = 0; n < 3; n++) await get('/about', { 'accept-encoding': 'identity' });
    // fetch decodes br itself; the header shows which bytes came.
    const br = await get('/about', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<html lang="en">');
    const french = await get('/about', { 'accept-encoding': 'identity', cookie: 'veb-lang=fr' });
    expect(await french.text()).toContain('<html lang="fr">');
    const again = await get('/about', { 'accept-encoding': 'identity' });
    expect(await again.text()).toContain('<html lang="en">');
  });

  it('never stores an answer that sets a cookie', async () => {
    await get('/impact?lang=sw');
    await get('/impact?lang=sw');
    const before = hits();
    const second = await get('/impact?lang=sw');
    expect(second.headers.get('set-cookie')).toContain('veb-lang=sw');
    expect(hits()).toBe(before);
  });

  it('never gives an answer made from content that has changed since', async () => {
    const read = async () =>
      (await (await get('/news', { 'accept-encoding': 'identity' })).text()).match(/<p>(.*)<\/p>/)?.[1];
    const path = '/api/news?published=true&limit=1&offset=0';
    const { articles } = (await (await get(path)).json()) as { articles: { slug: string; title: string }[] };
    await read();
    await read();
    expect(await read()).toBe(`/news ${articles[0].title}`);
    const served = hits();
    // An article's words live in its version per language, each at a slug of its own (docs/decisions/078, 079).
    const changed = await ctx.database.db
      .update(newsVersions)
      .set({ title: 'Changed by hand' })
      .where(eq(newsVersions.slug, articles[0].slug))
      .returning({ id: newsVersions.articleId });
    expect(changed).toHaveLength(1);
    await eventually(async () => expect(await read()).toBe('/news Changed by hand'));
    // From then on it is the new answer that is stored and given again.
    await read();
    expect(await read()).toBe('/news Changed by hand');
    expect(hits()).toBeGreaterThan(served);
  });

  it('steps aside once shutdown begins', async () => {
    for (let n = 0; n < 3; n++) await get('/about');
    const before = hits();
    ctx.app.storedAnswers.closing = true;
    try {
      expect((await get('/about')).status).toBe(200);
      expect(hits()).toBe(before);
    } finally {
      ctx.app.storedAnswers.closing = false;
    }
  });
});

describe('memory bounds (CACHE_MEMORY_MB)', () => {
  const KB = 1024;
  /** Pages of 100 KB that read no content, one per address. */
  const big: PageRenderer = {
    async render({ url }) {
      return { status: 200, html: `<!doctype html><html lang="en"><p>${url}</p>${'y'.repeat(100 * KB)}` };
    },
  };
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    // 1 MB: about 600 KB for the content cache's pages (each counted with its compressed forms, 150 KB) and
    // 100 KB for its small area, 300 KB for stored answers (100 KB each, uncompressed here).
    ctx = await createTestApp('pglite', { renderer: big, env: { CACHE_MEMORY_MB: '1' } });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());
  const get = (path: string) => fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });

  it('holds no more bytes than it is given, however many addresses are asked for', async () => {
    for (let n = 0; n < 12; n++) {
      for (let twice = 0; twice < 2; twice++) {
        const response = await get(`/big/${n}`);
        expect(response.status).toBe(200);
        // Read to the end, so the connection goes back to the client's pool (the file must close what it opens).
        await response.arrayBuffer();
      }
    }
    const bounds = cacheMemory(1);
    expect(ctx.app.cache.bytes).toBeGreaterThan(300 * KB);
    expect(ctx.app.cache.bytes).toBeLessThanOrEqual(bounds.main + bounds.minor);
    expect(ctx.app.storedAnswers.bytes).toBeGreaterThan(100 * KB);
    expect(ctx.app.storedAnswers.bytes).toBeLessThanOrEqual(bounds.stored);
    // The newest page is still given from the store; the oldest is rendered again.
    const hits = ctx.app.storedAnswers.hits;
    expect(await (await get('/big/11')).text()).toContain('<p>/big/11</p>');
    expect(ctx.app.storedAnswers.hits).toBe(hits + 1);
    expect(await (await get('/big/0')).text()).toContain('<p>/big/0</p>');
    expect(ctx.app.storedAnswers.hits).toBe(hits + 1);
  });
});
