import type { NewsArticleSummary } from '@common/news';

/** SPEC §5 news search: case-insensitive substring of title or excerpt, over the loaded page. */
export function filterArticles(articles: NewsArticleSummary[], search: string): NewsArticleSummary[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return articles;
  return articles.filter((a) => a.title.toLowerCase().includes(needle) || a.excerpt.toLowerCase().includes(needle));
}

/** Categories present in the loaded articles, in order of first appearance. */
export function categoriesOf(articles: NewsArticleSummary[]): string[] {
  return [...new Set(articles.map((a) => a.category))];
}
