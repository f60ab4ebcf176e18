import type { Messages } from '@/i18n/types';
import type { subscribers as en } from '../en/subscribers';

export const subscribers: Messages<typeof en> = {
  title: 'Abonnés',
  intro:
    'Les personnes qui ont demandé à recevoir la lettre d’information. Seuls les abonnés confirmés la reçoivent ; les abonnements non confirmés sous 7 jours sont supprimés automatiquement.',
  export: 'Exporter en CSV',
  exportHint: 'L’export suit la recherche et le statut choisis ci-dessous.',
  counts: 'Confirmés : {confirmed} · En attente : {pending} · Désabonnés : {unsubscribed}',
  filters: 'Rechercher des abonnés',
  search: 'Rechercher par adresse e-mail',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  apply: 'Rechercher',
  statuses: { pending: 'En attente', confirmed: 'Confirmé', unsubscribed: 'Désabonné' },
  table: {
    caption: 'Abonnés, du plus récent au plus ancien',
    email: 'Adresse e-mail',
    status: 'Statut',
    language: 'Langue',
    subscribed: 'Abonnement',
    confirmed: 'Confirmation',
    unsubscribed: 'Désabonnement',
    actions: 'Actions',
  },
  none: 'Aucun abonné ne correspond.',
  pages: 'Pages d’abonnés',
  showing: 'Affichage de {from} à {to} sur {total, plural, one {# abonné} other {# abonnés}}',
  showingMore: 'Affichage de {from} à {to} sur plus de {total, number} abonnés',
  showingPast:
    'Affichage de {count, plural, one {# abonné} other {# abonnés}} au-delà des {cap, number} premiers, sur {total, plural, one {# abonné} other {# abonnés}}',
  showingPastMore:
    'Affichage de {count, plural, one {# abonné} other {# abonnés}} au-delà des {cap, number} premiers, sur plus de {cap, number}',
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
  remove: 'Retirer',
  removeLabel: 'Retirer {email}',
  removeTitle: 'Retirer {email} ?',
  removeText:
    'L’abonnement est supprimé : l’adresse ne reçoit plus de lettres d’information et disparaît de cette liste. Les e-mails déjà envoyés restent dans la boîte d’envoi. Pour effacer tout ce qui est conservé sur une personne, utilisez Données personnelles.',
  removeConfirm: 'Retirer l’abonné',
  removing: 'Retrait…',
  removed: '{email} ne fait plus partie des abonnés.',
};
