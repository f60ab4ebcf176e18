import type { ContentApi } from '@common/content-api';
import type { Locale } from '@common/locale';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page's server-side prefetch is given (app/route-table.ts). Its own module, importing nothing
 * from app/ or features/, so the features' prefetchers and the route table that lists them do not
 * import each other.
 */
export interface PrefetchContext {
  queryClient: QueryClient;
  content: ContentApi;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
}
