import type { MediaItem } from '@common/admin/media';
import type {
  AdminArticle,
  AdminNewsList,
  AdminNewsListQuery,
  ArticleDeleteInput,
  ArticleDraftInput,
  FeaturedInput,
  FeaturedList,
  PublishInput,
  Revision,
  RevisionItem,
  ScheduleInput,
  UnpublishInput,
} from '@common/admin/news';
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

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: [...newsKey, 'article', id], queryFn: () => get<AdminArticle>(`/news/${id}`) });

export const revisionsQuery = (id: number) =>
  queryOptions({
    queryKey: [...newsKey, 'article', id, 'revisions'],
    queryFn: () => get<RevisionItem[]>(`/news/${id}/revisions`),
  });

export const revisionQuery = (id: number, revisionId: number) =>
  queryOptions({
    queryKey: [...newsKey, 'article', id, 'revisions', revisionId],
    queryFn: () => get<Revision>(`/news/${id}/revisions/${revisionId}`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const featuredQuery = queryOptions({
  queryKey: [...newsKey, 'featured'],
  queryFn: () => get<FeaturedList>('/news/featured'),
});

export const mediaQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'media', id], queryFn: () => get<MediaItem>(`/media/${id}`) });

export const createArticle = (input: ArticleDraftInput) => post<AdminArticle>('/news', input);
export const saveDraft = (id: number, input: ArticleDraftInput) => put<AdminArticle>(`/news/${id}/draft`, input);
export const publishArticle = (id: number, input: PublishInput) => post<AdminArticle>(`/news/${id}/publish`, input);
export const scheduleArticle = (id: number, input: ScheduleInput) => post<AdminArticle>(`/news/${id}/schedule`, input);
export const unpublishArticle = (id: number, input: UnpublishInput) =>
  post<AdminArticle>(`/news/${id}/unpublish`, input);
export const deleteArticle = (id: number, input: ArticleDeleteInput) => del<{ success: boolean }>(`/news/${id}`, input);
export const restoreRevision = (id: number, revisionId: number) =>
  post<AdminArticle>(`/news/${id}/revisions/${revisionId}/restore`);
export const saveFeatured = (input: FeaturedInput) => put<FeaturedList>('/news/featured', input);
