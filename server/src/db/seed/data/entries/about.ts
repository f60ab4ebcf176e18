import type { SeedEntry } from '../../types';

/**
 * The About page's records (SPEC §2.4, §3.2): six milestones oldest first, four values and the seven leaders.
 * Staff: replace the leaders with the real team and their real profiles.
 */
export const milestoneEntries: SeedEntry<'milestone'>[] = [
  {
    kind: 'milestone',
    key: 'foundation',
    values: { year: 2000 },
    words: {
      en: {
        title: 'Foundation',
        description:
          'VEB Cele & Associates is registered as the group’s skills-development arm, training its first cohort of artisans in Gauteng.',
      },
      fr: {
        title: 'Fondation',
        description:
          'VEB Cele & Associates est enregistrée comme pôle de développement des compétences du groupe et forme sa première promotion d’artisans au Gauteng.',
      },
      sw: {
        title: 'Kuanzishwa',
        description:
          'VEB Cele & Associates inasajiliwa kama kitengo cha kundi cha kukuza ujuzi, na kufunza awamu yake ya kwanza ya mafundi mkoani Gauteng.',
      },
    },
  },
  {
    kind: 'milestone',
    key: 'firstExpansion',
    values: { year: 2002 },
    words: {
      en: {
        title: 'First Expansion',
        description:
          'VEB Greenharvest starts farming, supplying fresh produce to local markets and mentoring its first smallholder cooperatives.',
      },
      fr: {
        title: 'Première expansion',
        description:
          'VEB Greenharvest se lance dans l’agriculture, approvisionne les marchés locaux en produits frais et accompagne ses premières coopératives de petits producteurs.',
      },
      sw: {
        title: 'Upanuzi wa Kwanza',
        description:
          'VEB Greenharvest inaanza kilimo, ikisambaza mazao mabichi kwa masoko ya karibu na kuvilea vyama vyake vya kwanza vya ushirika vya wakulima wadogo.',
      },
    },
  },
  {
    kind: 'milestone',
    key: 'diversification',
    values: { year: 2010 },
    words: {
      en: {
        title: 'Diversification',
        description:
          'The group moves into furniture and mattress manufacturing, legal services and property, spreading its risk and its reach.',
      },
      fr: {
        title: 'Diversification',
        description:
          'Le groupe se développe dans la fabrication de meubles et de matelas, les services juridiques et l’immobilier, répartissant ses risques et élargissant sa portée.',
      },
      sw: {
        title: 'Kupanua Wigo wa Biashara',
        description:
          'Kundi linaingia katika utengenezaji wa samani na magodoro, huduma za kisheria na mali isiyohamishika, likigawanya hatari zake na kupanua ufikiaji wake.',
      },
    },
  },
  {
    kind: 'milestone',
    key: 'regionalGrowth',
    values: { year: 2015 },
    words: {
      en: {
        title: 'Regional Growth',
        description:
          'New operations in KwaZulu-Natal, Mpumalanga and the Western Cape; 33 agricultural cooperatives now supported.',
      },
      fr: {
        title: 'Croissance régionale',
        description:
          'Nouvelles activités au KwaZulu-Natal, au Mpumalanga et dans la province du Cap-Occidental ; 33 coopératives agricoles désormais accompagnées.',
      },
      sw: {
        title: 'Ukuaji wa Kikanda',
        description:
          'Shughuli mpya KwaZulu-Natal, Mpumalanga na Rasi ya Magharibi; sasa vyama 33 vya ushirika vya kilimo vinasaidiwa.',
      },
    },
  },
  {
    kind: 'milestone',
    key: 'technology',
    values: { year: 2022 },
    words: {
      en: {
        title: 'Technology Integration',
        description:
          'VEB Global Link brings ICT and logistics services to the group, digitising training, farm records and deliveries.',
      },
      fr: {
        title: 'Intégration technologique',
        description:
          'VEB Global Link apporte au groupe des services informatiques et logistiques, et numérise la formation, les registres agricoles et les livraisons.',
      },
      sw: {
        title: 'Kuunganisha Teknolojia',
        description:
          'VEB Global Link inaleta huduma za TEHAMA na usafirishaji kwenye kundi, ikiweka mafunzo, kumbukumbu za mashamba na usambazaji katika mfumo wa kidijitali.',
      },
    },
  },
  {
    kind: 'milestone',
    key: 'international',
    values: { year: 2025 },
    words: {
      en: {
        title: 'International Expansion',
        description: 'Our Kampala office opens, taking the group into Uganda and beyond South Africa’s borders.',
      },
      fr: {
        title: 'Expansion internationale',
        description:
          'Ouverture de notre bureau de Kampala : le groupe s’installe en Ouganda, au-delà des frontières sud-africaines.',
      },
      sw: {
        title: 'Upanuzi wa Kimataifa',
        description:
          'Ofisi yetu ya Kampala inafunguliwa, ikilipeleka kundi nchini Uganda, nje ya mipaka ya Afrika Kusini.',
      },
    },
  },
];

