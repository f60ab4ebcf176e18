import { languageSchema } from '@common/admin/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staffUsers } from '../../db/schema';
import { parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext, staffOf } from '../auth';

/** A staff member's own language (docs/decisions/046), chosen on their account page. */
export const languageRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  // Their language: the screens follow it at once, the e-mails sent to them from now on.
  app.put('/account/language', { config: { access: 'account' } }, async (request) => {
    const { user } = staffOf(request);
    const { locale } = parseOr400(languageSchema, request.body, 'field.language');
    if (locale !== user.locale) {
      await db.transaction(async (tx) => {
        await tx.update(staffUsers).set({ locale }).where(eq(staffUsers.id, user.id));
        await recordAudit(tx, {
          ...auditContext(request),
          action: 'staff.language_changed',
          details: { locale, previous: user.locale },
        });
      });
    }
    return { locale };
  });
};
