import type { ContactNotifyInput, ContactNotifySettings } from '@common/admin/settings';
import { get, put } from '../../api/client';

/** Settings' admin API (server/src/modules/settings/admin-routes.ts). */
export const notifyQuery = {
  queryKey: ['admin', 'settings', 'contact-notifications'] as const,
  queryFn: () => get<ContactNotifySettings>('/settings/contact-notifications'),
};

export const saveNotify = (input: ContactNotifyInput) =>
  put<ContactNotifySettings>('/settings/contact-notifications', input);
