import type {
  Issue,
  IssueArticle,
  IssueInput,
  IssueOverview,
  IssuePreviews,
  ScheduleInput,
  SendInput,
} from '@common/admin/newsletter';
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

/** Creating and saving answer with the issue as saved, its translations' states included. */
export const createIssue = (input: IssueInput) => post<Issue>('/newsletters', input);
export const saveIssue = (id: number, input: IssueInput) => put<Issue>(`/newsletters/${id}`, input);
export const deleteIssue = (id: number) => del<{ success: boolean }>(`/newsletters/${id}`);
export const previewIssue = (input: IssueInput) => post<IssuePreviews>('/newsletters/preview', input);
export const sendTest = (id: number, locale: Locale) =>
  post<{ success: boolean; to: string }>(`/newsletters/${id}/test`, { locale });
export const sendIssue = (id: number, choice: SendInput) =>
  post<{ success: boolean; recipients: number }>(`/newsletters/${id}/send`, choice);
export const scheduleIssue = (id: number, input: ScheduleInput) => post<Issue>(`/newsletters/${id}/schedule`, input);
export const unscheduleIssue = (id: number) => del<Issue>(`/newsletters/${id}/schedule`);
export const pauseIssue = (id: number) => post<{ success: boolean; queued: number }>(`/newsletters/${id}/pause`);
export const resumeIssue = (id: number) => post<{ success: boolean; queued: number }>(`/newsletters/${id}/resume`);
export const stopIssue = (id: number) => post<{ success: boolean; withdrawn: number }>(`/newsletters/${id}/stop`);
