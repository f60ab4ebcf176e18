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
    companiesLabel: 'Entreprises',
  },
  about: {
    eyebrow: 'À propos de VEB Group',
    title: 'Une entreprise familiale à l’ambition continentale',
    paragraphs: [
      'Née en 1994 d’une petite initiative communautaire au Gauteng, l’entreprise est devenue un groupe diversifié de dix sociétés, dirigé par des femmes et ancré dans les communautés qu’il sert.',
      'De la formation professionnelle aux coopératives agricoles, des usines de meubles à la logistique transfrontalière, chacune de nos activités vise à créer des moyens de subsistance durables. Ensemble, elles nous portent vers une valorisation d’un milliard de dollars d’ici 2030.',
    ],
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
    companyPage: 'Page de la société',
    companyPageLabel: 'Page de la société : {company}',
    visitWebsite: 'Voir le site',
    visitWebsiteLabel: 'Voir le site : {company} (nouvel onglet)',
    empty: 'Aucune entreprise disponible pour le moment.',
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
    empty: 'Aucun partenaire disponible pour le moment.',
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
