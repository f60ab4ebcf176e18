import { eraseSchema, personSchema } from '@common/admin/privacy';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit/repository';
import { auditContext } from '../staff/context';
import { erasePerson, personalData } from './repository';

/**
 * Admin API for one person's data, for owners (issue 11 §4; POPIA ss 23-25, GDPR arts 15 and 17): see it,
 * export it as one JSON file, erase it. The address travels in request bodies, never in a logged URL.
 */
export const privacyAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'privacy' as const;

  app.post('/privacy/lookup', { config: { access } }, async (request) => {
    const { email } = parseOr400(personSchema, request.body);
    return personalData(db, email, app.clock.now());
  });

  app.post('/privacy/export', { config: { access } }, async (request, reply) => {
    const { email } = parseOr400(personSchema, request.body);
    const now = app.clock.now();
    const data = await db.transaction(async (tx) => {
      const found = await personalData(tx, email, now);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'privacy.exported',
        details: {
          email,
          contactMessages: found.contactMessages.length,
          subscription: found.subscription ? 1 : 0,
          mails: found.mails.length,
        },
      });
      return found;
    });
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/privacy/erase', { config: { access } }, async (request) => {
    const { email, confirm } = parseOr400(eraseSchema, request.body);
    if (confirm !== email) {
      throw new HttpError(400, 'The two addresses differ', { confirm: 'Type the same address to confirm' });
    }
    const counts = await db.transaction(async (tx) => {
      const erased = await erasePerson(tx, email);
      // The line says that an erasure happened and how much went, never whose or what.
      await recordAudit(tx, { ...auditContext(request), action: 'privacy.erased', details: { ...erased } });
      return erased;
    });
    return { success: true, counts };
  });
};
