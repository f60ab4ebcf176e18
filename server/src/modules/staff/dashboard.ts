import type { AttentionItem } from '@common/admin/dashboard';
import type { Role } from '@common/admin/roles';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { staffOf } from '../auth';

/** Modules add what needs attention for a role (new messages, failed mail ...), some for the person (`staffId`). */
type AttentionSource = (role: Role, staffId: number) => Promise<AttentionItem[]>;

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
    const lists = await Promise.all(app.attentionSources.map((source) => source(user.role, user.id)));
    return {
      attention: lists.flat().filter((item) => item.count > 0),
      mailConfigured: Boolean(app.config.SMTP_URL),
    };
  });
};
