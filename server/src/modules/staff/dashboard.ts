import type { AttentionItem } from '@common/admin/dashboard';
import type { StaffAccess } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { staffAccess, staffLocaleOf, staffOf } from '../auth';

/**
 * Modules add what needs attention for a role (new messages, failed mail ...), some for the person (`id`,
 * in whose language `locale` a line names a record),
 * counted within the companies a person is limited to (docs/decisions/088).
 */
type AttentionSource = (staff: StaffAccess & { id: number; locale: Locale }) => Promise<AttentionItem[]>;

declare module 'fastify' {
  interface FastifyInstance {
    attentionSources: AttentionSource[];
  }
}

export function registerAttention(app: FastifyInstance): void {
  app.decorate('attentionSources', [] as AttentionSource[]);
}

/** GET /api/admin/dashboard: what needs attention for this person's role, and whether mail goes out. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard', { config: { access: 'dashboard' } }, async (request) => {
    const { user } = staffOf(request);
    const staff = { ...staffAccess(user), id: user.id, locale: staffLocaleOf(request) };
    const lists = await Promise.all(app.attentionSources.map((source) => source(staff)));
    return {
      attention: lists.flat().filter((item) => item.count > 0),
      mailConfigured: Boolean(app.config.SMTP_URL),
    };
  });
};
