import type { SeedEntry } from '../../types';

/**
 * The careers page's content (SPEC §2.5, §3.2) and the home page's careers teaser (SPEC §2.3): hiring
 * categories, benefits, the countries figure, six openings and three internships, in English, French and
 * Swahili. Openings and internships refer to companies by their key (the company's slug), so the companies
 * come first in index.ts. Posting dates are relative to the day of seeding, so the demo's openings are
 * always "3 days ago" and still open; the counts shown (open positions, positions per category) are
 * counted from these records, not typed.
 */

const categories: SeedEntry<'hiringCategory'>[] = [
  {
    kind: 'hiringCategory',
    key: 'agriculture',
    values: {},
    words: {
      en: { title: 'Agriculture and agri-extension' },
      fr: { title: 'Agriculture et conseil agricole' },
      sw: { title: 'Kilimo na ugani wa kilimo' },
    },
  },
  {
    kind: 'hiringCategory',
    key: 'manufacturing',
    values: {},
    words: {
      en: { title: 'Manufacturing and operations' },
      fr: { title: 'Production et opérations' },
      sw: { title: 'Viwanda na uendeshaji' },
    },
  },
  {
    kind: 'hiringCategory',
    key: 'skills',
    values: {},
    words: {
      en: { title: 'Skills development and training' },
      fr: { title: 'Formation et développement des compétences' },
      sw: { title: 'Ukuzaji wa ujuzi na mafunzo' },
    },
  },
];

const benefits: SeedEntry<'benefit'>[] = [
  {
    kind: 'benefit',
    values: { icon: 'HeartPulse' },
    words: {
      en: {
        title: 'Health & Wellness',
        description: 'Medical aid contributions, an employee wellness programme and confidential counselling.',
      },
      fr: {
        title: 'Santé et bien-être',
        description:
          'Participation à l’assurance maladie, programme de bien-être et accompagnement psychologique confidentiel.',
      },
      sw: {
        title: 'Afya na Ustawi',
        description: 'Mchango wa bima ya afya, programu ya ustawi wa wafanyakazi na ushauri nasaha wa siri.',
      },
    },
  },
  {
    kind: 'benefit',
    values: { icon: 'TrendingUp' },
    words: {
      en: {
        title: 'Career Growth',
        description: 'Clear career paths and the chance to move between ten companies as you grow.',
      },
      fr: {
        title: 'Évolution de carrière',
        description: 'Des parcours professionnels clairs et la possibilité d’évoluer entre nos dix sociétés.',
      },
      sw: {
        title: 'Kukua Kikazi',
        description: 'Njia za wazi za kupanda ngazi na fursa ya kuhamia kati ya kampuni kumi kadiri unavyokua.',
      },
    },
  },
  {
    kind: 'benefit',
    values: { icon: 'Trophy' },
    words: {
      en: {
        title: 'Performance Rewards',
        description: 'Annual bonuses and recognition for people whose work makes a measurable difference.',
      },
      fr: {
        title: 'Primes de performance',
        description:
          'Primes annuelles et reconnaissance pour celles et ceux dont le travail fait une différence mesurable.',
      },
      sw: {
        title: 'Zawadi za Utendaji',
        description: 'Bonasi za kila mwaka na kutambuliwa kwa wale ambao kazi yao inaleta tofauti inayopimika.',
      },
    },
  },
  {
    kind: 'benefit',
    values: { icon: 'Users' },
    words: {
      en: {
        title: 'Collaborative Culture',
        description: 'Small teams, open doors and leaders who listen, in a group that is proudly women-led.',
      },
      fr: {
        title: 'Culture collaborative',
        description:
          'Des équipes à taille humaine, des portes ouvertes et des responsables à l’écoute, dans un groupe fièrement dirigé par des femmes.',
      },
      sw: {
        title: 'Utamaduni wa Ushirikiano',
        description:
          'Timu ndogo, milango iliyo wazi na viongozi wanaosikiliza, katika kundi linaloongozwa kwa fahari na wanawake.',
      },
    },
  },
  {
    kind: 'benefit',
    values: { icon: 'GraduationCap' },
    words: {
      en: {
        title: 'Learning Opportunities',
        description: 'Accredited training through our own skills academy and study support for further qualifications.',
      },
      fr: {
        title: 'Formation continue',
        description:
          'Des formations certifiantes dans notre propre académie et un soutien pour préparer de nouveaux diplômes.',
      },
      sw: {
        title: 'Fursa za Kujifunza',
        description: 'Mafunzo yaliyoidhinishwa kupitia chuo chetu cha ujuzi na msaada wa kujiendeleza kimasomo.',
      },
    },
  },
  {
    kind: 'benefit',
    values: { icon: 'Sun' },
    words: {
      en: {
        title: 'Work-Life Balance',
        description: 'Fair working hours, family responsibility leave and flexible arrangements where the role allows.',
      },
      fr: {
        title: 'Équilibre vie pro et vie perso',
        description:
          'Des horaires raisonnables, des congés pour obligations familiales et de la souplesse quand le poste le permet.',
      },
      sw: {
        title: 'Uwiano wa Kazi na Maisha',
        description: 'Saa za kazi zinazofaa, likizo ya majukumu ya kifamilia na mipango rahisi pale kazi inaporuhusu.',
      },
    },
  },
];

