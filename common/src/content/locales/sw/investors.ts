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
    stats: {
      years: 'Miaka ya uzoefu',
      sectors: 'Sekta za biashara',
      target: 'Lengo la dola bilioni moja',
      lives: 'Maisha yaliyoguswa',
    },
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
    items: {
      agriculture: {
        sector: 'Kilimo',
        title: 'Upanuzi wa Kilimo',
        opportunity:
          'Kupanua mashamba na uwezo wa usindikaji wa VEB Greenharvest ili kusambaza kwa maduka makubwa Kusini na Mashariki mwa Afrika.',
        impact: 'Usalama wa chakula na ajira mpya 500+ mashambani',
        details: [
          'Hekta 1,200 zaidi zenye umwagiliaji',
          'Kuboresha hifadhi ya baridi na kituo cha kufungasha',
          'Mikataba ya ununuzi na maduka makubwa ya kitaifa',
        ],
      },
      manufacturing: {
        sector: 'Uzalishaji',
        title: 'Kukuza Uzalishaji Viwandani',
        opportunity:
          'Kuongeza uzalishaji wa samani na magodoro wa EcoCraft Interiors katika kituo cha uzalishaji cha Benoni.',
        impact: 'Ajira 150+ za ustadi viwandani',
        details: [
          'Mistari 14+ ya uzalishaji kwenye eneo la hekta 1.6',
          'Vyeti vya ubora vinavyokidhi masoko ya nje',
          'Malighafi endelevu zinazopatikana nchini',
        ],
      },
      technology: {
        sector: 'Teknolojia',
        title: 'Jukwaa la Kidijitali la Usafirishaji',
        opportunity:
          'Kujenga jukwaa la kidijitali la mizigo na usambazaji wa mwisho la VEB Global Link, linalounganisha wazalishaji wa Kiafrika na masoko.',
        impact: 'Gharama nafuu za biashara kwa wafanyabiashara wadogo',
        details: [
          'Ufuatiliaji wa papo hapo na uboreshaji wa njia',
          'Ushoroba wa mipakani kati ya Afrika Kusini na Uganda',
          'Soko la wasafirishaji huru',
        ],
      },
      skills: {
        sector: 'Elimu',
        title: 'Vituo vya Kukuza Ujuzi',
        opportunity:
          'Kufungua vituo vya mafunzo vilivyoidhinishwa vinavyoendeleza rekodi yetu ya kuwafunza watu zaidi ya 11,000.',
        impact: 'Wanafunzi 5,000+ hufunzwa kila mwaka',
        details: [
          'Kozi za ufundi, kidijitali na ujasiriamali',
          'Idhini ya mamlaka za mafunzo za kisekta',
          'Ushirikiano wa ajira na waajiri',
        ],
      },
      realEstate: {
        sector: 'Mali Isiyohamishika',
        title: 'Uendelezaji wa Majengo',
        opportunity:
          'Kujenga nyumba za bei nafuu na majengo ya biashara ya matumizi mchanganyiko pamoja na SAMDON Real Estate na VEB Properties.',
        impact: 'Nyumba bora kwa familia zinazofanya kazi',
        details: [
          'Miradi ya makazi na matumizi mchanganyiko mkoani Gauteng',
          'Mapato ya kodi pamoja na ongezeko la thamani kwa muda mrefu',
          'Usanifu unaohifadhi nishati na maji',
        ],
      },
      legal: {
        sector: 'Huduma za Kisheria',
        title: 'Franchise ya Huduma za Kisheria',
        opportunity: 'Kueneza mfumo wa VEB Law Clinic kama franchise ya ofisi za kisheria za jamii kwa gharama nafuu.',
        impact: 'Upatikanaji wa haki kwa jamii zisizohudumiwa vya kutosha',
        details: [
          'Mfumo wa uendeshaji uliothibitishwa na uliosanifishwa',
          'Mapato ya kudumu kutokana na mipango ya huduma',
          'Njia ya mafunzo kwa wanasheria chipukizi',
        ],
      },
    },
  },
  structures: {
    heading: 'Mifumo ya Uwekezaji',
    intro: 'Chagua mfumo unaofaa malengo yako, muda wako na kiwango cha ushiriki unachotaka.',
    minimum: 'Kiwango cha chini',
    minimumValue: 'Randi milioni {n}',
    fixedReturns: 'Faida isiyobadilika ya {returns}',
    benefitsLabel: 'Manufaa',
    items: {
      equity: {
        title: 'Ubia wa Hisa',
        description: 'Miliki hisa katika kampuni ya VEB Group na unufaike na ukuaji wake wa muda mrefu.',
        benefits: ['Uwakilishi kwenye bodi', 'Sehemu ya faida na ongezeko la mtaji', 'Ushawishi wa kimkakati'],
      },
      project: {
        title: 'Ufadhili wa Miradi',
        description: 'Fadhili mradi mahususi wenye bajeti, hatua na ripoti zake.',
        benefits: [
          'Mtaji uliotengwa kwa mradi pekee',
          'Hatua na ripoti zilizo wazi',
          'Kutoka kulikopangwa mradi ukikamilika',
        ],
      },
      jointVenture: {
        title: 'Ubia wa Pamoja',
        description: 'Anzisha biashara mpya pamoja nasi, ukiunganisha utaalamu wako na uwepo wetu wa ndani.',
        benefits: [
          'Udhibiti na maamuzi ya pamoja',
          'Fursa ya kutumia mitandao yetu katika nchi mbili',
          'Hatari ya pamoja',
        ],
      },
      debt: {
        title: 'Ufadhili wa Mkopo',
        description: 'Kopesha kikundi kwa masharti yaliyokubaliwa, na marejesho yanayotabirika kwa ratiba.',
        benefits: ['Mapato yanayotabirika', 'Dhamana juu ya mali', 'Muda wa miaka 3 hadi 7'],
      },
    },
  },
  why: {
    heading: 'Kwa Nini Uwekeze katika VEB Group?',
    intro: 'Kikundi kilichothibitika chenye maono wazi, washirika imara na nafasi kubwa ya kukua.',
    items: {
      trackRecord: {
        title: 'Rekodi Iliyothibitika',
        description: 'Zaidi ya miaka 25 ya ukuaji thabiti tangu kuanzishwa kwetu mwaka 1994.',
      },
      diversified: {
        title: 'Kwingineko Mseto',
        description: 'Kampuni kumi katika sekta zinazokamilishana hupunguza hatari na kuleta ushirikiano wenye tija.',
      },
      vision: {
        title: 'Maono ya Dola Bilioni',
        description: 'Mpango wazi wa kufikia thamani ya dola bilioni moja ifikapo 2030.',
      },
      impact: {
        title: 'Athari kwa Jamii',
        description: 'Kila uwekezaji huleta ajira, ujuzi na fursa katika jamii tunazozihudumia.',
      },
      government: {
        title: 'Uungwaji Mkono na Serikali',
        description: 'Mahusiano imara na programu za serikali nchini Afrika Kusini na Uganda.',
      },
      panAfrican: {
        title: 'Ukuaji Barani Afrika',
        description: 'Upanuzi katika nchi 12+ za Kiafrika unafungua masoko mapya yanayokua kwa kasi.',
      },
    },
  },
  cta: {
    heading: 'Uko Tayari Kuwekeza katika Mustakabali wa Afrika?',
    text: 'Zungumza na timu yetu ya uwekezaji kuhusu fursa na mfumo unaokufaa.',
    contactHeading: 'Timu ya uwekezaji',
    emailLabel: 'Tuma barua pepe kwa timu ya uwekezaji kupitia {email}',
    phoneLabel: 'Piga simu timu ya uwekezaji kupitia {phone}',
    address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Afrika Kusini'],
  },
};
