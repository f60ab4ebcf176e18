import type { Messages } from '../../../messages';
import type { newsletter as en } from '../en/newsletter';

export const newsletter: Messages<typeof en> = {
  confirm: {
    meta: {
      title: 'Thibitisha usajili wako',
      description: 'Thibitisha usajili wako wa jarida la VEB Group.',
    },
    heading: 'Thibitisha usajili wako',
    intro:
      'Bonyeza kitufe ili uanze kupokea jarida la VEB Group: habari za kampuni zetu, nafasi mpya za kazi na taarifa za uwekezaji, mara moja kwa mwezi.',
    button: 'Thibitisha usajili wangu',
    busy: 'Inathibitisha...',
    done: {
      title: 'Usajili umethibitishwa',
      text: 'Asante! Utaanza kupokea jarida la VEB Group kuanzia toleo lijalo. Kila toleo lina kiungo cha kujiondoa.',
    },
    invalid: {
      title: 'Kiungo hiki si halali',
      text: 'Huenda kimeshatumika: ikiwa tayari umethibitisha usajili wako, hakuna kingine cha kufanya. La sivyo, jiandikishe tena ili upokee kiungo kipya.',
    },
    expired: {
      title: 'Muda wa kiungo hiki umekwisha',
      text: 'Viungo vya kuthibitisha hufanya kazi kwa siku 7. Jiandikishe tena ili upokee kiungo kipya.',
    },
  },
  unsubscribe: {
    meta: {
      title: 'Jiondoe kwenye jarida',
      description: 'Acha kupokea jarida la VEB Group.',
    },
    heading: 'Jiondoe kwenye jarida',
    intro: 'Bonyeza kitufe na tutaacha kutuma jarida la VEB Group kwa anwani yako.',
    button: 'Niondoe',
    busy: 'Inakuondoa...',
    done: {
      title: 'Umejiondoa',
      text: 'Hutapokea tena jarida la VEB Group. Ukibadili nia, unaweza kujiandikisha tena wakati wowote.',
    },
    invalid: {
      title: 'Kiungo hiki si halali',
      text: 'Huenda hakijakamilika. Tumia kiungo cha kujiondoa kilicho kwenye toleo la mwisho ulilopokea, au tuandikie nasi tutakuondoa.',
    },
  },
  missing: {
    title: 'Kiungo hiki hakijakamilika',
    text: 'Fungua kiungo kama kilivyo kwenye barua pepe, au nakili anwani yote kwenye kivinjari chako.',
  },
  failed: {
    title: 'Hitilafu imetokea',
    text: 'Tafadhali jaribu tena baada ya muda mfupi.',
  },
  again: {
    heading: 'Jiandikishe tena',
    text: 'Weka anwani yako ya barua pepe nasi tutakutumia kiungo kipya cha kuthibitisha.',
  },
  contact: 'Wasiliana nasi',
  home: 'Rudi kwenye ukurasa wa mwanzo',
};
