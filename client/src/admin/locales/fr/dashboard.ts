import type { Messages } from '@/i18n/types';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Messages<typeof en> = {
  title: 'Tableau de bord',
  greeting: 'Bienvenue, {name}',
  attentionTitle: 'À traiter',
  nothing: 'Rien à traiter pour le moment.',
  mailNotConfigured: 'L’envoi d’e-mails n’est pas configuré (SMTP_URL) : les e-mails attendent dans la boîte d’envoi.',
  openOutbox: 'Ouvrir la boîte d’envoi',
  attention: {
    mail_failed: '{count, plural, one {# e-mail en échec} other {# e-mails en échec}}',
    inbox: {
      unread:
        '{count, plural, one {# message non lu dans la boîte de réception} other {# messages non lus dans la boîte de réception}}',
      notifications_not_configured:
        '{count, plural, one {Les notifications de contact ne sont pas configurées pour # type de demande : ses messages ne préviennent personne} other {Les notifications de contact ne sont pas configurées pour # types de demande : leurs messages ne préviennent personne}}',
    },
  },
};