/** A claim, so typed (SPEC §2.5: 2 countries); companies and open positions beside it are counted. */
const figures: SeedEntry<'figure'>[] = [
  {
    kind: 'figure',
    values: { place: 'careers.hero.countries', value: { kind: 'count', number: 2 } },
    words: { en: { label: 'Countries' }, fr: { label: 'Pays' }, sw: { label: 'Nchi' } },
  },
];

/** Full-time, paid monthly, open a few weeks more (SPEC §3.2: R18,000 to R65,000; UGX 3,000,000 to 4,500,000). */
const opening = {
  country: 'ZA',
  employmentType: 'FULL_TIME',
  currency: 'ZAR',
  salaryPeriod: 'MONTH',
} as const;

const jobs: SeedEntry<'job'>[] = [
  {
    kind: 'job',
    values: {
      ...opening,
      company: 'ecocraft',
      category: 'manufacturing',
      city: 'Benoni',
      level: 'mid',
      salaryMin: 28000,
      salaryMax: 36000,
      postedAt: { inDays: -3 },
      closesAt: { inDays: 25 },
    },
    words: {
      en: {
        title: 'Production Supervisor',
        description:
          'Run a furniture and mattress production line at our Benoni manufacturing hub, keeping quality high and teams safe.',
        requirements: [
          'National Diploma in Production Management or equivalent',
          'Three years of supervisory experience in manufacturing',
          'Working knowledge of health and safety regulations',
        ],
      },
      fr: {
        title: 'Superviseur de production',
        description:
          'Pilotez une ligne de fabrication de meubles et de matelas dans notre site industriel de Benoni, en garantissant la qualité et la sécurité des équipes.',
        requirements: [
          'Diplôme en gestion de production ou équivalent',
          'Trois ans d’expérience en encadrement dans l’industrie',
          'Bonne connaissance des règles d’hygiène et de sécurité',
        ],
      },
      sw: {
        title: 'Msimamizi wa Uzalishaji',
        description:
          'Simamia mstari wa uzalishaji wa samani na magodoro katika kituo chetu cha viwanda cha Benoni, ukihakikisha ubora na usalama wa timu.',
        requirements: [
          'Stashahada ya Usimamizi wa Uzalishaji au inayolingana nayo',
          'Uzoefu wa miaka mitatu wa usimamizi viwandani',
          'Ufahamu wa kanuni za afya na usalama kazini',
        ],
      },
    },
  },
  {
    kind: 'job',
    values: {
      ...opening,
      company: 'cele',
      category: 'skills',
      city: 'Johannesburg',
      level: 'entry',
      salaryMin: 18000,
      salaryMax: 24000,
      postedAt: { inDays: -5 },
      closesAt: { inDays: 30 },
    },
    words: {
      en: {
        title: 'Skills Development Facilitator',
        description:
          'Deliver accredited handyperson and entrepreneurship training to young people in Gauteng communities.',
        requirements: [
          'Matric and a facilitator qualification, or willingness to obtain one',
          'Confident speaking English and at least one other South African language',
          'A valid driver’s licence',
        ],
      },
      fr: {
        title: 'Formateur en développement des compétences',
        description:
          'Animez des formations certifiantes aux métiers techniques et à l’entrepreneuriat pour les jeunes des communautés du Gauteng.',
        requirements: [
          'Baccalauréat et certification de formateur, ou volonté de l’obtenir',
          'Aisance en anglais et dans au moins une autre langue sud-africaine',
          'Permis de conduire valide',
        ],
      },
      sw: {
        title: 'Mwezeshaji wa Kukuza Ujuzi',
        description: 'Toa mafunzo yaliyoidhinishwa ya ufundi na ujasiriamali kwa vijana katika jamii za Gauteng.',
        requirements: [
          'Cheti cha kidato cha sita (Matric) na sifa ya uwezeshaji, au utayari wa kuipata',
          'Uwezo wa kuzungumza Kiingereza na angalau lugha nyingine moja ya Afrika Kusini',
          'Leseni halali ya udereva',
        ],
      },
    },
  },
  {
    kind: 'job',
    values: {
      ...opening,
      company: 'agri-extension',
      category: 'agriculture',
      city: 'Pretoria',
      level: 'mid',
      salaryMin: 25000,
      salaryMax: 32000,
      postedAt: { inDays: -7 },
      closesAt: { inDays: 21 },
    },
    words: {
      en: {
        title: 'Agricultural Extension Officer',
        description:
          'Advise smallholder farmers and cooperatives on crops, soil health and market access around Pretoria.',
        requirements: [
          'Diploma or degree in agriculture',
          'Two years of field experience with smallholder farmers',
          'A valid driver’s licence and willingness to travel',
        ],
      },
      fr: {
        title: 'Conseiller agricole',
        description:
          'Conseillez les petits exploitants et les coopératives de la région de Pretoria sur les cultures, la santé des sols et l’accès aux marchés.',
        requirements: [
          'Diplôme en agronomie ou en agriculture',
          'Deux ans d’expérience de terrain auprès de petits exploitants',
          'Permis de conduire valide et mobilité',
        ],
      },
      sw: {
        title: 'Afisa Ugani wa Kilimo',
        description:
          'Washauri wakulima wadogo na vyama vya ushirika kuhusu mazao, afya ya udongo na upatikanaji wa masoko katika eneo la Pretoria.',
        requirements: [
          'Stashahada au shahada ya kilimo',
          'Uzoefu wa miaka miwili wa kazi za shambani na wakulima wadogo',
          'Leseni halali ya udereva na utayari wa kusafiri',
        ],
      },
    },
  },
  {
    kind: 'job',
    values: {
      ...opening,
      company: 'global-link',
      category: 'manufacturing',
      city: 'Johannesburg',
      level: 'senior',
      salaryMin: 48000,
      salaryMax: 60000,
      postedAt: { inDays: -2 },
      closesAt: { inDays: 28 },
    },
    words: {
      en: {
        title: 'ICT and Logistics Systems Lead',
        description:
          'Lead the systems that plan our deliveries and connect the group’s companies, from fleet tracking to data.',
        requirements: [
          'Degree in information systems, engineering or logistics',
          'Six years of experience, including two leading a team',
          'Experience with fleet management and cloud platforms',
        ],
      },
      fr: {
        title: 'Responsable des systèmes informatiques et logistiques',
        description:
          'Dirigez les systèmes qui planifient nos livraisons et relient les sociétés du groupe, du suivi de flotte aux données.',
        requirements: [
          'Diplôme en systèmes d’information, en ingénierie ou en logistique',
          'Six ans d’expérience, dont deux à la tête d’une équipe',
          'Expérience de la gestion de flotte et des plateformes cloud',
        ],
      },
      sw: {
        title: 'Kiongozi wa Mifumo ya TEHAMA na Usafirishaji',
        description:
          'Ongoza mifumo inayopanga usambazaji wetu na kuunganisha kampuni za kundi, kuanzia ufuatiliaji wa magari hadi takwimu.',
        requirements: [
          'Shahada ya mifumo ya habari, uhandisi au usafirishaji',
          'Uzoefu wa miaka sita, ikiwemo miwili ya kuongoza timu',
          'Uzoefu wa usimamizi wa magari na majukwaa ya wingu',
        ],
      },
    },
  },
  {
    kind: 'job',
    values: {
      ...opening,
      // A property manager's work: VEB Properties', which manages the group's and its tenants' buildings.
      company: 'veb-properties',
      // Property is none of the teaser's three categories.
      category: null,
      city: 'Cape Town',
      level: 'senior',
      salaryMin: 52000,
      salaryMax: 65000,
      postedAt: { inDays: -14 },
      closesAt: { inDays: 14 },
    },
    words: {
      en: {
        title: 'Property Portfolio Manager',
        description:
          'Manage a growing residential and commercial portfolio in the Western Cape, from leasing to maintenance and reporting.',
        requirements: [
          'Registration with the Property Practitioners Regulatory Authority',
          'Eight years of property management experience',
          'Strong financial reporting and negotiation skills',
        ],
      },
      fr: {
        title: 'Gestionnaire de portefeuille immobilier',
        description:
          'Gérez un portefeuille résidentiel et commercial en pleine croissance dans la province du Cap-Occidental, de la location à l’entretien et au reporting.',
        requirements: [
          'Inscription auprès de l’autorité sud-africaine de régulation des professionnels de l’immobilier',
          'Huit ans d’expérience en gestion immobilière',
          'Solides compétences en reporting financier et en négociation',
        ],
      },
      sw: {
        title: 'Meneja wa Rasilimali za Majengo',
        description:
          'Simamia majengo ya makazi na ya biashara yanayoongezeka katika Rasi ya Magharibi, kuanzia upangishaji hadi matengenezo na utoaji wa ripoti.',
        requirements: [
          'Usajili na Mamlaka ya Udhibiti wa Wataalamu wa Majengo ya Afrika Kusini',
          'Uzoefu wa miaka minane wa usimamizi wa majengo',
          'Ujuzi imara wa ripoti za fedha na majadiliano',
        ],
      },
    },
  },
  {
    kind: 'job',
    values: {
      ...opening,
      company: 'greenharvest',
      category: 'agriculture',
      city: 'Kampala',
      country: 'UG',
      currency: 'UGX',
      level: 'mid',
      salaryMin: 3000000,
      salaryMax: 4500000,
      postedAt: { inDays: -4 },
      closesAt: { inDays: 35 },
    },
    words: {
      en: {
        title: 'Business Development Officer',
        description:
          'Help build our Ugandan agribusiness from Kampala, finding buyers, suppliers and farming partners.',
        requirements: [
          'Degree in business, agribusiness or economics',
          'Three years of sales or business development in Uganda',
          'Fluent English; Luganda is an advantage',
        ],
      },
      fr: {
        title: 'Chargé de développement commercial',
        description:
          'Participez depuis Kampala à la construction de notre activité agroalimentaire en Ouganda : acheteurs, fournisseurs et partenaires agricoles.',
        requirements: [
          'Diplôme en commerce, en agroéconomie ou en économie',
          'Trois ans d’expérience commerciale en Ouganda',
          'Anglais courant ; la maîtrise du luganda est un atout',
        ],
      },
      sw: {
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
];

/** SPEC §3.2: three programmes of 12, 6 and 8 months; open all year, so no closing date. */
const internships: SeedEntry<'internship'>[] = [
  {
    kind: 'internship',
    values: { company: 'greenharvest', durationMonths: 12 },
    words: {
      en: {
        title: 'Agricultural Graduate Programme',
        description:
          'A year on our farms and with our cooperatives, rotating through crop production, packhouse operations and farmer support.',
      },
      fr: {
        title: 'Programme jeunes diplômés en agriculture',
        description:
          'Un an dans nos exploitations et auprès de nos coopératives, en alternant production végétale, station de conditionnement et accompagnement des agriculteurs.',
      },
      sw: {
        title: 'Programu ya Wahitimu wa Kilimo',
        description:
          'Mwaka mmoja katika mashamba yetu na vyama vyetu vya ushirika, ukipitia uzalishaji wa mazao, shughuli za kufungasha na usaidizi kwa wakulima.',
      },
    },
  },
  {
    kind: 'internship',
    values: { company: 'global-link', durationMonths: 6 },
    words: {
      en: {
        title: 'Digital and ICT Internship',
        description:
          'Six months building and supporting the tools our companies use every day, alongside our ICT and logistics team.',
      },
      fr: {
        title: 'Stage numérique et informatique',
        description:
          'Six mois à concevoir et à maintenir les outils que nos sociétés utilisent chaque jour, aux côtés de notre équipe informatique et logistique.',
      },
      sw: {
        title: 'Mafunzo ya Kidijitali na TEHAMA',
        description:
          'Miezi sita ya kujenga na kuhudumia zana ambazo kampuni zetu hutumia kila siku, pamoja na timu yetu ya TEHAMA na usafirishaji.',
      },
    },
  },
  {
    kind: 'internship',
    values: { company: 'law-clinic', durationMonths: 8 },
    words: {
      en: {
        title: 'Legal Services Internship',
        description:
          'Eight months at the VEB Law Clinic helping clients with contracts, labour matters and small-business law.',
      },
      fr: {
        title: 'Stage en services juridiques',
        description:
          'Huit mois à la VEB Law Clinic pour aider les clients en matière de contrats, de droit du travail et de droit des petites entreprises.',
      },
      sw: {
        title: 'Mafunzo ya Huduma za Kisheria',
        description:
          'Miezi minane katika VEB Law Clinic ukiwasaidia wateja kuhusu mikataba, masuala ya kazi na sheria za biashara ndogo.',
      },
    },
  },
];

/** Categories before the openings that refer to them; companies (another list) before both. */
export const careersEntries: SeedEntry[] = [...categories, ...benefits, ...figures, ...jobs, ...internships];
