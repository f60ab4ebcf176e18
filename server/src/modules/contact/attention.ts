import { canUse, type Role } from '@common/admin/roles';
import type { FastifyInstance } from 'fastify';
import { typesWithoutRecipients } from '../settings/contact-notify';
import type { AttentionItem } from '../staff/dashboard';
import { unreadCount } from './inbox-queries';

/** The dashboard's lines from the inbox: unread messages, and (for owners) types whose messages tell nobody. */
export function inboxAttention(app: FastifyInstance) {
  return async (role: Role): Promise<AttentionItem[]> => {
    const items: AttentionItem[] = [];
    if (canUse(role, 'inbox')) {
      const unread = await unreadCount(app.database.db);
      items.push({
        kind: 'inbox.unread',
        count: unread,
        path: '/inbox',
        label: unread === 1 ? '1 unread message in the inbox' : `${unread} unread messages in the inbox`,
      });
    }
    if (canUse(role, 'settings')) {
      const silent = await typesWithoutRecipients(app.database.db, app.config.CONTACT_NOTIFY_TO);
      items.push({
        kind: 'inbox.notifications_not_configured',
        count: silent.length,
        path: '/settings',
        label:
          silent.length === 1
            ? 'Contact notifications are not configured for 1 inquiry type: its messages notify nobody'
            : `Contact notifications are not configured for ${silent.length} inquiry types: their messages notify nobody`,
      });
    }
    return items;
  };
}
