import type { Locale } from '@common/locale';
import type { NewsArticleSummary } from '@common/news';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

/**
 * GET /api/news?featured=true: the three articles staff chose for the home page (the newest fill the
 * rest), each in the page's language where published, else in its original. Shared by the home page and
 * the search dialog (which reads each article in the version the visitor sees).
 */
export function featuredQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['/api/news', 'featured', locale],
    queryFn: async () =>
      (
        await getJson<{ articles: NewsArticleSummary[] }>('/api/news', {
          featured: 'true',
          lang: locale,
        })
      ).articles,
  });
}
