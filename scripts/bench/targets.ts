import type { Target } from './ceiling';

/** Demo content's first page of the news list, as the client asks for it. */
export const NEWS_PAGE = 9;
export const NEWS_LIST = `/api/news?published=true&limit=${NEWS_PAGE}&offset=0`;

/**
 * The bench's targets (decision 021): the API reads and the server-rendered pages (cached after their first
 * request).
 */
export function targets(slug: string): Target[] {
  return [
    { label: `GET ${NEWS_LIST}`, path: NEWS_LIST, kind: 'api' },
    { label: 'GET /api/news/{slug}', path: `/api/news/${slug}`, kind: 'api' },
    { label: 'GET /api/impact/metrics?active=true', path: '/api/impact/metrics?active=true', kind: 'api' },
    { label: 'GET /api/impact/stories?published=true', path: '/api/impact/stories?published=true', kind: 'api' },
    { label: 'GET / (page)', path: '/', kind: 'page' },
    { label: 'GET /news (page)', path: '/news', kind: 'page' },
    { label: 'GET /news/{slug} (page)', path: `/news/${slug}`, kind: 'page' },
    { label: 'GET /impact (page)', path: '/impact', kind: 'page' },
    { label: 'GET /about (page)', path: '/about', kind: 'page' },
  ];
}
