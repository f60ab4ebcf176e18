import type { Messages } from '@/i18n/types';
import type { auditActions as en } from '../en/audit-actions';

/**
 * `{target}` may start with "le", "un" or a name ("le message envoyé par…", "un article supprimé depuis"):
 * sentences take it as a direct object or after "pour" or "sur", never after "de", which would have to
 * contract ("du", "d’un"); "à" only before a staff member, whose target never starts with "le".
 */
export const auditActions: Messages<typeof en> = {
  news: {
    created: { label: 'Création d’un article', sentence: '{actor} a créé {target}' },
    saved: { label: 'Enregistrement d’un article', sentence: '{actor} a enregistré {target}' },
    autosaved: {
      label: 'Modification d’un article (enregistrement automatique)',
      sentence: '{actor} a modifié {target}, enregistrement automatique',
    },
    restored: {
      label: 'Restauration d’une version antérieure d’un article',
      sentence: '{actor} a restauré {target} dans sa version du {when}',
    },
    published: { label: 'Publication d’un article', sentence: '{actor} a publié {target} ({languages})' },
    scheduled: {
      label: 'Programmation d’un article',
      sentence: '{actor} a programmé {target} pour le {when} ({languages})',
    },
    unpublished: { label: 'Dépublication d’un article', sentence: '{actor} a retiré {target} du site ({languages})' },
    featured: {
      label: 'Choix des articles à la une',
      sentence:
        '{actor} a choisi les articles à la une : {count, plural, =0 {aucun} one {# article} other {# articles}}',
    },
    deleted: { label: 'Suppression d’un article', sentence: '{actor} a supprimé {target}' },
    submitted: { label: 'Soumission d’un article à relecture', sentence: '{actor} a soumis {target} à relecture' },
    returned: { label: 'Renvoi d’un article à son rédacteur', sentence: '{actor} a renvoyé {target} à son rédacteur' },
    approved: { label: 'Approbation d’un article', sentence: '{actor} a approuvé {target}, soumis à relecture' },
  },
  contact: {
    read: { label: 'Ouverture d’un message', sentence: '{actor} a ouvert {target}' },
    status_changed: {
      label: 'Changement de statut d’un message',
      sentence: '{actor} a fait passer {target} de « {from} » à « {to} »',
    },
    assigned: {
      label: 'Attribution d’un message',
      sentence:
        '{assigned, select, no {{actor} a retiré l’attribution pour {target}} other {{actor} a attribué {target} à {to}}}',
    },
    note_added: {
      label: 'Ajout d’une note interne à un message',
      sentence: '{actor} a ajouté une note interne sur {target}',
    },
    replied: { label: 'Réponse à un message', sentence: '{actor} a répondu : « {subject} » ({target})' },
    marked_read: { label: 'Marquage d’un message comme lu', sentence: '{actor} a marqué {target} comme lu' },
    marked_unread: {
      label: 'Marquage d’un message comme non lu',
      sentence: '{actor} a marqué {target} comme non lu',
    },
    deleted: {
      label: 'Suppression d’un message',
      sentence: '{actor} a supprimé un message de contact et son historique',
    },
  },
  job: {
    contact: {
      retention: {
        label: 'Suppression des anciens messages de contact (quotidienne)',
        sentence:
          '{actor} a supprimé {deleted, plural, =0 {aucun message de contact} one {# message de contact} other {# messages de contact}} de plus de {days, plural, one {# jour} other {# jours}}',
      },
    },
    newsletter: {
      delete_unconfirmed: {
        label: 'Suppression des abonnements jamais confirmés (quotidienne)',
        sentence:
          '{actor} a supprimé {deleted, plural, =0 {aucun abonnement jamais confirmé} one {# abonnement jamais confirmé} other {# abonnements jamais confirmés}}',
      },
    },
  },
  newsletter: {
    created: { label: 'Création d’une lettre d’information', sentence: '{actor} a créé {target}' },
    updated: { label: 'Modification d’une lettre d’information', sentence: '{actor} a modifié {target}' },
    deleted: { label: 'Suppression d’une lettre d’information', sentence: '{actor} a supprimé {target}' },
    test_sent: {
      label: 'Envoi d’un test de lettre d’information',
      sentence: '{actor} a envoyé à {to} un test ({language}) pour {target}',
    },
    scheduled: {
      label: 'Programmation d’une lettre d’information',
      sentence: '{actor} a programmé {target} pour le {when}',
    },
    unscheduled: {
      label: 'Annulation de la programmation d’une lettre d’information',
      sentence: '{actor} a annulé la programmation de {target}',
    },
    schedule_paused: {
      label: 'Mise en pause de la programmation d’une lettre d’information',
      sentence: '{actor} a mis en pause la programmation de {target}, qui devait partir le {when}',
    },
    schedule_resumed: {
      label: 'Reprise de la programmation d’une lettre d’information',
      sentence: '{actor} a repris la programmation de {target} : elle part le {when}',
    },
    paused: {
      label: 'Mise en pause d’une lettre d’information',
      sentence:
        '{actor} a mis en pause {target} ({count, plural, one {# e-mail en attente} other {# e-mails en attente}})',
    },
    resumed: {
      label: 'Reprise d’une lettre d’information',
      sentence:
        '{actor} a repris l’envoi de {target} ({count, plural, one {# e-mail restant} other {# e-mails restants}})',
    },
    stopped: {
      label: 'Arrêt d’une lettre d’information',
      sentence: '{actor} a arrêté {target} ({count, plural, one {# e-mail retiré} other {# e-mails retirés}})',
    },
    sent: {
      label: 'Envoi d’une lettre d’information',
      sentence: '{actor} a envoyé {target} à {recipients, plural, one {# abonné} other {# abonnés}}',
    },
  },
  subscriber: { removed: { label: 'Retrait d’un abonné', sentence: '{actor} a retiré {target}' } },
  subscribers: {
    exported: {
      label: 'Export des abonnés',
      sentence: '{actor} a exporté {count, plural, one {# abonné} other {# abonnés}} dans un fichier CSV',
    },
  },
  metric: {
    created: { label: 'Création d’un indicateur d’impact', sentence: '{actor} a créé {target}' },
    updated: { label: 'Modification d’un indicateur d’impact', sentence: '{actor} a modifié {target}' },
    activated: { label: 'Affichage d’un indicateur d’impact', sentence: '{actor} a affiché {target} sur le site' },
    deactivated: { label: 'Masquage d’un indicateur d’impact', sentence: '{actor} a masqué {target} sur le site' },
    restored: {
      label: 'Restauration d’une version d’un indicateur d’impact',
      sentence: '{actor} a restauré une version antérieure de {target}',
    },
  },
  metrics: {
    reordered: {
      label: 'Nouvel ordre des indicateurs d’impact',
      sentence: '{actor} a réordonné les indicateurs d’impact de la catégorie « {category} »',
    },
  },
  story: {
    created: { label: 'Création d’une histoire', sentence: '{actor} a créé {target}' },
    updated: { label: 'Modification d’une histoire', sentence: '{actor} a modifié {target}' },
    published: { label: 'Publication d’une histoire', sentence: '{actor} a publié {target}' },
    unpublished: { label: 'Dépublication d’une histoire', sentence: '{actor} a retiré {target} du site' },
    restored: {
      label: 'Restauration d’une version d’une histoire',
      sentence: '{actor} a restauré une version antérieure de {target}',
    },
  },
  stories: {
    reordered: {
      label: 'Nouvel ordre des histoires',
      sentence: '{actor} a réordonné les histoires de réussite',
    },
  },
  entry: {
    created: { label: 'Ajout au contenu du site', sentence: '{actor} a ajouté {target} au contenu du site' },
    updated: { label: 'Modification du contenu du site', sentence: '{actor} a modifié {target}' },
    deleted: { label: 'Suppression dans le contenu du site', sentence: '{actor} a supprimé {target}' },
    restored: {
      label: 'Restauration d’une version antérieure',
      sentence: '{actor} a restauré {target} dans une version antérieure',
    },
    submitted: {
      label: 'Proposition d’une modification',
      sentence: '{actor} a proposé une modification de {target} pour relecture',
    },
    returned: {
      label: 'Renvoi d’une modification proposée',
      sentence: '{actor} a renvoyé la modification proposée de {target}',
    },
    approved: {
      label: 'Approbation d’une modification proposée',
      sentence: '{actor} a approuvé la modification proposée de {target}',
    },
  },
  entries: {
    reordered: {
      label: 'Nouvel ordre dans le contenu du site',
      sentence: '{actor} a réordonné une liste du contenu du site',
    },
  },
  media: {
    uploaded: { label: 'Importation d’une image', sentence: '{actor} a importé {target}' },
    uploaded_again: {
      label: 'Importation d’une image déjà stockée',
      sentence: '{actor} a de nouveau importé {target} (le fichier était déjà stocké)',
    },
    alt_changed: {
      label: 'Modification de la description d’une image',
      sentence: '{actor} a modifié {target} : nouvelle description',
    },
    replaced: {
      label: 'Remplacement du fichier d’une image',
      sentence: '{actor} a modifié {target} : nouveau fichier, affiché par toutes les pages qui l’utilisent',
    },
    deleted: {
      label: 'Suppression d’une image inutilisée',
      sentence: '{actor} a supprimé {target}, que rien n’utilisait',
    },
  },
  mail: {
    retried: { label: 'Nouvel envoi d’un e-mail en échec', sentence: '{actor} a remis {target} en file d’attente' },
  },
  privacy: {
    looked_up: {
      label: 'Consultation des données d’une personne',
      sentence: '{actor} a consulté les données conservées sur {email}',
    },
    exported: {
      label: 'Export des données d’une personne',
      sentence: '{actor} a exporté les données conservées sur {email}',
    },
    erased: {
      label: 'Effacement des données d’une personne',
      sentence: '{actor} a effacé les données conservées sur une personne (l’adresse n’est plus conservée)',
    },
  },
  settings: {
    contact_notifications_changed: {
      label: 'Modification des destinataires des messages de contact',
      sentence: '{actor} a modifié les destinataires des notifications de messages de contact',
    },
    time_zone_changed: {
      label: 'Changement du fuseau horaire',
      sentence: '{actor} a remplacé le fuseau horaire de l’administration, {from}, par {to}',
    },
    site_identity_changed: {
      label: 'Modification de l’identité du site',
      sentence: '{actor} a modifié l’identité du site (nom, coordonnées, adresses e-mail ou réseaux sociaux)',
    },
  },
  staff: {
    created: {
      label: 'Création d’un compte du personnel',
      sentence: '{actor} a créé un compte pour {target}, avec le rôle {role}',
    },
    first_owner_created: {
      label: 'Création du premier compte propriétaire',
      sentence: '{actor} a créé le premier compte propriétaire : {target}',
    },
    invitation_resent: {
      label: 'Nouvel envoi d’une invitation',
      sentence: '{actor} a renvoyé l’invitation pour {email}',
    },
    invited: { label: 'Invitation d’un collègue', sentence: '{actor} a invité {email} avec le rôle {role}' },
    invitation_revoked: {
      label: 'Retrait d’une invitation',
      sentence: '{actor} a retiré l’invitation pour {email}',
    },
    invitation_accepted: {
      label: 'Acceptation d’une invitation',
      sentence: '{actor} a accepté l’invitation et rejoint l’administration avec le rôle {role}',
    },
    role_changed: {
      label: 'Changement de rôle',
      sentence: '{actor} a fait passer {target} du rôle {from} au rôle {to}',
    },
    companies_changed: {
      label: 'Changement des entreprises d’un compte',
      sentence: '{actor} a changé les entreprises attribuées à {target} (avant : {from} ; désormais : {to})',
    },
    disabled: { label: 'Désactivation d’un compte', sentence: '{actor} a désactivé {target}' },
    enabled: { label: 'Réactivation d’un compte', sentence: '{actor} a réactivé {target}' },
    signed_in: { label: 'Connexion', sentence: '{actor} a ouvert une session' },
    signed_out: { label: 'Déconnexion', sentence: '{actor} a fermé sa session' },
    sign_in_wait_lifted: {
      label: 'Levée d’une attente de connexion',
      sentence: '{actor} a levé l’attente de connexion pour {target}',
    },
    address_block_lifted: {
      label: 'Levée du blocage de connexion d’une adresse',
      sentence: '{actor} a levé le blocage de connexion sur {target}',
    },
    password_changed: { label: 'Changement de son mot de passe', sentence: '{actor} a changé son mot de passe' },
    password_reset: {
      label: 'Réinitialisation d’un mot de passe',
      sentence: '{actor} a réinitialisé le mot de passe pour {target}',
    },
    password_reset_sent: {
      label: 'Envoi d’un lien pour choisir un nouveau mot de passe',
      sentence: '{actor} a envoyé à {target} un lien pour choisir un nouveau mot de passe',
    },
    password_reset_requested: {
      label: 'Demande d’un lien pour choisir un nouveau mot de passe',
      sentence: '{actor} a demandé, pour {email}, un lien pour choisir un nouveau mot de passe',
    },
    password_reset_completed: {
      label: 'Nouveau mot de passe choisi grâce à un lien',
      sentence: '{actor} a choisi un nouveau mot de passe grâce à un lien',
    },
    identity_confirmed: {
      label: 'Confirmation d’identité',
      sentence: '{actor} a confirmé son identité avec son code ou son mot de passe, pour une modification sensible',
    },
    two_factor_enabled: {
      label: 'Activation de la connexion en deux étapes',
      sentence: '{actor} a activé la connexion en deux étapes',
    },
    two_factor_disabled: {
      label: 'Désactivation de la connexion en deux étapes',
      sentence: '{actor} a désactivé la connexion en deux étapes',
    },
    language_changed: {
      label: 'Choix de la langue de l’administration',
      sentence: '{actor} a choisi sa langue pour l’administration et les e-mails : {language}',
    },
    two_factor_reset: {
      label: 'Réinitialisation de la connexion en deux étapes',
      sentence: '{actor} a réinitialisé la connexion en deux étapes pour {target}',
    },
    recovery_codes_replaced: {
      label: 'Remplacement de ses codes de secours',
      sentence: '{actor} a remplacé ses codes de secours',
    },
    session_ended: {
      label: 'Fermeture de l’une de ses sessions',
      sentence: '{actor} a fermé l’une de ses autres sessions',
    },
    other_sessions_ended: {
      label: 'Fermeture de ses autres sessions',
      sentence: '{actor} a fermé toutes ses autres sessions',
    },
    colleague_session_ended: {
      label: 'Fermeture de la session d’un collègue',
      sentence: '{actor} a fermé l’une des sessions ouvertes par {email}',
    },
  },
};
