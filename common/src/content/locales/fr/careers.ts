import type { Messages } from '../../../messages';
import type { careers as en } from '../en/careers';

export const careers: Messages<typeof en> = {
  meta: {
    title: 'Carrières',
    description:
      'Construisez votre carrière chez VEB Group : postes ouverts, stages et avantages dans dix sociétés en Afrique du Sud et en Ouganda.',
  },
  hero: {
    eyebrow: 'Carrières chez VEB Group',
    title: 'Faites grandir votre carrière en faisant grandir l’Afrique',
    subtitle:
      'Rejoignez un groupe de dix sociétés dirigé par des femmes, actif dans l’agriculture, l’industrie, la formation, l’immobilier, le droit et les technologies.',
    cta: 'Voir les postes ouverts',
    figures: {
      companies: 'Sociétés',
      positions: 'Postes ouverts',
      countries: 'Pays',
    },
  },
  benefits: {
    heading: 'Pourquoi nous rejoindre',
    intro: 'Nous prenons soin de nos équipes pour qu’elles puissent prendre soin de nos clients et de nos communautés.',
    items: {
      health: {
        title: 'Santé et bien-être',
        description:
          'Participation à l’assurance maladie, programme de bien-être et accompagnement psychologique confidentiel.',
      },
      growth: {
        title: 'Évolution de carrière',
        description: 'Des parcours professionnels clairs et la possibilité d’évoluer entre nos dix sociétés.',
      },
      rewards: {
        title: 'Primes de performance',
        description:
          'Primes annuelles et reconnaissance pour celles et ceux dont le travail fait une différence mesurable.',
      },
      culture: {
        title: 'Culture collaborative',
        description:
          'Des équipes à taille humaine, des portes ouvertes et des responsables à l’écoute, dans un groupe fièrement dirigé par des femmes.',
      },
      learning: {
        title: 'Formation continue',
        description:
          'Des formations certifiantes dans notre propre académie et un soutien pour préparer de nouveaux diplômes.',
      },
      balance: {
        title: 'Équilibre vie pro et vie perso',
        description:
          'Des horaires raisonnables, des congés pour obligations familiales et de la souplesse quand le poste le permet.',
      },
    },
  },
  jobs: {
    heading: 'Postes à pourvoir',
    intro: 'Les postes ouverts en ce moment dans le groupe. Tous sont à temps plein.',
    listLabel: 'Offres d’emploi',
    company: 'Société',
    location: 'Lieu',
    type: 'Contrat',
    level: 'Niveau',
    salary: 'Salaire',
    perMonth: '{salary} par mois',
    requirements: 'Profil recherché',
    postedLabel: 'Publié',
    applyNow: 'Postuler',
    applyLabel: 'Postuler au poste de {title} (ouvre votre messagerie)',
    learnMore: 'En savoir plus',
    learnMoreLabel: 'En savoir plus sur le poste de {title}',
    mailSubject: 'Candidature pour le poste n° {id}',
    mailBody:
      'Madame, Monsieur,\n\nLe poste de {title} (offre n° {id}) m’intéresse et je souhaite y postuler. Vous trouverez mes coordonnées ci-dessous et mon CV en pièce jointe.\n\nNom complet :\nTéléphone :\nPoste actuel :\n\nCordialement,',
    posted: {
      day: 'il y a 1 jour',
      days: 'il y a {n} jours',
      week: 'il y a 1 semaine',
      weeks: 'il y a {n} semaines',
    },
    types: { fullTime: 'Temps plein' },
    levels: { entry: 'Débutant', mid: 'Confirmé', senior: 'Expérimenté' },
    locations: {
      johannesburg: 'Johannesburg, Afrique du Sud',
      capeTown: 'Le Cap, Afrique du Sud',
      benoni: 'Benoni, Afrique du Sud',
      pretoria: 'Pretoria, Afrique du Sud',
      kampala: 'Kampala, Ouganda',
    },
    items: {
      productionSupervisor: {
        title: 'Superviseur de production',
        description:
          'Pilotez une ligne de fabrication de meubles et de matelas dans notre site industriel de Benoni, en garantissant la qualité et la sécurité des équipes.',
        requirements: [
          'Diplôme en gestion de production ou équivalent',
          'Trois ans d’expérience en encadrement dans l’industrie',
          'Bonne connaissance des règles d’hygiène et de sécurité',
        ],
      },
      skillsFacilitator: {
        title: 'Formateur en développement des compétences',
        description:
          'Animez des formations certifiantes aux métiers techniques et à l’entrepreneuriat pour les jeunes des communautés du Gauteng.',
        requirements: [
          'Baccalauréat et certification de formateur, ou volonté de l’obtenir',
          'Aisance en anglais et dans au moins une autre langue sud-africaine',
          'Permis de conduire valide',
        ],
      },
      extensionOfficer: {
        title: 'Conseiller agricole',
        description:
          'Conseillez les petits exploitants et les coopératives de la région de Pretoria sur les cultures, la santé des sols et l’accès aux marchés.',
        requirements: [
          'Diplôme en agronomie ou en agriculture',
          'Deux ans d’expérience de terrain auprès de petits exploitants',
          'Permis de conduire valide et mobilité',
        ],
      },
      logisticsLead: {
        title: 'Responsable des systèmes informatiques et logistiques',
        description:
          'Dirigez les systèmes qui planifient nos livraisons et relient les sociétés du groupe, du suivi de flotte aux données.',
        requirements: [
          'Diplôme en systèmes d’information, en ingénierie ou en logistique',
          'Six ans d’expérience, dont deux à la tête d’une équipe',
          'Expérience de la gestion de flotte et des plateformes cloud',
        ],
      },
      propertyManager: {
        title: 'Gestionnaire de portefeuille immobilier',
        description:
          'Gérez un portefeuille résidentiel et commercial en pleine croissance dans la province du Cap-Occidental, de la location à l’entretien et au reporting.',
        requirements: [
          'Inscription auprès de l’autorité sud-africaine de régulation des professionnels de l’immobilier',
          'Huit ans d’expérience en gestion immobilière',
          'Solides compétences en reporting financier et en négociation',
        ],
      },
      ugandaBusinessDevelopment: {
        title: 'Chargé de développement commercial',
        description:
          'Participez depuis Kampala à la construction de notre activité agroalimentaire en Ouganda : acheteurs, fournisseurs et partenaires agricoles.',
        requirements: [
          'Diplôme en commerce, en agroéconomie ou en économie',
          'Trois ans d’expérience commerciale en Ouganda',
          'Anglais courant ; la maîtrise du luganda est un atout',
        ],
      },
    },
  },
  internships: {
    heading: 'Programmes de stage',
    intro:
      'Des programmes rémunérés et encadrés pour les jeunes diplômés et les étudiants qui veulent apprendre sur le terrain.',
    duration: '{n} mois',
    hostedBy: 'Société d’accueil :',
    apply: 'Postuler au programme',
    applyLabel: 'Postuler au programme {title} (ouvre votre messagerie)',
    mailSubject: 'Candidature de stage - {title}',
    mailBody:
      'Madame, Monsieur,\n\nJe souhaite postuler au programme « {title} ». Vous trouverez mes coordonnées ci-dessous, ainsi que mon CV et mes relevés de notes en pièces jointes.\n\nNom complet :\nTéléphone :\nDiplôme et établissement :\n\nCordialement,',
    items: {
      agriculture: {
        title: 'Programme jeunes diplômés en agriculture',
        description:
          'Un an dans nos exploitations et auprès de nos coopératives, en alternant production végétale, station de conditionnement et accompagnement des agriculteurs.',
      },
      digital: {
        title: 'Stage numérique et informatique',
        description:
          'Six mois à concevoir et à maintenir les outils que nos sociétés utilisent chaque jour, aux côtés de notre équipe informatique et logistique.',
      },
      legal: {
        title: 'Stage en services juridiques',
        description:
          'Huit mois à la VEB Law Clinic pour aider les clients en matière de contrats, de droit du travail et de droit des petites entreprises.',
      },
    },
  },
  process: {
    heading: 'Comment postuler',
    intro: 'Quatre étapes entre votre candidature et votre premier jour.',
    steps: [
      {
        title: 'Candidature en ligne',
        description: 'Choisissez un poste ou un programme et envoyez-nous votre CV par e-mail.',
      },
      {
        title: 'Première sélection',
        description: 'Notre équipe recrutement lit chaque candidature et répond sous deux semaines.',
      },
      {
        title: 'Entretiens',
        description: 'Rencontrez le responsable du recrutement et l’équipe, sur place ou en visioconférence.',
      },
      {
        title: 'Bienvenue à bord',
        description: 'Recevez votre offre et commencez par un parcours d’intégration complet au sein du groupe.',
      },
    ],
  },
  cta: {
    heading: 'Vous ne trouvez pas le poste idéal ?',
    text: 'Présentez-vous. Nous conservons les profils prometteurs et les recontactons dès qu’un poste adapté se libère.',
    button: 'Nous contacter',
  },
};
