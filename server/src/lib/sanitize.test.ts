import { JSDOM } from 'jsdom';
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

  it('decides rel after the address is normalised: spaces, tabs and line breaks do not keep an opener', () => {
    const noOpener = (html: string) => {
      const doc = new new JSDOM('').window.DOMParser().parseFromString(sanitizeArticleHtml(html), 'text/html');
      const link = doc.querySelector('a');
      return { href: link?.getAttribute('href'), rel: link?.getAttribute('rel'), target: link?.getAttribute('target') };
    };
    for (const href of [
      '   https://evil.example/x',
      '\t\nhttps://evil.example/x',
      'ht\ttps://evil.example/x',
      'https://evil.example/x   ',
      'HTTPS://EVIL.example/x',
      '\u0001https://evil.example/x',
    ]) {
      const link = noOpener(`<p><a href="${href}" rel="opener">x</a></p>`);
      expect({ rel: link.rel, target: link.target }, JSON.stringify(href)).toEqual({
        rel: 'noopener noreferrer',
        target: '_blank',
      });
      expect(new URL(link.href ?? '', 'https://veb.example/').href.toLowerCase()).toBe('https://evil.example/x');
    }
    // Any link that keeps a target gets no opener, site links included; rel=opener alone is dropped.
    expect(noOpener('<a href="/news/x" target="_blank" rel="opener">x</a>')).toEqual({
      href: '/news/x',
      rel: 'noopener noreferrer',
      target: '_blank',
    });
    expect(noOpener('<a href="  /news/x" target="_self" rel="opener nofollow">x</a>').rel).toBe('noopener noreferrer');
    expect(noOpener('<a href="/news/x" rel="opener">x</a>')).toEqual({ href: '/news/x', rel: null, target: null });
    expect(noOpener('<a href="mailto:a@example.org">x</a>').target).toBeNull();
  });
});
