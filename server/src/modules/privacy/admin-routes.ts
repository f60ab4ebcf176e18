import { eraseSchema, type PersonalData, personSchema } from '@common/admin/privacy';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { addressTrace } from './address-trace';
import { erasePerson, personalData } from './repository';
import { eraseCheckpoint, eraseVacuum } from './vacuum';

/**
 * Admin API for one person's data, for owners (POPIA ss 23-25, GDPR arts 15 and 17): see it,
 * export it as one JSON file, erase it. The address travels in request bodies, never in a logged URL.
 */
/** How much was found: the numbers an audit line of a look-up or export keeps. */
const counts = (found: PersonalData) => ({
  contactMessages: found.contactMessages.length,
  subscription: found.subscription ? 1 : 0,
  mails: found.mails.length,
});

export const privacyAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'privacy' as const;

  app.post('/privacy/lookup', { config: { access } }, async (request) => {
    const { email } = parseOr400(personSchema, request.body);
    const trace = await addressTrace(db, email);
    return db.transaction(async (tx) => {
      const found = await personalData(tx, email, app.clock.now());
      // Who looked for which address (masked and keyed-hashed: address-trace.ts), and what was there.
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'privacy.looked_up',
        details: { ...trace, ...counts(found) },
      });
      return found;
    });
  });

  app.post('/privacy/export', { config: { access } }, async (request, reply) => {
    const { email } = parseOr400(personSchema, request.body);
    const now = app.clock.now();
    const trace = await addressTrace(db, email);
    const data = await db.transaction(async (tx) => {
      const found = await personalData(tx, email, now);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'privacy.exported',
        details: { ...trace, ...counts(found) },
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
      throw new HttpError(400, 'privacy.addressesDiffer', { fields: { confirm: 'privacy.sameAddress' } });
    }
    const trace = await addressTrace(db, email);
    const erased = await db.transaction(async (tx) => {
      const found = await erasePerson(tx, email, [trace.email, trace.emailHash]);
      // The line says that an erasure happened and how much went, never whose or what.
      await recordAudit(tx, { ...auditContext(request), action: 'privacy.erased', details: { ...found } });
      return found;
    });
    // After the commit (VACUUM cannot run in a transaction); a failure is logged, the erasure stands.
    // Then the write-ahead log that held the rows is retired (docs/decisions/083).
    await eraseVacuum(app.database, request.log);
    await eraseCheckpoint(app.database, request.log);
    return { success: true, counts: erased };
  });
};
