import type { Messages } from '../../../i18n/types';
import type { about as en } from '../en/about';

export const about: Messages<typeof en> = {
  meta: { title: 'about', description: 'VEB Group' },
};
