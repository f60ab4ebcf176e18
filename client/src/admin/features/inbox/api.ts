import type {
  BulkInput,
  BulkResult,
  CompanyRef,
  ContactStatus,
  InboxList,
  InboxMessage,
  StaffRef,
} from '@common/admin/contact';
import { get, post, put } from '../../api/client';
import { apiQuery, type InboxFilters, type InboxPlace } from './address';

/** The inbox's admin API (server/src/modules/contact/admin-routes.ts). */

/** Every inbox query starts with this key, so one invalidation refreshes the list, the count and a message. */
export const INBOX_KEY = ['admin', 'inbox'] as const;

export const listQuery = (filters: InboxFilters, place: InboxPlace = {}) => ({
  queryKey: [...INBOX_KEY, 'list', filters, place] as const,
  queryFn: () => get<InboxList>(`/inbox${apiQuery(filters, place)}`),
});

export const unreadQuery = {
  queryKey: [...INBOX_KEY, 'unread'] as const,
  queryFn: () => get<{ unread: number }>('/inbox/unread'),
};

export const messageQuery = (id: number) => ({
  queryKey: [...INBOX_KEY, 'message', id] as const,
  queryFn: () => get<InboxMessage>(`/inbox/${id}`),
});

export const assigneesQuery = {
  queryKey: [...INBOX_KEY, 'assignees'] as const,
  queryFn: () => get<StaffRef[]>('/inbox/assignees'),
};

/** The group's companies, in the staff's order: the filter by the company a message was sent to. */
export const companiesQuery = {
  queryKey: [...INBOX_KEY, 'companies'] as const,
  queryFn: () => get<CompanyRef[]>('/inbox/companies'),
};

export const markRead = (id: number) => post<InboxMessage>(`/inbox/${id}/read`);
export const addNote = (id: number, body: string) => post<InboxMessage>(`/inbox/${id}/notes`, { body });
export const setStatus = (id: number, status: ContactStatus) => put<InboxMessage>(`/inbox/${id}/status`, { status });
export const setAssignee = (id: number, assigneeId: number | null) =>
  put<InboxMessage>(`/inbox/${id}/assignee`, { assigneeId });
export const sendReply = (id: number, subject: string, body: string) =>
  post<InboxMessage>(`/inbox/${id}/reply`, { subject, body });
/** One action on the selected messages: all of them change, or none (a 4xx names what stood in the way). */
export const bulkChange = (input: BulkInput) => post<BulkResult>('/inbox/bulk', input);
