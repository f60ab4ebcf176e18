import type { SessionSummary } from '@common/admin/auth';
import type { Locale } from '@common/locale';
import { del, get, post, put } from '../../api/client';

/**
 * The admin API of one's own account (server/src/modules/auth/routes-account.ts; the language:
 * server/src/modules/staff/routes-language.ts).
 */
export const sessionsQuery = {
  queryKey: ['admin', 'account', 'sessions'] as const,
  queryFn: () => get<SessionSummary[]>('/account/sessions'),
  // Sessions start and end elsewhere: each visit reads them afresh.
  staleTime: 0,
};

export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export const twoFactorQuery = {
  queryKey: ['admin', 'account', 'two-factor'] as const,
  queryFn: () => get<TwoFactorState>('/account/two-factor'),
};

export const endSession = (id: number) => del<{ success: boolean }>(`/account/sessions/${id}`);
export const endOtherSessions = () => post<{ success: boolean }>('/account/sessions/end-others');
export const changePassword = (input: { current: string; password: string }) =>
  post<{ success: boolean }>('/account/password', input);
export const disableTwoFactor = (input: { password: string; code: string }) =>
  post<{ success: boolean }>('/account/two-factor/disable', input);
export const replaceRecoveryCodes = (code: string) =>
  post<{ recoveryCodes: string[] }>('/account/two-factor/recovery-codes', { code });

export const saveLanguage = (locale: Locale) => put<{ locale: Locale }>('/account/language', { locale });
