import type { AttentionItem } from '@common/admin/dashboard';
import { canUse, type Role } from '@common/admin/roles';
import type { FastifyInstance } from 'fastify';
import { typesWithoutRecipients } from '../settings';
import { assignedCount, unreadCount } from './inbox-queries';

/**
 * The dashboard's lines from the inbox: unread messages, those assigned to the person asking, and (for
 * owners) types whose messages tell nobody. Each links to the inbox filtered so (its address holds filters).
 */
export function inboxAttention(app: FastifyInstance) {
  return async (role: Role, staffId: number): Promise<AttentionItem[]> => {
    const items: AttentionItem[] = [];
    if (canUse(role, 'inbox')) {
      const [unread, assigned] = await Promise.all([
        unreadCount(app.database.db),
        assignedCount(app.database.db, staffId),
      ]);
      items.push(
        {
          kind: 'inbox.unread',
          count: unread,
          path: '/inbox?unread=1',
          label: unread === 1 ? '1 unread message in the inbox' : `${unread} unread messages in the inbox`,
        },
        {
          kind: 'inbox.assigned',
          count: assigned,
          path: '/inbox?assignee=me',
          label: assigned === 1 ? '1 message assigned to you' : `${assigned} messages assigned to you`,
        },
      );
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
