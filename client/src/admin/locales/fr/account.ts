import type { Messages } from '@/i18n/types';
import type { account as en } from '../en/account';

export const account: Messages<typeof en> = {
  title: 'Votre compte',
  intro: 'Compte {email}, rôle {role}.',
  sessions: {
    title: 'Vos sessions ouvertes',
    caption: 'Vos sessions',
    actions: 'Actions',
    thisDevice: 'Cet appareil',
    end: 'Déconnecter',
    endLabel: 'Déconnecter la session ouverte le {time}',
    ended: 'Cette session est fermée.',
    endOthers: 'Se déconnecter partout ailleurs',
    endingOthers: 'Déconnexion…',
    othersEnded: 'Toutes les autres sessions sont fermées.',
    onlyThis: 'Vous n’avez aucune autre session ouverte.',
  },
  password: {
    title: 'Changer votre mot de passe',
    current: 'Mot de passe actuel',
    submit: 'Changer le mot de passe',
    submitting: 'Modification…',
    changed: 'Votre mot de passe est modifié. Toutes les autres sessions sont fermées.',
  },
  twoFactor: {
    title: 'Connexion en deux étapes',
    on: 'Activée : vous vous connectez avec votre mot de passe et un code de votre application d’authentification.',
    off: 'Désactivée : vous vous connectez avec votre seul mot de passe. Activez-la pour protéger votre compte si votre mot de passe est divulgué.',
    codesLeft: '{count, plural, one {Il vous reste # code de secours.} other {Il vous reste # codes de secours.}}',
    ownersMustKeep: 'Les propriétaires doivent garder la connexion en deux étapes activée.',
    setUp: 'Configurer la connexion en deux étapes',
    cancel: 'Annuler',
    doneSetUp: 'La connexion en deux étapes est activée.',
    disableTitle: 'Désactiver la connexion en deux étapes',
    disableIntro:
      'Confirmez votre identité avec votre mot de passe et un code de votre application d’authentification (ou un code de secours).',
    disablePassword: 'Votre mot de passe',
    disableCode: 'Code d’authentification ou de secours',
    disableSubmit: 'Désactiver la connexion en deux étapes',
    disabling: 'Désactivation…',
    disabled: 'La connexion en deux étapes est désactivée.',
    codesTitle: 'Nouveaux codes de secours',
    codesIntro:
      'Les nouveaux codes remplacent les anciens, qui cessent de fonctionner. Saisissez un code de votre application d’authentification pour confirmer votre identité.',
    codeLabel: 'Code d’authentification',
    codeHint: 'Téléphone perdu ? Saisissez plutôt l’un de vos codes de secours.',
    codesSubmit: 'Générer de nouveaux codes de secours',
    codesSubmitting: 'Vérification…',
    codesDone: 'Vos nouveaux codes de secours sont enregistrés.',
  },
};
