import type { NewsArticle } from '@common/news';
import { queryOptions } from '@tanstack/react-query';
import { throwIfResNotOk } from '@/lib/api';

/**
 * GET /api/news/{slug}: the published version this slug names (every version has its own slug,
 * docs/decisions/079), whoever reads it; its `alternates` name the article's other versions. A 404 means
 * "no article" (null), not an error; an old slug's 301 is followed.
 */
export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['/api/news', slug],
    queryFn: async (): Promise<NewsArticle | null> => {
      const res = await fetch(`/api/news/${encodeURIComponent(slug)}`, { credentials: 'include' });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as NewsArticle;
    },
    enabled: slug !== '',
  });
}
