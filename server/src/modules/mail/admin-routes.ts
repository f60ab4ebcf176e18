import { type OutboxMailContent, outboxQuerySchema } from '@common/admin/outbox';
import { mayUse } from '@common/admin/roles';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { maskTokens } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { findMail, listMail, lockMail, mailCounts, toDetails } from './admin-repository';
import { retryMail } from './outbox';

const access = 'outbox' as const;

/**
 * Admin API for the outbox, for owners: what waits, what went, what failed and why; retry;
 * and each mail's content with its tokens masked (docs/decisions/049).
 */
export const outboxAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  // Without SMTP_URL nothing leaves (development writes files, which nobody receives).
  const mailConfigured = Boolean(app.config.SMTP_URL);

  app.attentionSources.push(async (staff) => {
    if (!mayUse(staff, access)) return [];
    const { failed } = await mailCounts(db);
    return [
      {
        kind: 'mail_failed',
        count: failed,
        path: '/outbox?status=failed',
        label: failed === 1 ? '1 e-mail failed' : `${failed} e-mails failed`,
      },
    ];
  });

  app.get('/outbox', { config: { access } }, async (request) => {
    const query = parseOr400(outboxQuerySchema, request.query);
    return { ...(await listMail(db, query)), mailConfigured };
  });

  app.get('/outbox/:id', { config: { access } }, async (request) => {
    const id = pathId(request.params, 'outbox.notFound');
    const row = await findMail(db, id);
    if (!row) throw new HttpError(404, 'outbox.notFound');
    return toDetails(row);
  });

  // The mail as it left (or will leave), tokens masked: what the recipient read, without what acts for them.
  app.get('/outbox/:id/content', { config: { access } }, async (request, reply): Promise<OutboxMailContent> => {
    const id = pathId(request.params, 'outbox.notFound');
    const row = await findMail(db, id);
    if (!row) throw new HttpError(404, 'outbox.notFound');
    reply.header('Cache-Control', 'no-store');
    return { text: maskTokens(row.textBody), html: row.htmlBody === null ? null : maskTokens(row.htmlBody) };
  });

  app.post('/outbox/:id/retry', { config: { access } }, async (request) => {
    const id = pathId(request.params, 'outbox.notFound');
    const now = app.clock.now();
    const mail = await db.transaction(async (tx) => {
      const row = await lockMail(tx, id);
      if (!row) throw new HttpError(404, 'outbox.notFound');
      if (row.status !== 'failed' || !(await retryMail(tx, id, now))) {
        throw new HttpError(409, 'outbox.retryOnlyFailed');
      }
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'mail.retried',
        target: { type: 'mail', id },
        details: { kind: row.kind, to: row.toAddress, lastError: row.lastError },
      });
      return findMail(tx, id);
    });
    app.mail.kick();
    if (!mail) throw new HttpError(404, 'outbox.notFound');
    return toDetails(mail);
  });
};
