import type { Messages } from '../../../messages';
import type { about as en } from '../en/about';

export const about: Messages<typeof en> = {
  meta: {
    title: 'Historia Yetu',
    description:
      'Tangu 1994 VEB Group imekua kutoka biashara ya familia hadi kampuni kumi zinazoongozwa na wanawake nchini Afrika Kusini na Uganda, ikiwa na dira ya thamani ya dola bilioni moja ifikapo 2030.',
  },
  hero: {
    eyebrow: 'Kuhusu VEB Group',
    title: 'Historia Yetu',
    subtitle:
      'Miongo mitatu ya kujenga biashara zinazolisha familia, kuwafunza vijana na kutengeneza ajira Kusini na Mashariki mwa Afrika.',
    sectionsLabel: 'Katika ukurasa huu',
    sections: {
      story: 'Historia Yetu',
      journey: 'Safari Yetu',
      values: 'Maadili Yetu',
      leadership: 'Uongozi Wetu',
    },
  },
  story: {
    heading: 'Kutoka biashara moja ya familia hadi kampuni kumi',
    paragraphs: [
      'VEB Group ilianza mwaka 1994 kama biashara ndogo ya familia mkoani Gauteng, ikiwa na imani rahisi: biashara ya Kiafrika inayoendeshwa kwa nidhamu na kujali inaweza kuinua jamii nzima.',
      'Mwaka 2000 tulirasimisha kitengo chetu cha kukuza ujuzi, kinachowafunza mafundi, mafundi wa kazi mbalimbali na wajasiriamali vijana. Tangu hapo, zaidi ya watu 11,000 wamepitia programu zetu.',
      'Kisha yakafuata mashamba yetu, yanayolima mboga na kusaidia vyama vya ushirika vya wakulima wadogo, na baadaye viwanda: samani na magodoro yanayotengenezwa na mikono ya wenyeji katika karakana zetu za Benoni.',
      'Kundi letu linaongozwa kwa fahari na wanawake. Mwanzilishi na mtendaji mkuu wetu ameunda timu ya uongozi ambamo wanawake wanashika nafasi nyingi za juu, na tunapima mafanikio kwa riziki tunazozalisha sawa na kwa mapato.',
      'Mwaka 2025 tulifungua ofisi yetu jijini Kampala, tukipeleka mfumo wetu nchini Uganda kama hatua ya kwanza ya upanuzi mpana zaidi barani Afrika.',
    ],
    badgeText: 'Ilianzishwa mwaka 1994',
    companiesLabel: 'kampuni',
  },
  journey: {
    heading: 'Safari Yetu',
    intro: 'Hatua muhimu zilizoliunda kundi letu kama lilivyo leo.',
    empty: 'Bado hakuna hatua muhimu.',
  },
  vision: {
    eyebrow: 'Dira 2030',
    heading: 'Kundi la Kiafrika lenye thamani ya dola bilioni moja ifikapo 2030',
    text: 'Tunajenga kundi linaloleta thamani kwa wawekezaji na fursa za kudumu kwa jamii tunazozihudumia.',
  },
  values: {
    heading: 'Maadili Yetu',
    intro: 'Ahadi nne zinaongoza kila kampuni ya kundi letu.',
    empty: 'Bado hakuna maadili.',
  },
  leadership: {
    heading: 'Timu ya Uongozi',
    intro: 'Timu ya watendaji inayoongozwa na wanawake, yenye mizizi imara Afrika Kusini na Uganda.',
    contact: 'Wasiliana',
    contactLabel: 'Wasiliana na {name} kwa barua pepe',
    linkedin: 'LinkedIn',
    linkedinLabel: 'Wasifu wa {name} kwenye LinkedIn (unafunguka kwenye kichupo kipya)',
    empty: 'Bado hakuna viongozi.',
  },
  governance: {
    heading: 'Utawala na Uzingatiaji wa Sheria',
    intro: 'Usimamizi madhubuti unawalinda wawekezaji, washirika na wafanyakazi wetu.',
    board: {
      title: 'Muundo wa Bodi',
      text: 'Bodi huru inaongoza mkakati na kuiwajibisha menejimenti.',
      points: [
        'Wakurugenzi wengi wasio watendaji, chini ya mwenyekiti huru',
        'Kamati za ukaguzi na hatari, za malipo, na za masuala ya kijamii na maadili',
        'Vikao vya bodi kila robo mwaka na tathmini za utendaji kila mwaka',
      ],
    },
    compliance: {
      title: 'Mfumo wa Uzingatiaji',
      text: 'Tunafuata sheria na kanuni zinazotambulika za utendaji bora katika kila nchi tunamofanya kazi.',
      points: [
        'Tunaongozwa na Kanuni ya King IV ya utawala wa makampuni',
        'Tunazingatia B-BBEE, POPIA na sheria ya Uganda ya ulinzi wa taarifa binafsi',
        'Ukaguzi wa nje kila mwaka na njia ya siri ya kuripoti ukiukaji wa maadili',
      ],
    },
  },
  cta: {
    heading: 'Kuwa sehemu ya sura yetu ijayo',
    text: 'Tunaajiri katika kampuni zetu kumi nchini Afrika Kusini na Uganda.',
    button: 'Gundua Nafasi za Kazi',
  },
};
