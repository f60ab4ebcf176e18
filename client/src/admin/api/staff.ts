import type { StaffMember } from '@common/admin/auth';
import { get } from './client';

/**
 * The staff accounts, read by the Staff screen and by the audit log's person filter (so it lives in the
 * kit, not in either feature). Read afresh whenever a screen shows them: colleagues accept invitations,
 * sign in and fail sign-ins meanwhile.
 */
export const staffQuery = {
  queryKey: ['admin', 'staff'] as const,
  queryFn: () => get<StaffMember[]>('/staff'),
  staleTime: 0,
};
