import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody } from './cached-response';

/**
 * A cached page keeps its compressed forms and lets its plain bytes go once brotli is made (docs/decisions/096):
 * the plain bytes, the gzip form and the ETag's digest are still exactly the page's.
 */
describe('CachedBody', () => {
  const page = `<!doctype html><html lang="sw"><p>Habari za kampuni</p>${'<p>Maelezo ya kampuni na huduma zake.</p>'.repeat(400)}`;
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('lets the plain bytes go once brotli is made, and decodes them again for the rare client that asks', async () => {
    const entry = new CachedBody(200, 'text/html; charset=utf-8', page);
    const plain = entry.body;
    const digest = entry.digest;
    expect(entry.length).toBe(Buffer.byteLength(page));
    const br = await entry.as('br');
    await settle();
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    // Let go: the bytes given now are decoded afresh, and still the page's, with the same digest.
    expect(entry.body).not.toBe(plain);
    expect(entry.body.toString('utf8')).toBe(page);
    expect(entry.digest).toBe(digest);
    expect(entry.weight).toBe(Math.ceil(Buffer.byteLength(page) * 1.5));
    // gzip made afterwards, from the decoded bytes.
    expect(gunzipSync(await entry.as('gzip')).toString('utf8')).toBe(page);
  });

  it('keeps a small body as it is: it is never compressed', async () => {
    const entry = new CachedBody(200, 'application/json', '{"ok":true}');
    const plain = entry.body;
    await settle();
    expect(entry.body).toBe(plain);
    expect(entry.length).toBe(11);
  });
});
