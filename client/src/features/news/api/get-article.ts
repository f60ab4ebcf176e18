import type { NewsArticle } from '@common/news';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** GET /api/news/{slug} through the generic read helper; a 404 means "no article" (null), not an error. */
export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['/api/news', slug],
    queryFn: getQueryFn<NewsArticle | null>({ on404: 'returnNull' }),
    enabled: slug !== '',
  });
}
