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
    stats: {
      years: { value: '25+', label: 'Miaka ya uzoefu' },
      beneficiaries: { value: '11,000+', label: 'Wanufaika' },
      companies: { value: '10', label: 'Kampuni' },
      countries: { value: '34', label: 'Nchi katika mtandao wetu' },
    },
  },
  about: {
    eyebrow: 'Kuhusu VEB Group',
    title: 'Biashara ya familia yenye maono ya bara zima',
    paragraphs: [
      'Kilichoanza mwaka 1994 kama mradi mdogo wa jamii huko Gauteng kimekua na kuwa kundi la kampuni kumi, linaloongozwa na wanawake na lenye mizizi katika jamii linazozihudumia.',
      'Kuanzia mafunzo ya ufundi na vyama vya ushirika vya wakulima hadi viwanda vya samani na usafirishaji wa mipakani, kila biashara tunayoijenga inalenga kuleta riziki ya kudumu. Kwa pamoja zinatupeleka kwenye thamani ya dola bilioni 1 ifikapo 2030.',
    ],
    stats: {
      vision: { value: '$1 bilioni', label: 'Lengo la thamani ifikapo 2030' },
      lives: { value: '7800+', label: 'Maisha yaliyoguswa' },
    },
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
    visitWebsite: 'Tembelea tovuti',
    visitWebsiteLabel: 'Tembelea tovuti: {company} (inafunguka katika kichupo kipya)',
    items: {
      greenharvest: {
        tagline: 'Kilimo kwa usalama wa chakula',
        description:
          'Kilimo cha kibiashara na cha ushirika cha mboga, nafaka na mifugo, pamoja na upatikanaji wa masoko na vifaa vya pamoja kwa wakulima wadogo wanachama.',
        stat: 'Vyama vya ushirika 33 vimesaidiwa',
      },
      ecocraft: {
        tagline: 'Samani na magodoro yaliyotengenezwa Afrika',
        description:
          'Vitanda, magodoro, samani za shule na ofisi zinazotengenezwa katika kituo chetu cha Benoni kwa mbao zilizothibitishwa, kwa wauzaji, shule na nyumba.',
        stat: 'Mistari 14+ ya uzalishaji',
      },
      cele: {
        tagline: 'Ujuzi unaojenga riziki',
        description:
          'Mafunzo yaliyoidhinishwa ya ufundi, ujuzi wa kidijitali na ujasiriamali, kuanzia programu ya mafundi wa matengenezo hadi kozi za kuwaandaa vijana kwa ajira.',
        stat: 'Watu 11,000+ wamefunzwa',
      },
      'law-clinic': {
        tagline: 'Haki iliyo karibu nawe',
        description:
          'Ushauri wa kisheria kwa gharama nafuu kwa familia na biashara ndogo: wosia, upangaji wa nyumba, masuala ya kazi na mikataba, pamoja na siku za ushauri bure mitaani.',
        stat: 'Msaada wa kisheria kwa jamii',
      },
      'ak-business': {
        tagline: 'Suluhisho za TEHAMA na biashara',
        description:
          'Huduma za TEHAMA, msaada wa mnyororo wa ugavi na ushauri unaosaidia biashara ndogo na zinazokua kufanya kazi vizuri zaidi na kufikia wateja wapya.',
        stat: 'Ushauri kwa biashara ndogo',
      },
      'ak-images': {
        tagline: 'Simulizi zinazostahili kuonekana',
        description:
          'Upigaji picha wa kampuni, matukio na makala, ikiwemo kazi iliyoshinda tuzo kuhusu vyama vya ushirika vya kilimo vinavyoongozwa na wanawake.',
        stat: 'Studio iliyoshinda tuzo',
      },
      samdon: {
        tagline: 'Makazi na maeneo yanayokuza jamii',
        description:
          'Uendelezaji wa majengo ya makazi na biashara, hasa makazi ya gharama nafuu karibu na maeneo ya kazi na shule.',
        stat: 'Makazi ya gharama nafuu',
      },
      'veb-properties': {
        tagline: 'Mali inayosimamiwa kwa uangalifu',
        description:
          'Usimamizi na ukodishaji wa majengo ya makazi, biashara na viwanda ya kundi, ikiwemo kituo cha viwanda cha Benoni.',
        stat: 'Mali za kundi',
      },
      'global-link': {
        tagline: 'Kusafirisha bidhaa kuvuka mipaka',
        description:
          'Usafirishaji wa mizigo kwa barabara, maghala na uondoaji wa mizigo forodhani, pamoja na safari ya kila wiki kati ya Johannesburg na Kampala na ufuatiliaji wa moja kwa moja.',
        stat: 'Ushoroba wa Johannesburg–Kampala',
      },
      'agri-extension': {
        tagline: 'Maarifa katika kila shamba',
        description:
          'Maafisa ugani, mashamba ya mfano na siku za wakulima zinazowafikishia wakulima wadogo mbinu bora za mbegu, udongo na maji.',
        stat: 'Wanufaika 7800+',
      },
    },
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
    stats: {
      countries: { value: '12+', label: 'Nchi ifikapo 2030' },
      vision: { value: '$1 bilioni', label: 'Lengo la thamani kwa 2030' },
      rollout: { value: 'Miaka 5', label: 'Ya upanuzi Afrika Mashariki na Kusini' },
    },
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
    items: {
      'ubuntu-capital': {
        description: 'Mtaji wa ukuaji kwa kituo cha viwanda cha Benoni na awamu ijayo ya upanuzi wetu kikanda.',
      },
      'mzansi-living': {
        description: 'Huuza samani na magodoro ya EcoCraft Interiors katika maduka yake ya Gauteng na KwaZulu-Natal.',
      },
      'enterprise-fund': {
        description: 'Hushirikiana nasi kufadhili maendeleo ya vyama vya ushirika na biashara ndogo tunazozilea.',
      },
      'provincial-agriculture': {
        description:
          'Hushirikiana na VEB Greenharvest na Agri-Extension Services katika kusaidia wakulima na miradi ya usalama wa chakula.',
      },
      'agriskills-seta': {
        description: 'Huidhinisha mafunzo yetu ya kilimo na ufundi na kuchangia ufadhili wa mafunzo kazini kwa vijana.',
      },
      'municipal-led': {
        description:
          'Hushirikiana nasi katika programu za ujasiriamali mitaani, siku za ushauri wa kisheria bure na ubunifu wa ajira za ndani.',
      },
      'east-africa-trade': {
        description:
          'Husaidia usafirishaji wetu wa mipakani na kuingia kwetu katika soko la Uganda na Afrika Mashariki kwa ujumla.',
      },
    },
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
