import type { Messages } from '../../../messages';
import type { about as en } from '../en/about';

export const about: Messages<typeof en> = {
  meta: {
    title: 'Notre histoire',
    description:
      'Depuis 1994, VEB Group est passé d’une entreprise familiale à dix sociétés dirigées par des femmes en Afrique du Sud et en Ouganda, avec l’ambition d’une valorisation d’un milliard de dollars d’ici 2030.',
  },
  hero: {
    eyebrow: 'À propos de VEB Group',
    title: 'Notre histoire',
    subtitle:
      'Trente ans à bâtir des entreprises qui nourrissent des familles, forment des jeunes et créent des emplois en Afrique australe et de l’Est.',
    sectionsLabel: 'Sur cette page',
    sections: {
      story: 'Notre histoire',
      journey: 'Notre parcours',
      values: 'Nos valeurs',
      leadership: 'Notre direction',
    },
  },
  story: {
    heading: 'D’une entreprise familiale à dix sociétés',
    paragraphs: [
      'VEB Group est né en 1994 d’une petite entreprise commerciale familiale du Gauteng, fondée sur une conviction simple : l’entreprise africaine, menée avec rigueur et bienveillance, peut faire progresser des communautés entières.',
      'En 2000, nous avons structuré notre pôle de développement des compétences, qui forme artisans, techniciens polyvalents et jeunes entrepreneurs. Plus de 11 000 personnes ont depuis suivi nos programmes.',
      'Nos exploitations agricoles ont suivi, cultivant des légumes et accompagnant des coopératives de petits producteurs, puis l’industrie : des meubles et des matelas fabriqués par des mains locales dans nos ateliers de Benoni.',
      'Le groupe est fièrement dirigé par des femmes. Notre fondatrice et directrice générale a constitué une équipe dirigeante où les femmes occupent la plupart des postes clés, et nous mesurons notre réussite aux moyens de subsistance que nous créons autant qu’au chiffre d’affaires.',
      'En 2025, nous avons ouvert notre bureau de Kampala, portant notre modèle en Ouganda : la première étape d’une expansion plus large sur le continent.',
    ],
    badge: 'Plus de 30 ans d’impact',
    badgeText: 'Fondé en 1994',
    highlights: {
      companies: 'sociétés',
      countries: 'pays d’activité',
      trained: 'personnes formées',
    },
  },
  journey: {
    heading: 'Notre parcours',
    intro: 'Les étapes qui ont façonné le groupe que nous sommes aujourd’hui.',
    entries: {
      foundation: {
        title: 'Fondation',
        description:
          'VEB Cele & Associates est enregistrée comme pôle de développement des compétences du groupe et forme sa première promotion d’artisans au Gauteng.',
      },
      firstExpansion: {
        title: 'Première expansion',
        description:
          'VEB Greenharvest se lance dans l’agriculture, approvisionne les marchés locaux en produits frais et accompagne ses premières coopératives de petits producteurs.',
      },
      diversification: {
        title: 'Diversification',
        description:
          'Le groupe se développe dans la fabrication de meubles et de matelas, les services juridiques et l’immobilier, répartissant ses risques et élargissant sa portée.',
      },
      regionalGrowth: {
        title: 'Croissance régionale',
        description:
          'Nouvelles activités au KwaZulu-Natal, au Mpumalanga et dans la province du Cap-Occidental ; 33 coopératives agricoles désormais accompagnées.',
      },
      technology: {
        title: 'Intégration technologique',
        description:
          'VEB Global Link apporte au groupe des services informatiques et logistiques, et numérise la formation, les registres agricoles et les livraisons.',
      },
      international: {
        title: 'Expansion internationale',
        description:
          'Ouverture de notre bureau de Kampala : le groupe s’installe en Ouganda, au-delà des frontières sud-africaines.',
      },
    },
  },
  vision: {
    eyebrow: 'Vision 2030',
    heading: 'Un groupe africain valorisé à un milliard de dollars d’ici 2030',
    text: 'Nous bâtissons un groupe qui crée de la valeur pour ses investisseurs et des perspectives durables pour les communautés que nous servons.',
    figures: {
      valuation: { value: '1 Md $', label: 'Objectif de valorisation' },
      countries: { value: '12+', label: 'Pays africains' },
      lives: { value: '50 000+', label: 'Vies transformées' },
    },
  },
  values: {
    heading: 'Nos valeurs',
    intro: 'Quatre engagements guident chacune des sociétés du groupe.',
    items: {
      innovation: {
        title: 'Innovation',
        description:
          'Nous cherchons de meilleures façons de cultiver, de construire, de former et de servir, et nous adoptons les technologies qui changent vraiment les choses.',
      },
      community: {
        title: 'Impact communautaire',
        description:
          'Chacune de nos activités doit améliorer la vie de son entourage, par l’emploi, les compétences et des partenariats équitables.',
      },
      sustainability: {
        title: 'Croissance durable',
        description:
          'Nous grandissons avec prudence, protégeons les terres que nous cultivons et investissons pour la prochaine génération, pas pour le prochain trimestre.',
      },
      excellence: {
        title: 'Excellence',
        description:
          'Nous nous imposons des exigences élevées en matière de qualité, de gouvernance et de service, et nous tenons nos promesses.',
      },
    },
  },
  leadership: {
    heading: 'Équipe de direction',
    intro: 'Une direction menée par des femmes, profondément ancrée en Afrique du Sud et en Ouganda.',
    contact: 'Écrire',
    contactLabel: 'Écrire à {name}',
    linkedin: 'LinkedIn',
    linkedinLabel: 'Profil LinkedIn de {name} (nouvel onglet)',
    people: {
      ceo: {
        role: 'Directrice générale du groupe',
        bio: 'Nomvula dirige le groupe depuis plus de vingt ans et en a fait, à partir d’une entreprise familiale, un ensemble de dix sociétés. Elle défend l’entrepreneuriat féminin et la formation en milieu rural.',
      },
      cfo: {
        role: 'Directeur financier',
        bio: 'Expert-comptable, Thabo supervise les finances, l’audit et la levée de capitaux, et pilote la trajectoire du groupe vers son objectif de valorisation de 2030.',
      },
      cco: {
        role: 'Directrice commerciale',
        bio: 'Lerato noue les partenariats et les contrats qui ouvrent à nos produits et services de nouveaux marchés et réseaux de distribution.',
      },
      csmo: {
        role: 'Directeur des ventes et du marketing',
        bio: 'Sipho dirige les ventes et le marketing des dix sociétés et met nos exploitations et nos usines en relation avec les clients.',
      },
      pro: {
        role: 'Directrice des relations publiques du groupe',
        bio: 'Zanele gère les relations avec les pouvoirs publics, les communautés et les médias, et fait connaître l’impact du groupe.',
      },
      ccbo: {
        role: 'Directrice de la communication et de la marque',
        bio: 'Ayanda veille sur la marque VEB et conduit la communication interne et externe sur chacun de nos marchés.',
      },
      uganda: {
        role: 'Directrice pays, Ouganda',
        bio: 'Installée à Kampala, Grace dirige nos activités ougandaises et tisse des partenariats locaux dans l’agriculture et la formation professionnelle.',
      },
    },
  },
  governance: {
    heading: 'Gouvernance et conformité',
    intro: 'Une surveillance rigoureuse protège nos investisseurs, nos partenaires et nos salariés.',
    board: {
      title: 'Structure du conseil',
      text: 'Un conseil d’administration indépendant oriente la stratégie et demande des comptes à la direction.',
      points: [
        'Majorité d’administrateurs non exécutifs, présidence confiée à un administrateur indépendant',
        'Comités d’audit et des risques, des rémunérations, et d’éthique et de responsabilité sociale',
        'Réunions trimestrielles du conseil et évaluations annuelles des performances',
      ],
    },
    compliance: {
      title: 'Cadre de conformité',
      text: 'Nous respectons la loi et les codes de bonnes pratiques reconnus dans chaque pays où nous sommes présents.',
      points: [
        'Référence au code King IV de gouvernance d’entreprise',
        'Conformité au B-BBEE, à la POPIA et à la loi ougandaise sur la protection des données',
        'Audit externe annuel et ligne d’alerte éthique anonyme',
      ],
    },
  },
  cta: {
    heading: 'Écrivez avec nous le prochain chapitre',
    text: 'Nous recrutons dans nos dix sociétés, en Afrique du Sud et en Ouganda.',
    button: 'Découvrir nos offres d’emploi',
  },
};
