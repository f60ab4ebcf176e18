import type { SeedEntry } from '../../types';

/**
 * The impact page's metrics (SPEC §2.10): three areas, in the order the page shows them, and each area's
 * metrics in their order. `legal-consultations` is not published and must not be shown; `certified-timber`
 * and `trees-planted` have no icon (the page draws its default).
 */
export const impactAreaEntries: SeedEntry<'impactArea'>[] = [
  {
    kind: 'impactArea',
    key: 'economic',
    values: {},
    words: {
      en: { title: 'Economic Impact' },
      fr: { title: 'Impact économique' },
      sw: { title: 'Athari za Kiuchumi' },
    },
  },
  {
    kind: 'impactArea',
    key: 'environmental',
    values: {},
    words: {
      en: { title: 'Environmental Impact' },
      fr: { title: 'Impact environnemental' },
      sw: { title: 'Athari kwa Mazingira' },
    },
  },
  {
    kind: 'impactArea',
    key: 'social',
    values: {},
    words: { en: { title: 'Social Impact' }, fr: { title: 'Impact social' }, sw: { title: 'Athari za Kijamii' } },
  },
];

export const metricEntries: SeedEntry<'metric'>[] = [
  // Economic Impact
  {
    kind: 'metric',
    values: {
      metricKey: 'group-revenue',
      area: 'economic',
      value: { kind: 'amount', number: 120_000_000, currency: 'ZAR', plus: true, short: true },
      icon: 'TrendingUp',
    },
    words: {
      en: {
        label: 'Annual Group Revenue',
        description: 'Combined turnover of the ten group companies in the 2025/26 financial year.',
      },
      fr: {
        label: "Chiffre d'affaires annuel du Groupe",
        description: "Chiffre d'affaires cumulé des dix sociétés du Groupe pour l'exercice 2025/26.",
      },
      sw: {
        label: 'Mapato ya Mwaka ya Kundi',
        description: 'Jumla ya mapato ya kampuni zote kumi za kundi katika mwaka wa fedha wa 2025/26.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'jobs-created',
      area: 'economic',
      value: { kind: 'count', number: 1200, plus: true },
      icon: 'Users',
    },
    words: {
      en: {
        label: 'Direct Jobs Created',
        description: 'Permanent and contract positions across manufacturing, agriculture, logistics and services.',
      },
      fr: {
        label: 'Emplois directs créés',
        description:
          "Postes permanents et contractuels dans l'industrie, l'agriculture, la logistique et les services.",
      },
      sw: {
        label: 'Ajira za Moja kwa Moja',
        description: 'Nafasi za kudumu na za mkataba katika viwanda, kilimo, usafirishaji na huduma.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'operating-companies',
      area: 'economic',
      value: { kind: 'count', number: 10 },
      icon: 'Building2',
    },
    words: {
      en: { label: 'Operating Companies' },
      fr: { label: 'Sociétés en activité' },
      sw: { label: 'Kampuni Tanzu' },
    },
  },
  {
    kind: 'metric',
    values: { metricKey: 'operating-countries', area: 'economic', value: { kind: 'count', number: 2 }, icon: 'Globe' },
    words: {
      en: {
        label: 'Current Operations',
        description: 'South Africa and Uganda today, with Angola, Kenya and DR Congo next.',
      },
      fr: {
        label: 'Présence actuelle',
        description: "L'Afrique du Sud et l'Ouganda aujourd'hui ; l'Angola, le Kenya et la RD Congo ensuite.",
      },
      sw: {
        label: 'Uwepo Wetu wa Sasa',
        description: 'Afrika Kusini na Uganda kwa sasa, na baadaye Angola, Kenya na DRC.',
      },
    },
  },
  {
    kind: 'metric',
    values: { metricKey: 'countries-targeted', area: 'economic', value: { kind: 'count', number: 34 }, icon: 'Target' },
    words: {
      en: {
        label: 'Countries Targeted by 2030',
        description: 'The footprint behind our vision of a US$1 billion valuation by 2030.',
      },
      fr: {
        label: "Pays ciblés d'ici 2030",
        description: "L'empreinte qui sous-tend notre ambition d'une valorisation d'un milliard de dollars en 2030.",
      },
      sw: {
        label: 'Nchi Tunazolenga Kufikia 2030',
        description: 'Upanuzi unaoongoza maono yetu ya kufikia thamani ya dola bilioni 1 ifikapo 2030.',
      },
    },
  },
  // Environmental Impact
  {
    kind: 'metric',
    values: {
      metricKey: 'trees-planted',
      area: 'environmental',
      value: { kind: 'count', number: 25_000, plus: true },
      icon: null,
    },
    words: {
      en: {
        label: 'Trees Planted',
        description: 'Indigenous and fruit trees planted with schools and cooperatives since 2022.',
      },
      fr: {
        label: 'Arbres plantés',
        description: 'Arbres indigènes et fruitiers plantés avec des écoles et des coopératives depuis 2022.',
      },
      sw: {
        label: 'Miti Iliyopandwa',
        description: 'Miti ya asili na ya matunda iliyopandwa pamoja na shule na vyama vya ushirika tangu 2022.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'certified-timber',
      area: 'environmental',
      value: { kind: 'percent', number: 70 },
      icon: null,
    },
    words: {
      en: {
        label: 'Certified Timber in EcoCraft Furniture',
        description: 'Share of furniture timber bought from certified, sustainably managed plantations.',
      },
      fr: {
        label: 'Bois certifié dans les meubles EcoCraft',
        description: 'Part du bois acheté auprès de plantations certifiées et gérées durablement.',
      },
      sw: {
        label: 'Mbao Zilizothibitishwa katika Samani za EcoCraft',
        description:
          'Sehemu ya mbao zinazonunuliwa kutoka mashamba ya miti yaliyothibitishwa na kusimamiwa kwa uendelevu.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'irrigation-water-saved',
      area: 'environmental',
      value: { kind: 'percent', number: 30 },
      icon: 'TrendingUp',
    },
    words: {
      en: {
        label: 'Irrigation Water Saved',
        description: 'Reduction per hectare after the drip and centre-pivot upgrade at VEB Greenharvest.',
      },
      fr: {
        label: "Eau d'irrigation économisée",
        description:
          'Baisse par hectare après le passage au goutte-à-goutte et au pivot central chez VEB Greenharvest.',
      },
      sw: {
        label: 'Maji ya Umwagiliaji Yaliyookolewa',
        description:
          'Upungufu wa matumizi kwa kila hekta baada ya kuweka umwagiliaji wa matone na wa mzunguko katika VEB Greenharvest.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'offcuts-recycled',
      area: 'environmental',
      value: { kind: 'percent', number: 90 },
      icon: 'Globe',
    },
    words: {
      en: { label: 'Factory Offcuts Reused or Recycled' },
      fr: { label: "Chutes d'usine réutilisées ou recyclées" },
      sw: { label: 'Mabaki ya Kiwanda Yanayotumika Tena au Kurejelezwa' },
    },
  },
  // Social Impact
  {
    kind: 'metric',
    values: {
      metricKey: 'people-trained',
      area: 'social',
      value: { kind: 'count', number: 11_000, plus: true },
      icon: 'Users',
    },
    words: {
      en: {
        label: 'People Trained',
        description: 'Through trades, digital, production and farmer training programmes in South Africa and Uganda.',
      },
      fr: {
        label: 'Personnes formées',
        description:
          "Grâce à nos formations aux métiers, au numérique, à la production et à l'agriculture, en Afrique du Sud et en Ouganda.",
      },
      sw: {
        label: 'Watu Waliopata Mafunzo',
        description:
          'Kupitia mafunzo ya ufundi, TEHAMA, uzalishaji viwandani na kilimo nchini Afrika Kusini na Uganda.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'beneficiaries',
      area: 'social',
      value: { kind: 'count', number: 7800, plus: true },
      icon: 'Target',
    },
    words: {
      en: {
        label: 'Direct Beneficiaries',
        description: 'People who gained a job, started a business or raised their farm income through our programmes.',
      },
      fr: {
        label: 'Bénéficiaires directs',
        description:
          'Personnes qui ont trouvé un emploi, créé leur entreprise ou augmenté le revenu de leur exploitation grâce à nos programmes.',
      },
      sw: {
        label: 'Wanufaika wa Moja kwa Moja',
        description:
          'Watu waliopata ajira, walioanzisha biashara au walioongeza mapato ya mashamba yao kupitia programu zetu.',
      },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'cooperatives-supported',
      area: 'social',
      value: { kind: 'count', number: 33 },
      icon: 'Building2',
    },
    words: {
      en: { label: 'Cooperatives Supported' },
      fr: { label: 'Coopératives accompagnées' },
      sw: { label: 'Vyama vya Ushirika Vinavyosaidiwa' },
    },
  },
  {
    kind: 'metric',
    values: {
      metricKey: 'handyperson-participants',
      area: 'social',
      value: { kind: 'count', number: 5059, plus: true },
      icon: 'Award',
    },
    words: {
      en: {
        label: 'Handyperson Programme Graduates',
        description: '3,259 in Gauteng and 1,800 in Mpumalanga, trained in practical home-maintenance trades.',
      },
      fr: {
        label: 'Diplômés du programme Entretien et petits travaux',
        description:
          "3 259 au Gauteng et 1 800 au Mpumalanga, formés aux métiers pratiques de l'entretien des logements.",
      },
      sw: {
        label: 'Wahitimu wa Mafunzo ya Ufundi wa Nyumbani',
        description:
          '3,259 jimboni Gauteng na 1,800 jimboni Mpumalanga, waliofunzwa kazi za ufundi na ukarabati wa nyumba.',
      },
    },
  },
  {
    kind: 'metric',
    published: false,
    values: {
      metricKey: 'legal-consultations',
      area: 'social',
      value: { kind: 'count', number: 2400, plus: true },
      icon: 'Award',
    },
    words: {
      en: {
        label: 'Free Legal Consultations',
        description: 'Advice given by VEB Law Clinic at community advice days. Figure under review.',
      },
      fr: {
        label: 'Consultations juridiques gratuites',
        description:
          'Conseils donnés par la VEB Law Clinic lors de journées de consultation dans les quartiers. Chiffre en cours de vérification.',
      },
      sw: {
        label: 'Ushauri wa Kisheria Bila Malipo',
        description: 'Ushauri uliotolewa na VEB Law Clinic katika siku za ushauri mitaani. Takwimu bado zinahakikiwa.',
      },
    },
  },
];
