import type { Locale } from '@common/locale';
import type { NewsArticle } from '@common/news';
import { queryOptions } from '@tanstack/react-query';
import { throwIfResNotOk } from '@/lib/api';

/**
 * GET /api/news/{slug}?lang=: the article in the page's language when that version is published,
 * else in English. A 404 means "no article" (null), not an error; an old slug's 301 is followed.
 */
export function articleQuery(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['/api/news', slug, locale],
    queryFn: async (): Promise<NewsArticle | null> => {
      const search = locale === 'en' ? '' : `?lang=${locale}`;
      const res = await fetch(`/api/news/${encodeURIComponent(slug)}${search}`, { credentials: 'include' });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as NewsArticle;
    },
    enabled: slug !== '',
  });
}
