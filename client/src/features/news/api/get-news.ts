import type { Locale } from '@common/locale';
import { NEWS_MAX_OFFSET, NEWS_PAGE_SIZE, type NewsListResponse } from '@common/news';
import { queryOptions } from '@tanstack/react-query';

export interface NewsListParams {
  page: number;
  category?: string;
  /** A company's slug: the articles about it (docs/decisions/085). */
  company?: string;
  /** Each article in this language when that version is published, else in its original language. */
  locale: Locale;
}

export const newsOffset = (page: number) => (page - 1) * NEWS_PAGE_SIZE;

/**
 * SPEC §7: GET /api/news?published=true&limit&offset[&category]; a non-OK status raises 'Failed to fetch news'.
 * `company` only when one is chosen, as `category` (docs/decisions/085).
 */
async function fetchNewsList({ page, category, company, locale }: NewsListParams): Promise<NewsListResponse> {
  const search = new URLSearchParams({
    published: 'true',
    limit: String(NEWS_PAGE_SIZE),
    offset: String(newsOffset(page)),
  });
  if (category) search.set('category', category);
  if (company) search.set('company', company);
  search.set('lang', locale);
  const res = await fetch(`/api/news?${search}`, { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch news');
  return (await res.json()) as NewsListResponse;
}

export function newsListQuery(params: NewsListParams) {
  return queryOptions({
    queryKey: [
      '/api/news',
      'list',
      { page: params.page, category: params.category ?? null, company: params.company ?? null, locale: params.locale },
    ],
    queryFn: () => fetchNewsList(params),
  });
}

/**
 * Page, category and company live in the address (?page=2&category=Awards&company=ecocraft) so they survive
 * reloads and sharing.
 */
export function parseNewsListParams(search: URLSearchParams): Omit<NewsListParams, 'locale'> {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const category = search.get('category')?.trim() || undefined;
  const company = search.get('company')?.trim() || undefined;
  const lastPage = Math.floor(NEWS_MAX_OFFSET / NEWS_PAGE_SIZE) + 1;
  return { page: Number.isFinite(page) && page >= 1 ? Math.min(page, lastPage) : 1, category, company };
}
