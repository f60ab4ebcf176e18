import { AUDIT_ACTION_GROUPS, type AuditAction, isAuditAction, isAuditActionGroup } from '@common/admin/audit-actions';
import type { SignInAttempt } from '@common/admin/auth';
import { queryInteger } from '@common/row-ids';
import { desc, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { signInAttempts } from '../../db/schema';
import { parseOr400 } from '../../lib/http-error';
import { listAudit } from './repository';

const pageQuery = z.object({
  before: z.optional(queryInteger(1)),
  limit: z._default(queryInteger(1, 200), 50),
  /** One action, or a group of them ('news': every news action). */
  action: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => isAuditAction(value) || isAuditActionGroup(value), 'Choose an action of the list'),
    ),
  ),
  actor: z.optional(queryInteger(1)),
});

/** The audit log and the sign-in attempts, newest first, for owners. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/audit', { config: { access: 'audit' } }, async (request) => {
    const query = parseOr400(pageQuery, request.query);
    const entries = await listAudit(
      db,
      {
        before: query.before,
        limit: query.limit,
        actions: !query.action
          ? undefined
          : isAuditActionGroup(query.action)
            ? AUDIT_ACTION_GROUPS[query.action]
            : [query.action as AuditAction],
        actorId: query.actor,
      },
      app.auditTargetNamers,
    );
    return { entries, next: entries.length === query.limit ? entries[entries.length - 1].id : null };
  });

  app.get('/audit/sign-ins', { config: { access: 'audit' } }, async (request) => {
    const query = parseOr400(pageQuery, request.query);
    const rows = await db
      .select()
      .from(signInAttempts)
      .where(query.before ? lt(signInAttempts.id, query.before) : undefined)
      .orderBy(desc(signInAttempts.id))
      .limit(query.limit);
    const attempts: SignInAttempt[] = rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      email: row.email,
      ip: row.ip,
      step: row.step,
      success: row.success,
      reason: row.reason,
    }));
    return { attempts, next: attempts.length === query.limit ? attempts[attempts.length - 1].id : null };
  });
};
