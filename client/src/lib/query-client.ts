import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * SPEC §7: never retried, never refetched on focus or on an interval, never stale. Never collected either:
 * the page's data (the server's, or fetched once) is read without an observer (use-query-data.ts), and
 * TanStack's default drops such a query after five idle minutes, which emptied the menus of a page left open.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
