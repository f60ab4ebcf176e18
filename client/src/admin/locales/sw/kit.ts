import type { Messages } from '@/i18n/types';
import type { kit as en } from '../en/kit';

export const kit: Messages<typeof en> = {
  sessions: {
    from: 'Kutoka (anwani ya IP)',
    started: 'Wakati wa kuingia',
    lastSeen: 'Shughuli ya mwisho',
    unknownDevice: 'Kifaa kisichojulikana',
  },
  newPassword: {
    password: 'Nenosiri',
    newPassword: 'Nenosiri jipya',
    hint: 'Angalau herufi 12. Maneno machache yasiyohusiana hufanya nenosiri imara lililo rahisi kukumbuka.',
    confirm: 'Nenosiri hilo hilo tena',
    confirmNew: 'Nenosiri jipya hilo hilo tena',
    mismatch: 'Manenosiri mawili hayafanani',
    mismatchNew: 'Manenosiri mawili mapya hayafanani',
  },
  languages: { en: 'Kiingereza', fr: 'Kifaransa', sw: 'Kiswahili' },
  languagesLabel: 'Lugha',
  translationStatus: { missing: 'Haipo', outdated: 'Imepitwa na wakati', current: 'Ni ya sasa' },
  translationOf: '{language}: {status}',
  englishWas: 'Kiingereza: {text}',
  englishEmpty: 'Kiingereza: (tupu)',
  translationHint:
    'Kila sehemu yenye maandishi ya Kiingereza inahitaji tafsiri yake, isipokuwa zile zilizoandikwa si lazima; sehemu iliyo tupu huonyesha Kiingereza.',
  optionalInTranslation: 'si lazima',
  outdatedNotice:
    'Kiingereza kilibadilika baada ya tafsiri hii kuhifadhiwa. Irekebishe, au thibitisha kwamba bado inasema vivyo hivyo.',
  willBeOutdated:
    'Umebadilisha Kiingereza: usiporekebisha tafsiri hii, itawekewa alama ya kupitwa na wakati utakapohifadhi.',
  confirmCurrent: 'Tafsiri ya {language} bado inalingana na Kiingereza',
  editor: {
    save: 'Hifadhi',
    saving: 'Inahifadhi…',
    checkFields: 'Kagua sehemu zilizoangaziwa.',
    reload: 'Pakia toleo lililohifadhiwa',
    reloadHint: 'Ulichoandika hapa kitabadilishwa: nakili unachohitaji kwanza.',
  },
  kept: {
    found: 'Kivinjari hiki kimehifadhi mabadiliko uliyofanya hapa bila kuyahifadhi kwenye tovuti.',
    restore: 'Rejesha mabadiliko yako ambayo hayajahifadhiwa ya {time}',
    discard: 'Yatupe',
    savedSince:
      'Mtu mwingine alihifadhi rekodi hii baadaye, mnamo {time}. Mabadiliko yako yalifanywa kwenye toleo la awali: ukiyahifadhi yatakataliwa. Yarejeshe ili unakili unachohitaji.',
    restored: 'Mabadiliko yako ambayo hayajahifadhiwa yamerudi kwenye fomu. Bado hayajahifadhiwa.',
    discarded: 'Mabadiliko yako ambayo hayajahifadhiwa yametupwa.',
  },
  order: {
    moveUp: 'Sogeza juu',
    moveDown: 'Sogeza chini',
    drag: 'Buruta ili kupanga upya',
    moved: '{name} imesogezwa hadi nafasi ya {position} kati ya {count, number}.',
    movedIn: '{name} imesogezwa hadi nafasi ya {position} kati ya {count, number} katika {group}.',
  },
  history: {
    title: 'Historia',
    intro: 'Kila toleo lililohifadhiwa, kuanzia jipya zaidi. Kurejesha toleo hulihifadhi kama toleo la sasa.',
    empty: 'Bado hakuna matoleo.',
    caption: 'Matoleo ya {name}',
    when: 'Lini',
    who: 'Nani',
    what: 'Nini',
    actionsHeader: 'Vitendo',
    actions: {
      created: 'Imeundwa',
      saved: 'Imehifadhiwa',
      restored: 'Imerejeshwa',
      deleted: 'Imefutwa',
      activated: 'Inaonyeshwa',
      deactivated: 'Imefichwa',
      published: 'Imechapishwa',
      unpublished: 'Imeondolewa kwenye tovuti',
      earlier: 'Kabla historia haijaanza kuhifadhiwa',
    },
    actionWithChanges: '{action}: {changed}',
    restore: 'Rejesha',
    restoreLabel: 'toleo la {when}',
    someone: 'Mtu fulani',
    restoreTitle: 'Rejesha toleo la {when}?',
    restoreText:
      'Sehemu na tafsiri zinarudi kwenye toleo hilo; tovuti inalionyesha mara moja. Toleo lako la sasa linabaki kwenye historia hii.',
    unsavedLost: 'Ulichoandika kwenye fomu bila kuhifadhi kinabadilishwa.',
    restored: 'Toleo la {when} limerejeshwa.',
    current: 'La sasa',
  },
};
