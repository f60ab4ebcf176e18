import type { Messages } from '../../../i18n/types';
import type { legal as en } from '../en/legal';

export const legal: Messages<typeof en> = {
  meta: { title: 'legal', description: 'VEB Group' },
};
