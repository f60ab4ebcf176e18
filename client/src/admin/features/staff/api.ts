import type { Invitation, Role, StaffMember } from '@common/admin/auth';
import { del, get, patch, post } from '../../api/client';

/**
 * The admin API of staff accounts and invitations (server/src/modules/staff/routes-staff.ts). Read afresh
 * whenever a screen shows them: colleagues accept invitations and fail sign-ins meanwhile.
 */
export const staffQuery = {
  queryKey: ['admin', 'staff'] as const,
  queryFn: () => get<StaffMember[]>('/staff'),
  staleTime: 0,
};

export const invitationsQuery = {
  queryKey: ['admin', 'staff', 'invitations'] as const,
  queryFn: () => get<Invitation[]>('/staff/invitations'),
  staleTime: 0,
};

export interface CreatedInvitation {
  id: number;
  link: string;
  expiresAt: string;
}

export const updateStaff = (id: number, change: { role?: Role; disabled?: boolean }) =>
  patch<{ success: boolean }>(`/staff/${id}`, change);
export const liftWait = (id: number) => post<{ success: boolean }>(`/staff/${id}/lift-wait`);
export const resetTwoFactor = (id: number) => post<{ success: boolean }>(`/staff/${id}/reset-two-factor`);
export const createInvitation = (input: { email: string; role: Role }) =>
  post<CreatedInvitation>('/staff/invitations', input);
export const withdrawInvitation = (id: number) => del<{ success: boolean }>(`/staff/invitations/${id}`);
