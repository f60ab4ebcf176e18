import { describe, expect, it } from 'vitest';
import { hashesIn, rewriteJson, rewriteText } from './usage-hashes';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);
const change = { from: A, to: B, width: 600, height: 800 };

describe('following a replaced file in stored text', () => {
  it('finds the hashes a text names, and only image addresses', () => {
    const html = `<p><img src="/media/${A}-960.webp"><a href="/media/${C}-480.avif">x</a> /media/${B}.webp /media/${B}-960.png</p>`;
    expect(hashesIn(html)).toEqual(new Set([A, C]));
  });

  it('points every address of the old file at the new one and gives an <img> the new proportions', () => {
    const html =
      `<p><img src="/media/${A}-960.webp" alt="A width=&quot;1&quot; trap" width="960" height="540" loading="lazy"></p>` +
      `<p><img src="/media/${C}-960.webp" alt="" width="960" height="540"></p>` +
      `<p>See /media/${A}-1200.jpg</p>`;
    const out = rewriteText(html, change);
    expect(out).toBe(
      `<p><img src="/media/${B}-960.webp" alt="A width=&quot;1&quot; trap" width="600" height="800" loading="lazy"></p>` +
        `<p><img src="/media/${C}-960.webp" alt="" width="960" height="540"></p>` +
        `<p>See /media/${B}-1200.jpg</p>`,
    );
    // A wide new file at the 480 address: 480 wide at most.
    expect(
      rewriteText(`<img src="/media/${A}-480.webp" width="480" height="270">`, {
        ...change,
        width: 2000,
        height: 1000,
      }),
    ).toBe(`<img src="/media/${B}-480.webp" width="480" height="240">`);
    // Without a size, only the address changes; a text without the old hash is the same string.
    expect(rewriteText(`<img src="/media/${A}-960.webp">`, change)).toBe(`<img src="/media/${B}-960.webp">`);
    const other = `<img src="/media/${C}-960.webp" width="1" height="1">`;
    expect(rewriteText(other, change)).toBe(other);
  });

  it('rewrites every string inside stored JSON and keeps everything else', () => {
    const data = {
      imageId: 7,
      imageUrl: `/media/${A}-960.webp`,
      versions: {
        en: { title: 'T', contentHtml: `<img src="/media/${A}-960.webp" width="960" height="540">` },
        fr: null,
      },
      list: [`/media/${A}-192.webp`, 3, true],
    };
    expect(rewriteJson(data, change)).toEqual({
      imageId: 7,
      imageUrl: `/media/${B}-960.webp`,
      versions: {
        en: { title: 'T', contentHtml: `<img src="/media/${B}-960.webp" width="600" height="800">` },
        fr: null,
      },
      list: [`/media/${B}-192.webp`, 3, true],
    });
  });
});
