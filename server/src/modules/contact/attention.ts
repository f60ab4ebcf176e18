import type { AttentionItem } from '@common/admin/dashboard';
import { companiesOf, mayUse, type StaffAccess } from '@common/admin/roles';
import type { FastifyInstance } from 'fastify';
import { assignedCount, unreadCount } from './inbox-queries';
import { typesWithoutRecipients } from './notify-people';

/**
 * The dashboard's lines from the inbox: unread messages, those assigned to the person asking, and (for
 * owners) types whose messages tell nobody. Each links to the inbox filtered so (its address holds filters).
 */
export function inboxAttention(app: FastifyInstance) {
  return async (staff: StaffAccess & { id: number }): Promise<AttentionItem[]> => {
    const items: AttentionItem[] = [];
    if (mayUse(staff, 'inbox')) {
      // Staff limited to companies: their companies' queues (docs/decisions/088).
      const queues = companiesOf(staff);
      const [unread, assigned] = await Promise.all([
        unreadCount(app.database.db, queues),
        assignedCount(app.database.db, staff.id, queues),
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
    if (mayUse(staff, 'settings')) {
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
