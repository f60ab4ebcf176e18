import type { Messages } from '../../../messages';
import type { home as en } from '../en/home';

export const home: Messages<typeof en> = {
  meta: {
    title: 'VEB Group',
    description:
      'VEB Group: kampuni kumi za kilimo, viwanda, ukuzaji wa ujuzi, usafirishaji, huduma za sheria, mali isiyohamishika na upigaji picha, zinazokua kutoka Afrika Kusini na Uganda kote Afrika tangu 1994.',
  },
  hero: {
    eyebrow: 'Kundi la kampuni la Kiafrika · Tangu 1994',
    title: 'Tunajenga mustakabali wa Afrika, biashara moja baada ya nyingine',
    intro:
      'VEB Group inaunganisha kampuni kumi za kilimo, viwanda, mafunzo, usafirishaji, huduma za sheria, mali isiyohamishika na upigaji picha, zikibuni ajira na fursa nchini Afrika Kusini, Uganda na kwingineko.',
    primary: 'Gundua kampuni zetu',
    secondary: 'Mahusiano na wawekezaji',
    statsLabel: 'VEB Group kwa takwimu',
    companiesLabel: 'Kampuni',
  },
  about: {
    eyebrow: 'Kuhusu VEB Group',
    title: 'Biashara ya familia yenye maono ya bara zima',
    paragraphs: [
      'Kilichoanza mwaka 1994 kama mradi mdogo wa jamii huko Gauteng kimekua na kuwa kundi la kampuni kumi, linaloongozwa na wanawake na lenye mizizi katika jamii linazozihudumia.',
      'Kuanzia mafunzo ya ufundi na vyama vya ushirika vya wakulima hadi viwanda vya samani na usafirishaji wa mipakani, kila biashara tunayoijenga inalenga kuleta riziki ya kudumu. Kwa pamoja zinatupeleka kwenye thamani ya dola bilioni 1 ifikapo 2030.',
    ],
    button: 'Soma historia yetu',
  },
  footprint: {
    eyebrow: 'Tunapofanya kazi',
    title: 'Uwepo wetu barani Afrika',
    intro:
      'Leo tunafanya kazi Afrika Kusini na Uganda, tunajiandaa kuingia Angola, Kenya na DR Kongo, na tunashirikiana na wabia katika zaidi ya nchi 30. Elekeza kipanya au lenga nchi ili kuona uwepo wetu huko.',
  },
  companies: {
    eyebrow: 'Kampuni zetu',
    title: 'Kampuni kumi, lengo moja',
    intro:
      'Kila kampuni ya kundi inahudumia soko lake, na zote zinachangia lengo lilelile: ujuzi, ajira na biashara zinazodumu.',
    companyPage: 'Ukurasa wa kampuni',
    companyPageLabel: 'Ukurasa wa kampuni: {company}',
    visitWebsite: 'Tembelea tovuti',
    visitWebsiteLabel: 'Tembelea tovuti: {company} (inafunguka katika kichupo kipya)',
    empty: 'Bado hakuna kampuni.',
  },
  news: {
    eyebrow: 'Habari mpya',
    title: 'Habari na makala teule',
    intro: 'Hatua muhimu kutoka kote katika kundi, kuanzia ofisi mpya hadi viwanda vipya.',
    readMore: 'Soma zaidi',
    viewAll: 'Tazama habari na makala zote',
    publishedOn: 'Imechapishwa',
    categories: {
      Expansion: 'Upanuzi',
      'Skills Development': 'Ukuzaji wa ujuzi',
      Manufacturing: 'Viwanda',
    },
  },
  expansion: {
    eyebrow: 'Upanuzi barani Afrika',
    title: 'Kupeleka biashara za Kiafrika kote barani',
    intro:
      'Mpango wetu wa miaka mitano unapeleka biashara zilizofanikiwa za kundi katika masoko mapya, ushirikiano mmoja na jamii moja kwa wakati.',
    button: 'Gundua mustakabali wetu',
  },
  partners: {
    eyebrow: 'Wabia na wawekezaji',
    title: 'Tunakua pamoja na wabia wetu',
    intro:
      'Idara za serikali, mamlaka za mafunzo, wawekezaji na wauzaji hushirikiana nasi kugeuza ujuzi na ujasiriamali kuwa ukuaji wa kudumu.',
    groups: {
      government: 'Wabia wa serikali',
      private: 'Wabia wa sekta binafsi',
    },
    types: {
      'Investment Partner': 'Mbia wa uwekezaji',
      'Retail Partner': 'Mbia wa rejareja',
      'Development Partner': 'Mbia wa maendeleo',
      'Government Partner': 'Mbia wa serikali',
      'Training Authority': 'Mamlaka ya mafunzo',
      'Public Sector': 'Sekta ya umma',
      International: 'Kimataifa',
    },
    empty: 'Bado hakuna wabia.',
    cta: {
      title: 'Shirikiana na VEB Group',
      text: 'Iwe unawekeza, unanunua, unafadhili au unafundisha, kuna nafasi yako katika safari yetu ya ukuaji. Tuandike sura inayofuata pamoja.',
      button: 'Shirikiana nasi',
    },
  },
  careers: {
    eyebrow: 'Ajira',
    title: 'Jenga taaluma yako pamoja nasi',
    intro:
      'Jiunge na timu inayokua katika kampuni {companies} nchini Afrika Kusini na Uganda, ambapo kazi yako inabadilisha maisha ya jamii zinazokuzunguka.',
    hiringTitle: 'Tunaajiri',
    positions: { one: 'Nafasi {n}', other: 'Nafasi {n}' },
    hiringEmpty: 'Nafasi mpya hutangazwa kwenye ukurasa wetu wa ajira zinapofunguliwa.',
    button: 'Tazama nafasi za kazi',
  },
};
