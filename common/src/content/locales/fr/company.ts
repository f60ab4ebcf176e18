import type { Messages } from '../../../messages';
import type { company as en } from '../en/company';

export const company: Messages<typeof en> = {
  meta: {
    description: '{company}, une société de VEB Group\u00a0: {tagline}',
  },
  hero: {
    eyebrow: 'Une société de VEB Group',
    website: 'Visiter le site',
    websiteLabel: 'Visiter le site de {company} (nouvel onglet)',
    contact: 'Contacter {company}',
  },
  story: {
    heading: 'À propos de {company}',
  },
  services: {
    heading: 'Ce que nous proposons',
  },
  figures: {
    heading: '{company} en chiffres',
  },
  people: {
    heading: 'Vos interlocuteurs',
    intro: 'Les personnes qui dirigent {company} et répondent à ses partenaires, à ses clients et à la presse.',
  },
  offices: {
    heading: 'Où nous trouver',
  },
  openings: {
    heading: 'Travailler chez {company}',
    intro: 'Les postes et les stages ouverts chez {company} en ce moment.',
    none: 'Aucun poste ouvert chez {company} pour le moment. La page Carrières présente ceux de tout le groupe.',
    internship: 'Stage',
    months: { one: '{n} mois', other: '{n} mois' },
    closes: 'Candidature jusqu’au {date}',
    details: 'Détails et candidature',
    detailsLabel: 'Détails et candidature\u00a0: {title}',
    all: 'Tous les postes du groupe',
  },
  news: {
    heading: 'Actualités de {company}',
    intro: 'Les dernières annonces et histoires de {company}.',
    all: 'Toutes les actualités de {company}',
  },
  stories: {
    heading: 'Des vies transformées',
  },
  contact: {
    heading: 'Écrire à {company}',
    intro: 'Votre message parvient directement à l’équipe de {company}.',
  },
  notFound: {
    title: 'Société introuvable',
    text: 'Aucune société du groupe ne se trouve à cette adresse. La page d’accueil présente les dix.',
    back: 'Voir nos sociétés',
  },
  breadcrumb: 'Nos sociétés',
};
