import { describe, expect, it } from 'vitest';
import { localisedPath, localiseLinks } from './locale-urls';

describe('language in addresses', () => {
  it("names the language of the site's own paths, keeping their query and #anchor", () => {
    expect(localisedPath('/about', 'fr')).toBe('/about?lang=fr');
    expect(localisedPath('/about', 'en')).toBe('/about');
    expect(localisedPath('/contact?subject=investment', 'sw')).toBe('/contact?subject=investment&lang=sw');
    expect(localisedPath('/#partners-investors', 'fr')).toBe('/?lang=fr#partners-investors');
    expect(localisedPath('/about?lang=fr#our-story', 'sw')).toBe('/about?lang=sw#our-story');
    expect(localisedPath('/news?page=2&lang=fr', 'en')).toBe('/news?page=2');
  });

  it('leaves other addresses alone', () => {
    for (const href of ['https://example.test/x', '//example.test/x', '#main', 'mailto:a@b.test', 'tel:+2711']) {
      expect(localisedPath(href, 'fr')).toBe(href);
    }
  });

  it("names the language of the site's links inside stored HTML, and only those", () => {
    const html =
      '<p>Ask <a href="/contact?subject=a&amp;x=1">us</a>, read <a href="https://example.test/">this</a> or <a title="t" href="/news">news</a>.</p>';
    expect(localiseLinks(html, 'fr')).toBe(
      '<p>Ask <a href="/contact?subject=a&amp;x=1&amp;lang=fr">us</a>, read <a href="https://example.test/">this</a> or <a title="t" href="/news?lang=fr">news</a>.</p>',
    );
    expect(localiseLinks(html, 'en')).toBe(html);
  });
});
