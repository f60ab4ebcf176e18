import type { Messages } from '../../../messages';

export const map: Messages<typeof import('../en/map').map> = {
  label: 'Carte de l’Afrique montrant la présence du Groupe VEB',
  instructions:
    'Utilisez les flèches pour passer d’un pays à l’autre, les touches Origine et Fin pour aller au premier ou au dernier, ou tapez une lettre pour atteindre un pays. Appuyez sur plus ou moins pour zoomer et sur Échap pour masquer l’info-bulle.',
  tooltip: {
    current: '{country} - Présence actuelle',
    expansion: '{country} - Objectif d’expansion',
  },
  zoom: {
    controls: 'Zoom de la carte',
    in: 'Zoom avant',
    out: 'Zoom arrière',
    reset: 'Réinitialiser le zoom',
    level: 'Niveau de zoom {level}×',
  },
  legend: {
    title: 'Légende',
    current: 'Activités actuelles',
    expansion: 'Objectifs d’expansion',
    partners: 'Pays partenaires',
    partnersCount: 'Plus de 30 pays partenaires',
  },
  stats: {
    title: 'Notre présence',
    active: 'Actifs',
    expanding: 'En expansion',
    expandingInto: 'Expansion prévue : {countries}.',
    rollout: 'Un déploiement sur 5 ans en Afrique de l’Est et en Afrique australe.',
  },
};
