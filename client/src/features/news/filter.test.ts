import type { NewsArticle } from '@common/news';
import { describe, expect, it } from 'vitest';
import { categoriesOf, filterArticles } from './filter';

const article = (id: number, title: string, excerpt: string, category: string): NewsArticle => ({
  id,
  slug: `a-${id}`,
  title,
  excerpt,
  category,
  content: '',
  author: 'x',
  publishedAt: '2026-01-01T00:00:00.000Z',
  lang: 'en',
  alternates: { en: `a-${id}` },
});

const list = [
  article(1, 'Kampala office opens', 'Uganda launch', 'Expansion'),
  article(2, 'Benoni hub', 'Fourteen production LINES', 'Manufacturing'),
  article(3, 'Awards night', 'Recognition', 'Expansion'),
];

describe('news search', () => {
  it('matches title or excerpt, case-insensitively', () => {
    expect(filterArticles(list, 'kampala').map((a) => a.id)).toEqual([1]);
    expect(filterArticles(list, 'lines').map((a) => a.id)).toEqual([2]);
    expect(filterArticles(list, 'zzz')).toEqual([]);
  });

  it('shows everything for an empty search', () => {
    expect(filterArticles(list, '')).toHaveLength(3);
    expect(filterArticles(list, '   ')).toHaveLength(3);
  });

  it('lists the categories found, once each, in order', () => {
    expect(categoriesOf(list)).toEqual(['Expansion', 'Manufacturing']);
  });
});
