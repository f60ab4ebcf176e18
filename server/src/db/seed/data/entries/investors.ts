import type { SeedEntry } from '../../types';

/**
 * The investors page's hero figures (SPEC §2.7); the home and careers figures are in their own lists. The
 * values read the same in every language, as the page showed them, and are written in each so the staff
 * list does not mark the translations missing.
 */
export const investorFigureEntries: SeedEntry<'figure'>[] = [
  {
    kind: 'figure',
    values: { place: 'investors.hero.years', value: { kind: 'count', number: 25, plus: true } },
    words: {
      en: { label: 'Years of experience' },
      fr: { label: "Années d'expérience" },
      sw: { label: 'Miaka ya uzoefu' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'investors.hero.sectors', value: { kind: 'count', number: 10 } },
    words: {
      en: { label: 'Business sectors' },
      fr: { label: "Secteurs d'activité" },
      sw: { label: 'Sekta za biashara' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'investors.hero.target', value: { kind: 'year', number: 2030 } },
    words: {
      en: { label: 'Billion-dollar target' },
      fr: { label: "Objectif d'un milliard de dollars" },
      sw: { label: 'Lengo la dola bilioni moja' },
    },
  },
  {
    kind: 'figure',
    values: { place: 'investors.hero.lives', value: { kind: 'count', number: 11_000, plus: true, short: true } },
    words: { en: { label: 'Lives impacted' }, fr: { label: 'Vies transformées' }, sw: { label: 'Maisha yaliyoguswa' } },
  },
];

/** Investment opportunities with the SPEC's ranges and returns (§3.2). */
export const opportunityEntries: SeedEntry<'opportunity'>[] = [
  {
    kind: 'opportunity',
    values: { range: 'R5M-R20M', returns: '15-25%', icon: 'Sprout', colour: 'green' },
    words: {
      en: {
        sector: 'Agriculture',
        title: 'Agriculture Expansion',
        opportunity:
          'Expand VEB Greenharvest’s farms and processing capacity to supply retailers across Southern and East Africa.',
        impact: 'Food security and 500+ new farm jobs',
        details: [
          '1,200 additional hectares under irrigation',
          'Cold-chain storage and packhouse upgrades',
          'Offtake agreements with national retailers',
        ],
      },
      fr: {
        sector: 'Agriculture',
        title: "Développement de l'activité agricole",
        opportunity:
          "Agrandir les exploitations et les capacités de transformation de VEB Greenharvest pour approvisionner la grande distribution en Afrique australe et de l'Est.",
        impact: 'Sécurité alimentaire et plus de 500 emplois agricoles',
        details: [
          '1 200 hectares irrigués supplémentaires',
          "Modernisation de la chaîne du froid et de la station d'emballage",
          "Contrats d'achat avec des enseignes nationales",
        ],
      },
      sw: {
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
    },
  },
  {
    kind: 'opportunity',
    values: { range: 'R10M-R30M', returns: '20-30%', icon: 'Factory', colour: 'amber' },
    words: {
      en: {
        sector: 'Manufacturing',
        title: 'Manufacturing Scale-Up',
        opportunity: 'Scale EcoCraft Interiors’ furniture and mattress production at the Benoni manufacturing hub.',
        impact: '150+ skilled manufacturing jobs',
        details: [
          '14+ production lines on a 1.6-hectare site',
          'Export-ready quality certification',
          'Locally sourced, sustainable materials',
        ],
      },
      fr: {
        sector: 'Industrie',
        title: 'Montée en puissance industrielle',
        opportunity:
          "Augmenter la production de meubles et de matelas d'EcoCraft Interiors sur le site de production de Benoni.",
        impact: 'Plus de 150 emplois industriels qualifiés',
        details: [
          'Plus de 14 lignes de production sur un site de 1,6 hectare',
          "Certification qualité prête pour l'exportation",
          'Matériaux durables achetés localement',
        ],
      },
      sw: {
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
    },
  },
  {
    kind: 'opportunity',
    values: { range: 'R15M-R50M', returns: '25-40%', icon: 'Truck', colour: 'sky' },
    words: {
      en: {
        sector: 'Technology',
        title: 'Technology Logistics Platform',
        opportunity:
          'Build VEB Global Link’s digital freight and last-mile platform connecting African producers to markets.',
        impact: 'Lower trade costs for small businesses',
        details: [
          'Real-time tracking and route optimisation',
          'Cross-border corridor between South Africa and Uganda',
          'Marketplace for independent transporters',
        ],
      },
      fr: {
        sector: 'Technologie',
        title: 'Plateforme logistique numérique',
        opportunity:
          'Construire la plateforme de fret et de livraison du dernier kilomètre de VEB Global Link, qui relie les producteurs africains à leurs marchés.',
        impact: 'Des échanges moins coûteux pour les petites entreprises',
        details: [
          'Suivi en temps réel et optimisation des itinéraires',
          "Corridor transfrontalier entre l'Afrique du Sud et l'Ouganda",
          'Place de marché pour les transporteurs indépendants',
        ],
      },
      sw: {
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
    },
  },
  {
    kind: 'opportunity',
    values: { range: 'R8M-R25M', returns: '12-20%', icon: 'GraduationCap', colour: 'violet' },
    words: {
      en: {
        sector: 'Education',
        title: 'Skills Development Centres',
        opportunity: 'Open accredited training centres that extend our record of more than 11,000 people trained.',
        impact: '5,000+ learners trained every year',
        details: [
          'Artisan, digital and entrepreneurship courses',
          'Sector education and training authority accreditation',
          'Placement partnerships with employers',
        ],
      },
      fr: {
        sector: 'Éducation',
        title: 'Centres de développement des compétences',
        opportunity:
          'Ouvrir des centres de formation agréés qui prolongent notre bilan de plus de 11 000 personnes formées.',
        impact: 'Plus de 5 000 apprenants formés chaque année',
        details: [
          "Formations aux métiers manuels, au numérique et à l'entrepreneuriat",
          'Agrément des autorités sectorielles de formation',
          'Partenariats de placement avec des employeurs',
        ],
      },
      sw: {
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
    },
  },
  {
    kind: 'opportunity',
    values: { range: 'R20M-R100M', returns: '18-35%', icon: 'Building2', colour: 'orange' },
    words: {
      en: {
        sector: 'Real Estate',
        title: 'Real Estate Development',
        opportunity:
          'Develop affordable housing and mixed-use commercial property with SAMDON Real Estate and VEB Properties.',
        impact: 'Quality homes for working families',
        details: [
          'Residential and mixed-use developments in Gauteng',
          'Rental income with long-term capital growth',
          'Energy-efficient, water-wise design',
        ],
      },
      fr: {
        sector: 'Immobilier',
        title: 'Promotion immobilière',
        opportunity:
          'Développer des logements abordables et des biens commerciaux mixtes avec SAMDON Real Estate et VEB Properties.',
        impact: 'Des logements de qualité pour les familles actives',
        details: [
          'Programmes résidentiels et mixtes dans le Gauteng',
          'Revenus locatifs et plus-value à long terme',
          'Conception économe en énergie et en eau',
        ],
      },
      sw: {
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
    },
  },
  {
    kind: 'opportunity',
    values: { range: 'R5M-R15M', returns: '20-30%', icon: 'Scale', colour: 'stone' },
    words: {
      en: {
        sector: 'Legal Services',
        title: 'Legal Services Franchise',
        opportunity: 'Roll out the VEB Law Clinic model as a franchise of affordable community legal offices.',
        impact: 'Access to justice for underserved communities',
        details: [
          'Proven, standardised operating model',
          'Recurring revenue from service plans',
          'Training pipeline for young legal professionals',
        ],
      },
      fr: {
        sector: 'Services juridiques',
        title: 'Franchise de services juridiques',
        opportunity:
          'Déployer le modèle de VEB Law Clinic sous forme de franchise de cabinets juridiques de proximité à prix accessibles.',
        impact: "L'accès au droit pour les communautés mal desservies",
        details: [
          'Modèle opérationnel éprouvé et standardisé',
          'Revenus récurrents grâce aux abonnements',
          'Vivier de formation pour les jeunes juristes',
        ],
      },
      sw: {
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
];

/** Investment structures with their minimums (SPEC §3.2); only Debt Financing has fixed returns. */
export const structureEntries: SeedEntry<'structure'>[] = [
  {
    kind: 'structure',
    values: { minimumMillions: 10, fixedReturns: null, icon: 'PieChart' },
    words: {
      en: {
        title: 'Equity Partnership',
        description: 'Take a shareholding in a VEB Group company and share in its long-term growth.',
        benefits: ['Board representation', 'Share of profits and capital growth', 'Strategic influence'],
      },
      fr: {
        title: 'Prise de participation',
        description: "Devenez actionnaire d'une entreprise de VEB Group et profitez de sa croissance à long terme.",
        benefits: [
          "Un siège au conseil d'administration",
          'Une part des bénéfices et de la plus-value',
          'Une influence stratégique',
        ],
      },
      sw: {
        title: 'Ubia wa Hisa',
        description: 'Miliki hisa katika kampuni ya VEB Group na unufaike na ukuaji wake wa muda mrefu.',
        benefits: ['Uwakilishi kwenye bodi', 'Sehemu ya faida na ongezeko la mtaji', 'Ushawishi wa kimkakati'],
      },
    },
  },
  {
    kind: 'structure',
    values: { minimumMillions: 5, fixedReturns: null, icon: 'Target' },
    words: {
      en: {
        title: 'Project Financing',
        description: 'Fund a defined project with its own budget, milestones and reporting.',
        benefits: ['Ring-fenced capital', 'Clear milestones and reporting', 'Defined exit at completion'],
      },
      fr: {
        title: 'Financement de projet',
        description: 'Financez un projet défini, avec son propre budget, ses étapes et son suivi.',
        benefits: ['Capital cantonné au projet', 'Étapes et reporting clairs', 'Sortie définie à la fin du projet'],
      },
      sw: {
        title: 'Ufadhili wa Miradi',
        description: 'Fadhili mradi mahususi wenye bajeti, hatua na ripoti zake.',
        benefits: [
          'Mtaji uliotengwa kwa mradi pekee',
          'Hatua na ripoti zilizo wazi',
          'Kutoka kulikopangwa mradi ukikamilika',
        ],
      },
    },
  },
  {
    kind: 'structure',
    values: { minimumMillions: 15, fixedReturns: null, icon: 'Handshake' },
    words: {
      en: {
        title: 'Joint Ventures',
        description: 'Build a new business with us, combining your expertise with our local presence.',
        benefits: ['Shared control and decision-making', 'Access to our networks in two countries', 'Shared risk'],
      },
      fr: {
        title: 'Coentreprises',
        description: 'Créez avec nous une nouvelle activité, en alliant votre expertise à notre présence locale.',
        benefits: ['Contrôle et décisions partagés', 'Accès à nos réseaux dans deux pays', 'Risque partagé'],
      },
      sw: {
        title: 'Ubia wa Pamoja',
        description: 'Anzisha biashara mpya pamoja nasi, ukiunganisha utaalamu wako na uwepo wetu wa ndani.',
        benefits: [
          'Udhibiti na maamuzi ya pamoja',
          'Fursa ya kutumia mitandao yetu katika nchi mbili',
          'Hatari ya pamoja',
        ],
      },
    },
  },
  {
    kind: 'structure',
    values: { minimumMillions: 3, fixedReturns: '12-18%', icon: 'Landmark' },
    words: {
      en: {
        title: 'Debt Financing',
        description: 'Lend to the group on agreed terms with predictable, scheduled repayments.',
        benefits: ['Predictable income', 'Security over assets', 'Terms from 3 to 7 years'],
      },
      fr: {
        title: 'Financement par la dette',
        description:
          'Prêtez au groupe selon des conditions convenues, avec des remboursements prévisibles et planifiés.',
        benefits: ['Des revenus prévisibles', 'Des garanties sur les actifs', 'Des durées de 3 à 7 ans'],
      },
      sw: {
        title: 'Ufadhili wa Mkopo',
        description: 'Kopesha kikundi kwa masharti yaliyokubaliwa, na marejesho yanayotabirika kwa ratiba.',
        benefits: ['Mapato yanayotabirika', 'Dhamana juu ya mali', 'Muda wa miaka 3 hadi 7'],
      },
    },
  },
];

/** Why invest: six reasons (SPEC §3.2). */
export const reasonEntries: SeedEntry<'reason'>[] = [
  {
    kind: 'reason',
    values: { icon: 'Award' },
    words: {
      en: {
        title: 'Proven Track Record',
        description: 'More than 25 years of steady growth since our founding in 1994.',
      },
      fr: {
        title: 'Un parcours éprouvé',
        description: 'Plus de 25 ans de croissance régulière depuis notre création en 1994.',
      },
      sw: {
        title: 'Rekodi Iliyothibitika',
        description: 'Zaidi ya miaka 25 ya ukuaji thabiti tangu kuanzishwa kwetu mwaka 1994.',
      },
    },
  },
  {
    kind: 'reason',
    values: { icon: 'Layers' },
    words: {
      en: {
        title: 'Diversified Portfolio',
        description: 'Ten companies across complementary sectors spread risk and create synergies.',
      },
      fr: {
        title: 'Un portefeuille diversifié',
        description:
          'Dix entreprises dans des secteurs complémentaires qui répartissent les risques et créent des synergies.',
      },
      sw: {
        title: 'Kwingineko Mseto',
        description: 'Kampuni kumi katika sekta zinazokamilishana hupunguza hatari na kuleta ushirikiano wenye tija.',
      },
    },
  },
  {
    kind: 'reason',
    values: { icon: 'Target' },
    words: {
      en: { title: 'Billion-Dollar Vision', description: 'A clear plan to reach a $1 billion valuation by 2030.' },
      fr: {
        title: 'Une vision à un milliard de dollars',
        description: "Un plan clair pour atteindre une valorisation d'un milliard de dollars d'ici 2030.",
      },
      sw: {
        title: 'Maono ya Dola Bilioni',
        description: 'Mpango wazi wa kufikia thamani ya dola bilioni moja ifikapo 2030.',
      },
    },
  },
  {
    kind: 'reason',
    values: { icon: 'Heart' },
    words: {
      en: {
        title: 'Social Impact',
        description: 'Every investment creates jobs, skills and opportunity in the communities we serve.',
      },
      fr: {
        title: 'Un impact social',
        description:
          'Chaque investissement crée des emplois, des compétences et des perspectives dans nos communautés.',
      },
      sw: {
        title: 'Athari kwa Jamii',
        description: 'Kila uwekezaji huleta ajira, ujuzi na fursa katika jamii tunazozihudumia.',
      },
    },
  },
  {
    kind: 'reason',
    values: { icon: 'ShieldCheck' },
    words: {
      en: {
        title: 'Government Support',
        description: 'Strong relationships with government programmes in South Africa and Uganda.',
      },
      fr: {
        title: 'Le soutien des pouvoirs publics',
        description: 'Des relations solides avec les programmes publics en Afrique du Sud et en Ouganda.',
      },
      sw: {
        title: 'Uungwaji Mkono na Serikali',
        description: 'Mahusiano imara na programu za serikali nchini Afrika Kusini na Uganda.',
      },
    },
  },
  {
    kind: 'reason',
    values: { icon: 'Globe' },
    words: {
      en: {
        title: 'Pan-African Growth',
        description: 'Expansion into 12+ African countries opens fast-growing new markets.',
      },
      fr: {
        title: 'Une croissance panafricaine',
        description: "L'expansion dans plus de 12 pays africains ouvre de nouveaux marchés en pleine croissance.",
      },
      sw: {
        title: 'Ukuaji Barani Afrika',
        description: 'Upanuzi katika nchi 12+ za Kiafrika unafungua masoko mapya yanayokua kwa kasi.',
      },
    },
  },
];
