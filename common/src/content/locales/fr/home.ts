import type { Messages } from '../../../messages';
import type { home as en } from '../en/home';

export const home: Messages<typeof en> = {
  meta: {
    title: 'VEB Group',
    description:
      'VEB Group : dix entreprises dans l’agriculture, l’industrie, le développement des compétences, la logistique, le droit, l’immobilier et la photographie, qui grandissent depuis 1994 de l’Afrique du Sud et de l’Ouganda vers tout le continent.',
  },
  hero: {
    eyebrow: 'Groupe panafricain · Depuis 1994',
    title: 'Bâtir l’avenir de l’Afrique, une entreprise à la fois',
    intro:
      'VEB Group réunit dix entreprises dans l’agriculture, l’industrie, la formation, la logistique, le droit, l’immobilier et la photographie, et crée des emplois et des perspectives en Afrique du Sud, en Ouganda et au-delà.',
    primary: 'Découvrir nos entreprises',
    secondary: 'Relations investisseurs',
    statsLabel: 'VEB Group en chiffres',
    stats: {
      years: { value: '25+', label: 'Années d’expérience' },
      beneficiaries: { value: '11 000+', label: 'Bénéficiaires' },
      companies: { value: '10', label: 'Entreprises' },
      countries: { value: '34', label: 'Pays dans notre empreinte' },
    },
  },
  about: {
    eyebrow: 'À propos de VEB Group',
    title: 'Une entreprise familiale à l’ambition continentale',
    paragraphs: [
      'Née en 1994 d’une petite initiative communautaire au Gauteng, l’entreprise est devenue un groupe diversifié de dix sociétés, dirigé par des femmes et ancré dans les communautés qu’il sert.',
      'De la formation professionnelle aux coopératives agricoles, des usines de meubles à la logistique transfrontalière, chacune de nos activités vise à créer des moyens de subsistance durables. Ensemble, elles nous portent vers une valorisation d’un milliard de dollars d’ici 2030.',
    ],
    stats: {
      vision: { value: '1 Md $', label: 'Objectif de valorisation d’ici 2030' },
      lives: { value: '7 800+', label: 'Vies transformées' },
    },
    button: 'Lire notre histoire',
  },
  footprint: {
    eyebrow: 'Où nous sommes présents',
    title: 'Notre présence en Afrique',
    intro:
      'Présents aujourd’hui en Afrique du Sud et en Ouganda, nous préparons notre arrivée en Angola, au Kenya et en RD Congo, et travaillons avec des partenaires dans plus de 30 pays. Survolez un pays ou placez-y le focus pour voir notre présence.',
  },
  companies: {
    eyebrow: 'Nos entreprises',
    title: 'Dix entreprises, une même mission',
    intro:
      'Chaque société du groupe sert son propre marché, et toutes poursuivent le même but : des compétences, des emplois et des entreprises qui durent.',
    visitWebsite: 'Voir le site',
    visitWebsiteLabel: 'Voir le site : {company} (nouvel onglet)',
    items: {
      greenharvest: {
        tagline: 'Cultiver la sécurité alimentaire',
        description:
          'Agriculture commerciale et coopérative (légumes, céréales, élevage), avec accès aux marchés et matériel partagé pour les petits exploitants membres.',
        stat: '33 coopératives accompagnées',
      },
      ecocraft: {
        tagline: 'Meubles et matelas fabriqués en Afrique',
        description:
          'Lits, matelas, mobilier scolaire et de bureau fabriqués dans notre site de Benoni en bois certifié, pour les distributeurs, les écoles et les foyers.',
        stat: '14+ lignes de production',
      },
      cele: {
        tagline: 'Des compétences qui font vivre',
        description:
          'Formations certifiantes aux métiers, au numérique et à l’entrepreneuriat, du programme d’homme à tout faire aux parcours d’insertion des jeunes.',
        stat: '11 000+ personnes formées',
      },
      'law-clinic': {
        tagline: 'La justice à portée de main',
        description:
          'Des conseils juridiques abordables pour les familles et les petites entreprises : testaments, baux, droit du travail et contrats, avec des journées de conseil gratuites dans les townships.',
        stat: 'Aide juridique de proximité',
      },
      'ak-business': {
        tagline: 'Solutions informatiques et services aux entreprises',
        description:
          'Services informatiques, appui à la chaîne d’approvisionnement et mentorat pour aider les petites entreprises à mieux fonctionner et à trouver de nouveaux clients.',
        stat: 'Mentorat des PME',
      },
      'ak-images': {
        tagline: 'Des histoires qui méritent d’être vues',
        description:
          'Photographie d’entreprise, d’événements et documentaire, dont un reportage primé sur les coopératives agricoles dirigées par des femmes.',
        stat: 'Studio primé',
      },
      samdon: {
        tagline: 'Des lieux de vie qui font grandir les communautés',
        description:
          'Promotion immobilière résidentielle et commerciale, en particulier des logements abordables proches des emplois et des écoles.',
        stat: 'Logement abordable',
      },
      'veb-properties': {
        tagline: 'Un patrimoine géré avec soin',
        description:
          'Gestion et location des biens résidentiels, commerciaux et industriels du groupe, dont le site de production de Benoni.',
        stat: 'Patrimoine immobilier du groupe',
      },
      'global-link': {
        tagline: 'Transporter les marchandises par-delà les frontières',
        description:
          'Fret routier, entreposage et dédouanement, avec une liaison hebdomadaire entre Johannesburg et Kampala et un suivi en temps réel.',
        stat: 'Corridor Johannesburg–Kampala',
      },
      'agri-extension': {
        tagline: 'Le savoir dans chaque champ',
        description:
          'Conseillers de terrain, parcelles de démonstration et journées paysannes pour diffuser de meilleures pratiques de semences, de sols et d’irrigation auprès des petits producteurs.',
        stat: '7 800+ bénéficiaires',
      },
    },
  },
  news: {
    eyebrow: 'Dernières nouvelles',
    title: 'Actualités et analyses à la une',
    intro: 'Les étapes clés de tout le groupe, des nouveaux bureaux aux nouvelles usines.',
    readMore: 'Lire la suite',
    viewAll: 'Voir toutes les actualités et analyses',
    publishedOn: 'Publié le',
    categories: {
      Expansion: 'Expansion',
      'Skills Development': 'Développement des compétences',
      Manufacturing: 'Industrie',
    },
  },
  expansion: {
    eyebrow: 'Expansion panafricaine',
    title: 'Porter l’entreprise africaine à travers le continent',
    intro:
      'Notre plan sur cinq ans emmène les activités éprouvées du groupe vers de nouveaux marchés, un partenariat et une communauté à la fois.',
    stats: {
      countries: { value: '12+', label: 'Pays d’ici 2030' },
      vision: { value: '1 Md $', label: 'Objectif de valorisation pour 2030' },
      rollout: { value: '5 ans', label: 'De déploiement en Afrique de l’Est et australe' },
    },
    button: 'Découvrir notre avenir',
  },
  partners: {
    eyebrow: 'Partenaires et investisseurs',
    title: 'Grandir avec nos partenaires',
    intro:
      'Ministères, organismes de formation, investisseurs et distributeurs travaillent avec nous pour transformer les compétences et l’esprit d’entreprise en croissance durable.',
    groups: {
      government: 'Partenaires publics',
      private: 'Partenaires du secteur privé',
    },
    types: {
      'Investment Partner': 'Partenaire d’investissement',
      'Retail Partner': 'Partenaire de distribution',
      'Development Partner': 'Partenaire de développement',
      'Government Partner': 'Partenaire gouvernemental',
      'Training Authority': 'Organisme de formation',
      'Public Sector': 'Secteur public',
      International: 'International',
    },
    items: {
      'ubuntu-capital': {
        description:
          'Capital de croissance pour le site de production de Benoni et la prochaine phase de notre expansion régionale.',
      },
      'mzansi-living': {
        description:
          'Distribue les meubles et matelas d’EcoCraft Interiors dans ses magasins du Gauteng et du KwaZulu-Natal.',
      },
      'enterprise-fund': {
        description: 'Cofinance le développement des coopératives et des petites entreprises que nous accompagnons.',
      },
      'provincial-agriculture': {
        description:
          'Travaille avec VEB Greenharvest et Agri-Extension Services sur l’appui aux agriculteurs et la sécurité alimentaire.',
      },
      'agriskills-seta': {
        description:
          'Agrée nos formations agricoles et techniques et cofinance des contrats d’apprentissage pour les jeunes.',
      },
      'municipal-led': {
        description:
          'Partenaire des programmes d’entrepreneuriat dans les townships, des journées de conseil juridique gratuit et de la création d’emplois locaux.',
      },
      'east-africa-trade': {
        description:
          'Soutient notre logistique transfrontalière et notre implantation en Ouganda et dans toute l’Afrique de l’Est.',
      },
    },
    cta: {
      title: 'Devenir partenaire de VEB Group',
      text: 'Que vous souhaitiez investir, acheter, financer ou former, votre place est dans notre histoire. Écrivons ensemble le prochain chapitre.',
      button: 'Devenir partenaire',
    },
  },
  careers: {
    eyebrow: 'Carrières',
    title: 'Construisez votre carrière avec nous',
    intro:
      'Rejoignez une équipe en pleine croissance au sein de {companies} entreprises en Afrique du Sud et en Ouganda, où votre travail change des vies autour de vous.',
    hiringTitle: 'Nous recrutons',
    positions: { one: '{n} poste', other: '{n} postes' },
    hiringEmpty: 'Les nouveaux postes sont publiés sur notre page Carrières dès leur ouverture.',
    button: 'Voir les offres d’emploi',
  },
};