export const valueEntries: SeedEntry<'value'>[] = [
  {
    kind: 'value',
    key: 'innovation',
    values: { icon: 'Lightbulb', colour: 'amber' },
    words: {
      en: {
        title: 'Innovation',
        description:
          'We look for better ways to farm, build, train and serve, and we adopt technology that makes a real difference.',
      },
      fr: {
        title: 'Innovation',
        description:
          'Nous cherchons de meilleures façons de cultiver, de construire, de former et de servir, et nous adoptons les technologies qui changent vraiment les choses.',
      },
      sw: {
        title: 'Ubunifu',
        description:
          'Tunatafuta njia bora za kulima, kujenga, kufunza na kuhudumia, na tunatumia teknolojia inayoleta mabadiliko halisi.',
      },
    },
  },
  {
    kind: 'value',
    key: 'community',
    values: { icon: 'HeartHandshake', colour: 'rose' },
    words: {
      en: {
        title: 'Community Impact',
        description:
          'Every business we run must leave the people around it better off, through jobs, skills and fair partnerships.',
      },
      fr: {
        title: 'Impact communautaire',
        description:
          'Chacune de nos activités doit améliorer la vie de son entourage, par l’emploi, les compétences et des partenariats équitables.',
      },
      sw: {
        title: 'Mchango kwa Jamii',
        description:
          'Kila biashara tunayoiendesha lazima iwaache watu wanaoizunguka katika hali bora zaidi, kupitia ajira, ujuzi na ushirikiano wa haki.',
      },
    },
  },
  {
    kind: 'value',
    key: 'sustainability',
    values: { icon: 'Leaf', colour: 'green' },
    words: {
      en: {
        title: 'Sustainable Growth',
        description:
          'We grow carefully, protect the land we farm and invest for the next generation, not the next quarter.',
      },
      fr: {
        title: 'Croissance durable',
        description:
          'Nous grandissons avec prudence, protégeons les terres que nous cultivons et investissons pour la prochaine génération, pas pour le prochain trimestre.',
      },
      sw: {
        title: 'Ukuaji Endelevu',
        description:
          'Tunakua kwa uangalifu, tunalinda ardhi tunayoilima na tunawekeza kwa ajili ya kizazi kijacho, si kwa ajili ya robo mwaka ijayo.',
      },
    },
  },
  {
    kind: 'value',
    key: 'excellence',
    values: { icon: 'Award', colour: 'sky' },
    words: {
      en: {
        title: 'Excellence',
        description:
          'We hold ourselves to high standards in quality, governance and service, and we keep our promises.',
      },
      fr: {
        title: 'Excellence',
        description:
          'Nous nous imposons des exigences élevées en matière de qualité, de gouvernance et de service, et nous tenons nos promesses.',
      },
      sw: {
        title: 'Ubora',
        description: 'Tunajiwekea viwango vya juu vya ubora, utawala bora na huduma, na tunatimiza ahadi zetu.',
      },
    },
  },
];

