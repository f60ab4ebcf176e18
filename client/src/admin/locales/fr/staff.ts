import type { Messages } from '@/i18n/types';
import type { staff as en } from '../en/staff';

export const staff: Messages<typeof en> = {
  title: 'Personnel',
  intro:
    'Toutes les personnes qui peuvent se connecter à cette administration. Désactiver un compte ferme aussitôt toutes les sessions de la personne ; changer son rôle la déconnecte, pour qu’elle se reconnecte avec les droits du nouveau rôle.',
  table: {
    caption: 'Comptes du personnel',
    name: 'Nom',
    email: 'E-mail',
    role: 'Rôle',
    status: 'Statut',
    twoFactor: 'Deux étapes',
    lastSignIn: 'Dernière connexion',
    actions: 'Actions',
  },
  you: '(vous)',
  active: 'Actif',
  disabled: 'Désactivé',
  twoFactorOn: 'Activée',
  twoFactorOff: 'Désactivée',
  waiting: 'En attente jusqu’au {time}',
  waitingHelp:
    '{count, plural, one {# échec de connexion} other {# échecs de connexion}} : la connexion est suspendue pour cette adresse.',
  failures: '{count, plural, one {# échec de connexion récent} other {# échecs de connexion récents}}',
  liftWait: 'Lever l’attente',
  liftWaitLabel: 'Lever l’attente pour {name}',
  waitLifted: '{name} peut de nouveau se connecter dès maintenant.',
  roleLabel: 'Rôle : {name}',
  roleChanged: '{name} a désormais le rôle {role} et doit se reconnecter pour l’utiliser.',
  disable: 'Désactiver',
  enable: 'Réactiver',
  disableLabel: 'Désactiver {name}',
  enableLabel: 'Réactiver {name}',
  resetTwoFactor: 'Réinitialiser les deux étapes',
  resetTwoFactorLabel: 'Réinitialiser les deux étapes pour {name}',
  sendReset: 'Envoyer un lien de réinitialisation',
  sendResetLabel: 'Envoyer un lien de réinitialisation à {name}',
  sessions: 'Sessions',
  sessionsLabel: 'Sessions : {name}',
  confirm: {
    disableTitle: 'Désactiver {name} ?',
    disableText:
      'Cette personne ne peut plus se connecter, et toutes ses sessions ouvertes sont fermées dès maintenant. Son nom reste dans le journal d’audit. Vous pourrez réactiver le compte plus tard.',
    disableButton: 'Désactiver le compte',
    enableTitle: 'Réactiver {name} ?',
    enableText:
      'Cette personne pourra de nouveau se connecter avec son mot de passe (et son code, si elle utilise la connexion en deux étapes).',
    enableButton: 'Réactiver le compte',
    resetTitle: 'Réinitialiser la connexion en deux étapes pour {name} ?',
    resetText:
      'Son application d’authentification et ses codes de secours cessent de fonctionner, et ses sessions sont fermées. À utiliser en cas de téléphone perdu. Les propriétaires configurent à nouveau la connexion en deux étapes à leur prochaine connexion.',
    resetButton: 'Réinitialiser les deux étapes',
    resetLinkTitle: 'Envoyer à {name} un lien de réinitialisation du mot de passe ?',
    resetLinkText:
      'Cette personne reçoit un e-mail avec un lien pour choisir un nouveau mot de passe, valable une fois, pendant 30 minutes. Son mot de passe reste inchangé jusqu’à ce qu’elle s’en serve ; toutes ses sessions sont alors fermées. Le lien ne vous est pas montré.',
    resetLinkButton: 'Envoyer le lien',
    working: 'En cours…',
  },
  disabledDone: '{name} : compte désactivé, toutes ses sessions sont fermées.',
  enabledDone: '{name} peut de nouveau se connecter.',
  resetDone: 'La connexion en deux étapes est réinitialisée pour {name}, et ses sessions sont fermées.',
  resetLinkSent:
    'Un lien de réinitialisation du mot de passe est en route vers {email}. Il ne sert qu’une fois, pendant 30 minutes.',
  resetLinkNotSent:
    'L’envoi d’e-mails n’est pas configuré sur ce serveur (SMTP_URL) : le lien attend dans la boîte d’envoi et {email} ne peut pas le recevoir. Définissez plutôt un nouveau mot de passe sur le serveur : npm run staff -- reset-password --email {email}',
  colleagueSessions: {
    title: 'Sessions : {name}',
    intro:
      'Les sessions ouvertes en ce moment par {name}. Fermez une session sur un appareil perdu ou volé : il est aussitôt déconnecté.',
    caption: 'Sessions : {name}',
    close: 'Fermer',
    closeLabel: 'Fermer la liste des sessions : {name}',
    none: '{name} n’a aucune session ouverte.',
    yours: 'Votre session actuelle',
    end: 'Fermer la session',
    endLabel: 'Fermer la session ouverte par {name} sur {device}, dernière activité le {time}',
    endTitle: 'Fermer cette session ouverte par {name} ?',
    endText:
      '{device}, depuis {ip}, est aussitôt déconnecté. Si l’appareil a été perdu ou volé, envoyez aussi à {name} un lien de réinitialisation ou désactivez le compte, pour qu’il ne puisse pas se reconnecter.',
    endButton: 'Fermer la session',
    ended: 'La session ouverte par {name} sur {device} est fermée.',
  },
  none: 'Aucun compte pour le moment.',
  invite: {
    title: 'Inviter un collègue',
    intro:
      'Une invitation est un lien qui ne sert qu’une fois, pendant 72 heures. Il est envoyé par e-mail à votre collègue, et vous est montré une seule fois pour que vous puissiez le copier si l’e-mail se perd ; votre collègue choisit son nom et son mot de passe en l’ouvrant.',
    email: 'E-mail',
    role: 'Rôle',
    language: 'Sa langue',
    languageHint:
      'L’e-mail d’invitation est rédigé dans cette langue, et son espace du personnel s’ouvre dans cette langue ; la personne pourra la changer ensuite.',
    submit: 'Créer l’invitation',
    submitting: 'Création…',
    created: 'Invitation créée pour {email}.',
    mailed:
      'L’e-mail d’invitation contenant ce lien est en route vers {email}. Les invitations en attente ci-dessous indiquent quand il a été envoyé.',
    notMailed:
      'L’envoi d’e-mails n’est pas configuré sur ce serveur (SMTP_URL) : l’e-mail d’invitation attend dans la boîte d’envoi et n’arrive pas à {email}. Transmettez vous-même le lien.',
    linkLabel: 'Lien d’invitation pour {email}',
    linkHelp: 'Le lien n’est affiché que maintenant. Il ne sert qu’une fois, jusqu’au {time}.',
    copy: 'Copier le lien',
  },
  pending: {
    title: 'Invitations en attente',
    caption: 'Invitations pas encore acceptées',
    email: 'E-mail',
    role: 'Rôle',
    invitedBy: 'Envoyée par',
    language: 'Langue',
    expires: 'Expire le',
    mail: 'E-mail d’invitation',
    actions: 'Actions',
    none: 'Aucune invitation en attente.',
    expired: 'Expirée le {time}',
    mailStatus: {
      none: 'Aucun',
      queued: 'En cours d’envoi',
      sending: 'En cours d’envoi',
      sent: 'Envoyé le {time}',
      failed: 'Non remis : voir la boîte d’envoi',
      cancelled: 'Annulé le {time}',
    },
    resend: 'Renvoyer',
    resendLabel: 'Renvoyer à {email}',
    resendTitle: 'Renvoyer l’invitation pour {email} ?',
    resendText:
      'Un nouvel e-mail avec un nouveau lien part vers {email}, valable 72 heures à partir de maintenant. L’ancien lien cesse de fonctionner ; si l’ancien e-mail n’est pas encore parti, il est annulé.',
    resendButton: 'Renvoyer',
    resent: 'L’invitation pour {email} est renvoyée avec un nouveau lien ; l’ancien lien ne fonctionne plus.',
    withdraw: 'Retirer',
    withdrawLabel: 'Retirer l’invitation pour {email}',
    withdrawTitle: 'Retirer l’invitation pour {email} ?',
    withdrawText: 'Son lien cesse aussitôt de fonctionner. Si son e-mail n’est pas encore parti, il est annulé.',
    withdrawButton: 'Retirer l’invitation',
    withdrawn: {
      cancelled:
        'L’invitation pour {email} est retirée : son lien ne fonctionne plus, et son e-mail a été annulé avant d’être envoyé.',
      sent: 'L’invitation pour {email} est retirée : son e-mail était déjà parti, mais le lien qu’il contient ne fonctionne plus.',
      sending:
        'L’invitation pour {email} est retirée : son e-mail était en cours d’envoi à ce moment-là et peut encore arriver, mais le lien qu’il contient ne fonctionne plus.',
      none: 'L’invitation pour {email} est retirée : son lien ne fonctionne plus.',
    },
  },
};
