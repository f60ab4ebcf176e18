import type { AuditEntry, SignInAttempt, SignInBlocks } from '@common/admin/auth';
import { get, post } from '../../api/client';

/** The admin API of the audit log (server/src/modules/audit/routes.ts): newest first, pages by id. */
const PAGE_SIZE = 50;

export interface AuditFilters {
  actor: string;
  action: string;
}

const query = (filters: Partial<AuditFilters>, before: number | null) => {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.action) params.set('action', filters.action);
  if (before) params.set('before', String(before));
  return `?${params}`;
};

export const fetchAudit = (filters: AuditFilters, before: number | null) =>
  get<{ entries: AuditEntry[]; next: number | null }>(`/audit${query(filters, before)}`);

export const fetchSignIns = (before: number | null) =>
  get<{ attempts: SignInAttempt[]; next: number | null }>(`/audit/sign-ins${query({}, before)}`);

/** Blocks in force now (server/src/modules/auth/routes-blocks.ts); read afresh on each visit. */
export const blocksQuery = {
  queryKey: ['admin', 'audit', 'blocks'] as const,
  queryFn: () => get<SignInBlocks>('/sign-in-blocks'),
  staleTime: 0,
};

export const liftAddressBlock = (ip: string) => post<{ success: boolean }>('/sign-in-blocks/address/lift', { ip });
/** An account's wait is lifted on the account (the Staff screen lifts it the same way). */
export const liftAccountWait = (id: number) => post<{ success: boolean }>(`/staff/${id}/lift-wait`);
