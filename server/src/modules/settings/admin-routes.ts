import { type ContactNotifySettings, contactNotifySchema } from '@common/admin/settings';
import type { FastifyPluginAsync } from 'fastify';
import { parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit/repository';
import { auditContext } from '../staff/context';
import { readNotifyLists, readNotifySettings, saveNotifyLists } from './contact-notify';

/** Admin API for settings owners change (issue 11 §2: who is told about contact messages, per inquiry type). */
export const settingsAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'settings' as const;

  app.get(
    '/settings/contact-notifications',
    { config: { access } },
    (): Promise<ContactNotifySettings> => readNotifySettings(db, app.config.CONTACT_NOTIFY_TO),
  );

  app.put('/settings/contact-notifications', { config: { access } }, async (request) => {
    const { recipients } = parseOr400(contactNotifySchema, request.body, 'Please correct the highlighted addresses');
    await db.transaction(async (tx) => {
      const before = await readNotifyLists(tx);
      const context = auditContext(request);
      await saveNotifyLists(tx, recipients, context.at);
      await recordAudit(tx, {
        ...context,
        action: 'settings.contact_notifications_changed',
        target: { type: 'setting', id: 'contact.notify' },
        details: { before, after: await readNotifyLists(tx) },
      });
    });
    return readNotifySettings(db, app.config.CONTACT_NOTIFY_TO);
  });
};
