import { type ContactNotifySettings, contactNotifySchema } from '@common/admin/settings';
import type { FastifyPluginAsync } from 'fastify';
import { parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { saveNotifyLists } from './notify-lists';
import { choiceForAudit, readNotifySettings, savePeople } from './notify-people';

/**
 * Settings (owners): who is told about a new contact message (docs/decisions/018, 093): staff accounts with
 * the inquiry types and companies each wants, and other addresses per type. Saved in one transaction,
 * audited with what was chosen before and after.
 */
export const notifyRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'settings' as const;
  const configured = () => app.config.CONTACT_NOTIFY_TO;

  app.get(
    '/settings/contact-notifications',
    { config: { access } },
    (): Promise<ContactNotifySettings> => readNotifySettings(db, configured()),
  );

  app.put('/settings/contact-notifications', { config: { access } }, async (request) => {
    const { recipients, people } = parseOr400(contactNotifySchema, request.body, 'settings.correctAddresses');
    await db.transaction(async (tx) => {
      const before = await readNotifySettings(tx, configured());
      const context = auditContext(request);
      await saveNotifyLists(tx, recipients, context.at);
      if (people) await savePeople(tx, people, context.at);
      const after = await readNotifySettings(tx, configured());
      await recordAudit(tx, {
        ...context,
        action: 'settings.contact_notifications_changed',
        target: { type: 'setting', id: 'contact.notify' },
        details: {
          before: before.recipients,
          after: after.recipients,
          ...(people ? { peopleBefore: choiceForAudit(before.people), peopleAfter: choiceForAudit(after.people) } : {}),
        },
      });
    });
    return readNotifySettings(db, configured());
  });
};
