import type { Messages } from '../../../i18n/types';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  siteName: 'VEB Group',
  close: 'Fermer',
  notifications: 'Notifications',
  skipToContent: 'Aller au contenu principal',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    about: 'À propos',
    companies: 'Entreprises',
    news: 'Actualités',
    impact: 'Impact',
    partners: 'Partenaires',
    careers: 'Carrières',
    contact: 'Contact',
    investors: 'Investisseurs',
  },
  footer: {
    rights: 'Tous droits réservés.',
    privacy: 'Politique de confidentialité',
    terms: "Conditions d'utilisation",
  },
  notFound: {
    metaTitle: 'Page introuvable',
    heading: '404 Page introuvable',
    text: "Avez-vous oublié d'ajouter la page au routeur ?",
    home: "Aller à la page d'accueil",
  },
  language: {
    label: 'Langue',
  },
  errors: {
    generic: "Une erreur s'est produite. Veuillez réessayer.",
  },
};
