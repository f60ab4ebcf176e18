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
      assigned: '{count, plural, one {# message qui vous est attribué} other {# messages qui vous sont attribués}}',
      notifications_not_configured:
        '{count, plural, one {Les notifications de contact ne sont pas configurées pour # type de demande : ses messages ne préviennent personne} other {Les notifications de contact ne sont pas configurées pour # types de demande : leurs messages ne préviennent personne}}',
    },
    newsletter: {
      scheduled: 'La lettre « {subject} » est programmée pour le {date}',
      held: 'La lettre « {subject} » est en pause : elle devait partir le {date} et attend que vous repreniez ou annuliez sa programmation',
    },
    news: {
      scheduled: '{count, plural, one {# article programmé} other {# articles programmés}}',
      draft: '{count, plural, one {# article en brouillon} other {# articles en brouillon}}',
      review:
        '{count, plural, one {# article attend une relecture depuis le {date}} other {# articles attendent une relecture, le plus ancien depuis le {date}}}',
      returned:
        '{count, plural, one {# de vos articles vous a été renvoyé} other {# de vos articles vous ont été renvoyés}}',
    },
    /** Per section and language: records whose translation is missing or out of date. */
    translations: {
      news: {
        fr: '{count, plural, one {# article dont la traduction en français manque ou est à revoir} other {# articles dont la traduction en français manque ou est à revoir}}',
        sw: '{count, plural, one {# article dont la traduction en swahili manque ou est à revoir} other {# articles dont la traduction en swahili manque ou est à revoir}}',
      },
      metrics: {
        fr: '{count, plural, one {# indicateur d’impact dont la traduction en français manque ou est à revoir} other {# indicateurs d’impact dont la traduction en français manque ou est à revoir}}',
        sw: '{count, plural, one {# indicateur d’impact dont la traduction en swahili manque ou est à revoir} other {# indicateurs d’impact dont la traduction en swahili manque ou est à revoir}}',
      },
      stories: {
        fr: '{count, plural, one {# histoire de réussite dont la traduction en français manque ou est à revoir} other {# histoires de réussite dont la traduction en français manque ou est à revoir}}',
        sw: '{count, plural, one {# histoire de réussite dont la traduction en swahili manque ou est à revoir} other {# histoires de réussite dont la traduction en swahili manque ou est à revoir}}',
      },
      content: {
        fr: '{kind} : {count, plural, one {# fiche dont la traduction en français manque ou est à revoir} other {# fiches dont la traduction en français manque ou est à revoir}}',
        sw: '{kind} : {count, plural, one {# fiche dont la traduction en swahili manque ou est à revoir} other {# fiches dont la traduction en swahili manque ou est à revoir}}',
      },
    },
    content: {
      openingsClosing:
        '{count, plural, one {# offre d’emploi prend fin cette semaine} other {# offres d’emploi prennent fin cette semaine}}',
      review:
        '{kind} : {count, plural, one {# modification attend une relecture depuis le {date}} other {# modifications attendent une relecture, la plus ancienne depuis le {date}}}',
      returned:
        '{kind} : {count, plural, one {# de vos modifications vous a été renvoyée} other {# de vos modifications vous ont été renvoyées}}',
    },
  },
};
