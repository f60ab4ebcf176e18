import type { Messages } from '@/i18n/types';
import type { privacy as en } from '../en/privacy';

export const privacy: Messages<typeof en> = {
  title: 'Taarifa binafsi',
  intro:
    'Mtu anapouliza tunahifadhi nini kumhusu, au anapotuomba tukifute: weka anwani yake ya barua pepe ili uone kila kitu kilichohifadhiwa kuihusu, ukihamishe kama faili moja, au ukifute kabisa.',
  email: 'Anwani ya barua pepe',
  lookUp: 'Tafuta',
  lookingUp: 'Inatafuta…',
  resultTitle: 'Kilichohifadhiwa kuhusu {email}',
  nothing: 'Hakuna kilichohifadhiwa kuhusu anwani hii.',
  messages: 'Jumbe za mawasiliano ({count, number})',
  noMessages: 'Hakuna jumbe za mawasiliano.',
  messageMeta: '{date} · {subject} · {status}',
  history: 'Historia na madokezo',
  events: {
    note: '{actor} aliongeza dokezo la ndani',
    status: '{actor} alibadilisha hali kutoka {from} hadi {to}',
    assignee: '{actor} aliukabidhi kwa {to}',
    unassigned: '{actor} aliondoa ukabidhishaji',
    reply: '{actor} alijibu: “{subject}”',
    other: '{actor} alibadilisha ujumbe',
  },
  unknown: 'Nyingine',
  unknownStatus: 'Haijulikani',
  subscription: 'Usajili wa jarida',
  noSubscription: 'Hakuna usajili.',
  subscriptionText: '{status}, kwa {language}; alijiandikisha {subscribed}.',
  statuses: { pending: 'Anasubiri', confirmed: 'Amethibitisha', unsubscribed: 'Amejiondoa' },
  mails: 'Barua pepe kwa au kuhusu anwani hii ({count, number})',
  noMails: 'Hakuna barua pepe.',
  mailsCaption: 'Barua pepe, za zamani kwanza',
  mailColumns: { date: 'Tarehe', kind: 'Aina', to: 'Kwa', subject: 'Kichwa', status: 'Hali' },
  auditMentions:
    '{count, plural, =0 {Hakuna mstari wa daftari la ukaguzi unaotaja anwani hii.} one {Mstari # wa daftari la ukaguzi unataja anwani hii. Kufuta kabisa kunaibadilisha anwani ndani yake.} other {Mistari # ya daftari la ukaguzi inataja anwani hii. Kufuta kabisa kunaibadilisha anwani ndani ya mistari hiyo.}}',
  export: 'Hamisha kama JSON',
  exporting: 'Inahamisha…',
  exported: 'Faili imepakuliwa.',
  erase: 'Futa kila kitu kabisa',
  eraseTitle: 'Futa kabisa kila kitu kilichohifadhiwa kuhusu {email}?',
  eraseText:
    'Hii inafuta jumbe za mawasiliano pamoja na madokezo yake ya ndani na historia yake, usajili wa jarida, na barua pepe kwa au kuhusu anwani hii, na kuondoa anwani kwenye daftari la ukaguzi. Haiwezi kutenduliwa. Daftari la ukaguzi hurekodi kwamba ufutaji ulifanyika, kwa idadi pekee.',
  eraseConfirmLabel: 'Andika anwani ya barua pepe tena ili kuthibitisha',
  eraseConfirm: 'Futa kabisa',
  erasing: 'Inafuta…',
  erased:
    'Imefutwa kabisa: {contactMessages, plural, one {ujumbe # wa mawasiliano} other {jumbe # za mawasiliano}} pamoja na {contactEvents, plural, one {ingizo # la historia} other {maingizo # ya historia}}, {subscriptions, plural, one {usajili #} other {usajili #}} na {mails, plural, one {barua pepe #} other {barua pepe #}}. Anwani iliondolewa kwenye {auditLinesRedacted, plural, one {mstari #} other {mistari #}} ya daftari la ukaguzi.',
};
