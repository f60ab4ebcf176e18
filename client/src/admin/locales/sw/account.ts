import type { Messages } from '@/i18n/types';
import type { account as en } from '../en/account';

export const account: Messages<typeof en> = {
  title: 'Akaunti yako',
  intro: 'Umeingia kama {email}, jukumu: {role}.',
  language: {
    title: 'Lugha',
    intro: 'Lugha ya eneo lako la usimamizi na ya barua pepe ambazo tovuti inakutumia.',
    label: 'Lugha ya eneo la usimamizi',
    save: 'Hifadhi lugha',
    saved: 'Imehifadhiwa. Eneo la usimamizi sasa liko katika lugha hii.',
  },
  sessions: {
    title: 'Mahali ulipoingia',
    caption: 'Vipindi vyako',
    actions: 'Vitendo',
    thisDevice: 'Kifaa hiki',
    end: 'Toka',
    endLabel: 'Toka kwenye kipindi kilichoanza {time}',
    ended: 'Kipindi hicho kimekwisha.',
    endOthers: 'Toka kila mahali pengine',
    endingOthers: 'Inatoka…',
    othersEnded: 'Vipindi vingine vyote vimekwisha.',
    onlyThis: 'Umeingia hapa tu.',
  },
  password: {
    title: 'Badilisha nenosiri lako',
    current: 'Nenosiri la sasa',
    submit: 'Badilisha nenosiri',
    submitting: 'Inabadilisha…',
    changed: 'Nenosiri lako limebadilishwa. Vipindi vingine vyote vimekwisha.',
  },
  twoFactor: {
    title: 'Kuingia kwa hatua mbili',
    on: 'Kumewashwa: unaingia kwa nenosiri lako na msimbo kutoka kwenye programu yako ya uthibitishaji.',
    off: 'Kumezimwa: unaingia kwa nenosiri lako pekee. Kuwashe ili kulinda akaunti yako nenosiri lako likivuja.',
    codesLeft:
      '{count, plural, one {Umebakiwa na msimbo # wa urejeshaji} other {Umebakiwa na misimbo # ya urejeshaji}}.',
    ownersMustKeep: 'Kwa wamiliki, kuingia kwa hatua mbili lazima kubaki kumewashwa.',
    setUp: 'Weka kuingia kwa hatua mbili',
    cancel: 'Ghairi',
    doneSetUp: 'Kuingia kwa hatua mbili kumewashwa.',
    disableTitle: 'Zima kuingia kwa hatua mbili',
    disableIntro:
      'Thibitisha kuwa ni wewe kwa nenosiri lako na msimbo kutoka kwenye programu yako ya uthibitishaji (au msimbo wa urejeshaji).',
    disablePassword: 'Nenosiri lako',
    disableCode: 'Msimbo wa uthibitishaji au wa urejeshaji',
    disableSubmit: 'Zima kuingia kwa hatua mbili',
    disabling: 'Inazima…',
    disabled: 'Kuingia kwa hatua mbili kumezimwa.',
    codesTitle: 'Misimbo mipya ya urejeshaji',
    codesIntro:
      'Misimbo mipya inachukua nafasi ya ile ya zamani, ambayo itaacha kufanya kazi. Weka msimbo kutoka kwenye programu yako ya uthibitishaji ili kuthibitisha kuwa ni wewe.',
    codeLabel: 'Msimbo wa uthibitishaji',
    codeHint: 'Umepoteza simu yako? Weka mojawapo ya misimbo yako ya urejeshaji badala yake.',
    codesSubmit: 'Tengeneza misimbo mipya ya urejeshaji',
    codesSubmitting: 'Inakagua…',
    codesDone: 'Misimbo yako mipya ya urejeshaji imehifadhiwa.',
  },
};
