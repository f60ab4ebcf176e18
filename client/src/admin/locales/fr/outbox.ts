import type { Messages } from '@/i18n/types';
import type { outbox as en } from '../en/outbox';

export const outbox: Messages<typeof en> = {
  title: 'Boîte d’envoi',
  intro:
    'Chaque e-mail envoyé par le site attend ici jusqu’à sa remise. Un e-mail refusé par le serveur de messagerie est retenté à intervalles croissants pendant 24 heures, puis marqué en échec avec la dernière erreur.',
  notConfigured:
    'L’envoi d’e-mails n’est pas configuré (SMTP_URL) : rien n’est envoyé, les e-mails attendent dans la boîte d’envoi jusqu’à ce que SMTP_URL soit défini sur le serveur.',
  tabsLabel: 'E-mails par statut',
  tabs: {
    queued: 'En file d’attente ({count, number})',
    sent: 'Envoyés ({count, number})',
    failed: 'En échec ({count, number})',
    cancelled: 'Annulés ({count, number})',
  },
  statuses: {
    queued: 'En file d’attente',
    sending: 'Envoi en cours',
    sent: 'Envoyé',
    failed: 'En échec',
    cancelled: 'Annulé',
  },
  kinds: {
    contact_notification: 'Message de contact transmis au personnel',
    contact_reply: 'Réponse à un message de contact',
    newsletter_confirmation: 'Confirmation d’abonnement à la lettre d’information',
    newsletter_issue: 'Lettre d’information',
    newsletter_test: 'Test de lettre d’information',
    invitation: 'Invitation du personnel',
    password_reset: 'Lien de réinitialisation du mot de passe',
    review_returned: 'Article renvoyé à son auteur',
  },
  none: {
    queued: 'Aucun e-mail en attente d’envoi.',
    sent: 'Aucun e-mail n’a encore été envoyé.',
    failed: 'Aucun e-mail en échec.',
    cancelled:
      'Aucun e-mail annulé. Un e-mail d’invitation est annulé quand son invitation est retirée ou renvoyée avant son départ.',
  },
  table: {
    caption: {
      queued: 'E-mails en file d’attente, du plus récent au plus ancien',
      sent: 'E-mails envoyés, du plus récent au plus ancien',
      failed: 'E-mails en échec, du plus récent au plus ancien',
      cancelled: 'E-mails annulés, du plus récent au plus ancien',
    },
    mail: 'E-mail',
    status: 'Statut',
    dates: 'Dates',
    error: 'Dernière erreur',
    actions: 'Actions',
  },
  attempts: '{count, plural, one {# tentative} other {# tentatives}}',
  created: 'Mis en file le {at}',
  when: {
    queued: 'Prochaine tentative le {at}',
    sent: 'Envoyé le {at}',
    failed: 'Abandonné le {at}',
    cancelled: 'Annulé le {at}',
  },
  noError: 'Aucune',
  retry: 'Réessayer',
  retryLabel: 'Réessayer l’e-mail adressé à {to}',
  retrying: 'Nouvel essai…',
  retried: 'L’e-mail adressé à {to} est remis en file d’attente ; il partira à la prochaine tentative.',
  retriedNotConfigured:
    'L’e-mail adressé à {to} est remis en file d’attente ; il attendra que l’envoi d’e-mails soit configuré.',
  pages: 'Pages d’e-mails',
  showing: 'Affichage de {from} à {to} sur {total, plural, one {# e-mail} other {# e-mails}}',
  previous: 'Page précédente',
  next: 'Page suivante',
  content: {
    show: 'Afficher l’e-mail',
    showLabel: 'Afficher l’e-mail envoyé à {to}',
    intro: 'À {to}, tel qu’il lui a été écrit.',
    masked:
      'Les liens qui agissent pour le destinataire (confirmer, se désabonner, accepter une invitation, choisir un mot de passe) sont affichés avec •••••• à la place de leur clé : ils n’ouvrent rien ici.',
    html: 'L’e-mail tel que le destinataire le voit',
    text: 'Texte brut',
    close: 'Fermer',
  },
};
