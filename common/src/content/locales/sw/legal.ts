import type { Messages } from '../../../messages';
import type { legal as en } from '../en/legal';

export const legal: Messages<typeof en> = {
  meta: {
    title: 'Taarifa za Kisheria',
    description: 'Taarifa ya faragha na masharti ya matumizi ya tovuti ya VEB Group.',
  },
  lastUpdated: 'Ilisasishwa mwisho:',
  contents: 'Yaliyomo',
  empty: 'Hati hii inaandaliwa na itachapishwa hapa hivi karibuni.',
  contactCard: {
    officer: 'Afisa wa Taarifa',
    email: 'Barua pepe',
    post: 'Anwani ya posta',
  },
  privacy: {
    meta: {
      title: 'Taarifa ya Faragha',
      description:
        'Taarifa ambazo tovuti ya VEB Group hukusanya kupitia fomu za mawasiliano na jarida, sababu zake, muda tunaozihifadhi, nani huziona na haki zako chini ya POPIA na Sheria ya Ulinzi wa Data na Faragha ya Uganda.',
    },
    heading: 'Taarifa ya Faragha',
    intro:
      'Tunakusanya kiasi kidogo iwezekanavyo, tunakitumia tu kukujibu, na hatuuzi taarifa zako kamwe. Hivi ndivyo hasa tunavyoshughulikia taarifa unazotupa.',
  },
  terms: {
    meta: {
      title: 'Masharti ya Matumizi',
      description:
        'Masharti ya kutumia tovuti ya VEB Group kwa lugha rahisi: maudhui yetu, takwimu za makadirio, viungo, mipaka ya dhima na sheria inayotumika.',
    },
    heading: 'Masharti ya Matumizi',
    intro: 'Kanuni za kutumia tovuti hii, kwa lugha rahisi.',
    privacyLink: 'Soma taarifa yetu ya faragha',
  },
};
