import type { Messages } from '../../../i18n/types';
import type { impact as en } from '../en/impact';

export const impact: Messages<typeof en> = {
  meta: { title: 'impact', description: 'VEB Group' },
};
