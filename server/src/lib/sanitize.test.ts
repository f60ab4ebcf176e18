import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

const hash = 'a'.repeat(64);
const media = `/media/${hash}-960.webp`;

describe('sanitizeArticleHtml', () => {
  it('keeps an image uploaded to this site with its alt text and size, loading lazily', () => {
    expect(sanitizeArticleHtml(`<p>x</p><img src="${media}" alt="Kampala" width="960" height="540">`)).toBe(
      `<p>x</p><img src="${media}" alt="Kampala" width="960" height="540" loading="lazy" decoding="async" />`,
    );
  });

  it('drops images from anywhere else, and every attribute but the allowed ones', () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/media/x.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `/media/${hash}-960.svg`,
      `/media/../admin/${hash}-960.webp`,
    ]) {
      expect(sanitizeArticleHtml(`<p>a</p><img src="${src}" alt="x">`), src).toBe('<p>a</p>');
    }
    const kept = sanitizeArticleHtml(
      `<img src="${media}" alt="x" onerror="alert(1)" style="width:1px" width="12px" srcset="https://evil.example/a 1x">`,
    );
    expect(kept).toBe(`<img src="${media}" alt="x" loading="lazy" decoding="async" />`);
  });

  it('still removes scripts, styles, handlers and javascript: links', () => {
    const out = sanitizeArticleHtml(
      '<script>alert(1)</script><style>p{}</style><p onclick="x()">t <a href="javascript:alert(1)">l</a></p>',
    );
    expect(out).toBe('<p>t <a>l</a></p>');
  });
});
