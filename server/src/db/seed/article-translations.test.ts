import { NEWS_LIMITS } from '@common/admin/news';
import { homeNews } from '@common/content/home-news';
import { TRANSLATED_LOCALES } from '@common/locale';
import { SLUG_PATTERN } from '@common/slug';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { seedArticleTranslations } from './data/article-translations';
import { seedArticles } from './data/articles';

const english = new Map(seedArticles.map((a) => [a.slug, a]));
const translated = Object.entries(seedArticleTranslations);

/** How many of each element the HTML has: the structure a translation must keep. */
function structure(html: string): Record<string, number> {
  const tags: Record<string, number> = {};
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9]*)\b/g)) tags[tag] = (tags[tag] ?? 0) + 1;
  return tags;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);

/** Numbers of two digits or more, thousands and decimal separators of any language removed. */
const figures = (html: string) =>
  new Set([...html.replace(/(\d)[ ,.\u00a0\u202f](?=\d)/g, '$1').matchAll(/\d{2,}/g)].map(([n]) => n).sort());

describe('French and Swahili demo articles', () => {
  it('cover at least six published articles, the three on the home page among them', () => {
    expect(translated.length).toBeGreaterThanOrEqual(6);
    for (const [slug] of translated) expect(english.get(slug)?.status, slug).toBe('published');
    for (const item of homeNews) expect(seedArticleTranslations[item.slug], item.slug).toBeDefined();
  });

  it('have slugs that are valid, in their own words, and unique across every language', () => {
    const slugs = [...english.keys()];
    for (const [slug, versions] of translated) {
      for (const locale of TRANSLATED_LOCALES) {
        const version = versions[locale];
        expect(version.slug, `${slug} ${locale}`).toMatch(SLUG_PATTERN);
        expect(version.slug.length).toBeLessThanOrEqual(NEWS_LIMITS.slug);
        expect(version.slug).not.toBe(slug);
        slugs.push(version.slug);
      }
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('are translated, within the editor’s limits', () => {
    for (const [slug, versions] of translated) {
      const source = english.get(slug);
      for (const locale of TRANSLATED_LOCALES) {
        const version = versions[locale];
        expect(version.title).not.toBe(source?.title);
        expect(version.excerpt).not.toBe(source?.excerpt);
        expect(version.title.length).toBeLessThanOrEqual(NEWS_LIMITS.title);
        expect(version.excerpt.length).toBeLessThanOrEqual(NEWS_LIMITS.excerpt);
        expect(`${version.title}${version.excerpt}`).not.toMatch(/[<>]/);
      }
    }
  });

  it('are stored exactly as the sanitiser leaves them', () => {
    for (const [slug, versions] of translated) {
      for (const locale of TRANSLATED_LOCALES) {
        expect(sanitizeArticleHtml(versions[locale].content), `${slug} ${locale}`).toBe(versions[locale].content);
      }
    }
  });

  it('keep the English structure, links and figures', () => {
    for (const [slug, versions] of translated) {
      const source = english.get(slug)?.content ?? '';
      for (const locale of TRANSLATED_LOCALES) {
        const content = versions[locale].content;
        const label = `${slug} ${locale}`;
        expect(structure(content), label).toEqual(structure(source));
        expect(hrefs(content), label).toEqual(hrefs(source));
        expect(figures(content), label).toEqual(figures(source));
      }
    }
  });
});
