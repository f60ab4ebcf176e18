import type { Messages } from '../../../messages';
import type { impact as en } from '../en/impact';

export const impact: Messages<typeof en> = {
  meta: {
    title: 'Notre impact',
    description:
      'Comment VEB Group mesure son impact en Afrique du Sud et en Ouganda : emplois, compétences, agriculteurs et communautés, et les personnes derrière les chiffres.',
  },
  hero: {
    eyebrow: 'Notre impact',
    title: 'Bâtir l’avenir de l’Afrique',
    intro:
      'Chaque société du Groupe se mesure à ce qu’elle change : des emplois créés, des compétences acquises, des exploitations qui prospèrent et des communautés qui s’épanouissent. Voici les chiffres, et les personnes qui les incarnent.',
    metricsLink: 'Voir les chiffres',
    storiesLink: 'Découvrir leurs histoires',
  },
  metrics: {
    heading: 'Indicateurs d’impact',
    intro: 'Les résultats communiqués par nos sociétés, regroupés selon le type de changement qu’ils mesurent.',
    loading: 'Chargement des indicateurs d’impact',
    empty: 'Aucun indicateur d’impact disponible pour le moment.',
  },
  stories: {
    heading: 'Histoires de réussite',
    intro: 'Entrepreneurs, agriculteurs, apprentis et voisins dont nos sociétés ont accompagné le travail.',
    loading: 'Chargement des histoires de réussite',
    empty: 'Aucune histoire de réussite disponible pour le moment.',
    year: 'Année',
    location: 'Lieu',
    impact: 'Impact',
  },
  cta: {
    heading: 'Écrivez la suite avec nous',
    text: 'Investissez dans une croissance qui crée des emplois, construisez votre carrière dans l’une de nos dix sociétés ou parlez-nous d’un partenariat.',
    invest: 'Investir avec nous',
    careers: 'Découvrir les carrières',
    contact: 'Nous contacter',
  },
};
