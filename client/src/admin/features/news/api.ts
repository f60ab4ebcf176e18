import type { MediaItem } from '@common/admin/media';
import type {
  AdminArticle,
  AdminNewsList,
  AdminNewsListQuery,
  ArticleDeleteInput,
  ArticleRevision,
  ArticleRevisionDetail,
  ArticleSaveInput,
  FeaturedInput,
  FeaturedList,
  PublishInput,
  ScheduleInput,
  UnpublishInput,
} from '@common/admin/news';
import type { AdminEntry } from '@common/entries/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../api/client';

/** The endpoints of common/src/admin/news.ts, under /api/admin. */
export const newsKey = ['admin', 'news'] as const;

export const newsListQuery = (query: AdminNewsListQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) params.set(name, String(value));
  }
  const search = params.toString();
  return queryOptions({
    queryKey: [...newsKey, 'list', search],
    queryFn: () => get<AdminNewsList>(`/news${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
};

export const categoriesQuery = queryOptions({
  queryKey: [...newsKey, 'categories'],
  queryFn: () => get<string[]>('/news/categories'),
});

/**
 * The companies an article can name (docs/decisions/085): the company records, in the staff's order, named
 * in the staff member's language; the content area's own list (same address, same key, one cache entry).
 */
export const companiesQuery = queryOptions({
  queryKey: ['admin', 'entries', 'company'],
  queryFn: () => get<AdminEntry[]>('/entries/company'),
});

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: [...newsKey, 'article', id], queryFn: () => get<AdminArticle>(`/news/${id}`) });

/** The article's versions in the one history (the kit's RecordHistory reads it). */
export const historyQuery = (id: number) =>
  queryOptions({
    queryKey: [...newsKey, 'article', id, 'history'],
    queryFn: () => get<ArticleRevision[]>(`/news/${id}/history`),
  });

export const fetchRevision = (id: number, revision: number) =>
  get<ArticleRevisionDetail>(`/news/${id}/history/${revision}`);

export const featuredQuery = queryOptions({
  queryKey: [...newsKey, 'featured'],
  queryFn: () => get<FeaturedList>('/news/featured'),
});

export const mediaQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'media', id], queryFn: () => get<MediaItem>(`/media/${id}`) });

export const createArticle = (input: ArticleSaveInput) => post<AdminArticle>('/news', input);
export const saveDraft = (id: number, input: ArticleSaveInput) => put<AdminArticle>(`/news/${id}/draft`, input);
export const publishArticle = (id: number, input: PublishInput) => post<AdminArticle>(`/news/${id}/publish`, input);
export const scheduleArticle = (id: number, input: ScheduleInput) => post<AdminArticle>(`/news/${id}/schedule`, input);
export const unpublishArticle = (id: number, input: UnpublishInput) =>
  post<AdminArticle>(`/news/${id}/unpublish`, input);
/** Review before publication (docs/decisions/089): a writer submits the working copy, a reviewer sends it back. */
export const submitArticle = (id: number) => post<AdminArticle>(`/news/${id}/submit`, {});
export const returnArticle = (id: number, comment: string) => post<AdminArticle>(`/news/${id}/return`, { comment });
export const deleteArticle = (id: number, input: ArticleDeleteInput) => del<{ success: boolean }>(`/news/${id}`, input);
export const saveFeatured = (input: FeaturedInput) => put<FeaturedList>('/news/featured', input);