export const leaderEntries: SeedEntry<'leader'>[] = [
  {
    kind: 'leader',
    key: 'ceo',
    values: {
      name: 'Nomvula Mahlangu',
      email: 'nomvula.mahlangu@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/nomvula-mahlangu-veb',
    },
    words: {
      en: {
        role: 'Group Chief Executive Officer',
        bio: 'Nomvula has led the group for over two decades, growing it from a family business into ten companies. She champions women in enterprise and rural skills.',
      },
      fr: {
        role: 'Directrice générale du groupe',
        bio: 'Nomvula dirige le groupe depuis plus de vingt ans et en a fait, à partir d’une entreprise familiale, un ensemble de dix sociétés. Elle défend l’entrepreneuriat féminin et la formation en milieu rural.',
      },
      sw: {
        role: 'Mtendaji Mkuu wa Kundi',
        bio: 'Nomvula ameliongoza kundi kwa zaidi ya miongo miwili, akilikuza kutoka biashara ya familia hadi kampuni kumi. Anatetea wanawake katika biashara na ujuzi kwa maeneo ya vijijini.',
      },
    },
  },
  {
    kind: 'leader',
    key: 'cfo',
    values: {
      name: 'Thabo Nkosi',
      email: 'thabo.nkosi@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/thabo-nkosi-ca-sa',
    },
    words: {
      en: {
        role: 'Chief Financial Officer',
        bio: 'A chartered accountant, Thabo oversees finance, audit and capital raising, and steers the group’s path towards its 2030 valuation goal.',
      },
      fr: {
        role: 'Directeur financier',
        bio: 'Expert-comptable, Thabo supervise les finances, l’audit et la levée de capitaux, et pilote la trajectoire du groupe vers son objectif de valorisation de 2030.',
      },
      sw: {
        role: 'Afisa Mkuu wa Fedha',
        bio: 'Akiwa mhasibu aliyesajiliwa, Thabo anasimamia fedha, ukaguzi na upatikanaji wa mitaji, na anaongoza safari ya kundi kuelekea lengo lake la thamani la 2030.',
      },
    },
  },
  {
    kind: 'leader',
    key: 'cco',
    values: {
      name: 'Lerato Mokoena',
      email: 'lerato.mokoena@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/lerato-mokoena-commercial',
    },
    words: {
      en: {
        role: 'Chief Commercial Officer',
        bio: 'Lerato builds the partnerships and contracts that carry our products and services into new markets and retail channels.',
      },
      fr: {
        role: 'Directrice commerciale',
        bio: 'Lerato noue les partenariats et les contrats qui ouvrent à nos produits et services de nouveaux marchés et réseaux de distribution.',
      },
      sw: {
        role: 'Afisa Mkuu wa Biashara',
        bio: 'Lerato hujenga ushirikiano na mikataba inayofikisha bidhaa na huduma zetu katika masoko mapya na njia mpya za rejareja.',
      },
    },
  },
  {
    kind: 'leader',
    key: 'csmo',
    values: {
      name: 'Sipho Dlamini',
      email: 'sipho.dlamini@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/sipho-dlamini-marketing',
    },
    words: {
      en: {
        role: 'Chief Sales and Marketing Officer',
        bio: 'Sipho leads sales and marketing across the ten companies, connecting our farms and factories with customers.',
      },
      fr: {
        role: 'Directeur des ventes et du marketing',
        bio: 'Sipho dirige les ventes et le marketing des dix sociétés et met nos exploitations et nos usines en relation avec les clients.',
      },
      sw: {
        role: 'Afisa Mkuu wa Mauzo na Masoko',
        bio: 'Sipho anaongoza mauzo na masoko katika kampuni zote kumi, akiyaunganisha mashamba na viwanda vyetu na wateja.',
      },
    },
  },
  {
    kind: 'leader',
    key: 'pro',
    values: {
      name: 'Zanele Khumalo',
      email: 'zanele.khumalo@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/zanele-khumalo-pr',
    },
    words: {
      en: {
        role: 'Chief Group Public Relations Officer',
        bio: 'Zanele manages relations with government, communities and the media, and tells the story of the group’s impact.',
      },
      fr: {
        role: 'Directrice des relations publiques du groupe',
        bio: 'Zanele gère les relations avec les pouvoirs publics, les communautés et les médias, et fait connaître l’impact du groupe.',
      },
      sw: {
        role: 'Afisa Mkuu wa Uhusiano wa Umma wa Kundi',
        bio: 'Zanele anasimamia uhusiano na serikali, jamii na vyombo vya habari, na anasimulia mchango wa kundi kwa jamii.',
      },
    },
  },
  {
    kind: 'leader',
    key: 'ccbo',
    values: {
      name: 'Ayanda Mthembu',
      email: 'ayanda.mthembu@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/ayanda-mthembu-brand',
    },
    words: {
      en: {
        role: 'Chief Communication and Branding Officer',
        bio: 'Ayanda guards the VEB brand and leads internal and external communication in every market we serve.',
      },
      fr: {
        role: 'Directrice de la communication et de la marque',
        bio: 'Ayanda veille sur la marque VEB et conduit la communication interne et externe sur chacun de nos marchés.',
      },
      sw: {
        role: 'Afisa Mkuu wa Mawasiliano na Chapa',
        bio: 'Ayanda analinda chapa ya VEB na kuongoza mawasiliano ya ndani na nje katika kila soko tunalolihudumia.',
      },
    },
  },
  {
    kind: 'leader',
    key: 'uganda',
    values: {
      name: 'Grace Namutebi',
      email: 'grace.namutebi@veb-group.co.za',
      linkedin: 'https://www.linkedin.com/in/grace-namutebi-kampala',
    },
    words: {
      en: {
        role: 'Country Manager, Uganda',
        bio: 'Based in Kampala, Grace leads our Ugandan operations, building local partnerships in agriculture and skills training.',
      },
      fr: {
        role: 'Directrice pays, Ouganda',
        bio: 'Installée à Kampala, Grace dirige nos activités ougandaises et tisse des partenariats locaux dans l’agriculture et la formation professionnelle.',
      },
      sw: {
        role: 'Meneja wa Nchi, Uganda',
        bio: 'Akiwa Kampala, Grace anaongoza shughuli zetu nchini Uganda, akijenga ushirikiano wa ndani katika kilimo na mafunzo ya ujuzi.',
      },
    },
  },
];
