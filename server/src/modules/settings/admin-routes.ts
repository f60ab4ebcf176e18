import { siteIdentitySchema, timeZoneSchema } from '@common/admin/settings';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { imageValueOf, readSiteIdentity, SITE_IDENTITY_KEY, saveSiteIdentity } from './site-identity';
import { readTimeZone, saveTimeZone, TIME_ZONE_KEY } from './time-zone';

/**
 * Admin API for settings owners change (who is told about contact messages is the contact module's:
 * contact/notify-routes.ts): the staff area's time zone (docs/decisions/026; every staff member reads it with their session), and the site's
 * identity the public pages show (docs/decisions/029).
 */
export const settingsAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'settings' as const;

  app.get('/settings/time-zone', { config: { access } }, async () => ({ timeZone: await readTimeZone(db) }));

  app.put('/settings/time-zone', { config: { access } }, async (request) => {
    const { timeZone } = parseOr400(timeZoneSchema, request.body, 'settings.timeZone');
    await db.transaction(async (tx) => {
      const before = await readTimeZone(tx);
      if (before === timeZone) return;
      const context = auditContext(request);
      await saveTimeZone(tx, timeZone, context.at);
      await recordAudit(tx, {
        ...context,
        action: 'settings.time_zone_changed',
        target: { type: 'setting', id: TIME_ZONE_KEY },
        details: { from: before, to: timeZone },
      });
    });
    return { timeZone: await readTimeZone(db) };
  });

  app.get('/settings/site-identity', { config: { access } }, async () => ({ identity: await readSiteIdentity(db) }));

  app.put('/settings/site-identity', { config: { access } }, async (request) => {
    const identity = parseOr400(siteIdentitySchema, request.body, 'request.correctFields');
    await db.transaction(async (tx) => {
      if (identity.shareImageId && !(await imageValueOf(tx, identity.shareImageId))) {
        throw new HttpError(400, 'field.imageGone', { fields: { shareImageId: 'field.imageGone' } });
      }
      const found = await readSiteIdentity(tx);
      // Compared as stored: the image read with it is not part of what is saved.
      const before = found && { ...found, shareImage: undefined };
      if (JSON.stringify(before) === JSON.stringify(identity)) return;
      const context = auditContext(request);
      await saveSiteIdentity(tx, identity, context.at);
      await recordAudit(tx, {
        ...context,
        action: 'settings.site_identity_changed',
        target: { type: 'setting', id: SITE_IDENTITY_KEY },
        details: { before, after: identity },
      });
    });
    return { identity: await readSiteIdentity(db) };
  });
};
