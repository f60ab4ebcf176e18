import type { SeedEntry } from '../../types';

/**
 * What each company's own page shows of its own (docs/decisions/084): its leaders and contact people, its
 * office and its figures, each naming its company by slug. The group's seven leaders (about.ts) and four
 * offices (contact.ts) name none: they stay the About and Contact pages' (SPEC §2.4, §2.6). Staff: replace
 * the people with each company's real team.
 */
export const companyLeaderEntries: SeedEntry<'leader'>[] = [
  {
    kind: 'leader',
    values: { name: 'Sibusiso Zulu', email: 'sibusiso.zulu@greenharvest.veb-group.co.za', company: 'greenharvest' },
    words: {
      en: {
        role: 'Managing Director',
        bio: 'Sibusiso grew up on a sugar-cane smallholding near Greytown and joined Greenharvest as a field officer in 2004. He has run the company since 2016 and built its network of 33 cooperatives.',
      },
      fr: {
        role: 'Directeur général',
        bio: 'Sibusiso a grandi sur une petite exploitation de canne à sucre près de Greytown et a rejoint Greenharvest comme agent de terrain en 2004. Il dirige la société depuis 2016 et a bâti son réseau de 33 coopératives.',
      },
      sw: {
        role: 'Mkurugenzi Mtendaji',
        bio: 'Sibusiso alikulia kwenye shamba dogo la miwa karibu na Greytown na alijiunga na Greenharvest kama afisa wa shamba mwaka 2004. Ameiongoza kampuni tangu 2016 na amejenga mtandao wake wa vyama 33 vya ushirika.',
      },
    },
  },
  {
    kind: 'leader',
    values: {
      name: 'Thandiwe Ngcobo',
      email: 'thandiwe.ngcobo@greenharvest.veb-group.co.za',
      company: 'greenharvest',
    },
    words: {
      en: {
        role: 'Cooperatives Manager',
        bio: 'Thandiwe is the first contact for cooperatives that want to join. She agrees planting plans with members each season and makes sure deliveries are paid on time.',
      },
      fr: {
        role: 'Responsable des coopératives',
        bio: 'Thandiwe est la première interlocutrice des coopératives qui souhaitent nous rejoindre. Elle convient chaque saison des plans de culture avec les membres et veille à ce que les livraisons soient payées à temps.',
      },
      sw: {
        role: 'Meneja wa Vyama vya Ushirika',
        bio: 'Thandiwe ndiye mtu wa kwanza wa kuwasiliana naye kwa vyama vya ushirika vinavyotaka kujiunga. Kila msimu hukubaliana mipango ya upandaji na wanachama na kuhakikisha mazao yanayowasilishwa yanalipwa kwa wakati.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Nokuthula Sithole', email: 'nokuthula.sithole@ecocraft.veb-group.co.za', company: 'ecocraft' },
    words: {
      en: {
        role: 'Managing Director',
        bio: 'Nokuthula trained as an industrial engineer and set up EcoCraft’s first production line in 2010. She leads the company’s work with schools and retailers and its move to certified timber.',
      },
      fr: {
        role: 'Directrice générale',
        bio: 'Ingénieure industrielle de formation, Nokuthula a mis en place la première ligne de production d’EcoCraft en 2010. Elle conduit le travail de la société avec les écoles et les distributeurs, ainsi que son passage au bois certifié.',
      },
      sw: {
        role: 'Mkurugenzi Mtendaji',
        bio: 'Nokuthula alisomea uhandisi wa viwanda na alianzisha mstari wa kwanza wa uzalishaji wa EcoCraft mwaka 2010. Anaongoza kazi ya kampuni na shule na wauzaji, pamoja na kuhamia kwenye mbao zilizothibitishwa.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Johan Botha', email: 'johan.botha@ecocraft.veb-group.co.za', company: 'ecocraft' },
    words: {
      en: {
        role: 'Production Manager',
        bio: 'Johan has built furniture for thirty years. He runs the fourteen lines at Benoni, trains the apprentices and handles custom orders for hotels and lodges.',
      },
      fr: {
        role: 'Directeur de production',
        bio: 'Johan fabrique des meubles depuis trente ans. Il dirige les quatorze lignes de Benoni, forme les apprentis et s’occupe des commandes sur mesure des hôtels et des lodges.',
      },
      sw: {
        role: 'Meneja wa Uzalishaji',
        bio: 'Johan amekuwa akitengeneza samani kwa miaka thelathini. Anasimamia mistari kumi na minne ya Benoni, anafunza wanafunzi wa ufundi na kushughulikia oda maalum za hoteli na nyumba za wageni.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Mandla Cele', email: 'mandla.cele@cele.veb-group.co.za', company: 'cele' },
    words: {
      en: {
        role: 'Founder and Managing Director',
        bio: 'A qualified electrician, Mandla founded the company in 2000 to give young people in Soweto a trade. He still teaches the first week of every handyperson course.',
      },
      fr: {
        role: 'Fondateur et directeur général',
        bio: 'Électricien qualifié, Mandla a fondé la société en 2000 pour donner un métier aux jeunes de Soweto. Il assure encore la première semaine de chaque formation d’homme à tout faire.',
      },
      sw: {
        role: 'Mwanzilishi na Mkurugenzi Mtendaji',
        bio: 'Akiwa fundi umeme aliyehitimu, Mandla alianzisha kampuni mwaka 2000 ili kuwapa vijana wa Soweto ufundi. Bado hufundisha wiki ya kwanza ya kila kozi ya mafundi wa matengenezo.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Palesa Molefe', email: 'palesa.molefe@cele.veb-group.co.za', company: 'cele' },
    words: {
      en: {
        role: 'Head of Training',
        bio: 'Palesa designs our courses with employers and the training authorities, and looks after learners from admission to their first job.',
      },
      fr: {
        role: 'Responsable pédagogique',
        bio: 'Palesa conçoit nos formations avec les employeurs et les autorités de formation, et suit les apprenants de l’inscription à leur premier emploi.',
      },
      sw: {
        role: 'Mkuu wa Mafunzo',
        bio: 'Palesa huandaa kozi zetu pamoja na waajiri na mamlaka za mafunzo, na huwahudumia wanafunzi tangu wanapodahiliwa hadi kazi yao ya kwanza.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Kagiso Modise', email: 'kagiso.modise@veb-group.co.za', company: 'law-clinic' },
    words: {
      en: {
        role: 'Principal Attorney',
        bio: 'Kagiso has practised in Johannesburg for eighteen years, in labour and property law. He opened the clinic in 2010 and leads its free advice days.',
      },
      fr: {
        role: 'Avocat principal',
        bio: 'Kagiso exerce à Johannesburg depuis dix-huit ans, en droit du travail et en droit immobilier. Il a ouvert la clinique en 2010 et anime ses journées de conseil gratuit.',
      },
      sw: {
        role: 'Wakili Mkuu',
        bio: 'Kagiso amefanya kazi ya uwakili Johannesburg kwa miaka kumi na minane, katika sheria za kazi na za mali. Alifungua kliniki mwaka 2010 na anaongoza siku zake za ushauri bure.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Naledi Radebe', email: 'naledi.radebe@veb-group.co.za', company: 'law-clinic' },
    words: {
      en: {
        role: 'Senior Paralegal',
        bio: 'Naledi sees most people on their first visit, explains what their matter involves and what it will cost, and prepares wills and estate papers.',
      },
      fr: {
        role: 'Juriste principale',
        bio: 'Naledi reçoit la plupart des personnes lors de leur première visite, leur explique ce que représente leur affaire et ce qu’elle coûtera, et prépare les testaments et les dossiers de succession.',
      },
      sw: {
        role: 'Msaidizi Mkuu wa Kisheria',
        bio: 'Naledi huwapokea watu wengi katika ziara yao ya kwanza, huwaeleza shauri lao linahusu nini na litagharimu kiasi gani, na huandaa wosia na nyaraka za mirathi.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Anele Khoza', email: 'anele.khoza@akbusiness.veb-group.co.za', company: 'ak-business' },
    words: {
      en: {
        role: 'Managing Director',
        bio: 'Anele ran the group’s IT for ten years before founding AK Business Enterprises, whose name carries her initials. She still takes the hardest calls on the helpdesk.',
      },
      fr: {
        role: 'Directrice générale',
        bio: 'Anele a dirigé l’informatique du groupe pendant dix ans avant de fonder AK Business Enterprises, qui porte ses initiales. Elle prend encore les appels les plus difficiles de l’assistance.',
      },
      sw: {
        role: 'Mkurugenzi Mtendaji',
        bio: 'Anele aliongoza TEHAMA ya kundi kwa miaka kumi kabla ya kuanzisha AK Business Enterprises, ambayo jina lake lina herufi za kwanza za jina lake. Bado hupokea simu ngumu zaidi za dawati la msaada.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Rethabile Tau', email: 'rethabile.tau@akbusiness.veb-group.co.za', company: 'ak-business' },
    words: {
      en: {
        role: 'Mentoring Programme Lead',
        bio: 'Rethabile ran a catering business for twelve years. She chooses each year’s group of owners, pairs them with mentors and keeps the programme practical.',
      },
      fr: {
        role: 'Responsable du programme de mentorat',
        bio: 'Rethabile a dirigé une entreprise de restauration pendant douze ans. Elle choisit chaque année le groupe de chefs d’entreprise, les associe à leurs mentors et veille à ce que le programme reste concret.',
      },
      sw: {
        role: 'Kiongozi wa Programu ya Ushauri',
        bio: 'Rethabile aliendesha biashara ya upishi kwa miaka kumi na miwili. Huchagua kundi la wamiliki kila mwaka, huwaunganisha na washauri na huhakikisha programu inabaki ya vitendo.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Lindani Mbatha', email: 'lindani.mbatha@akimages.veb-group.co.za', company: 'ak-images' },
    words: {
      en: {
        role: 'Creative Director',
        bio: 'Lindani photographed the group’s first harvests and graduations and now leads the studio. His series on women-led cooperatives won a national documentary award.',
      },
      fr: {
        role: 'Directeur artistique',
        bio: 'Lindani a photographié les premières récoltes et remises de diplômes du groupe, et dirige aujourd’hui le studio. Sa série sur les coopératives dirigées par des femmes a reçu un prix national du documentaire.',
      },
      sw: {
        role: 'Mkurugenzi wa Ubunifu',
        bio: 'Lindani alipiga picha za mavuno na mahafali ya kwanza ya kundi, na sasa anaongoza studio. Mfululizo wake kuhusu vyama vya ushirika vinavyoongozwa na wanawake ulishinda tuzo ya kitaifa ya makala.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Samkelo Dondashe', email: 'samkelo.dondashe@samdon.veb-group.co.za', company: 'samdon' },
    words: {
      en: {
        role: 'Managing Director',
        bio: 'A quantity surveyor by training, Samkelo founded SAMDON in 2011 after years of building housing for the province. He chooses every site the company builds on.',
      },
      fr: {
        role: 'Directeur général',
        bio: 'Métreur de formation, Samkelo a fondé SAMDON en 2011 après des années passées à construire des logements pour la province. Il choisit chaque terrain sur lequel la société construit.',
      },
      sw: {
        role: 'Mkurugenzi Mtendaji',
        bio: 'Akiwa mkadiriaji majenzi kitaaluma, Samkelo alianzisha SAMDON mwaka 2011 baada ya miaka mingi ya kujenga makazi kwa ajili ya mkoa. Yeye huchagua kila eneo ambalo kampuni inajenga.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Refilwe Moloi', email: 'refilwe.moloi@samdon.veb-group.co.za', company: 'samdon' },
    words: {
      en: {
        role: 'Sales Manager',
        bio: 'Refilwe helps first-time buyers from their first visit to the day they receive their keys, including the home-loan and subsidy applications.',
      },
      fr: {
        role: 'Responsable des ventes',
        bio: 'Refilwe accompagne les primo-accédants de leur première visite à la remise des clés, y compris pour les demandes de prêt et d’aides.',
      },
      sw: {
        role: 'Meneja wa Mauzo',
        bio: 'Refilwe huwasaidia wanunuzi wa mara ya kwanza tangu ziara yao ya kwanza hadi siku wanapokabidhiwa funguo, ikiwemo maombi ya mikopo ya nyumba na ruzuku.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Pieter van Wyk', email: 'pieter.vanwyk@veb-group.co.za', company: 'veb-properties' },
    words: {
      en: {
        role: 'Head of Property Management',
        bio: 'Pieter looks after the group’s buildings and its outside tenants. He led the solar and rainwater work at the Benoni hub.',
      },
      fr: {
        role: 'Responsable de la gestion immobilière',
        bio: 'Pieter s’occupe des bâtiments du groupe et de ses locataires extérieurs. Il a conduit l’installation solaire et la récupération d’eau de pluie du site de Benoni.',
      },
      sw: {
        role: 'Mkuu wa Usimamizi wa Mali',
        bio: 'Pieter husimamia majengo ya kundi na wapangaji wake wa nje. Aliongoza kazi ya nishati ya jua na maji ya mvua katika kituo cha Benoni.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Moses Kato', email: 'moses.kato@globallink.veb-group.co.za', company: 'global-link' },
    words: {
      en: {
        role: 'Operations Manager, Uganda',
        bio: 'Moses runs the Kampala depot and the Ugandan end of the corridor, from customs clearance to the last delivery in town.',
      },
      fr: {
        role: 'Directeur des opérations, Ouganda',
        bio: 'Moses dirige le dépôt de Kampala et l’extrémité ougandaise de la liaison, du dédouanement à la dernière livraison en ville.',
      },
      sw: {
        role: 'Meneja wa Uendeshaji, Uganda',
        bio: 'Moses anaendesha kituo cha Kampala na upande wa Uganda wa ushoroba, kuanzia uondoaji wa mizigo forodhani hadi usambazaji wa mwisho mjini.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Riaan Jacobs', email: 'riaan.jacobs@globallink.veb-group.co.za', company: 'global-link' },
    words: {
      en: {
        role: 'Fleet and Corridor Manager',
        bio: 'Riaan plans the weekly run from Johannesburg, keeps the fleet on the road and trains our drivers.',
      },
      fr: {
        role: 'Responsable de la flotte et de la liaison',
        bio: 'Riaan planifie le trajet hebdomadaire au départ de Johannesburg, maintient la flotte en état de rouler et forme nos chauffeurs.',
      },
      sw: {
        role: 'Meneja wa Malori na Ushoroba',
        bio: 'Riaan hupanga safari ya kila wiki kutoka Johannesburg, huhakikisha malori yako barabarani na huwafunza madereva wetu.',
      },
    },
  },
  {
    kind: 'leader',
    values: {
      name: 'Tshilidzi Mudau',
      email: 'tshilidzi.mudau@agriextension.veb-group.co.za',
      company: 'agri-extension',
    },
    words: {
      en: {
        role: 'Managing Director',
        bio: 'An agronomist raised in Venda, Tshilidzi started as one of Greenharvest’s first field officers and has led Agri-Extension Services since it became a company.',
      },
      fr: {
        role: 'Directrice générale',
        bio: 'Agronome ayant grandi au Venda, Tshilidzi a débuté comme l’une des premières agentes de terrain de Greenharvest et dirige Agri-Extension Services depuis qu’elle est devenue une société.',
      },
      sw: {
        role: 'Mkurugenzi Mtendaji',
        bio: 'Akiwa mtaalamu wa kilimo aliyekulia Venda, Tshilidzi alianza kama mmoja wa maafisa wa shamba wa kwanza wa Greenharvest na ameiongoza Agri-Extension Services tangu ilipokuwa kampuni.',
      },
    },
  },
  {
    kind: 'leader',
    values: { name: 'Esther Nakato', email: 'esther.nakato@agriextension.veb-group.co.za', company: 'agri-extension' },
    words: {
      en: {
        role: 'Uganda Programme Coordinator',
        bio: 'Based in Mukono, Esther works with our Ugandan partners and farmer groups and leads the demonstration plots in central Uganda.',
      },
      fr: {
        role: 'Coordinatrice du programme en Ouganda',
        bio: 'Installée à Mukono, Esther travaille avec nos partenaires et groupements d’agriculteurs ougandais et anime les parcelles de démonstration du centre de l’Ouganda.',
      },
      sw: {
        role: 'Mratibu wa Programu, Uganda',
        bio: 'Akiwa Mukono, Esther hufanya kazi na washirika wetu na vikundi vya wakulima nchini Uganda na anaongoza mashamba ya mfano katikati mwa Uganda.',
      },
    },
  },
];

/** Each company's own office, in the company's order; none the group's headquarters. */
export const companyOfficeEntries: SeedEntry<'office'>[] = [
  {
    kind: 'office',
    values: {
      phone: '+27 33 555 0200',
      email: 'pietermaritzburg@greenharvest.veb-group.co.za',
      headquarters: false,
      company: 'greenharvest',
    },
    words: {
      en: {
        name: 'Greenharvest Pack House',
        address: ['12 Baynespruit Road, Mkondeni', 'Pietermaritzburg 3201', 'KwaZulu-Natal, South Africa'],
        hours: 'Monday to Friday 07h00-16h00, Saturday 07h00-12h00',
        departments: ['Cooperative Support', 'Sales', 'Pack House'],
      },
      fr: {
        name: 'Station de conditionnement de Greenharvest',
        address: ['12 Baynespruit Road, Mkondeni', 'Pietermaritzburg 3201', 'KwaZulu-Natal, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 07h00-16h00 ; le samedi, 07h00-12h00',
        departments: ['Appui aux coopératives', 'Ventes', 'Conditionnement'],
      },
      sw: {
        name: 'Kituo cha Kufungashia cha Greenharvest',
        address: ['12 Baynespruit Road, Mkondeni', 'Pietermaritzburg 3201', 'KwaZulu-Natal, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 07h00-16h00, Jumamosi 07h00-12h00',
        departments: ['Huduma kwa Vyama vya Ushirika', 'Mauzo', 'Ufungashaji'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 11 555 0210',
      email: 'benoni@ecocraft.veb-group.co.za',
      headquarters: false,
      company: 'ecocraft',
    },
    words: {
      en: {
        name: 'EcoCraft Factory and Showroom',
        address: ['Unit 4, 22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 08h00-17h00, Saturday 09h00-13h00',
        departments: ['Showroom', 'Orders and Tenders', 'Production'],
      },
      fr: {
        name: 'Usine et salle d’exposition EcoCraft',
        address: ['Unit 4, 22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h00-17h00 ; le samedi, 09h00-13h00',
        departments: ['Salle d’exposition', 'Commandes et appels d’offres', 'Production'],
      },
      sw: {
        name: 'Kiwanda na Chumba cha Maonyesho cha EcoCraft',
        address: ['Unit 4, 22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00, Jumamosi 09h00-13h00',
        departments: ['Chumba cha Maonyesho', 'Oda na Zabuni', 'Uzalishaji'],
      },
    },
  },
  {
    kind: 'office',
    values: { phone: '+27 11 555 0220', email: 'soweto@cele.veb-group.co.za', headquarters: false, company: 'cele' },
    words: {
      en: {
        name: 'Cele Skills Centre, Soweto',
        address: ['17 Mputhi Street, Jabavu', 'Soweto, Johannesburg 1809', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 07h30-17h00, Saturday 08h00-13h00',
        departments: ['Admissions', 'Trade Workshops', 'Digital Skills Lab', 'Graduate Placement'],
      },
      fr: {
        name: 'Centre de formation Cele, Soweto',
        address: ['17 Mputhi Street, Jabavu', 'Soweto, Johannesburg 1809', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 07h30-17h00 ; le samedi, 08h00-13h00',
        departments: ['Inscriptions', 'Ateliers des métiers', 'Laboratoire numérique', 'Insertion des diplômés'],
      },
      sw: {
        name: 'Kituo cha Ujuzi cha Cele, Soweto',
        address: ['17 Mputhi Street, Jabavu', 'Soweto, Johannesburg 1809', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 07h30-17h00, Jumamosi 08h00-13h00',
        departments: ['Udahili', 'Karakana za Ufundi', 'Maabara ya Ujuzi wa Kidijitali', 'Kuwatafutia Wahitimu Kazi'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 11 555 0230',
      email: 'lawclinic@veb-group.co.za',
      headquarters: false,
      company: 'law-clinic',
    },
    words: {
      en: {
        name: 'Johannesburg Clinic',
        address: ['Suite 6, 33 Pritchard Street', 'Johannesburg Central 2001', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 08h30-16h30',
        departments: ['Consultations', 'Family and Estates', 'Labour and Tenancy', 'Community Advice Days'],
      },
      fr: {
        name: 'Cabinet de Johannesburg',
        address: ['Suite 6, 33 Pritchard Street', 'Johannesburg Central 2001', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h30-16h30',
        departments: ['Consultations', 'Famille et successions', 'Travail et baux', 'Journées de conseil gratuit'],
      },
      sw: {
        name: 'Kliniki ya Johannesburg',
        address: ['Suite 6, 33 Pritchard Street', 'Johannesburg Central 2001', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h30-16h30',
        departments: ['Mashauriano', 'Familia na Mirathi', 'Kazi na Upangaji', 'Siku za Ushauri kwa Jamii'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 11 555 0240',
      email: 'midrand@akbusiness.veb-group.co.za',
      headquarters: false,
      company: 'ak-business',
    },
    words: {
      en: {
        name: 'Midrand Office',
        address: ['9 New Road, Halfway House', 'Midrand 1685', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 08h00-17h00; helpdesk 07h00-19h00',
        departments: ['Helpdesk', 'Systems and Networks', 'Supply Chain', 'Mentoring'],
      },
      fr: {
        name: 'Bureau de Midrand',
        address: ['9 New Road, Halfway House', 'Midrand 1685', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h00-17h00 ; assistance 07h00-19h00',
        departments: ['Assistance', 'Systèmes et réseaux', 'Chaîne d’approvisionnement', 'Mentorat'],
      },
      sw: {
        name: 'Ofisi ya Midrand',
        address: ['9 New Road, Halfway House', 'Midrand 1685', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00; dawati la msaada 07h00-19h00',
        departments: ['Dawati la Msaada', 'Mifumo na Mitandao', 'Mnyororo wa Ugavi', 'Ushauri'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 21 555 0250',
      email: 'studio@akimages.veb-group.co.za',
      headquarters: false,
      company: 'ak-images',
    },
    words: {
      en: {
        name: 'Cape Town Studio',
        address: ['Studio 3, 60 Harrington Street', 'East City, Cape Town 8001', 'Western Cape, South Africa'],
        hours: 'Monday to Friday 09h00-17h00; Saturdays by appointment',
        departments: ['Bookings', 'Studio', 'Editing and Archive'],
      },
      fr: {
        name: 'Studio du Cap',
        address: ['Studio 3, 60 Harrington Street', 'East City, Cape Town 8001', 'Cap-Occidental, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 09h00-17h00 ; le samedi sur rendez-vous',
        departments: ['Réservations', 'Studio', 'Retouche et archives'],
      },
      sw: {
        name: 'Studio ya Cape Town',
        address: ['Studio 3, 60 Harrington Street', 'East City, Cape Town 8001', 'Rasi ya Magharibi, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 09h00-17h00; Jumamosi kwa miadi',
        departments: ['Uhifadhi wa Nafasi', 'Studio', 'Uhariri na Kumbukumbu'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 12 555 0260',
      email: 'centurion@samdon.veb-group.co.za',
      headquarters: false,
      company: 'samdon',
    },
    words: {
      en: {
        name: 'Centurion Sales Office',
        address: ['48 Lenchen Avenue North', 'Centurion 0157', 'Gauteng, South Africa'],
        hours: 'Monday to Friday 08h00-17h00, Saturday 09h00-13h00',
        departments: ['Sales', 'Rentals', 'Development'],
      },
      fr: {
        name: 'Bureau de vente de Centurion',
        address: ['48 Lenchen Avenue North', 'Centurion 0157', 'Gauteng, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 08h00-17h00 ; le samedi, 09h00-13h00',
        departments: ['Ventes', 'Locations', 'Promotion'],
      },
      sw: {
        name: 'Ofisi ya Mauzo, Centurion',
        address: ['48 Lenchen Avenue North', 'Centurion 0157', 'Gauteng, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00, Jumamosi 09h00-13h00',
        departments: ['Mauzo', 'Upangishaji', 'Uendelezaji'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 11 555 0270',
      email: 'properties@veb-group.co.za',
      headquarters: false,
      company: 'veb-properties',
    },
    words: {
      en: {
        name: 'Property Office, Bryanston',
        address: [
          'Second floor, VEB Group House, 14 Kingfisher Avenue',
          'Bryanston, Johannesburg 2146',
          'Gauteng, South Africa',
        ],
        hours: 'Monday to Friday 08h00-17h00; maintenance line day and night',
        departments: ['Leasing', 'Property Management', 'Maintenance'],
      },
      fr: {
        name: 'Bureau de gestion, Bryanston',
        address: [
          'Deuxième étage, VEB Group House, 14 Kingfisher Avenue',
          'Bryanston, Johannesburg 2146',
          'Gauteng, Afrique du Sud',
        ],
        hours: 'Du lundi au vendredi, 08h00-17h00 ; ligne de maintenance jour et nuit',
        departments: ['Location', 'Gestion immobilière', 'Maintenance'],
      },
      sw: {
        name: 'Ofisi ya Mali, Bryanston',
        address: [
          'Ghorofa ya pili, VEB Group House, 14 Kingfisher Avenue',
          'Bryanston, Johannesburg 2146',
          'Gauteng, Afrika Kusini',
        ],
        hours: 'Jumatatu hadi Ijumaa 08h00-17h00; simu ya matengenezo mchana na usiku',
        departments: ['Upangishaji', 'Usimamizi wa Mali', 'Matengenezo'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+256 41 555 0280',
      email: 'kampala@globallink.veb-group.co.za',
      headquarters: false,
      company: 'global-link',
    },
    words: {
      en: {
        name: 'Kampala Depot',
        address: ['Plot 45, Namanve Industrial Park', 'Mukono, near Kampala', 'Uganda'],
        hours: 'Monday to Saturday 07h00-18h00',
        departments: ['Customs Clearance', 'Warehousing', 'Dispatch'],
      },
      fr: {
        name: 'Dépôt de Kampala',
        address: ['Plot 45, Namanve Industrial Park', 'Mukono, près de Kampala', 'Ouganda'],
        hours: 'Du lundi au samedi, 07h00-18h00',
        departments: ['Dédouanement', 'Entreposage', 'Expédition'],
      },
      sw: {
        name: 'Kituo cha Kampala',
        address: ['Plot 45, Namanve Industrial Park', 'Mukono, karibu na Kampala', 'Uganda'],
        hours: 'Jumatatu hadi Jumamosi 07h00-18h00',
        departments: ['Uondoaji Forodhani', 'Maghala', 'Usambazaji'],
      },
    },
  },
  {
    kind: 'office',
    values: {
      phone: '+27 15 555 0290',
      email: 'polokwane@agriextension.veb-group.co.za',
      headquarters: false,
      company: 'agri-extension',
    },
    words: {
      en: {
        name: 'Polokwane Office',
        address: ['31 Hans van Rensburg Street', 'Polokwane Central 0699', 'Limpopo, South Africa'],
        hours: 'Monday to Friday 07h30-16h30',
        departments: ['Field Advisory', 'Training', 'Programmes and Reporting'],
      },
      fr: {
        name: 'Bureau de Polokwane',
        address: ['31 Hans van Rensburg Street', 'Polokwane Central 0699', 'Limpopo, Afrique du Sud'],
        hours: 'Du lundi au vendredi, 07h30-16h30',
        departments: ['Conseil de terrain', 'Formation', 'Programmes et suivi'],
      },
      sw: {
        name: 'Ofisi ya Polokwane',
        address: ['31 Hans van Rensburg Street', 'Polokwane Central 0699', 'Limpopo, Afrika Kusini'],
        hours: 'Jumatatu hadi Ijumaa 07h30-16h30',
        departments: ['Ushauri Mashambani', 'Mafunzo', 'Programu na Ripoti'],
      },
    },
  },
];

/**
 * Each company's figures on its page, in the company's order: a figure once, the same in every language,
 * and its words in each, read after it ("1200+ hectares farmed") as the site's figures are (home-figures.ts).
 */
export const companyFigureEntries: SeedEntry<'companyFigure'>[] = [
  {
    kind: 'companyFigure',
    values: { company: 'greenharvest', value: { kind: 'count', number: 1200, plus: true } },
    words: { en: { label: 'hectares farmed' }, fr: { label: 'hectares cultivés' }, sw: { label: 'hekta zinazolimwa' } },
  },
  {
    kind: 'companyFigure',
    values: { company: 'greenharvest', value: { kind: 'count', number: 640, plus: true } },
    words: {
      en: { label: 'smallholder members' },
      fr: { label: 'petits exploitants membres' },
      sw: { label: 'wakulima wadogo wanachama' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'greenharvest', value: { kind: 'count', number: 3 } },
    words: { en: { label: 'provinces' }, fr: { label: 'provinces' }, sw: { label: 'mikoa' } },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ecocraft', value: { kind: 'count', number: 120_000, plus: true } },
    words: {
      en: { label: 'school desks delivered' },
      fr: { label: 'pupitres livrés' },
      sw: { label: 'madawati ya shule yaliyowasilishwa' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ecocraft', value: { kind: 'years', number: 5 } },
    words: {
      en: { label: 'guarantee on every frame' },
      fr: { label: 'de garantie sur chaque structure' },
      sw: { label: 'za dhamana kwa kila fremu' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ecocraft', value: { kind: 'count', number: 180, plus: true } },
    words: { en: { label: 'people employed' }, fr: { label: 'salariés' }, sw: { label: 'wafanyakazi' } },
  },
  {
    kind: 'companyFigure',
    values: { company: 'cele', value: { kind: 'count', number: 11_000, plus: true } },
    words: { en: { label: 'people trained' }, fr: { label: 'personnes formées' }, sw: { label: 'watu waliofunzwa' } },
  },
  {
    kind: 'companyFigure',
    values: { company: 'cele', value: { kind: 'count', number: 38 } },
    words: {
      en: { label: 'accredited courses' },
      fr: { label: 'formations agréées' },
      sw: { label: 'kozi zilizoidhinishwa' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'cele', value: { kind: 'percent', number: 72 } },
    words: {
      en: { label: 'of graduates in work or business within a year' },
      fr: { label: 'des diplômés en emploi ou à leur compte en un an' },
      sw: { label: 'ya wahitimu wana kazi au biashara ndani ya mwaka mmoja' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'law-clinic', value: { kind: 'count', number: 2400, plus: true } },
    words: {
      en: { label: 'consultations a year' },
      fr: { label: 'consultations par an' },
      sw: { label: 'mashauriano kwa mwaka' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'law-clinic', value: { kind: 'count', number: 12 } },
    words: {
      en: { label: 'free advice days a year' },
      fr: { label: 'journées de conseil gratuit par an' },
      sw: { label: 'siku za ushauri bure kwa mwaka' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ak-business', value: { kind: 'count', number: 350, plus: true } },
    words: {
      en: { label: 'business clients' },
      fr: { label: 'entreprises clientes' },
      sw: { label: 'wateja wa kibiashara' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ak-business', value: { kind: 'count', number: 120, plus: true } },
    words: {
      en: { label: 'business owners mentored' },
      fr: { label: 'chefs d’entreprise accompagnés' },
      sw: { label: 'wamiliki wa biashara waliopata ushauri' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ak-images', value: { kind: 'count', number: 400, plus: true } },
    words: { en: { label: 'commissions a year' }, fr: { label: 'commandes par an' }, sw: { label: 'kazi kwa mwaka' } },
  },
  {
    kind: 'companyFigure',
    values: { company: 'ak-images', value: { kind: 'count', number: 150, plus: true } },
    words: {
      en: { label: 'young people trained in photography' },
      fr: { label: 'jeunes formés à la photographie' },
      sw: { label: 'vijana waliofunzwa upigaji picha' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'samdon', value: { kind: 'count', number: 1800, plus: true } },
    words: {
      en: { label: 'homes built' },
      fr: { label: 'logements construits' },
      sw: { label: 'nyumba zilizojengwa' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'samdon', value: { kind: 'count', number: 4 } },
    words: {
      en: { label: 'housing estates' },
      fr: { label: 'quartiers résidentiels' },
      sw: { label: 'maeneo ya makazi' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'veb-properties', value: { kind: 'count', number: 38 } },
    words: {
      en: { label: 'properties managed' },
      fr: { label: 'biens gérés' },
      sw: { label: 'majengo yanayosimamiwa' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'veb-properties', value: { kind: 'count', number: 85_000, plus: true } },
    words: {
      en: { label: 'square metres of lettable space' },
      fr: { label: 'mètres carrés de surfaces locatives' },
      sw: { label: 'mita za mraba za nafasi ya kupangisha' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'global-link', value: { kind: 'count', number: 52 } },
    words: {
      en: { label: 'corridor runs a year' },
      fr: { label: 'trajets par an sur la liaison' },
      sw: { label: 'safari za ushoroba kwa mwaka' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'global-link', value: { kind: 'count', number: 6 } },
    words: {
      en: { label: 'days from Johannesburg to Kampala' },
      fr: { label: 'jours de Johannesburg à Kampala' },
      sw: { label: 'siku kutoka Johannesburg hadi Kampala' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'global-link', value: { kind: 'count', number: 24 } },
    words: {
      en: { label: 'trucks in the fleet' },
      fr: { label: 'camions dans la flotte' },
      sw: { label: 'malori yetu' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'agri-extension', value: { kind: 'count', number: 45 } },
    words: {
      en: { label: 'field advisers' },
      fr: { label: 'conseillers de terrain' },
      sw: { label: 'maafisa ugani' },
    },
  },
  {
    kind: 'companyFigure',
    values: { company: 'agri-extension', value: { kind: 'count', number: 60 } },
    words: {
      en: { label: 'demonstration plots' },
      fr: { label: 'parcelles de démonstration' },
      sw: { label: 'mashamba ya mfano' },
    },
  },
];
