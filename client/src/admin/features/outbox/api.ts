import type { OutboxFilter, OutboxList, OutboxMailContent, OutboxMailDetails } from '@common/admin/outbox';
import { get, post } from '../../api/client';

/** The admin API of the outbox (server/src/modules/mail/admin-routes.ts). */
export const PAGE_SIZE = 50;

export const outboxQuery = (status: OutboxFilter, offset: number) => ({
  queryKey: ['admin', 'outbox', status, offset] as const,
  queryFn: () => get<OutboxList>(`/outbox?status=${status}&limit=${PAGE_SIZE}&offset=${offset}`),
});

export const retryMail = (id: number) => post<OutboxMailDetails>(`/outbox/${id}/retry`);

/** A mail's text and HTML with its tokens masked; what was sent does not change, so it is read once. */
export const mailContentQuery = (id: number) => ({
  queryKey: ['admin', 'outbox', 'content', id] as const,
  queryFn: () => get<OutboxMailContent>(`/outbox/${id}/content`),
  staleTime: Number.POSITIVE_INFINITY,
});
