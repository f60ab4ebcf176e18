import type { Messages } from '@common/messages';
import type { StaffMailWords } from './en';

/** The staff e-mails in French: « vous », ’ for the apostrophe, a no-break space before : ; ? ! */
export const fr: Messages<StaffMailWords> = {
  invitation: {
    subject: '{inviter} vous invite à rejoindre l’administration de VEB Group',
    intro: '{inviter} vous invite à rejoindre l’administration du site web de VEB Group {role}.',
    asRole: {
      owner: 'avec le rôle Propriétaire (tout, y compris les comptes du personnel et les paramètres)',
      editor:
        'avec le rôle Éditeur (actualités, impact, histoires, lettres d’information et tous les textes du site public)',
      inbox: 'avec le rôle Boîte de réception (messages de contact et abonnés à la lettre d’information)',
      careers: 'avec le rôle Carrières (offres d’emploi, stages et avantages de travailler chez nous)',
      writer: 'avec le rôle Rédacteur (articles d’actualité, soumis à relecture avant qu’un éditeur les publie)',
    },
    openLink: 'Pour accepter, ouvrez ce lien et choisissez votre nom et votre mot de passe :',
    button: 'Accepter l’invitation',
    expiry:
      'Le lien ne fonctionne qu’une fois et expire le {expiry}. S’il a expiré, demandez-en un nouveau à {inviter}.',
    ignore:
      'Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail : rien ne se passe tant que le lien n’est pas utilisé.',
  },
  reset: {
    subject: 'Choisissez un nouveau mot de passe pour l’administration de VEB Group',
    sentByOwner:
      '{owner}, propriétaire du site web de VEB Group, vous a envoyé un lien permettant de choisir un nouveau mot de passe pour votre compte {email}.',
    asked:
      'Quelqu’un a demandé un lien permettant de choisir un nouveau mot de passe pour le compte {email} de l’administration de VEB Group.',
    openLink: 'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    button: 'Choisir un nouveau mot de passe',
    expiry:
      'Le lien ne fonctionne qu’une fois, pendant {minutes, plural, one {# minute} other {# minutes}} : jusqu’au {expiry}.',
    effect:
      'Un nouveau mot de passe ferme toutes les sessions de votre compte, sur tous vos appareils. Si vous utilisez la connexion en deux étapes, vous saisirez toujours votre code d’authentification pour vous connecter.',
    unchanged: 'Votre mot de passe reste inchangé tant que le lien n’est pas utilisé.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  contact: {
    // "envoyé par", not "de": "de" would need an elision before a name that starts with a vowel ("d’Eve").
    subject: 'Nouveau message : {type}, envoyé par {name}',
    intro: 'Un nouveau message est arrivé par le formulaire de contact du site web.',
    fields: {
      toCompany: 'Adressé à : {value}',
      type: 'Type de demande : {value}',
      name: 'Nom : {value}',
      email: 'E-mail : {value}',
      phone: 'Téléphone : {value}',
      company: 'Entreprise : {value}',
      received: 'Date de réception : {value}',
    },
    noCompany: '(non renseignée)',
    message: 'Message :',
    open: 'Ouvrez-le dans la boîte de réception :',
    replying:
      'En répondant à cet e-mail, vous écrivez directement à la personne qui a envoyé le message. Pour que votre réponse reste jointe au message, répondez depuis la boîte de réception.',
  },
  reviewReturned: {
    subject: 'Votre article « {title} » vous a été renvoyé',
    intro: '{reviewer} a relu votre article « {title} » et vous l’a renvoyé avec ce commentaire :',
    open: 'Ouvrez l’article pour faire les modifications, puis soumettez-le de nouveau :',
    button: 'Ouvrir l’article',
  },
  changeReturned: {
    subject: 'Votre modification de « {title} » vous a été renvoyée',
    intro:
      '{reviewer} a relu la modification que vous proposiez pour « {title} » et vous l’a renvoyée avec ce commentaire :',
    open: 'Ouvrez-la pour faire les changements, puis soumettez-la de nouveau :',
    button: 'Ouvrir votre modification',
  },
  newsletterTest: {
    subject: '[Essai] {subject}',
  },
};
