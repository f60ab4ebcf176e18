import type { Messages } from '@/i18n/types';
import type { subscribers as en } from '../en/subscribers';

export const subscribers: Messages<typeof en> = {
  title: 'Wajiandikishaji',
  intro:
    'Watu walioomba kupokea jarida. Wajiandikishaji waliothibitisha pekee ndio hulipokea; usajili usiothibitishwa ndani ya siku 7 hufutwa kiotomatiki.',
  export: 'Hamisha CSV',
  exportHint: 'Faili inayohamishwa hufuata utafutaji na hali uliyochagua hapa chini.',
  counts: '{confirmed} wamethibitisha, {pending} wanasubiri, {unsubscribed} wamejiondoa',
  filters: 'Tafuta wajiandikishaji',
  search: 'Tafuta kwa anwani ya barua pepe',
  status: 'Hali',
  anyStatus: 'Hali yoyote',
  apply: 'Tafuta',
  statuses: { pending: 'Anasubiri', confirmed: 'Amethibitisha', unsubscribed: 'Amejiondoa' },
  table: {
    caption: 'Wajiandikishaji, wapya kwanza',
    email: 'Anwani ya barua pepe',
    status: 'Hali',
    language: 'Lugha',
    subscribed: 'Alijiandikisha',
    confirmed: 'Alithibitisha',
    unsubscribed: 'Alijiondoa',
    actions: 'Vitendo',
  },
  none: 'Hakuna wajiandikishaji wanaolingana.',
  pages: 'Kurasa za wajiandikishaji',
  showing: 'Inaonyesha {from} hadi {to} kati ya {total, plural, one {mjiandikishaji #} other {wajiandikishaji #}}',
  showingMore: 'Inaonyesha {from} hadi {to} kati ya wajiandikishaji zaidi ya {total, number}',
  showingPast:
    'Inaonyesha {count, plural, one {mjiandikishaji #} other {wajiandikishaji #}} baada ya {cap, number} wa kwanza, kati ya {total, plural, one {mjiandikishaji #} other {wajiandikishaji #}}',
  showingPastMore:
    'Inaonyesha {count, plural, one {mjiandikishaji #} other {wajiandikishaji #}} baada ya {cap, number} wa kwanza, kati ya zaidi ya {cap, number}',
  first: 'Ukurasa wa kwanza',
  previous: 'Ukurasa uliotangulia',
  next: 'Ukurasa unaofuata',
  last: 'Ukurasa wa mwisho',
  remove: 'Ondoa',
  removeLabel: 'Ondoa {email}',
  removeTitle: 'Ondoa {email}?',
  removeText:
    'Hii inafuta usajili: anwani haitapokea majarida tena na itatoweka kwenye orodha hii. Barua zilizokwisha kutumwa zinabaki kwenye kikasha toezi. Ili kufuta kila kitu kilichohifadhiwa kuhusu mtu, tumia Taarifa binafsi.',
  removeConfirm: 'Ondoa mjiandikishaji',
  removing: 'Inaondoa…',
  removed: '{email} ameondolewa.',
};
