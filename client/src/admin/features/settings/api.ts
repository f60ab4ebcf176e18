import type {
  ContactNotifyInput,
  ContactNotifySettings,
  SiteIdentityInput,
  TimeZoneInput,
} from '@common/admin/settings';
import type { SiteIdentity } from '@common/site-identity';
import { get, put } from '../../api/client';

/** Settings' admin API (server/src/modules/settings/admin-routes.ts). */
export const notifyQuery = {
  queryKey: ['admin', 'settings', 'contact-notifications'] as const,
  queryFn: () => get<ContactNotifySettings>('/settings/contact-notifications'),
};

export const saveNotify = (input: ContactNotifyInput) =>
  put<ContactNotifySettings>('/settings/contact-notifications', input);

export const saveTimeZone = (input: TimeZoneInput) => put<{ timeZone: string }>('/settings/time-zone', input);

export const identityQuery = {
  queryKey: ['admin', 'settings', 'site-identity'] as const,
  queryFn: () => get<{ identity: SiteIdentity | null }>('/settings/site-identity'),
};

export const saveIdentity = (input: SiteIdentityInput) =>
  put<{ identity: SiteIdentity | null }>('/settings/site-identity', input);
