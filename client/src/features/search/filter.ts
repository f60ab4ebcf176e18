import type { SearchItem } from './search-index';

/**
 * SPEC §5: a result matches when the query, compared case-insensitively, is contained in its
 * title or description. An empty (or blank) query shows everything.
 */
export function filterSearchItems<T extends Pick<SearchItem, 'title' | 'description'>>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = searchNeedle(query);
  if (!needle) return [...items];
  return items.filter((item) => searchText(item).includes(needle));
}

/** What a query is compared as: trimmed and lower-cased (the boot script reads a query the same way). */
export const searchNeedle = (query: string) => query.trim().toLocaleLowerCase();

/**
 * What a result is compared with: its title and description, lower-cased, apart (a query never spans
 * both). The server's list carries it for the boot script, which filters before the app is in
 * (docs/decisions/098).
 */
export const searchText = (item: Pick<SearchItem, 'title' | 'description'>) =>
  `${item.title.toLocaleLowerCase()}\n${item.description.toLocaleLowerCase()}`;
