import type { Messages } from '@/i18n/types';
import type { kit as en } from '../en/kit';

export const kit: Messages<typeof en> = {
  sessions: {
    from: 'Depuis (adresse IP)',
    started: 'Connexion',
    lastSeen: 'Dernière activité',
    unknownDevice: 'Appareil inconnu',
  },
  newPassword: {
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    hint: 'Au moins 12 caractères. Quelques mots sans rapport entre eux font un mot de passe solide et facile à retenir.',
    confirm: 'Confirmer le mot de passe',
    confirmNew: 'Confirmer le nouveau mot de passe',
    mismatch: 'Les deux mots de passe sont différents',
    mismatchNew: 'Les deux nouveaux mots de passe sont différents',
  },
  labelled: '{label} : {value}',
  labelOnly: '{label} :',
  colon: ' : ',
  inLanguage: '{language}, {field}',
  list: '{first}, {second}',
  languages: { en: 'Anglais', fr: 'Français', sw: 'Swahili' },
  languagesLabel: 'Langues',
  translationStatus: { missing: 'Manquante', outdated: 'À revoir', current: 'À jour' },
  translationOf: '{language} : {status}',
  englishWas: 'Anglais : {text}',
  englishEmpty: 'Anglais : (vide)',
  translationHint:
    'Chaque champ qui a un texte en anglais doit être traduit, sauf ceux marqués facultatifs ; un champ vide affiche l’anglais.',
  optionalInTranslation: 'facultatif',
  outdatedNotice:
    'L’anglais a changé depuis l’enregistrement de cette traduction. Révisez-la, ou confirmez qu’elle dit toujours la même chose.',
  willBeOutdated:
    'Vous avez modifié l’anglais : si vous ne révisez pas cette traduction, elle sera marquée « à revoir » à l’enregistrement.',
  confirmCurrent: 'La traduction ({language}) correspond toujours à l’anglais',
  editor: {
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    checkFields: 'Vérifiez les champs signalés.',
    reload: 'Charger la version enregistrée',
    reloadHint: 'Ce que vous avez saisi ici sera alors remplacé : copiez d’abord ce dont vous avez besoin.',
  },
  kept: {
    found: 'Ce navigateur a conservé des modifications que vous avez faites ici sans les enregistrer.',
    restore: 'Récupérer vos modifications non enregistrées ({time})',
    discard: 'Les abandonner',
    savedSince:
      'Quelqu’un a enregistré cette fiche depuis, le {time}. Vos modifications portent sur la version précédente : leur enregistrement sera refusé. Récupérez-les pour copier ce dont vous avez besoin.',
    restored:
      'Vos modifications non enregistrées sont de retour dans le formulaire. Elles ne sont pas encore enregistrées.',
    discarded: 'Vos modifications non enregistrées ont été abandonnées.',
  },
  order: {
    moveUp: 'Monter',
    moveDown: 'Descendre',
    drag: 'Faire glisser pour réordonner',
    moved: '{name} : désormais en position {position} sur {count, number}.',
    movedIn: '{name} : désormais en position {position} sur {count, number} dans {group}.',
  },
  history: {
    title: 'Historique',
    intro:
      'Toutes les versions enregistrées, de la plus récente à la plus ancienne. En restaurer une l’enregistre comme version actuelle.',
    empty: 'Aucune version pour le moment.',
    caption: 'Versions : {name}',
    when: 'Date',
    who: 'Qui',
    what: 'Quoi',
    actionsHeader: 'Actions',
    actions: {
      created: 'Création',
      saved: 'Enregistrement',
      restored: 'Restauration',
      deleted: 'Suppression',
      activated: 'Affichage',
      deactivated: 'Masquage',
      published: 'Publication',
      unpublished: 'Dépublication',
      earlier: 'Avant la tenue de l’historique',
    },
    actionWithChanges: '{action} : {changed}',
    restore: 'Restaurer',
    restoreLabel: 'la version du {when}',
    someone: 'Quelqu’un',
    restoreTitle: 'Restaurer la version du {when} ?',
    restoreText:
      'Les champs et les traductions reviennent à cette version ; le site l’affiche aussitôt. Votre version actuelle reste dans cet historique.',
    unsavedLost: 'Ce que vous avez saisi dans le formulaire sans l’enregistrer est remplacé.',
    restored: 'La version du {when} est restaurée.',
    current: 'Actuelle',
  },
};
