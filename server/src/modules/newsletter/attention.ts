import type { AttentionItem } from '@common/admin/dashboard';
import { issueSubject, SCHEDULED_STATUSES } from '@common/admin/newsletter';
import { mayUse, type StaffAccess } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletterIssues } from '../../db/schema';

/**
 * The dashboard's lines from the newsletters: each scheduled issue, running or paused, with its subject in
 * the staff member's language and its time, linking to it. Few at a time (an issue is scheduled by hand),
 * so one line each says more than a count.
 */
export function newsletterAttention(app: FastifyInstance) {
  return async (staff: StaffAccess & { locale: Locale }): Promise<AttentionItem[]> => {
    if (!mayUse(staff, 'newsletters')) return [];
    const rows = await app.database.db
      .select({
        id: newsletterIssues.id,
        status: newsletterIssues.status,
        versions: newsletterIssues.versions,
        scheduledAt: newsletterIssues.scheduledAt,
      })
      .from(newsletterIssues)
      .where(inArray(newsletterIssues.status, [...SCHEDULED_STATUSES]))
      .orderBy(asc(newsletterIssues.scheduledAt), asc(newsletterIssues.id));
    return rows.map((row) => {
      const { subject } = issueSubject(row.versions, staff.locale);
      const held = row.status === 'held';
      const at = row.scheduledAt?.toISOString();
      return {
        kind: held ? 'newsletter.held' : 'newsletter.scheduled',
        count: 1,
        path: `/newsletters/${row.id}`,
        label: held
          ? `Newsletter “${subject}” is paused; it was to leave at ${at}`
          : `Newsletter “${subject}” is scheduled for ${at}`,
        subject,
        ...(at ? { at } : {}),
      };
    });
  };
}
