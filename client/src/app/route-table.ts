import type { ContentApi } from '@common/content-api';
import type { Locale } from '@common/locale';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchImpact } from '@/features/impact/api/prefetch';
import { prefetchArticle, prefetchNewsList } from '@/features/news/api/prefetch';
import type { Namespace } from '@/i18n';
import { matchRoutes } from '@/lib/router';
import { type LazyPage, lazyPage } from './lazy-page';

export interface PrefetchContext {
  queryClient: QueryClient;
  content: ContentApi;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
}

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Dictionary namespaces the page reads, besides `common` (loaded with the page's chunk). */
  namespaces: Namespace[];
  /** Server-side data for the first render; the client reuses it instead of fetching again. */
  prefetch?: (context: PrefetchContext) => Promise<void>;
}

/** SPEC §2.1 route table, plus /privacy and /terms (issue 4). Each page is its own chunk. */
export const appRoutes: AppRoute[] = [
  { path: '/', namespaces: ['home', 'map'], page: lazyPage('home') },
  { path: '/about', namespaces: ['about'], page: lazyPage('about') },
  { path: '/careers', namespaces: ['careers'], page: lazyPage('careers') },
  { path: '/contact', namespaces: ['contact'], page: lazyPage('contact') },
  { path: '/investors', namespaces: ['investors'], page: lazyPage('investors') },
  {
    path: '/news',
    namespaces: ['news'],
    page: lazyPage('news-list'),
    prefetch: prefetchNewsList,
  },
  {
    path: '/news/:slug',
    namespaces: ['news'],
    page: lazyPage('news-article'),
    prefetch: prefetchArticle,
  },
  {
    path: '/impact',
    namespaces: ['impact'],
    page: lazyPage('impact'),
    prefetch: prefetchImpact,
  },
  { path: '/privacy', namespaces: ['legal'], page: lazyPage('privacy') },
  { path: '/terms', namespaces: ['legal'], page: lazyPage('terms') },
  { path: '*', namespaces: [], page: lazyPage('not-found') },
];

export function matchAppRoute(pathname: string) {
  const match = matchRoutes(appRoutes, pathname)?.[0];
  return match ? { route: match.route, params: match.params } : undefined;
}
