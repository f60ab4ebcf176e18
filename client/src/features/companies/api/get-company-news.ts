import type { Locale } from '@common/locale';
import type { NewsListResponse } from '@common/news';
import { queryOptions } from '@tanstack/react-query';
import { throwIfResNotOk } from '@/lib/api';

/** A company page shows its three latest articles (docs/decisions/085); the news list has the rest. */
export const COMPANY_NEWS_COUNT = 3;

/**
 * GET /api/news?published=true&limit=3&offset=0&company={slug}&lang: the latest articles about the company,
 * each in the visitor's language where written, else in its original, as the news list shows them.
 */
export function companyNewsQuery(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['/api/news', 'company', { slug, locale }],
    queryFn: async (): Promise<NewsListResponse> => {
      const search = new URLSearchParams({
        published: 'true',
        limit: String(COMPANY_NEWS_COUNT),
        offset: '0',
        company: slug,
        lang: locale,
      });
      const res = await fetch(`/api/news?${search}`, { credentials: 'include' });
      await throwIfResNotOk(res);
      return (await res.json()) as NewsListResponse;
    },
    enabled: slug !== '',
  });
}
