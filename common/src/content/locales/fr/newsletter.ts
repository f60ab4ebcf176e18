import type { Messages } from '../../../messages';
import type { newsletter as en } from '../en/newsletter';

export const newsletter: Messages<typeof en> = {
  confirm: {
    meta: {
      title: 'Confirmez votre abonnement',
      description: 'Confirmez votre abonnement à la lettre d’information de VEB Group.',
    },
    heading: 'Confirmez votre abonnement',
    intro:
      'Cliquez sur le bouton pour recevoir la lettre d’information de VEB Group : les nouvelles de nos entreprises, les offres d’emploi et l’actualité des investissements, une fois par mois.',
    button: 'Confirmer mon abonnement',
    busy: 'Confirmation en cours...',
    done: {
      title: 'Abonnement confirmé',
      text: 'Merci ! Vous recevrez la lettre d’information de VEB Group dès le prochain numéro. Chaque numéro contient un lien pour vous désabonner.',
    },
    invalid: {
      title: 'Ce lien n’est pas valide',
      text: 'Il a peut-être déjà été utilisé : si vous avez confirmé votre abonnement, vous n’avez rien d’autre à faire. Sinon, abonnez-vous de nouveau pour recevoir un nouveau lien.',
    },
    expired: {
      title: 'Ce lien a expiré',
      text: 'Les liens de confirmation sont valables 7 jours. Abonnez-vous de nouveau pour recevoir un nouveau lien.',
    },
  },
  unsubscribe: {
    meta: {
      title: 'Se désabonner',
      description: 'Ne plus recevoir la lettre d’information de VEB Group.',
    },
    heading: 'Se désabonner de la lettre d’information',
    intro: 'Cliquez sur le bouton et nous cesserons d’envoyer la lettre d’information de VEB Group à votre adresse.',
    button: 'Me désabonner',
    busy: 'Désabonnement en cours...',
    done: {
      title: 'Vous êtes désabonné',
      text: 'Vous ne recevrez plus la lettre d’information de VEB Group. Si vous changez d’avis, vous pouvez vous abonner de nouveau à tout moment.',
    },
    invalid: {
      title: 'Ce lien n’est pas valide',
      text: 'Il est peut-être incomplet. Utilisez le lien de désabonnement du dernier numéro reçu, ou écrivez-nous et nous vous désabonnerons.',
    },
  },
  missing: {
    title: 'Ce lien est incomplet',
    text: 'Ouvrez le lien tel qu’il figure dans l’e-mail, ou copiez l’adresse complète dans votre navigateur.',
  },
  failed: {
    title: 'Une erreur s’est produite',
    text: 'Veuillez réessayer dans un instant.',
  },
  again: {
    heading: 'Vous abonner de nouveau',
    text: 'Saisissez votre adresse e-mail et nous vous enverrons un nouveau lien de confirmation.',
  },
  contact: 'Nous contacter',
  home: 'Retour à l’accueil',
};
