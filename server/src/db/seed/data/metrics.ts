import type { SeedMetric } from '../types';

/**
 * Demo impact metrics. Array order is display order: categories appear in order of first use and metrics keep
 * their order within a category. `legal-consultations` is inactive and must not be shown; `trees-planted` uses an
 * icon name the client does not know (falls back to the default) and `certified-timber` has no icon at all.
 * Values are only translated when they contain words.
 */
export const seedMetrics: SeedMetric[] = [
  // --- Economic Impact ---------------------------------------------------------------------------------------------
  {
    metricKey: 'group-revenue',
    category: 'Economic Impact',
    value: 'R120M+',
    label: 'Annual Group Revenue',
    description: 'Combined turnover of the ten group companies in the 2025/26 financial year.',
    icon: 'TrendingUp',
    active: true,
    translations: {
      fr: {
        category: 'Impact économique',
        label: "Chiffre d'affaires annuel du Groupe",
        description: "Chiffre d'affaires cumulé des dix sociétés du Groupe pour l'exercice 2025/26.",
      },
      sw: {
        category: 'Athari za Kiuchumi',
        label: 'Mapato ya Mwaka ya Kundi',
        description: 'Jumla ya mapato ya kampuni zote kumi za kundi katika mwaka wa fedha wa 2025/26.',
      },
    },
  },
  {
    metricKey: 'jobs-created',
    category: 'Economic Impact',
    value: '1,200+',
    label: 'Direct Jobs Created',
    description: 'Permanent and contract positions across manufacturing, agriculture, logistics and services.',
    icon: 'Users',
    active: true,
    translations: {
      fr: {
        category: 'Impact économique',
        label: 'Emplois directs créés',
        description:
          "Postes permanents et contractuels dans l'industrie, l'agriculture, la logistique et les services.",
      },
      sw: {
        category: 'Athari za Kiuchumi',
        label: 'Ajira za Moja kwa Moja',
        description: 'Nafasi za kudumu na za mkataba katika viwanda, kilimo, usafirishaji na huduma.',
      },
    },
  },
  {
    metricKey: 'operating-companies',
    category: 'Economic Impact',
    value: '10',
    label: 'Operating Companies',
    icon: 'Building2',
    active: true,
    translations: {
      fr: { category: 'Impact économique', label: 'Sociétés en activité' },
      sw: { category: 'Athari za Kiuchumi', label: 'Kampuni Tanzu' },
    },
  },
  {
    metricKey: 'operating-countries',
    category: 'Economic Impact',
    value: '2 countries',
    label: 'Current Operations',
    description: 'South Africa and Uganda today, with Angola, Kenya and DR Congo next.',
    icon: 'Globe',
    active: true,
    translations: {
      fr: {
        category: 'Impact économique',
        value: '2 pays',
        label: 'Présence actuelle',
        description: "L'Afrique du Sud et l'Ouganda aujourd'hui ; l'Angola, le Kenya et la RD Congo ensuite.",
      },
      sw: {
        category: 'Athari za Kiuchumi',
        value: 'Nchi 2',
        label: 'Uwepo Wetu wa Sasa',
        description: 'Afrika Kusini na Uganda kwa sasa, na baadaye Angola, Kenya na DRC.',
      },
    },
  },
  {
    metricKey: 'countries-targeted',
    category: 'Economic Impact',
    value: '34',
    label: 'Countries Targeted by 2030',
    description: 'The footprint behind our vision of a US$1 billion valuation by 2030.',
    icon: 'Target',
    active: true,
    translations: {
      fr: {
        category: 'Impact économique',
        label: "Pays ciblés d'ici 2030",
        description: "L'empreinte qui sous-tend notre ambition d'une valorisation d'un milliard de dollars en 2030.",
      },
      sw: {
        category: 'Athari za Kiuchumi',
        label: 'Nchi Tunazolenga Kufikia 2030',
        description: 'Upanuzi unaoongoza maono yetu ya kufikia thamani ya dola bilioni 1 ifikapo 2030.',
      },
    },
  },

  // --- Social Impact -----------------------------------------------------------------------------------------------
  {
    metricKey: 'people-trained',
    category: 'Social Impact',
    value: '11,000+',
    label: 'People Trained',
    description: 'Through trades, digital, production and farmer training programmes in South Africa and Uganda.',
    icon: 'Users',
    active: true,
    translations: {
      fr: {
        category: 'Impact social',
        label: 'Personnes formées',
        description:
          "Grâce à nos formations aux métiers, au numérique, à la production et à l'agriculture, en Afrique du Sud et en Ouganda.",
      },
      sw: {
        category: 'Athari za Kijamii',
        label: 'Watu Waliopata Mafunzo',
        description:
          'Kupitia mafunzo ya ufundi, TEHAMA, uzalishaji viwandani na kilimo nchini Afrika Kusini na Uganda.',
      },
    },
  },
  {
    metricKey: 'beneficiaries',
    category: 'Social Impact',
    value: '7,800+',
    label: 'Direct Beneficiaries',
    description: 'People who gained a job, started a business or raised their farm income through our programmes.',
    icon: 'Target',
    active: true,
    translations: {
      fr: {
        category: 'Impact social',
        label: 'Bénéficiaires directs',
        description:
          'Personnes qui ont trouvé un emploi, créé leur entreprise ou augmenté le revenu de leur exploitation grâce à nos programmes.',
      },
      sw: {
        category: 'Athari za Kijamii',
        label: 'Wanufaika wa Moja kwa Moja',
        description:
          'Watu waliopata ajira, walioanzisha biashara au walioongeza mapato ya mashamba yao kupitia programu zetu.',
      },
    },
  },
  {
    metricKey: 'cooperatives-supported',
    category: 'Social Impact',
    value: '33',
    label: 'Cooperatives Supported',
    icon: 'Building2',
    active: true,
    translations: {
      fr: { category: 'Impact social', label: 'Coopératives accompagnées' },
      sw: { category: 'Athari za Kijamii', label: 'Vyama vya Ushirika Vinavyosaidiwa' },
    },
  },
  {
    metricKey: 'handyperson-participants',
    category: 'Social Impact',
    value: '5,059+',
    label: 'Handyperson Programme Graduates',
    description: '3,259 in Gauteng and 1,800 in Mpumalanga, trained in practical home-maintenance trades.',
    icon: 'Award',
    active: true,
    translations: {
      fr: {
        category: 'Impact social',
        label: 'Diplômés du programme Entretien et petits travaux',
        description:
          "3 259 au Gauteng et 1 800 au Mpumalanga, formés aux métiers pratiques de l'entretien des logements.",
      },
      sw: {
        category: 'Athari za Kijamii',
        label: 'Wahitimu wa Mafunzo ya Ufundi wa Nyumbani',
        description:
          '3,259 jimboni Gauteng na 1,800 jimboni Mpumalanga, waliofunzwa kazi za ufundi na ukarabati wa nyumba.',
      },
    },
  },
  {
    metricKey: 'legal-consultations',
    category: 'Social Impact',
    value: '2,400+',
    label: 'Free Legal Consultations',
    description: 'Advice given by VEB Law Clinic at community advice days. Figure under review.',
    icon: 'Award',
    active: false,
    translations: {
      fr: {
        category: 'Impact social',
        label: 'Consultations juridiques gratuites',
        description:
          'Conseils donnés par la VEB Law Clinic lors de journées de consultation dans les quartiers. Chiffre en cours de vérification.',
      },
      sw: {
        category: 'Athari za Kijamii',
        label: 'Ushauri wa Kisheria Bila Malipo',
        description: 'Ushauri uliotolewa na VEB Law Clinic katika siku za ushauri mitaani. Takwimu bado zinahakikiwa.',
      },
    },
  },

  // --- Environmental Impact ----------------------------------------------------------------------------------------
  {
    metricKey: 'trees-planted',
    category: 'Environmental Impact',
    value: '25,000+',
    label: 'Trees Planted',
    description: 'Indigenous and fruit trees planted with schools and cooperatives since 2022.',
    icon: 'Sprout',
    active: true,
    translations: {
      fr: {
        category: 'Impact environnemental',
        label: 'Arbres plantés',
        description: 'Arbres indigènes et fruitiers plantés avec des écoles et des coopératives depuis 2022.',
      },
      sw: {
        category: 'Athari kwa Mazingira',
        label: 'Miti Iliyopandwa',
        description: 'Miti ya asili na ya matunda iliyopandwa pamoja na shule na vyama vya ushirika tangu 2022.',
      },
    },
  },
  {
    metricKey: 'certified-timber',
    category: 'Environmental Impact',
    value: '70%',
    label: 'Certified Timber in EcoCraft Furniture',
    description: 'Share of furniture timber bought from certified, sustainably managed plantations.',
    active: true,
    translations: {
      fr: {
        category: 'Impact environnemental',
        label: 'Bois certifié dans les meubles EcoCraft',
        description: 'Part du bois acheté auprès de plantations certifiées et gérées durablement.',
      },
      sw: {
        category: 'Athari kwa Mazingira',
        label: 'Mbao Zilizothibitishwa katika Samani za EcoCraft',
        description:
          'Sehemu ya mbao zinazonunuliwa kutoka mashamba ya miti yaliyothibitishwa na kusimamiwa kwa uendelevu.',
      },
    },
  },
  {
    metricKey: 'irrigation-water-saved',
    category: 'Environmental Impact',
    value: '30%',
    label: 'Irrigation Water Saved',
    description: 'Reduction per hectare after the drip and centre-pivot upgrade at VEB Greenharvest.',
    icon: 'TrendingUp',
    active: true,
    translations: {
      fr: {
        category: 'Impact environnemental',
        label: "Eau d'irrigation économisée",
        description:
          'Baisse par hectare après le passage au goutte-à-goutte et au pivot central chez VEB Greenharvest.',
      },
      sw: {
        category: 'Athari kwa Mazingira',
        label: 'Maji ya Umwagiliaji Yaliyookolewa',
        description:
          'Upungufu wa matumizi kwa kila hekta baada ya kuweka umwagiliaji wa matone na wa mzunguko katika VEB Greenharvest.',
      },
    },
  },
  {
    metricKey: 'offcuts-recycled',
    category: 'Environmental Impact',
    value: '90%',
    label: 'Factory Offcuts Reused or Recycled',
    icon: 'Globe',
    active: true,
    translations: {
      fr: { category: 'Impact environnemental', label: "Chutes d'usine réutilisées ou recyclées" },
      sw: { category: 'Athari kwa Mazingira', label: 'Mabaki ya Kiwanda Yanayotumika Tena au Kurejelezwa' },
    },
  },
];
