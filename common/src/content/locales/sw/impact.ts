import type { Messages } from '../../../messages';
import type { impact as en } from '../en/impact';

export const impact: Messages<typeof en> = {
  meta: {
    title: 'Matokeo Yetu',
    description:
      'Jinsi VEB Group inavyopima matokeo ya kazi yake Afrika Kusini na Uganda: ajira, ujuzi, wakulima na jamii, pamoja na watu walio nyuma ya takwimu.',
  },
  hero: {
    eyebrow: 'Matokeo Yetu',
    title: 'Kujenga Mustakabali wa Afrika',
    intro:
      'Kila kampuni ya kundi hupimwa kwa mabadiliko inayoleta: ajira zinazozalishwa, ujuzi unaopatikana, mashamba yanayostawi na jamii zinazoendelea. Hizi ndizo takwimu, na watu walio nyuma yake.',
    metricsLink: 'Tazama takwimu',
    storiesLink: 'Wafahamu watu',
  },
  metrics: {
    heading: 'Vipimo vya Matokeo',
    intro: 'Matokeo yaliyoripotiwa na kampuni zetu, yakiwa yamepangwa kulingana na aina ya mabadiliko yanayopimwa.',
    loading: 'Vipimo vya matokeo vinapakiwa',
    empty: 'Bado hakuna vipimo vya matokeo.',
  },
  stories: {
    heading: 'Hadithi za Mafanikio',
    intro: 'Wajasiriamali, wakulima, wanagenzi na majirani ambao kazi yao imesaidiwa na kampuni zetu.',
    loading: 'Hadithi za mafanikio zinapakiwa',
    empty: 'Bado hakuna hadithi za mafanikio.',
    year: 'Mwaka',
    location: 'Mahali',
    impact: 'Matokeo',
  },
  cta: {
    heading: 'Kuwa Sehemu ya Hadithi Hii',
    text: 'Wekeza katika ukuaji unaozalisha ajira, jenga taaluma yako katika mojawapo ya kampuni zetu kumi, au zungumza nasi kuhusu ushirikiano.',
    invest: 'Wekeza Nasi',
    careers: 'Gundua Nafasi za Kazi',
    contact: 'Wasiliana Nasi',
  },
};
