import type { Messages } from '../../../i18n/types';
import type { careers as en } from '../en/careers';

export const careers: Messages<typeof en> = {
  meta: { title: 'careers', description: 'VEB Group' },
};
