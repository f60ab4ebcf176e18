import type { Messages } from '../../../messages';
import type { investors as en } from '../en/investors';

export const investors: Messages<typeof en> = {
  meta: {
    title: 'Wawekezaji',
    description:
      'Wekeza katika mustakabali wa Afrika pamoja na VEB Group: fursa sita za uwekezaji kuanzia randi milioni 5, mifumo minne ya uwekezaji na zaidi ya miaka 25 ya ukuaji katika kampuni kumi.',
  },
  hero: {
    eyebrow: 'Mahusiano na Wawekezaji',
    title: 'Wekeza katika Mustakabali wa Afrika',
    intro:
      'Jiunge na kikundi cha Kiafrika chenye kampuni kumi za sekta mbalimbali kinacholenga thamani ya dola bilioni moja ifikapo 2030, kwa faida inayokuza jamii pamoja na mtaji.',
    statsLabel: 'VEB Group kwa takwimu',
  },
  actions: {
    explore: 'Chunguza Uwekezaji',
    schedule: 'Panga Mkutano',
    scheduleLabel: 'Panga mkutano na timu ya uwekezaji kwa barua pepe',
    mailSubject: 'Ombi la Mkutano wa Uwekezaji',
    mailBody:
      'Habari timu ya uwekezaji ya VEB Group,\n\nNinavutiwa na fursa za uwekezaji za VEB Group na ningependa kupanga mkutano ili tuzijadili.\n\nTafadhali nijulishe tarehe na saa zinazowafaa.\n\nWako,',
  },
  opportunities: {
    heading: 'Fursa za Uwekezaji',
    intro:
      'Miradi sita ya ukuaji katika kampuni zetu, kila mmoja ukiwa na kiwango cha uwekezaji na faida inayotarajiwa.',
    investment: 'Uwekezaji',
    returns: 'Faida inayotarajiwa',
    impact: 'Athari',
    detailsLabel: 'Mambo muhimu',
    empty: 'Hakuna fursa za uwekezaji zilizoorodheshwa kwa sasa.',
  },
  structures: {
    heading: 'Mifumo ya Uwekezaji',
    intro: 'Chagua mfumo unaofaa malengo yako, muda wako na kiwango cha ushiriki unachotaka.',
    minimum: 'Kiwango cha chini',
    minimumValue: 'Randi milioni {n}',
    fixedReturns: 'Faida isiyobadilika ya {returns}',
    benefitsLabel: 'Manufaa',
    empty: 'Mifumo yetu ya uwekezaji itaorodheshwa hapa hivi karibuni.',
  },
  why: {
    heading: 'Kwa Nini Uwekeze katika VEB Group?',
    intro: 'Kikundi kilichothibitika chenye maono wazi, washirika imara na nafasi kubwa ya kukua.',
    empty: 'Sababu za kuwekeza nasi zitaorodheshwa hapa hivi karibuni.',
  },
  cta: {
    heading: 'Uko Tayari Kuwekeza katika Mustakabali wa Afrika?',
    text: 'Zungumza na timu yetu ya uwekezaji kuhusu fursa na mfumo unaokufaa.',
    contactHeading: 'Timu ya uwekezaji',
    emailLabel: 'Tuma barua pepe kwa timu ya uwekezaji kupitia {email}',
    phoneLabel: 'Piga simu timu ya uwekezaji kupitia {phone}',
  },
};
