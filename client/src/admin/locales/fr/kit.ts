import type { Messages } from '@/i18n/types';
import type { kit as en } from '../en/kit';

export const kit: Messages<typeof en> = {
  confirmIdentity: {
    title: 'Confirmez que c’est bien vous',
    withCode:
      'Une session volée ne doit pas pouvoir faire cette modification. Saisissez un code de votre application d’authentification, ou un code de secours ; il ne vous sera pas redemandé pendant 10 minutes.',
    withPassword:
      'Une session volée ne doit pas pouvoir faire cette modification. Saisissez votre mot de passe ; il ne vous sera pas redemandé pendant 10 minutes.',
    code: 'Code d’authentification',
    password: 'Mot de passe',
    confirm: 'Confirmer',
    checking: 'Vérification…',
    cancelled: 'Rien n’a été modifié : vous n’avez pas confirmé que c’était vous.',
  },
  sessions: {
    halfPassword:
      'Pas encore connecté : le mot de passe a été donné, le code d’authentification pas encore. Fermez cette session si ce n’était pas cette personne.',
    halfEnrol:
      'Pas encore connecté : la connexion en deux étapes est en cours de configuration. Fermez cette session si ce n’était pas cette personne.',
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
  versions: {
    mark: '{language} : {state}',
    state: { missing: 'manquante', outdated: 'à revoir', current: 'à jour' },
  },
  record: {
    sameInEvery: 'Identique dans toutes les langues',
    sameInEveryHint: 'Saisi une seule fois : les pages de chaque langue l’affichent tel quel.',
    words: 'Les textes, dans chaque langue',
    wordsHint:
      'Rédigez la fiche dans n’importe quelle langue, et dans les autres quand vous le pouvez : un visiteur dont la langue manque lit sa version originale.',
    languages: 'Langues',
    writtenFrom: 'Traduite depuis',
    writtenFromHint: 'La version que celle-ci traduit : quand elle change, celle-ci est marquée « à revoir ».',
    writtenFromNone: 'Aucune, c’est une version originale',
    sourceText: '{language} : {text}',
    showSource: 'Afficher le texte source ({language})',
    outdatedSaved:
      'Sa version source ({source}) a changé après la rédaction de celle-ci. Révisez-la, ou confirmez qu’elle dit toujours la même chose.',
    outdatedNow:
      'Vous avez modifié sa version source ({source}) : si vous ne révisez pas celle-ci et ne la confirmez pas, elle sera marquée « à revoir » à l’enregistrement.',
    stillSame: 'Dit toujours la même chose que sa version source ({language})',
    correction: 'C’est une correction : garder la date de « Dernière mise à jour »',
    correctionHint:
      'Pour une faute de frappe ou une retouche qui ne change pas le sens du texte : la page garde la date de sa dernière vraie modification.',
  },
  figure: {
    kind: 'Ce qu’il compte',
    kinds: {
      count: 'Un nombre (personnes, pays)',
      amount: 'Un montant',
      percent: 'Un pourcentage',
      year: 'Une année',
      years: 'Une durée, en années',
    },
    none: 'Aucun chiffre',
    number: 'Nombre',
    numberHint:
      'Des chiffres seulement, en entier : 11000, ou 1000000000 pour un milliard. Chaque page l’écrit à sa façon.',
    yearHint: 'Une année, par exemple 2030.',
    currency: 'Devise',
    chooseCurrency: 'Choisir…',
    plus: 'et plus (+)',
    short: 'écrit en abrégé (11 k)',
    preview: 'Comment chaque page l’écrit',
    noNumber: 'saisissez un nombre',
  },
  editor: {
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    checkFields: 'Vérifiez les champs signalés.',
  },
  conflict: {
    title: '{count, plural, one {Un collègue a modifié le même champ} other {Un collègue a modifié les mêmes champs}}',
    intro:
      'Ses modifications des autres champs sont conservées. Pour chaque champ que vous avez modifié tous les deux, choisissez ce que vous gardez : rien n’est à ressaisir.',
    mine: 'Votre version',
    theirs: 'Enregistrée par un collègue',
    keepMine: 'Garder la mienne',
    keepTheirs: 'Garder la sienne',
    combine: 'Combiner',
    combined: '{field}, combiné',
    empty: '(vide)',
    save: 'Enregistrer avec ces choix',
    yes: 'Oui',
    no: 'Non',
  },
  draft: {
    loaded:
      'La version du {when} ({who}) est dans le formulaire. Rien n’est enregistré tant que vous n’appuyez pas sur Enregistrer.',
    backToSaved: 'Revenir à la version enregistrée',
    undone: 'Le formulaire affiche de nouveau la version enregistrée.',
  },
  kept: {
    found: 'Ce navigateur a conservé des modifications que vous avez faites ici sans les enregistrer.',
    restore: 'Récupérer vos modifications non enregistrées ({time})',
    discard: 'Les abandonner',
    savedSince:
      'Un collègue a enregistré cette fiche depuis, le {time}. En enregistrant vos modifications, les siennes sur les autres champs sont conservées ; là où vous avez modifié tous deux un champ, vous choisissez.',
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
      'Toutes les versions enregistrées, de la plus récente à la plus ancienne. « Restaurer comme brouillon » en place une dans le formulaire ; elle n’est enregistrée que lorsque vous appuyez sur Enregistrer.',
    empty: 'Aucune version pour le moment.',
    caption: 'Versions : {name}',
    when: 'Date',
    who: 'Qui',
    what: 'Quoi',
    actionsHeader: 'Actions',
    actions: {
      created: 'Création',
      saved: 'Enregistrement',
      autosave: 'Enregistrement automatique',
      restored: 'Restauration',
      deleted: 'Suppression',
      activated: 'Affichage',
      deactivated: 'Masquage',
      published: 'Publication',
      scheduled: 'Publication programmée',
      unpublished: 'Dépublication',
      submitted: 'Soumission à relecture',
      returned: 'Renvoi',
      approved: 'Approbation',
      earlier: 'Avant la tenue de l’historique',
    },
    actionWithChanges: '{action} : {changed}',
    calledThen: '{what} (alors « {name} »)',
    note: 'Commentaire',
    published: 'Affichée sur le site',
    restore: 'Restaurer comme brouillon',
    restoreLabel: 'la version du {when}',
    someone: 'Quelqu’un',
    restoreTitle: 'Remplacer votre saisie par la version du {when} ?',
    restoreText:
      'Ce que vous avez saisi dans le formulaire sans l’enregistrer est remplacé par cette version. Rien n’est enregistré tant que vous n’appuyez pas sur Enregistrer.',
    restoreConfirm: 'La placer dans le formulaire',
    current: 'Actuelle',
  },
};
