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

/**
 * The companies to offer as the list's company filter, in the staff's order: those the loaded articles are
 * about, and the one chosen (so it can be cleared even when it has no article). `companies` are the
 * companies shown on the site: one deleted or hidden since an article was published is not offered.
 */
export function companiesOf<C extends { id: number; slug: string }>(
  articles: NewsArticleSummary[],
  companies: readonly C[],
  selected?: string,
): C[] {
  const named = new Set(articles.flatMap((a) => a.companies ?? []));
  return companies.filter((company) => named.has(company.id) || company.slug === selected);
}
