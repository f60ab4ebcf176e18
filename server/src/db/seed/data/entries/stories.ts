import type { SeedEntry } from '../../types';

/**
 * Demo success stories (invented people), in the page's order. A story refers to its company by the company's
 * key (companies are seeded before stories), so the card shows the name the company record holds. The last
 * story is unpublished and must not be shown. Portraits are produced by scripts/generate-images.ts.
 */
export const storyEntries: SeedEntry<'story'>[] = [
  {
    kind: 'story',
    values: {
      name: 'Lindiwe Mahlangu',
      company: 'greenharvest',
      year: 2023,
      photo: null,
      imageUrl: '/images/stories/lindiwe-mahlangu.webp',
    },
    words: {
      en: {
        title: 'Chairperson, Sizanani Poultry Cooperative',
        category: 'Agriculture',
        location: 'Mpumalanga, South Africa',
        story:
          'When Lindiwe and thirteen neighbours formed Sizanani Cooperative, they were raising broilers in backyard pens and selling to whoever passed by. After joining the VEB Greenharvest network in 2023, the cooperative built two proper poultry houses, learned to keep production records and signed a supply agreement with a regional butchery chain. Members now plan each batch around confirmed orders instead of hoping for buyers.',
        impact: 'Cooperative income up 60%; all 14 members now draw a monthly wage.',
      },
      fr: {
        title: 'Présidente de la coopérative avicole Sizanani',
        category: 'Agriculture',
        location: 'Mpumalanga, Afrique du Sud',
        story:
          "Lorsque Lindiwe et treize voisins ont fondé la coopérative Sizanani, ils élevaient des poulets de chair dans des enclos de fortune et vendaient au premier venu. Depuis leur entrée dans le réseau VEB Greenharvest en 2023, ils ont construit deux vrais poulaillers, appris à tenir des registres de production et signé un contrat d'approvisionnement avec une chaîne régionale de boucheries. Chaque lot est désormais planifié en fonction de commandes confirmées, et non plus au hasard des acheteurs.",
        impact: 'Revenus de la coopérative en hausse de 60 % ; les 14 membres perçoivent désormais un salaire mensuel.',
      },
      sw: {
        title: 'Mwenyekiti wa Chama cha Ushirika cha Ufugaji Kuku cha Sizanani',
        category: 'Kilimo',
        location: 'Mpumalanga, Afrika Kusini',
        story:
          'Lindiwe na majirani zake kumi na watatu walipoanzisha Chama cha Ushirika cha Sizanani, walikuwa wakifuga kuku wa nyama katika mabanda madogo nyuma ya nyumba zao na kuwauzia yeyote aliyepita. Baada ya kujiunga na mtandao wa VEB Greenharvest mwaka 2023, walijenga mabanda mawili ya kisasa, wakajifunza kutunza kumbukumbu za uzalishaji na kusaini mkataba wa kusambaza kuku kwa mnyororo wa maduka ya nyama wa kikanda. Sasa wanapanga kila kundi la kuku kulingana na oda zilizothibitishwa badala ya kusubiri wanunuzi kwa matumaini.',
        impact: 'Mapato ya chama yamepanda kwa asilimia 60; wanachama wote 14 sasa wanapata mshahara kila mwezi.',
      },
    },
  },
  {
    kind: 'story',
    values: {
      name: 'Sibusiso Khumalo',
      company: 'ecocraft',
      year: 2025,
      photo: null,
      imageUrl: '/images/stories/sibusiso-khumalo.webp',
    },
    words: {
      en: {
        title: 'Line Supervisor, Mattress Production',
        category: 'Manufacturing',
        location: 'Benoni, South Africa',
        story:
          "Sibusiso spent six years doing piece work as an upholsterer, never sure of next month's income. He joined EcoCraft Interiors as a machinist when the mattress range launched, completed the group's production and quality course, and was promoted to supervise a quilting and assembly line when the new Benoni hub opened. He now trains every new starter on his line himself.",
        impact: 'Leads a team of 22 and has cut rework on his line by a third.',
      },
      fr: {
        title: 'Chef de ligne, production de matelas',
        category: 'Industrie',
        location: 'Benoni, Afrique du Sud',
        story:
          "Pendant six ans, Sibusiso a travaillé à la pièce comme tapissier, sans jamais savoir ce qu'il gagnerait le mois suivant. Il a rejoint EcoCraft Interiors comme opérateur au lancement de la gamme de matelas, a suivi la formation production et qualité du Groupe, puis a été promu à la tête d'une ligne de matelassage et d'assemblage à l'ouverture du nouveau site de Benoni. Aujourd'hui, il forme lui-même chaque nouvel arrivant de son équipe.",
        impact: "Encadre une équipe de 22 personnes et a réduit d'un tiers les reprises sur sa ligne.",
      },
      sw: {
        title: 'Msimamizi wa Mstari wa Uzalishaji wa Magodoro',
        category: 'Viwanda',
        location: 'Benoni, Afrika Kusini',
        story:
          'Kwa miaka sita Sibusiso alifanya kazi ya ufundi wa kushona samani kwa malipo ya kipande, bila kujua kipato chake cha mwezi ujao. Alijiunga na EcoCraft Interiors kama mwendeshaji wa mashine wakati magodoro yao yalipozinduliwa, akamaliza kozi ya uzalishaji na ubora ya kundi, na akapandishwa cheo kuwa msimamizi wa mstari wa kushona na kuunganisha magodoro kiwanda kipya cha Benoni kilipofunguliwa. Sasa yeye mwenyewe ndiye anayemfundisha kila mfanyakazi mpya katika mstari wake.',
        impact: 'Anaongoza timu ya watu 22 na amepunguza kazi za kurudiwa kwa theluthi moja.',
      },
    },
  },
  {
    kind: 'story',
    values: {
      name: 'Grace Namatovu',
      company: 'global-link',
      year: 2025,
      photo: null,
      imageUrl: '/images/stories/grace-namatovu.webp',
    },
    words: {
      en: {
        title: 'Junior Network Technician',
        category: 'Skills Development',
        location: 'Kampala, Uganda',
        story:
          'Grace finished secondary school with good grades but no way to pay for university. She was in the first group to take the IT support course run by VEB Cele & Associates in Kampala, where she learned to install, configure and troubleshoot networks. Her placement at VEB Global Link turned into a permanent job, and she now looks after the tracking systems used on the Johannesburg to Kampala freight route.',
        impact: 'The first in her family to hold a salaried job in ICT.',
      },
      fr: {
        title: 'Technicienne réseau junior',
        category: 'Développement des compétences',
        location: 'Kampala, Ouganda',
        story:
          "Grace a terminé ses études secondaires avec de bons résultats, mais sans moyens pour financer l'université. Elle a fait partie de la première promotion du cours de support informatique proposé par VEB Cele & Associates à Kampala, où elle a appris à installer, configurer et dépanner des réseaux. Son stage chez VEB Global Link s'est transformé en emploi permanent : elle gère aujourd'hui les systèmes de suivi des camions sur la route de fret Johannesburg-Kampala.",
        impact: 'La première de sa famille à occuper un emploi salarié dans le numérique.',
      },
      sw: {
        title: 'Fundi Msaidizi wa Mitandao',
        category: 'Ukuzaji wa Ujuzi',
        location: 'Kampala, Uganda',
        story:
          'Grace alimaliza elimu ya sekondari kwa alama nzuri lakini hakuwa na uwezo wa kulipia chuo kikuu. Alikuwa miongoni mwa kundi la kwanza kusoma kozi ya huduma za TEHAMA iliyoendeshwa na VEB Cele & Associates jijini Kampala, ambapo alijifunza kusimika, kusanidi na kutatua hitilafu za mitandao. Mafunzo yake kwa vitendo katika VEB Global Link yaligeuka kuwa ajira ya kudumu, na sasa anasimamia mifumo ya kufuatilia malori kwenye njia ya mizigo kati ya Johannesburg na Kampala.',
        impact: 'Ndiye wa kwanza katika familia yake kupata ajira ya mshahara katika sekta ya TEHAMA.',
      },
    },
  },
  {
    kind: 'story',
    values: {
      name: 'Refilwe Sithole',
      company: 'ak-business',
      year: null,
      photo: null,
      imageUrl: '/images/stories/refilwe-sithole.webp',
    },
    words: {
      en: {
        title: 'Founder, Bokamoso Maintenance Services',
        category: 'Business',
        location: 'Tembisa, South Africa',
        story:
          'Refilwe was one of the 3,259 Gauteng graduates of the handyperson skills programme. With mentoring from AK Business Enterprises she registered her own company, learned to price and quote for jobs, and won her first contract maintaining a block of rental flats. Bokamoso Maintenance Services now looks after more than 300 units for three property managers.',
        impact: 'Employs nine people from her own neighbourhood.',
      },
      fr: {
        title: 'Fondatrice de Bokamoso Maintenance Services',
        category: 'Entreprise',
        location: 'Tembisa, Afrique du Sud',
        story:
          "Refilwe fait partie des 3 259 diplômés du programme Entretien et petits travaux au Gauteng. Accompagnée par AK Business Enterprises, elle a immatriculé sa propre entreprise, appris à chiffrer ses chantiers et à établir des devis, puis décroché son premier contrat : l'entretien d'un immeuble de logements locatifs. Bokamoso Maintenance Services gère aujourd'hui plus de 300 logements pour le compte de trois gestionnaires immobiliers.",
        impact: 'Emploie neuf personnes de son propre quartier.',
      },
      sw: {
        title: 'Mwanzilishi wa Bokamoso Maintenance Services',
        category: 'Biashara',
        location: 'Tembisa, Afrika Kusini',
        story:
          'Refilwe ni mmoja wa wahitimu 3,259 wa mafunzo ya ufundi wa nyumbani jimboni Gauteng. Kwa ushauri na ulezi kutoka AK Business Enterprises, alisajili kampuni yake mwenyewe, akajifunza kukadiria gharama na kuandaa nukuu za bei, na akapata mkataba wake wa kwanza wa kutunza jengo la nyumba za kupangisha. Leo Bokamoso Maintenance Services inahudumia zaidi ya nyumba 300 kwa niaba ya wasimamizi watatu wa majengo.',
        impact: 'Ameajiri watu tisa kutoka mtaa wake.',
      },
    },
  },
  {
    kind: 'story',
    values: { name: 'Nomsa Khoza', year: 2024, photo: null, imageUrl: null },
    words: {
      en: {
        title: 'Chair, Daveyton Community Garden Committee',
        category: 'Community',
        location: 'Daveyton, South Africa',
        story:
          "When more than 200 VEB Group volunteers came to build raised beds at the Daveyton community centre, Nomsa was the one who knew which families needed food most. She now chairs the committee that runs the garden, organises weekly planting rosters and works with a Greenharvest agronomist on what to grow each season. The garden supplies vegetables to the centre's feeding scheme all year round.",
        impact: "Vegetables for around 200 meals a day at the centre's feeding scheme.",
      },
      fr: {
        title: 'Présidente du comité du jardin communautaire de Daveyton',
        category: 'Communauté',
        location: 'Daveyton, Afrique du Sud',
        story:
          "Quand plus de 200 bénévoles de VEB Group sont venus construire des bacs de culture au centre communautaire de Daveyton, c'est Nomsa qui savait quelles familles avaient le plus besoin d'aide. Elle préside aujourd'hui le comité qui gère le jardin, organise chaque semaine les tours de plantation et choisit les cultures de la saison avec un agronome de Greenharvest. Le jardin approvisionne toute l'année la cantine solidaire du centre.",
        impact: 'Des légumes pour environ 200 repas par jour à la cantine solidaire du centre.',
      },
      sw: {
        title: 'Mwenyekiti wa Kamati ya Bustani ya Jamii ya Daveyton',
        category: 'Jamii',
        location: 'Daveyton, Afrika Kusini',
        story:
          'Wajitolea zaidi ya 200 wa VEB Group walipofika kujenga vitalu vya mboga katika kituo cha jamii cha Daveyton, Nomsa ndiye aliyejua ni familia zipi zilizohitaji chakula zaidi. Sasa ni mwenyekiti wa kamati inayosimamia bustani hiyo, anapanga ratiba za upandaji kila wiki na hushirikiana na mtaalamu wa kilimo wa Greenharvest kuamua mazao ya kila msimu. Bustani hiyo hupeleka mboga kwenye mpango wa chakula wa kituo mwaka mzima.',
        impact: 'Mboga kwa takriban milo 200 kwa siku katika mpango wa chakula wa kituo.',
      },
    },
  },
  {
    kind: 'story',
    values: {
      name: 'Kagiso Phiri',
      company: 'ak-images',
      year: 2026,
      photo: null,
      imageUrl: '/images/stories/kagiso-phiri.webp',
    },
    words: {
      en: {
        title: 'Photography Apprentice',
        category: 'Youth',
        story:
          "Kagiso taught himself photography on a borrowed phone and posted his pictures of street life online. An AK Images photographer spotted his work and invited him to apply for the studio's apprenticeship. Over twelve months he has learned lighting, editing and how to run a shoot for a paying client, and he assisted on the award-winning photo essay about women-led farming cooperatives.",
        impact: 'Has shot his first three paid commissions as lead photographer.',
      },
      fr: {
        title: 'Apprenti photographe',
        category: 'Jeunesse',
        story:
          "Kagiso a appris la photographie en autodidacte, avec un téléphone emprunté, et publiait en ligne ses images de la vie de quartier. Un photographe d'AK Images a remarqué son travail et l'a invité à postuler à l'apprentissage du studio. En douze mois, il a appris l'éclairage, la retouche et la conduite d'une séance pour un client, et il a participé au reportage primé sur les coopératives agricoles dirigées par des femmes.",
        impact: 'A réalisé ses trois premières commandes rémunérées en tant que photographe principal.',
      },
      sw: {
        title: 'Mwanagenzi wa Upigaji Picha',
        category: 'Vijana',
        story:
          'Kagiso alijifunza upigaji picha mwenyewe kwa simu ya kuazima, na alikuwa akiweka mtandaoni picha za maisha ya mtaani. Mpiga picha wa AK Images aliiona kazi yake na kumkaribisha kuomba nafasi ya uanagenzi katika studio hiyo. Katika miezi kumi na miwili amejifunza kuhusu mwanga, uhariri wa picha na jinsi ya kuendesha kazi ya upigaji picha kwa mteja anayelipa, na alisaidia katika mfululizo wa picha ulioshinda tuzo kuhusu vyama vya ushirika vya kilimo vinavyoongozwa na wanawake.',
        impact: 'Amekamilisha kazi zake tatu za kwanza za kulipwa akiwa mpiga picha mkuu.',
      },
    },
  },
  {
    kind: 'story',
    values: {
      name: 'Joseph Okello',
      company: 'agri-extension',
      year: 2025,
      photo: null,
      imageUrl: '/images/stories/joseph-okello.webp',
    },
    words: {
      en: {
        title: 'Coffee Farmer',
        category: 'Agriculture',
        location: 'Mukono, Uganda',
        story:
          'Joseph has grown robusta coffee on three acres near Mukono for twenty years, but old trees and coffee wilt had cut his harvest in half. Agri-Extension Services advisers helped him replace his oldest trees with wilt-resistant seedlings, intercrop bananas for shade and extra income, and dry his cherries on raised racks. He now sells through the Mukono cooperative market day, where buyers pay more for well-dried coffee.',
      },
      fr: {
        title: 'Caféiculteur',
        category: 'Agriculture',
        location: 'Mukono, Ouganda',
        story:
          "Joseph cultive du café robusta sur un peu plus d'un hectare près de Mukono depuis vingt ans, mais le vieillissement des caféiers et la trachéomycose avaient divisé sa récolte par deux. Les conseillers d'Agri-Extension Services l'ont aidé à remplacer ses plus vieux arbres par des plants résistants, à planter des bananiers en association pour l'ombre et un revenu d'appoint, et à sécher ses cerises sur des claies surélevées. Il vend désormais sur le marché coopératif de Mukono, où les acheteurs paient mieux un café bien séché.",
      },
      sw: {
        title: 'Mkulima wa Kahawa',
        category: 'Kilimo',
        location: 'Mukono, Uganda',
        story:
          'Joseph amelima kahawa aina ya robusta kwenye ekari tatu karibu na Mukono kwa miaka ishirini, lakini miti iliyozeeka na ugonjwa wa mnyauko wa kahawa vilikuwa vimepunguza mavuno yake kwa nusu. Washauri wa Agri-Extension Services walimsaidia kubadilisha miti yake mikongwe kwa miche inayostahimili mnyauko, kupanda migomba katikati kwa ajili ya kivuli na kipato cha ziada, na kukausha kahawa yake juu ya vichanja. Sasa anauza kupitia siku ya soko la ushirika la Mukono, ambako wanunuzi hulipa zaidi kwa kahawa iliyokaushwa vizuri.',
      },
    },
  },
  {
    kind: 'story',
    published: false,
    values: {
      name: 'Fatuma Achieng',
      company: 'global-link',
      year: 2026,
      photo: null,
      imageUrl: '/images/stories/fatuma-achieng.webp',
    },
    words: {
      en: {
        title: 'Logistics Coordinator',
        category: 'Business',
        location: 'Kampala, Uganda',
        story:
          'Fatuma started as a clerk with a clearing agent at the Malaba border post. She joined VEB Global Link when the weekly freight service to Kampala began, and now coordinates customs documents, warehouse slots and deliveries for every truck on the route.',
        impact: 'Average border clearance time cut from three days to one.',
      },
      fr: {
        title: 'Coordinatrice logistique',
        category: 'Entreprise',
        location: 'Kampala, Ouganda',
        story:
          "Fatuma a débuté comme employée chez un transitaire au poste-frontière de Malaba. Elle a rejoint VEB Global Link au lancement du service de fret hebdomadaire vers Kampala et coordonne aujourd'hui les documents douaniers, les créneaux d'entrepôt et les livraisons de chaque camion sur la route.",
        impact: 'Temps moyen de dédouanement à la frontière ramené de trois jours à un.',
      },
      sw: {
        title: 'Mratibu wa Usafirishaji',
        category: 'Biashara',
        location: 'Kampala, Uganda',
        story:
          'Fatuma alianza kazi kama karani wa wakala wa forodha katika mpaka wa Malaba. Alijiunga na VEB Global Link huduma ya mizigo ya kila wiki kwenda Kampala ilipoanza, na sasa anaratibu nyaraka za forodha, nafasi za maghala na usafirishaji wa kila lori kwenye njia hiyo.',
        impact: 'Muda wa wastani wa kuvusha mizigo mpakani umepungua kutoka siku tatu hadi siku moja.',
      },
    },
  },
];
