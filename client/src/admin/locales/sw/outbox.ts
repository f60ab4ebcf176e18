import type { Messages } from '@/i18n/types';
import type { outbox as en } from '../en/outbox';

export const outbox: Messages<typeof en> = {
  title: 'Kikasha toezi',
  intro:
    'Kila barua pepe ambayo tovuti hutuma husubiri hapa hadi iwasilishwe. Barua inayokataliwa na seva ya barua hujaribiwa tena kwa vipindi vinavyoongezeka kwa saa 24, kisha huwekewa alama ya kushindikana pamoja na hitilafu ya mwisho.',
  notConfigured:
    'Barua pepe haijasanidiwa (SMTP_URL): hakuna kinachotumwa, barua zinasubiri kwenye kikasha toezi hadi SMTP_URL iwekwe kwenye seva.',
  tabsLabel: 'Barua kwa hali',
  tabs: {
    queued: 'Kwenye foleni ({count, number})',
    sent: 'Zimetumwa ({count, number})',
    failed: 'Zimeshindikana ({count, number})',
    cancelled: 'Zimeghairiwa ({count, number})',
  },
  statuses: {
    queued: 'Kwenye foleni',
    sending: 'Inatumwa',
    sent: 'Imetumwa',
    failed: 'Imeshindikana',
    cancelled: 'Imeghairiwa',
  },
  kinds: {
    contact_notification: 'Ujumbe wa mawasiliano kwa wafanyakazi',
    contact_reply: 'Jibu kwa ujumbe wa mawasiliano',
    newsletter_confirmation: 'Uthibitisho wa usajili wa jarida',
    newsletter_issue: 'Jarida',
    newsletter_test: 'Jaribio la jarida',
    invitation: 'Mwaliko wa mfanyakazi',
    password_reset: 'Kiungo cha nenosiri jipya',
    review_returned: 'Makala iliyorudishwa kwa mwandishi wake',
  },
  none: {
    queued: 'Hakuna kinachosubiri kutumwa.',
    sent: 'Bado hakuna barua pepe iliyotumwa.',
    failed: 'Hakuna barua pepe iliyoshindikana.',
    cancelled:
      'Hakuna barua pepe iliyoghairiwa. Barua pepe ya mwaliko hughairiwa mwaliko wake unapobatilishwa au kutumwa tena kabla haijaondoka.',
  },
  table: {
    caption: {
      queued: 'Barua pepe zilizo kwenye foleni, mpya kwanza',
      sent: 'Barua pepe zilizotumwa, mpya kwanza',
      failed: 'Barua pepe zilizoshindikana, mpya kwanza',
      cancelled: 'Barua pepe zilizoghairiwa, mpya kwanza',
    },
    mail: 'Barua pepe',
    status: 'Hali',
    dates: 'Lini',
    error: 'Hitilafu ya mwisho',
    actions: 'Vitendo',
  },
  attempts: '{count, plural, one {jaribio #} other {majaribio #}}',
  created: 'Iliwekwa kwenye foleni {at}',
  when: {
    queued: 'Jaribio lijalo {at}',
    sent: 'Ilitumwa {at}',
    failed: 'Majaribio yalisimamishwa {at}',
    cancelled: 'Ilighairiwa {at}',
  },
  noError: 'Hakuna',
  retry: 'Jaribu tena',
  retryLabel: 'Jaribu tena barua pepe kwa {to}',
  retrying: 'Inajaribu tena…',
  retried: 'Barua pepe kwa {to} imewekwa kwenye foleni tena; itatumwa kwenye jaribio lijalo.',
  retriedNotConfigured: 'Barua pepe kwa {to} imewekwa kwenye foleni tena; inasubiri hadi barua pepe isanidiwe.',
  pages: 'Kurasa za barua pepe',
  showing: 'Inaonyesha {from} hadi {to} kati ya {total, plural, one {barua pepe #} other {barua pepe #}}',
  previous: 'Ukurasa uliotangulia',
  next: 'Ukurasa unaofuata',
  content: {
    show: 'Onyesha barua pepe',
    showLabel: 'Onyesha barua pepe kwa {to}',
    intro: 'Kwa {to}, kama ilivyoandikwa kwa ajili yake.',
    masked:
      'Viungo vinavyotenda kwa niaba ya mpokeaji (kuthibitisha, kujiondoa, kukubali mwaliko, kuchagua nenosiri) vinaonyeshwa na •••••• mahali pa ufunguo wake, kwa hivyo havifungui chochote hapa.',
    html: 'Barua pepe kama mpokeaji anavyoiona',
    text: 'Maandishi matupu',
    close: 'Funga',
  },
};
