import type { SearchItem } from './search-index';

/**
 * SPEC §5: a result matches when the query, compared case-insensitively, is contained in its
 * title or description. An empty (or blank) query shows everything.
 */
export function filterSearchItems<T extends Pick<SearchItem, 'title' | 'description'>>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle),
  );
}
