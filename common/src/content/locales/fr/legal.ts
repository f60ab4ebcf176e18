import type { Messages } from '../../../messages';
import type { legal as en } from '../en/legal';

export const legal: Messages<typeof en> = {
  meta: {
    title: 'Mentions légales',
    description: 'La politique de confidentialité et les conditions d’utilisation du site de VEB Group.',
  },
  lastUpdated: 'Dernière mise à jour :',
  contents: 'Sommaire',
  empty: 'Ce document est en cours de préparation et sera bientôt publié ici.',
  contactCard: {
    officer: 'Responsable de l’information',
    email: 'Courriel',
    post: 'Adresse postale',
  },
  privacy: {
    meta: {
      title: 'Politique de confidentialité',
      description:
        'Ce que le site de VEB Group recueille par ses formulaires de contact et de lettre d’information, pourquoi, pour combien de temps, qui y a accès et vos droits selon la POPIA et la loi ougandaise sur la protection des données.',
    },
    heading: 'Politique de confidentialité',
    intro:
      'Nous recueillons le moins possible, uniquement pour vous répondre, et nous ne vendons jamais vos données. Voici précisément ce que deviennent les informations que vous nous confiez.',
  },
  terms: {
    meta: {
      title: 'Conditions d’utilisation',
      description:
        'Les conditions d’utilisation du site de VEB Group en langage clair : nos contenus, les chiffres prévisionnels, les liens, la responsabilité et le droit applicable.',
    },
    heading: 'Conditions d’utilisation',
    intro: 'Les règles d’utilisation de ce site, en termes simples.',
    privacyLink: 'Lire notre politique de confidentialité',
  },
};
