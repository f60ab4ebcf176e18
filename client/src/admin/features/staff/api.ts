import type { CreatedInvitation, Invitation, InvitationMailOutcome, Role, SessionSummary } from '@common/admin/auth';
import type { AdminEntry } from '@common/entries/admin';
import type { Locale } from '@common/locale';
import { queryOptions } from '@tanstack/react-query';
import { del, get, patch, post } from '../../api/client';

/**
 * The admin API of staff accounts and invitations (server/src/modules/staff/routes-staff.ts and
 * routes-colleagues.ts); the list of accounts itself is api/staff.ts (the audit log reads it too). Read
 * afresh whenever a screen shows them: colleagues accept invitations, sign in and fail sign-ins meanwhile.
 */
export const invitationsQuery = {
  queryKey: ['admin', 'staff', 'invitations'] as const,
  queryFn: () => get<Invitation[]>('/staff/invitations'),
  staleTime: 0,
};

export const colleagueSessionsQuery = (id: number) => ({
  queryKey: ['admin', 'staff', 'sessions', id] as const,
  queryFn: () => get<SessionSummary[]>(`/staff/${id}/sessions`),
  staleTime: 0,
});

/**
 * The group's companies, a staff member can be limited to (docs/decisions/088): the company records, in
 * the staff's order, named in the owner's language; the content area's own list (same address, same key).
 */
export const companiesQuery = queryOptions({
  queryKey: ['admin', 'entries', 'company'],
  queryFn: () => get<AdminEntry[]>('/entries/company'),
});

export const updateStaff = (id: number, change: { role?: Role; disabled?: boolean; companyIds?: number[] }) =>
  patch<{ success: boolean }>(`/staff/${id}`, change);
export const liftWait = (id: number) => post<{ success: boolean }>(`/staff/${id}/lift-wait`);
export const resetTwoFactor = (id: number) => post<{ success: boolean }>(`/staff/${id}/reset-two-factor`);
export const sendResetLink = (id: number) =>
  post<{ success: boolean; email: string; expiresAt: string; mailConfigured: boolean }>(`/staff/${id}/password-reset`);
export const endColleagueSession = (id: number, sessionId: number) =>
  del<{ success: boolean }>(`/staff/${id}/sessions/${sessionId}`);
export const createInvitation = (input: { email: string; role: Role; locale: Locale; companyIds: number[] }) =>
  post<CreatedInvitation>('/staff/invitations', input);
export const resendInvitation = (id: number) =>
  post<CreatedInvitation & { previousMail: InvitationMailOutcome }>(`/staff/invitations/${id}/resend`);
export const withdrawInvitation = (id: number) =>
  del<{ success: boolean; mail: InvitationMailOutcome }>(`/staff/invitations/${id}`);
