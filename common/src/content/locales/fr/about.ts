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
      'VEB Group est né en 1994 d’une petite entreprise commerciale familiale du Gauteng, fondée sur une conviction simple : l’entreprise africaine, menée avec rigueur et bienveillance, peut faire progresser des communautés entières.',
      'En 2000, nous avons structuré notre pôle de développement des compétences, qui forme artisans, techniciens polyvalents et jeunes entrepreneurs. Plus de 11 000 personnes ont depuis suivi nos programmes.',
      'Nos exploitations agricoles ont suivi, cultivant des légumes et accompagnant des coopératives de petits producteurs, puis l’industrie : des meubles et des matelas fabriqués par des mains locales dans nos ateliers de Benoni.',
      'Le groupe est fièrement dirigé par des femmes. Notre fondatrice et directrice générale a constitué une équipe dirigeante où les femmes occupent la plupart des postes clés, et nous mesurons notre réussite aux moyens de subsistance que nous créons autant qu’au chiffre d’affaires.',
      'En 2025, nous avons ouvert notre bureau de Kampala, portant notre modèle en Ouganda : la première étape d’une expansion plus large sur le continent.',
    ],
    badgeText: 'Fondé en 1994',
    companiesLabel: 'sociétés',
  },
  journey: {
    heading: 'Notre parcours',
    intro: 'Les étapes qui ont façonné le groupe que nous sommes aujourd’hui.',
    empty: 'Aucune étape disponible pour le moment.',
  },
  vision: {
    eyebrow: 'Vision 2030',
    heading: 'Un groupe africain valorisé à un milliard de dollars d’ici 2030',
    text: 'Nous bâtissons un groupe qui crée de la valeur pour ses investisseurs et des perspectives durables pour les communautés que nous servons.',
  },
  values: {
    heading: 'Nos valeurs',
    intro: 'Quatre engagements guident chacune des sociétés du groupe.',
    empty: 'Aucune valeur disponible pour le moment.',
  },
  leadership: {
    heading: 'Équipe de direction',
    intro: 'Une direction menée par des femmes, profondément ancrée en Afrique du Sud et en Ouganda.',
    contact: 'Écrire',
    contactLabel: 'Écrire à {name}',
    linkedin: 'LinkedIn',
    linkedinLabel: 'Profil LinkedIn de {name} (nouvel onglet)',
    empty: 'Aucun dirigeant disponible pour le moment.',
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
