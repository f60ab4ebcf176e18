import type { Issue, IssueArticle, IssueData, IssueOverview, IssuePreviews } from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { del, get, post, put } from '../../api/client';

/** The admin API of newsletter issues (server/src/modules/newsletter/admin-issues.ts). */
export const overviewQuery = {
  queryKey: ['admin', 'newsletters'] as const,
  queryFn: () => get<IssueOverview>('/newsletters'),
};

export const issueQuery = (id: number) => ({
  queryKey: ['admin', 'newsletters', id] as const,
  queryFn: () => get<Issue>(`/newsletters/${id}`),
});

export const articlesQuery = {
  queryKey: ['admin', 'newsletters', 'articles'] as const,
  queryFn: () => get<IssueArticle[]>('/newsletters/articles'),
};

export const createIssue = (data: IssueData) => post<{ id: number }>('/newsletters', data);
export const saveIssue = (id: number, data: IssueData) => put<{ success: boolean }>(`/newsletters/${id}`, data);
export const deleteIssue = (id: number) => del<{ success: boolean }>(`/newsletters/${id}`);
export const previewIssue = (data: IssueData) => post<IssuePreviews>('/newsletters/preview', data);
export const sendTest = (id: number, locale: Locale) =>
  post<{ success: boolean; to: string }>(`/newsletters/${id}/test`, { locale });
export const sendIssue = (id: number) => post<{ success: boolean; recipients: number }>(`/newsletters/${id}/send`);
