import { describe, expect, it } from 'vitest';
import { articleLanguagePath } from './language-links';

describe('an article page’s language links', () => {
  const article = { slug: 'ofisi-mpya', alternates: { sw: 'ofisi-mpya', fr: 'nouveau-bureau' } };

  it('lead to the version in that language, naming the language so it wins over an earlier choice', () => {
    expect(articleLanguagePath(article, 'fr')).toBe('/news/nouveau-bureau?lang=fr');
    expect(articleLanguagePath(article, 'sw')).toBe('/news/ofisi-mpya?lang=sw');
  });

  it('lead to the version shown, the page in that language, when there is none in it (English too)', () => {
    expect(articleLanguagePath(article, 'en')).toBe('/news/ofisi-mpya?lang=en');
  });
});
