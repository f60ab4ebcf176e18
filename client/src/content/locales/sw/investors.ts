import type { Messages } from '../../../i18n/types';
import type { investors as en } from '../en/investors';

export const investors: Messages<typeof en> = {
  meta: { title: 'investors', description: 'VEB Group' },
};
