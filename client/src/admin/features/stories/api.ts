import type { AdminStory, StoryInput } from '@common/admin/impact';
import type { RecordRevision } from '@common/admin/revisions';
import { queryOptions } from '@tanstack/react-query';
import { get, post, put } from '../../api/client';

export const storiesQuery = queryOptions({
  queryKey: ['admin', 'impact', 'stories'],
  queryFn: () => get<AdminStory[]>('/impact/stories'),
});

export const createStory = (input: StoryInput) => post<AdminStory>('/impact/stories', input);
export const updateStory = (id: number, input: StoryInput) => put<AdminStory>(`/impact/stories/${id}`, input);
export const setStoryPublished = (id: number, published: boolean) =>
  post<AdminStory>(`/impact/stories/${id}/published`, { published });
export const orderStories = (ids: number[]) => put<AdminStory[]>('/impact/stories/order', { ids });

export const storyHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'impact', 'stories', id, 'history'],
    queryFn: () => get<RecordRevision[]>(`/impact/stories/${id}/history`),
  });
/** Restores a version over the one the editor shows (`updatedAt`: a newer save refuses it, 409). */
export const restoreStory = (id: number, revision: number, updatedAt: string) =>
  post<AdminStory>(`/impact/stories/${id}/restore/${revision}`, { updatedAt });
