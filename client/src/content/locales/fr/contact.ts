import type { Messages } from '../../../i18n/types';
import type { contact as en } from '../en/contact';

export const contact: Messages<typeof en> = {
  meta: { title: 'contact', description: 'VEB Group' },
};
