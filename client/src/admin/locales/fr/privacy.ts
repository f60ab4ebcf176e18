import type { Messages } from '@/i18n/types';
import type { privacy as en } from '../en/privacy';

export const privacy: Messages<typeof en> = {
  title: 'Données personnelles',
  intro:
    'Quand une personne demande ce que nous conservons à son sujet, ou nous demande de l’effacer : saisissez son adresse e-mail pour voir tout ce qui est conservé à son propos, l’exporter en un seul fichier ou l’effacer.',
  email: 'Adresse e-mail',
  lookUp: 'Rechercher',
  lookingUp: 'Recherche…',
  resultTitle: 'Données conservées sur {email}',
  nothing: 'Rien n’est conservé sur cette adresse.',
  messages: 'Messages de contact ({count, number})',
  noMessages: 'Aucun message de contact.',
  messageMeta: '{date} · {subject} · {status}',
  history: 'Historique et notes',
  events: {
    note: '{actor} a ajouté une note interne',
    status: '{actor} a changé le statut de « {from} » à « {to} »',
    assignee: '{actor} l’a attribué à {to}',
    unassigned: '{actor} a retiré l’attribution',
    reply: '{actor} a répondu : « {subject} »',
    other: '{actor} a modifié le message',
  },
  unknown: 'Autre',
  unknownStatus: 'Inconnu',
  subscription: 'Abonnement à la lettre d’information',
  noSubscription: 'Aucun abonnement.',
  subscriptionText: '{status}, langue : {language} ; abonnement le {subscribed}.',
  statuses: { pending: 'En attente', confirmed: 'Confirmé', unsubscribed: 'Désabonné' },
  mails: 'E-mails adressés à cette adresse ou la concernant ({count, number})',
  noMails: 'Aucun e-mail.',
  mailsCaption: 'E-mails, du plus ancien au plus récent',
  mailColumns: { date: 'Date', kind: 'Type', to: 'Destinataire', subject: 'Objet', status: 'Statut' },
  auditMentions:
    '{count, plural, =0 {Aucune ligne du journal d’audit ne mentionne cette adresse.} one {# ligne du journal d’audit mentionne cette adresse. L’effacement l’y remplace.} other {# lignes du journal d’audit mentionnent cette adresse. L’effacement l’y remplace.}}',
  export: 'Exporter en JSON',
  exporting: 'Export…',
  exported: 'Le fichier a été téléchargé.',
  erase: 'Tout effacer',
  eraseTitle: 'Effacer tout ce qui est conservé sur {email} ?',
  eraseText:
    'Cette action supprime les messages de contact avec leurs notes et leur historique, l’abonnement à la lettre d’information et les e-mails adressés à cette adresse ou la concernant, et retire l’adresse du journal d’audit. Elle est irréversible. Le journal d’audit enregistre qu’un effacement a eu lieu, avec des nombres seulement.',
  eraseConfirmLabel: 'Saisissez de nouveau l’adresse e-mail pour confirmer',
  eraseConfirm: 'Effacer',
  erasing: 'Effacement…',
  erased:
    'Effacé : {contactMessages, plural, one {# message de contact} other {# messages de contact}} avec {contactEvents, plural, one {# entrée d’historique} other {# entrées d’historique}}, {subscriptions, plural, one {# abonnement} other {# abonnements}} et {mails, plural, one {# e-mail} other {# e-mails}}. L’adresse a été retirée de {auditLinesRedacted, plural, one {# ligne} other {# lignes}} du journal d’audit.',
};
