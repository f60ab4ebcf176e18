import type { Messages } from '../../../i18n/types';
import type { home as en } from '../en/home';

export const home: Messages<typeof en> = {
  meta: { title: 'home', description: 'VEB Group' },
};
