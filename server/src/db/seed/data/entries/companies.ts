import type { SeedEntry } from '../../types';

/**
 * The ten companies (SPEC §3.2), in the group's order, as the home page, the menus, the footer and the search
 * show them. `key` is each company's slug: job openings and internships refer to it. Staff: replace each
 * `website` with the company's real address.
 */
export const companyEntries: SeedEntry<'company'>[] = [
  {
    kind: 'company',
    key: 'greenharvest',
    values: {
      slug: 'greenharvest',
      name: 'VEB Greenharvest',
      statValue: { kind: 'count', number: 33 },
      website: 'https://greenharvest.veb-group.co.za',
      icon: 'Sprout',
      colour: 'green',
      inNavDropdown: true,
      inMobileMenu: true,
    },
    words: {
      en: {
        tagline: 'Farming for food security',
        description:
          'Commercial and cooperative farming of vegetables, grains and livestock, with market access and shared equipment for smallholder members.',
        stat: 'cooperatives supported',
      },
      fr: {
        tagline: 'Cultiver la sécurité alimentaire',
        description:
          'Agriculture commerciale et coopérative (légumes, céréales, élevage), avec accès aux marchés et matériel partagé pour les petits exploitants membres.',
        stat: 'coopératives accompagnées',
      },
      sw: {
        tagline: 'Kilimo kwa usalama wa chakula',
        description:
          'Kilimo cha kibiashara na cha ushirika cha mboga, nafaka na mifugo, pamoja na upatikanaji wa masoko na vifaa vya pamoja kwa wakulima wadogo wanachama.',
        stat: 'Vyama vya ushirika {value} vimesaidiwa',
      },
    },
  },
  {
    kind: 'company',
    key: 'ecocraft',
    values: {
      slug: 'ecocraft',
      name: 'EcoCraft Interiors',
      statValue: { kind: 'count', number: 14, plus: true },
      website: 'https://ecocraft.veb-group.co.za',
      icon: 'Sofa',
      colour: 'amber',
      inNavDropdown: true,
      inMobileMenu: true,
    },
    words: {
      en: {
        tagline: 'Furniture and mattresses made in Africa',
        description:
          'Beds, mattresses, school and office furniture built at our Benoni hub from certified timber, for retailers, schools and homes.',
        stat: 'production lines',
      },
      fr: {
        tagline: 'Meubles et matelas fabriqués en Afrique',
        description:
          'Lits, matelas, mobilier scolaire et de bureau fabriqués dans notre site de Benoni en bois certifié, pour les distributeurs, les écoles et les foyers.',
        stat: 'lignes de production',
      },
      sw: {
        tagline: 'Samani na magodoro yaliyotengenezwa Afrika',
        description:
          'Vitanda, magodoro, samani za shule na ofisi zinazotengenezwa katika kituo chetu cha Benoni kwa mbao zilizothibitishwa, kwa wauzaji, shule na nyumba.',
        stat: 'Mistari {value} ya uzalishaji',
      },
    },
  },
  {
    kind: 'company',
    key: 'cele',
    values: {
      slug: 'cele',
      name: 'VEB Cele & Associates',
      statValue: { kind: 'count', number: 11_000, plus: true },
      website: 'https://cele.veb-group.co.za',
      icon: 'GraduationCap',
      colour: 'purple',
      inNavDropdown: true,
      inMobileMenu: true,
    },
    words: {
      en: {
        tagline: 'Skills that build livelihoods',
        description:
          'Accredited training in trades, digital skills and enterprise, from the handyperson programme to youth job-readiness courses.',
        stat: 'trained',
      },
      fr: {
        tagline: 'Des compétences qui font vivre',
        description:
          'Formations certifiantes aux métiers, au numérique et à l’entrepreneuriat, du programme d’homme à tout faire aux parcours d’insertion des jeunes.',
        stat: 'personnes formées',
      },
      sw: {
        tagline: 'Ujuzi unaojenga riziki',
        description:
          'Mafunzo yaliyoidhinishwa ya ufundi, ujuzi wa kidijitali na ujasiriamali, kuanzia programu ya mafundi wa matengenezo hadi kozi za kuwaandaa vijana kwa ajira.',
        stat: 'Watu {value} wamefunzwa',
      },
    },
  },
  {
    kind: 'company',
    key: 'law-clinic',
    values: {
      slug: 'law-clinic',
      name: 'VEB Law Clinic',
      icon: 'Scale',
      colour: 'slate',
      inNavDropdown: true,
      inMobileMenu: true,
      statValue: null,
    },
    words: {
      en: {
        tagline: 'Justice within reach',
        description:
          'Affordable legal advice for families and small businesses: wills, tenancy, labour matters and contracts, with free advice days in townships.',
        stat: 'Community legal aid',
      },
      fr: {
        tagline: 'La justice à portée de main',
        description:
          'Des conseils juridiques abordables pour les familles et les petites entreprises : testaments, baux, droit du travail et contrats, avec des journées de conseil gratuites dans les townships.',
        stat: 'Aide juridique de proximité',
      },
      sw: {
        tagline: 'Haki iliyo karibu nawe',
        description:
          'Ushauri wa kisheria kwa gharama nafuu kwa familia na biashara ndogo: wosia, upangaji wa nyumba, masuala ya kazi na mikataba, pamoja na siku za ushauri bure mitaani.',
        stat: 'Msaada wa kisheria kwa jamii',
      },
    },
  },
  {
    kind: 'company',
    key: 'ak-business',
    values: {
      slug: 'ak-business',
      name: 'AK Business Enterprises',
      statValue: null,
      website: 'https://akbusiness.veb-group.co.za',
      icon: 'Briefcase',
      colour: 'blue',
      inNavDropdown: true,
      inMobileMenu: true,
    },
    words: {
      en: {
        tagline: 'ICT and business solutions',
        description:
          'IT services, supply chain support and mentoring that help small and growing businesses run better and reach new customers.',
        stat: 'SME mentoring',
      },
      fr: {
        tagline: 'Solutions informatiques et services aux entreprises',
        description:
          'Services informatiques, appui à la chaîne d’approvisionnement et mentorat pour aider les petites entreprises à mieux fonctionner et à trouver de nouveaux clients.',
        stat: 'Mentorat des PME',
      },
      sw: {
        tagline: 'Suluhisho za TEHAMA na biashara',
        description:
          'Huduma za TEHAMA, msaada wa mnyororo wa ugavi na ushauri unaosaidia biashara ndogo na zinazokua kufanya kazi vizuri zaidi na kufikia wateja wapya.',
        stat: 'Ushauri kwa biashara ndogo',
      },
    },
  },
  {
    kind: 'company',
    key: 'ak-images',
    values: {
      slug: 'ak-images',
      name: 'AK Images',
      statValue: null,
      website: 'https://akimages.veb-group.co.za',
      icon: 'Camera',
      colour: 'pink',
      inNavDropdown: true,
      inMobileMenu: true,
    },
    words: {
      en: {
        tagline: 'Stories worth seeing',
        description:
          'Corporate, event and documentary photography, including award-winning work on women-led farming cooperatives.',
        stat: 'Award-winning studio',
      },
      fr: {
        tagline: 'Des histoires qui méritent d’être vues',
        description:
          'Photographie d’entreprise, d’événements et documentaire, dont un reportage primé sur les coopératives agricoles dirigées par des femmes.',
        stat: 'Studio primé',
      },
      sw: {
        tagline: 'Simulizi zinazostahili kuonekana',
        description:
          'Upigaji picha wa kampuni, matukio na makala, ikiwemo kazi iliyoshinda tuzo kuhusu vyama vya ushirika vya kilimo vinavyoongozwa na wanawake.',
        stat: 'Studio iliyoshinda tuzo',
      },
    },
  },
  {
    kind: 'company',
    key: 'samdon',
    values: {
      slug: 'samdon',
      name: 'SAMDON Real Estate',
      statValue: null,
      website: 'https://samdon.veb-group.co.za',
      icon: 'Building2',
      colour: 'teal',
      inNavDropdown: false,
      inMobileMenu: false,
    },
    words: {
      en: {
        tagline: 'Homes and spaces that grow communities',
        description:
          'Residential and commercial property development, with a focus on affordable housing estates close to work and schools.',
        stat: 'Affordable housing',
      },
      fr: {
        tagline: 'Des lieux de vie qui font grandir les communautés',
        description:
          'Promotion immobilière résidentielle et commerciale, en particulier des logements abordables proches des emplois et des écoles.',
        stat: 'Logement abordable',
      },
      sw: {
        tagline: 'Makazi na maeneo yanayokuza jamii',
        description:
          'Uendelezaji wa majengo ya makazi na biashara, hasa makazi ya gharama nafuu karibu na maeneo ya kazi na shule.',
        stat: 'Makazi ya gharama nafuu',
      },
    },
  },
  {
    kind: 'company',
    key: 'veb-properties',
    values: {
      slug: 'veb-properties',
      name: 'VEB Properties',
      icon: 'Home',
      colour: 'orange',
      inNavDropdown: false,
      inMobileMenu: false,
      statValue: null,
    },
    words: {
      en: {
        tagline: 'Property managed with care',
        description:
          'Management and leasing of the group’s residential, commercial and industrial properties, including the Benoni manufacturing hub.',
        stat: 'Group property portfolio',
      },
      fr: {
        tagline: 'Un patrimoine géré avec soin',
        description:
          'Gestion et location des biens résidentiels, commerciaux et industriels du groupe, dont le site de production de Benoni.',
        stat: 'Patrimoine immobilier du groupe',
      },
      sw: {
        tagline: 'Mali inayosimamiwa kwa uangalifu',
        description:
          'Usimamizi na ukodishaji wa majengo ya makazi, biashara na viwanda ya kundi, ikiwemo kituo cha viwanda cha Benoni.',
        stat: 'Mali za kundi',
      },
    },
  },
  {
    kind: 'company',
    key: 'global-link',
    values: {
      slug: 'global-link',
      name: 'VEB Global Link',
      statValue: null,
      website: 'https://globallink.veb-group.co.za',
      icon: 'Truck',
      colour: 'indigo',
      inNavDropdown: true,
      inMobileMenu: false,
    },
    words: {
      en: {
        tagline: 'Moving goods across borders',
        description:
          'Road freight, warehousing and customs clearance, with a weekly corridor between Johannesburg and Kampala and real-time tracking.',
        stat: 'Johannesburg–Kampala corridor',
      },
      fr: {
        tagline: 'Transporter les marchandises par-delà les frontières',
        description:
          'Fret routier, entreposage et dédouanement, avec une liaison hebdomadaire entre Johannesburg et Kampala et un suivi en temps réel.',
        stat: 'Corridor Johannesburg–Kampala',
      },
      sw: {
        tagline: 'Kusafirisha bidhaa kuvuka mipaka',
        description:
          'Usafirishaji wa mizigo kwa barabara, maghala na uondoaji wa mizigo forodhani, pamoja na safari ya kila wiki kati ya Johannesburg na Kampala na ufuatiliaji wa moja kwa moja.',
        stat: 'Ushoroba wa Johannesburg–Kampala',
      },
    },
  },
  {
    kind: 'company',
    key: 'agri-extension',
    values: {
      slug: 'agri-extension',
      name: 'Agri-Extension Services',
      statValue: { kind: 'count', number: 7800, plus: true },
      website: 'https://agriextension.veb-group.co.za',
      icon: 'Tractor',
      colour: 'lime',
      inNavDropdown: true,
      inMobileMenu: true,
    },
    words: {
      en: {
        tagline: 'Knowledge in every field',
        description:
          'Field advisers, demonstration plots and farmer days that bring better seed, soil and water practices to small-scale farmers.',
        stat: 'beneficiaries',
      },
      fr: {
        tagline: 'Le savoir dans chaque champ',
        description:
          'Conseillers de terrain, parcelles de démonstration et journées paysannes pour diffuser de meilleures pratiques de semences, de sols et d’irrigation auprès des petits producteurs.',
        stat: 'bénéficiaires',
      },
      sw: {
        tagline: 'Maarifa katika kila shamba',
        description:
          'Maafisa ugani, mashamba ya mfano na siku za wakulima zinazowafikishia wakulima wadogo mbinu bora za mbegu, udongo na maji.',
        stat: 'Wanufaika {value}',
      },
    },
  },
];
