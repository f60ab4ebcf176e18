import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../ssr/renderer';
import { createTestApp } from '../test/test-app';

/**
 * HTTP semantics checked with curl, a client nobody here wrote (decision 048): content coding by
 * q-values, validators and 304, Vary, OPTIONS, 405 and 415, over a listening server (stored answers
 * included: they are given before Fastify).
 */
const run = promisify(execFile);

/** A built client's file, with the .br and .gz forms the build writes beside it (scripts/compress-assets.mjs). */
const clientDir = mkdtempSync(join(tmpdir(), 'http-semantics-client-'));
const SCRIPT = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});\n`);
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'app-1234.js'), SCRIPT);
writeFileSync(join(clientDir, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(clientDir, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));

const renderer: PageRenderer = {
  clientDir,
  async render({ url, locale }) {
    // Over the 1 KB below which answers go uncompressed.
    return { status: 200, html: `<!doctype html><html lang="${locale}"><p>${url}</p>${'x'.repeat(2000)}` };
  },
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

describe('HTTP semantics with curl', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    dir = await mkdtemp(join(tmpdir(), 'http-semantics-'));
    // A fresh database with its migrations and seed: well under a minute alone, longer on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
    await rm(clientDir, { recursive: true, force: true });
  });

  let calls = 0;
  /** curl with raw bytes (no decoding), headers lower-cased. */
  const curl = async (path: string, headers: Record<string, string> = {}, args: string[] = []): Promise<Answer> => {
    calls += 1;
    const headerFile = join(dir, `h${calls}`);
    const bodyFile = join(dir, `b${calls}`);
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    await run('curl', ['-sS', '-D', headerFile, '-o', bodyFile, ...headerArgs, ...args, `${origin}${path}`]);
    const [statusLine, ...lines] = (await readFile(headerFile, 'utf8')).trim().split('\r\n');
    const parsed = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const body = await readFile(bodyFile).catch(() => Buffer.alloc(0));
    return { status: Number(statusLine.split(' ')[1]), headers: parsed, body };
  };

  const DOCUMENTS = [
    '/about',
    '/api/news?published=true&limit=9',
    '/news/rss.xml',
    '/news/rss.xml?lang=fr',
    '/sitemap.xml',
  ];

  it('picks the content coding by q-values on pages, the API, the feeds and the sitemap', async () => {
    for (const path of DOCUMENTS) {
      expect((await curl(path, { 'accept-encoding': 'gzip, br' })).headers['content-encoding'], path).toBe('br');
      expect((await curl(path, { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding'], path).toBe('gzip');
      expect((await curl(path, { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding'], path).toBe(
        'gzip',
      );
      const neither = await curl(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(neither.headers['content-encoding'], path).toBeUndefined();
      expect(neither.body.toString('utf8'), path).toMatch(/^(<!doctype|<\?xml|\{)/);
      // Whatever was chosen, caches must key on it: uncompressed answers too.
      expect(neither.headers.vary, path).toMatch(/accept-encoding/i);
      // curl's own decoding agrees with the bytes (a wrong Content-Encoding would fail here).
      const decoded = await curl(path, {}, ['--compressed']);
      expect(decoded.status, path).toBe(200);
    }
  });

  it('reads Accept-Encoding as RFC 9110 does on pages, the API, feeds and static files', async () => {
    // `*` is every coding not named (a coding refused with q=0 stays refused), names are case-insensitive,
    // x-gzip is gzip (§12.5.3, §8.4.1.3); identity only when rated above every coding.
    const cases: [string, string | undefined][] = [
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, *', 'br'],
      ['GZIP', 'gzip'],
      ['Br', 'br'],
      ['x-gzip', 'gzip'],
      ['*;q=0', undefined],
      ['identity;q=1, br;q=0.5', undefined],
    ];
    for (const path of ['/about', '/api/news?published=true&limit=9', '/news/rss.xml', '/assets/app-1234.js']) {
      for (const [header, expected] of cases) {
        const answer = await curl(path, { 'accept-encoding': header });
        expect(answer.status, `${path} ${header}`).toBe(200);
        expect(answer.headers['content-encoding'], `${path} ${header}`).toBe(expected);
      }
    }
    // The bytes are what the header says.
    const script = await curl('/assets/app-1234.js', { 'accept-encoding': 'br;q=0, *' });
    expect(gunzipSync(script.body)).toEqual(SCRIPT);
    expect((await curl('/assets/app-1234.js', { 'accept-encoding': 'GZIP' }, ['--compressed'])).body).toEqual(SCRIPT);
  });

  it('sends the whole file when If-Range names a weak tag, and a 416 with Content-Range', async () => {
    const path = '/assets/app-1234.js';
    const plain = { 'accept-encoding': 'identity' };
    const first = await curl(path, plain);
    expect(first.body).toEqual(SCRIPT);
    const tag = first.headers.etag;
    expect(tag).toBeDefined();
    // The file's own tag, strong or weak, and the same tag made weak: a weak tag never matches (§13.1.5).
    const weak = tag.startsWith('W/') ? tag : `W/${tag}`;
    const partWeak = await curl(path, { ...plain, range: 'bytes=0-9', 'if-range': weak });
    expect(partWeak.status).toBe(200);
    expect(partWeak.body).toEqual(SCRIPT);
    // A matching date still gives the part, as a strong validator does.
    const dated = await curl(path, { ...plain, range: 'bytes=0-9', 'if-range': first.headers['last-modified'] });
    expect(dated.status).toBe(206);
    expect(dated.body).toEqual(SCRIPT.subarray(0, 10));
    const beyond = await curl(path, { ...plain, range: `bytes=${SCRIPT.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${SCRIPT.length}`);
  });

  it('sends strong ETags and answers If-None-Match with 304, per representation', { timeout: 240_000 }, async () => {
    for (const path of [...DOCUMENTS, '/og/about.png', '/og/about.png?lang=fr']) {
      const image = path.startsWith('/og/');
      const tags = new Set<string>();
      for (const encoding of image ? ['identity'] : ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const first = await curl(path, headers);
        const etag = first.headers.etag;
        expect(first.status, path).toBe(200);
        expect(etag, `${path} ${encoding}`).toMatch(/^"[^"]+"$/);
        tags.add(etag);
        if (encoding === 'gzip') continue;
        // The same bytes give the same tag (asked twice more: a page's third comes from the stored answers).
        await curl(path, headers);
        const hits = ctx.app.storedAnswers.hits;
        expect((await curl(path, headers)).headers.etag, path).toBe(etag);
        // Pages and API reads are stored answers; the feeds, sitemap and images are made per request.
        if (path === '/about' || path.startsWith('/api/')) expect(ctx.app.storedAnswers.hits, path).toBe(hits + 1);
        for (const condition of [`"other", W/${etag}`, '*']) {
          const again = await curl(path, { ...headers, 'if-none-match': condition });
          expect(again.status, `${path} ${encoding} ${condition}`).toBe(304);
          expect(again.body.length, path).toBe(0);
          expect(again.headers.etag, path).toBe(etag);
        }
        const changed = await curl(path, { ...headers, 'if-none-match': '"something-else"' });
        expect(changed.status, path).toBe(200);
        expect(changed.body.length, path).toBeGreaterThan(0);
        // A 304 is never kept for requests without the condition.
        const plain = await curl(path, headers);
        expect(plain.status, path).toBe(200);
        expect(plain.body).toEqual(first.body);
      }
      // Each representation has its own tag, as a strong tag must.
      expect(tags.size, path).toBe(image ? 1 : 3);
    }
  });

  it('sends Last-Modified where a date exists and answers If-Modified-Since', async () => {
    for (const path of ['/news/rss.xml', '/sitemap.xml']) {
      const first = await curl(path);
      const modified = first.headers['last-modified'];
      expect(modified, path).toMatch(/GMT$/);
      expect((await curl(path, { 'if-modified-since': modified })).status, path).toBe(304);
      const later = new Date(Date.parse(modified) + 60_000).toUTCString();
      expect((await curl(path, { 'if-modified-since': later })).status, path).toBe(304);
      const earlier = new Date(Date.parse(modified) - 1000).toUTCString();
      expect((await curl(path, { 'if-modified-since': earlier })).status, path).toBe(200);
      // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
      expect((await curl(path, { 'if-modified-since': modified, 'if-none-match': '"x"' })).status, path).toBe(200);
    }
    const article = await curl('/api/news?published=true&limit=1');
    const slug = (JSON.parse(article.body.toString()) as { articles: { slug: string }[] }).articles[0].slug;
    const card = await curl(`/og/news/${encodeURIComponent(slug)}.png`);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['last-modified']).toMatch(/GMT$/);
    const again = await curl(`/og/news/${encodeURIComponent(slug)}.png`, {
      'if-modified-since': card.headers['last-modified'],
    });
    expect(again.status).toBe(304);
  });

  it('answers OPTIONS with 204 and Allow, other methods on pages with 405 and Allow', async () => {
    const apiOptions = await curl('/api/news', {}, ['-X', 'OPTIONS']);
    expect(apiOptions.status).toBe(204);
    expect(apiOptions.headers.allow).toBe('GET, HEAD');
    expect((await curl('/api/contact', {}, ['-X', 'OPTIONS'])).headers.allow).toBe('POST');
    expect((await curl('/api/nowhere', {}, ['-X', 'OPTIONS'])).status).toBe(404);

    const post = await curl('/news', { 'content-type': 'application/json' }, ['-X', 'POST', '--data', '{}']);
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(post.body.toString())).toMatchObject({ success: false });
    // Refused before the body is read: its type does not matter.
    const text = await curl('/about', { 'content-type': 'text/plain' }, ['-X', 'PUT', '--data', 'hello']);
    expect(text.status).toBe(405);
    const pageOptions = await curl('/news', {}, ['-X', 'OPTIONS']);
    expect(pageOptions.status).toBe(204);
    expect(pageOptions.headers.allow).toBe('GET, HEAD');
    // Security headers stay on these answers.
    expect(post.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a body that is not JSON on the API with 415', async () => {
    const text = await curl('/api/contact', { 'content-type': 'text/plain' }, ['-X', 'POST', '--data', 'hello']);
    expect(text.status).toBe(415);
    expect(JSON.parse(text.body.toString())).toMatchObject({ success: false, message: expect.stringMatching(/json/i) });
    const subscribe = await curl('/api/newsletter/subscribe', { 'content-type': 'text/plain' }, [
      '-X',
      'POST',
      '--data',
      '{"email":"a@example.org"}',
    ]);
    expect(subscribe.status).toBe(415);
  });
});
