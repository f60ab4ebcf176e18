import type { Messages } from '@/i18n/types';
import type { auth as en } from '../en/auth';

export const auth: Messages<typeof en> = {
  signIn: {
    title: 'Se connecter',
    intro: 'Le personnel de VEB Group se connecte ici pour gérer le site web.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    noAccount: 'Pas encore de compte ? Un propriétaire du site invite le personnel par e-mail.',
    forgot: 'Mot de passe oublié ?',
  },
  forgot: {
    title: 'Mot de passe oublié ?',
    intro:
      'Saisissez l’adresse e-mail de votre compte. Nous y envoyons un lien pour choisir un nouveau mot de passe ; ce lien ne sert qu’une fois, pendant 30 minutes.',
    email: 'E-mail',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
    sentTitle: 'Consultez vos e-mails',
    sent: 'Si {email} correspond à un compte du personnel, un lien pour choisir un nouveau mot de passe est en route vers cette adresse. Il ne sert qu’une fois, pendant 30 minutes. Rien reçu après quelques minutes ? Regardez dans les spams, ou demandez à un propriétaire du site.',
    lostPhone:
      'Vous avez aussi perdu votre téléphone ? Connectez-vous avec l’un de vos codes de secours à l’étape du code, ou demandez à un propriétaire de réinitialiser votre connexion en deux étapes.',
    back: 'Retour à la connexion',
  },
  reset: {
    title: 'Choisir un nouveau mot de passe',
    intro:
      'Pour le compte {email}. Une fois le mot de passe défini, tous les appareils connectés à ce compte sont déconnectés, et vous vous reconnectez avec le nouveau mot de passe.',
    submit: 'Définir le nouveau mot de passe',
    submitting: 'Enregistrement…',
    doneTitle: 'Votre mot de passe est modifié',
    done: 'Toutes les sessions de votre compte sont fermées. Connectez-vous avec votre nouveau mot de passe, et avec votre code d’authentification si vous utilisez la connexion en deux étapes.',
    signIn: 'Se connecter',
    invalidTitle: 'Ce lien ne fonctionne plus',
    invalid:
      'Un lien pour choisir un nouveau mot de passe ne sert qu’une fois, pendant 30 minutes, et seul le dernier lien envoyé fonctionne. Demandez-en un nouveau.',
    askAgain: 'Demander un nouveau lien',
  },
  setup: {
    title: 'Créer le premier propriétaire',
    intro:
      'Ce site n’a pas encore de propriétaire, et vous avez ouvert l’adresse de configuration affichée à son démarrage. Choisissez votre nom, votre adresse e-mail et un mot de passe. Vous configurerez ensuite la connexion en deux étapes, obligatoire pour tout propriétaire.',
    name: 'Votre nom',
    email: 'E-mail',
    submit: 'Créer le compte propriétaire',
    submitting: 'Création du compte…',
    doneTitle: 'Ce site a déjà un propriétaire',
    done: 'L’adresse de configuration ne fonctionne que tant qu’il n’existe aucun propriétaire. Connectez-vous avec votre compte ; un propriétaire invite ses collègues depuis Personnel.',
    signIn: 'Aller à la connexion',
    expiredTitle: 'Cette adresse de configuration a expiré',
    expired:
      'Une adresse de configuration est valable 24 heures. Redémarrez le site : tant qu’il n’existe aucun propriétaire, il affiche une nouvelle adresse au démarrage. Ou créez le premier propriétaire sur le serveur avec cette commande :',
    invalidTitle: 'Cette adresse de configuration n’est pas valide',
    invalid:
      'Copiez l’adresse complète affichée par le site à son dernier démarrage. Chaque redémarrage affiche une nouvelle adresse, et la précédente cesse de fonctionner.',
    command: 'npm run staff -- create --email EMAIL --name NAME --role owner',
  },
  code: {
    title: 'Saisissez votre code d’authentification',
    intro: 'Ouvrez votre application d’authentification et saisissez le code à six chiffres affiché pour VEB Group.',
    label: 'Code d’authentification',
    hint: 'Téléphone perdu ? Saisissez plutôt l’un de vos codes de secours.',
    submit: 'Valider',
    submitting: 'Vérification…',
    startOver: 'Se connecter avec un autre compte',
  },
  enrol: {
    title: 'Configurer la connexion en deux étapes',
    intro:
      'Les propriétaires se connectent avec un mot de passe et un code fourni par une application d’authentification (comme Google Authenticator, Microsoft Authenticator ou 1Password). Configurez-la une fois, maintenant.',
    step1: 'Scannez ce code QR avec votre application d’authentification.',
    manual: 'Impossible de scanner ? Saisissez plutôt cette clé dans l’application :',
    step2: 'Saisissez le code à six chiffres affiché par l’application.',
    label: 'Code d’authentification',
    submit: 'Activer la connexion en deux étapes',
    submitting: 'Vérification…',
    qrAlt: 'Code QR pour ajouter VEB Group à une application d’authentification',
  },
  recovery: {
    title: 'Conservez vos codes de secours',
    intro:
      'Si vous perdez votre téléphone, chacun de ces codes vous permet de vous connecter une fois. Gardez-les en lieu sûr, loin de votre téléphone (dans un gestionnaire de mots de passe, ou imprimés). Ils ne sont affichés que maintenant.',
    listLabel: 'Codes de secours',
    copy: 'Copier les codes',
    done: 'Je les ai conservés',
  },
  invitation: {
    title: 'Rejoindre l’administration de VEB Group',
    intro:
      'Vous avez reçu une invitation avec le rôle {role}, à l’adresse {email}. Choisissez votre nom, tel que vos collègues le verront, et un mot de passe.',
    name: 'Votre nom',
    submit: 'Créer mon compte',
    submitting: 'Création de votre compte…',
    invalid: 'Ce lien d’invitation a expiré ou a déjà été utilisé. Demandez-en un nouveau à un propriétaire.',
  },
};
