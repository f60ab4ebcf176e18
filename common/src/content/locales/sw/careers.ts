import type { Messages } from '../../../messages';
import type { careers as en } from '../en/careers';

export const careers: Messages<typeof en> = {
  meta: {
    title: 'Ajira',
    description:
      'Jenga taaluma yako pamoja na VEB Group: nafasi za kazi, mafunzo kwa vitendo na marupurupu katika kampuni kumi nchini Afrika Kusini na Uganda.',
  },
  hero: {
    eyebrow: 'Ajira katika VEB Group',
    title: 'Kuza taaluma yako huku ukiikuza Afrika',
    subtitle:
      'Jiunge na kundi la kampuni kumi linaloongozwa na wanawake, katika kilimo, viwanda, kukuza ujuzi, mali isiyohamishika, huduma za kisheria na teknolojia.',
    cta: 'Tazama Nafasi za Kazi',
    figures: {
      companies: 'Kampuni',
      positions: 'Nafasi za kazi',
      countries: 'Nchi',
    },
  },
  benefits: {
    heading: 'Kwa Nini Ufanye Kazi Nasi',
    intro: 'Tunawatunza watu wetu ili nao wawatunze wateja na jamii zetu.',
    items: {
      health: {
        title: 'Afya na Ustawi',
        description: 'Mchango wa bima ya afya, programu ya ustawi wa wafanyakazi na ushauri nasaha wa siri.',
      },
      growth: {
        title: 'Kukua Kikazi',
        description: 'Njia za wazi za kupanda ngazi na fursa ya kuhamia kati ya kampuni kumi kadiri unavyokua.',
      },
      rewards: {
        title: 'Zawadi za Utendaji',
        description: 'Bonasi za kila mwaka na kutambuliwa kwa wale ambao kazi yao inaleta tofauti inayopimika.',
      },
      culture: {
        title: 'Utamaduni wa Ushirikiano',
        description:
          'Timu ndogo, milango iliyo wazi na viongozi wanaosikiliza, katika kundi linaloongozwa kwa fahari na wanawake.',
      },
      learning: {
        title: 'Fursa za Kujifunza',
        description: 'Mafunzo yaliyoidhinishwa kupitia chuo chetu cha ujuzi na msaada wa kujiendeleza kimasomo.',
      },
      balance: {
        title: 'Uwiano wa Kazi na Maisha',
        description: 'Saa za kazi zinazofaa, likizo ya majukumu ya kifamilia na mipango rahisi pale kazi inaporuhusu.',
      },
    },
  },
  jobs: {
    heading: 'Nafasi Zilizo Wazi',
    intro: 'Nafasi zilizo wazi sasa katika kundi zima. Zote ni za muda wote.',
    listLabel: 'Nafasi za kazi',
    company: 'Kampuni',
    location: 'Mahali',
    type: 'Aina ya ajira',
    level: 'Ngazi',
    salary: 'Mshahara',
    perMonth: '{salary} kwa mwezi',
    requirements: 'Sifa zinazohitajika',
    postedLabel: 'Ilitangazwa',
    applyNow: 'Omba Sasa',
    applyLabel: 'Omba Sasa: {title} (inafungua programu yako ya barua pepe)',
    learnMore: 'Soma Zaidi',
    learnMoreLabel: 'Soma zaidi kuhusu nafasi ya {title}',
    mailSubject: 'Maombi ya Kazi Namba {id}',
    mailBody:
      'Kwa Timu ya Ajira ya VEB Group,\n\nNinavutiwa na nafasi ya {title} (kazi namba {id}) na ningependa kuiomba. Taarifa zangu ziko hapa chini na wasifu wangu (CV) umeambatishwa.\n\nJina kamili:\nNamba ya simu:\nKazi ya sasa:\n\nWako kwa dhati,',
    posted: {
      day: 'siku 1 iliyopita',
      days: 'siku {n} zilizopita',
      week: 'wiki 1 iliyopita',
      weeks: 'wiki {n} zilizopita',
    },
    types: { fullTime: 'Muda wote' },
    levels: { entry: 'Ngazi ya kuanzia', mid: 'Ngazi ya kati', senior: 'Ngazi ya juu' },
    locations: {
      johannesburg: 'Johannesburg, Afrika Kusini',
      capeTown: 'Cape Town, Afrika Kusini',
      benoni: 'Benoni, Afrika Kusini',
      pretoria: 'Pretoria, Afrika Kusini',
      kampala: 'Kampala, Uganda',
    },
    items: {
      productionSupervisor: {
        title: 'Msimamizi wa Uzalishaji',
        description:
          'Simamia mstari wa uzalishaji wa samani na magodoro katika kituo chetu cha viwanda cha Benoni, ukihakikisha ubora na usalama wa timu.',
        requirements: [
          'Stashahada ya Usimamizi wa Uzalishaji au inayolingana nayo',
          'Uzoefu wa miaka mitatu wa usimamizi viwandani',
          'Ufahamu wa kanuni za afya na usalama kazini',
        ],
      },
      skillsFacilitator: {
        title: 'Mwezeshaji wa Kukuza Ujuzi',
        description: 'Toa mafunzo yaliyoidhinishwa ya ufundi na ujasiriamali kwa vijana katika jamii za Gauteng.',
        requirements: [
          'Cheti cha kidato cha sita (Matric) na sifa ya uwezeshaji, au utayari wa kuipata',
          'Uwezo wa kuzungumza Kiingereza na angalau lugha nyingine moja ya Afrika Kusini',
          'Leseni halali ya udereva',
        ],
      },
      extensionOfficer: {
        title: 'Afisa Ugani wa Kilimo',
        description:
          'Washauri wakulima wadogo na vyama vya ushirika kuhusu mazao, afya ya udongo na upatikanaji wa masoko katika eneo la Pretoria.',
        requirements: [
          'Stashahada au shahada ya kilimo',
          'Uzoefu wa miaka miwili wa kazi za shambani na wakulima wadogo',
          'Leseni halali ya udereva na utayari wa kusafiri',
        ],
      },
      logisticsLead: {
        title: 'Kiongozi wa Mifumo ya TEHAMA na Usafirishaji',
        description:
          'Ongoza mifumo inayopanga usambazaji wetu na kuunganisha kampuni za kundi, kuanzia ufuatiliaji wa magari hadi takwimu.',
        requirements: [
          'Shahada ya mifumo ya habari, uhandisi au usafirishaji',
          'Uzoefu wa miaka sita, ikiwemo miwili ya kuongoza timu',
          'Uzoefu wa usimamizi wa magari na majukwaa ya wingu',
        ],
      },
      propertyManager: {
        title: 'Meneja wa Rasilimali za Majengo',
        description:
          'Simamia majengo ya makazi na ya biashara yanayoongezeka katika Rasi ya Magharibi, kuanzia upangishaji hadi matengenezo na utoaji wa ripoti.',
        requirements: [
          'Usajili na Mamlaka ya Udhibiti wa Wataalamu wa Majengo ya Afrika Kusini',
          'Uzoefu wa miaka minane wa usimamizi wa majengo',
          'Ujuzi imara wa ripoti za fedha na majadiliano',
        ],
      },
      ugandaBusinessDevelopment: {
        title: 'Afisa wa Kukuza Biashara',
        description:
          'Saidia kujenga biashara yetu ya kilimo nchini Uganda ukiwa Kampala, kwa kutafuta wanunuzi, wasambazaji na washirika wa kilimo.',
        requirements: [
          'Shahada ya biashara, biashara ya kilimo au uchumi',
          'Uzoefu wa miaka mitatu wa mauzo au kukuza biashara nchini Uganda',
          'Ufasaha wa Kiingereza; Kiganda ni faida ya ziada',
        ],
      },
    },
  },
  internships: {
    heading: 'Programu za Mafunzo kwa Vitendo',
    intro: 'Programu zenye malipo na mpangilio maalum kwa wahitimu na wanafunzi walio tayari kujifunza kwa vitendo.',
    duration: 'Miezi {n}',
    hostedBy: 'Inaendeshwa na',
    apply: 'Omba Programu Hii',
    applyLabel: 'Omba Programu Hii: {title} (inafungua programu yako ya barua pepe)',
    mailSubject: 'Maombi ya Mafunzo kwa Vitendo - {title}',
    mailBody:
      'Kwa Timu ya Mafunzo kwa Vitendo ya VEB Group,\n\nNingependa kuomba nafasi katika programu ya {title}. Taarifa zangu ziko hapa chini, na wasifu wangu (CV) pamoja na matokeo yangu ya masomo vimeambatishwa.\n\nJina kamili:\nNamba ya simu:\nSifa ya elimu na chuo:\n\nWako kwa dhati,',
    items: {
      agriculture: {
        title: 'Programu ya Wahitimu wa Kilimo',
        description:
          'Mwaka mmoja katika mashamba yetu na vyama vyetu vya ushirika, ukipitia uzalishaji wa mazao, shughuli za kufungasha na usaidizi kwa wakulima.',
      },
      digital: {
        title: 'Mafunzo ya Kidijitali na TEHAMA',
        description:
          'Miezi sita ya kujenga na kuhudumia zana ambazo kampuni zetu hutumia kila siku, pamoja na timu yetu ya TEHAMA na usafirishaji.',
      },
      legal: {
        title: 'Mafunzo ya Huduma za Kisheria',
        description:
          'Miezi minane katika VEB Law Clinic ukiwasaidia wateja kuhusu mikataba, masuala ya kazi na sheria za biashara ndogo.',
      },
    },
  },
  process: {
    heading: 'Jinsi ya Kuomba',
    intro: 'Hatua nne kutoka maombi yako hadi siku yako ya kwanza kazini.',
    steps: [
      {
        title: 'Omba Mtandaoni',
        description: 'Chagua nafasi au programu kisha ututumie wasifu wako kwa barua pepe.',
      },
      {
        title: 'Uchambuzi wa Awali',
        description: 'Timu yetu ya ajira husoma kila ombi na hujibu ndani ya wiki mbili.',
      },
      {
        title: 'Usaili',
        description: 'Kutana na meneja anayeajiri na timu, ana kwa ana au kwa simu ya video.',
      },
      {
        title: 'Karibu Kazini',
        description: 'Pokea barua ya ajira na uanze kwa utambulisho kamili ndani ya kundi.',
      },
    ],
  },
  cta: {
    heading: 'Hujaona nafasi inayokufaa?',
    text: 'Tuambie kukuhusu. Tunahifadhi wasifu wenye matumaini na tunawasiliana nao nafasi inayofaa inapopatikana.',
    button: 'Wasiliana Nasi',
  },
};
