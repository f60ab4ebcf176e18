import type { Messages } from '@/i18n/types';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Messages<typeof en> = {
  title: 'Dashibodi',
  greeting: 'Karibu, {name}',
  attentionTitle: 'Yanayohitaji uangalizi wako',
  nothing: 'Hakuna kinachohitaji uangalizi wako kwa sasa.',
  mailNotConfigured: 'Barua pepe haijasanidiwa (SMTP_URL): barua zinasubiri kwenye kikasha toezi.',
  openOutbox: 'Fungua kikasha toezi',
  attention: {
    mail_failed: '{count, plural, one {Barua pepe # imeshindikana} other {Barua pepe # zimeshindikana}}',
    inbox: {
      unread:
        '{count, plural, one {Ujumbe # ambao haujasomwa kwenye kikasha} other {Jumbe # ambazo hazijasomwa kwenye kikasha}}',
      notifications_not_configured:
        '{count, plural, one {Arifa za mawasiliano hazijasanidiwa kwa aina # ya maombi: jumbe za aina hiyo hazimjulishi mtu yeyote} other {Arifa za mawasiliano hazijasanidiwa kwa aina # za maombi: jumbe za aina hizo hazimjulishi mtu yeyote}}',
    },
  },
};
