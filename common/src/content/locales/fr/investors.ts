import type { Messages } from '../../../messages';
import type { investors as en } from '../en/investors';

export const investors: Messages<typeof en> = {
  meta: {
    title: 'Investisseurs',
    description:
      "Investissez dans l'avenir de l'Afrique avec VEB Group : six opportunités d'investissement dès 5 millions de rands, quatre formules et plus de 25 ans de croissance dans dix entreprises.",
  },
  hero: {
    eyebrow: 'Relations investisseurs',
    title: "Investissez dans l'avenir de l'Afrique",
    intro:
      "Rejoignez un groupe panafricain diversifié de dix entreprises en route vers une valorisation d'un milliard de dollars d'ici 2030, avec des rendements qui font grandir les communautés autant que le capital.",
    statsLabel: 'VEB Group en chiffres',
    stats: {
      years: "Années d'expérience",
      sectors: "Secteurs d'activité",
      target: "Objectif d'un milliard de dollars",
      lives: 'Vies transformées',
    },
  },
  actions: {
    explore: 'Découvrir les investissements',
    schedule: 'Prendre rendez-vous',
    scheduleLabel: "Demander un rendez-vous par e-mail à l'équipe investissement",
    mailSubject: "Demande de rendez-vous d'investissement",
    mailBody:
      "Bonjour à l'équipe investissement de VEB Group,\n\nLes opportunités d'investissement de VEB Group m'intéressent et je souhaiterais convenir d'un rendez-vous pour en discuter.\n\nPourriez-vous m'indiquer les dates et horaires qui vous conviennent ?\n\nBien cordialement,",
  },
  opportunities: {
    heading: "Opportunités d'investissement",
    intro:
      "Six projets de croissance dans nos entreprises, chacun avec une fourchette d'investissement et un rendement attendu clairs.",
    investment: 'Investissement',
    returns: 'Rendement attendu',
    impact: 'Impact',
    detailsLabel: 'Points clés',
    items: {
      agriculture: {
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
      manufacturing: {
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
      technology: {
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
      skills: {
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
      realEstate: {
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
      legal: {
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
    },
  },
  structures: {
    heading: "Formules d'investissement",
    intro: "Choisissez la formule adaptée à votre mandat, à votre horizon et au degré d'implication souhaité.",
    minimum: 'Minimum',
    minimumValue: '{n} millions de rands',
    fixedReturns: 'Rendement fixe de {returns}',
    benefitsLabel: 'Avantages',
    items: {
      equity: {
        title: 'Prise de participation',
        description: "Devenez actionnaire d'une entreprise de VEB Group et profitez de sa croissance à long terme.",
        benefits: [
          "Un siège au conseil d'administration",
          'Une part des bénéfices et de la plus-value',
          'Une influence stratégique',
        ],
      },
      project: {
        title: 'Financement de projet',
        description: 'Financez un projet défini, avec son propre budget, ses étapes et son suivi.',
        benefits: ['Capital cantonné au projet', 'Étapes et reporting clairs', 'Sortie définie à la fin du projet'],
      },
      jointVenture: {
        title: 'Coentreprises',
        description: 'Créez avec nous une nouvelle activité, en alliant votre expertise à notre présence locale.',
        benefits: ['Contrôle et décisions partagés', 'Accès à nos réseaux dans deux pays', 'Risque partagé'],
      },
      debt: {
        title: 'Financement par la dette',
        description:
          'Prêtez au groupe selon des conditions convenues, avec des remboursements prévisibles et planifiés.',
        benefits: ['Des revenus prévisibles', 'Des garanties sur les actifs', 'Des durées de 3 à 7 ans'],
      },
    },
  },
  why: {
    heading: 'Pourquoi investir dans VEB Group ?',
    intro: 'Un groupe solide, une vision claire, des partenaires fiables et un fort potentiel de croissance.',
    items: {
      trackRecord: {
        title: 'Un parcours éprouvé',
        description: 'Plus de 25 ans de croissance régulière depuis notre création en 1994.',
      },
      diversified: {
        title: 'Un portefeuille diversifié',
        description:
          'Dix entreprises dans des secteurs complémentaires qui répartissent les risques et créent des synergies.',
      },
      vision: {
        title: 'Une vision à un milliard de dollars',
        description: "Un plan clair pour atteindre une valorisation d'un milliard de dollars d'ici 2030.",
      },
      impact: {
        title: 'Un impact social',
        description:
          'Chaque investissement crée des emplois, des compétences et des perspectives dans nos communautés.',
      },
      government: {
        title: 'Le soutien des pouvoirs publics',
        description: 'Des relations solides avec les programmes publics en Afrique du Sud et en Ouganda.',
      },
      panAfrican: {
        title: 'Une croissance panafricaine',
        description: "L'expansion dans plus de 12 pays africains ouvre de nouveaux marchés en pleine croissance.",
      },
    },
  },
  cta: {
    heading: "Prêt à investir dans l'avenir de l'Afrique ?",
    text: "Parlez à notre équipe investissement de l'opportunité et de la formule qui vous conviennent.",
    contactHeading: 'Équipe investissement',
    emailLabel: "Écrire à l'équipe investissement à {email}",
    phoneLabel: "Appeler l'équipe investissement au {phone}",
    address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Afrique du Sud'],
  },
};
