import type { Messages } from '../../../i18n/types';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  siteName: 'VEB Group',
  close: 'Funga',
  notifications: 'Arifa',
  skipToContent: 'Ruka hadi maudhui makuu',
  nav: {
    label: 'Urambazaji mkuu',
    home: 'Nyumbani',
    about: 'Kuhusu Sisi',
    companies: 'Kampuni',
    news: 'Habari',
    impact: 'Matokeo',
    partners: 'Washirika',
    careers: 'Ajira',
    contact: 'Wasiliana Nasi',
    investors: 'Wawekezaji',
  },
  footer: {
    rights: 'Haki zote zimehifadhiwa.',
    privacy: 'Sera ya Faragha',
    terms: 'Masharti ya Matumizi',
  },
  notFound: {
    metaTitle: 'Ukurasa haukupatikana',
    heading: '404 Ukurasa Haukupatikana',
    text: 'Je, ulisahau kuongeza ukurasa huu kwenye kipanga njia?',
    home: 'Nenda ukurasa wa nyumbani',
  },
  language: {
    label: 'Lugha',
  },
  errors: {
    generic: 'Hitilafu imetokea. Tafadhali jaribu tena.',
  },
};
