/** The words of the admin kit's shared components (client/src/admin/components), whichever screen shows them. */
export const kit = {
  /** components/ConfirmIdentity: re-authentication before a sensitive owner action (docs/decisions/094). */
  confirmIdentity: {
    title: 'Confirm it is you',
    withCode:
      'This change is one a stolen session must not make. Enter a code from your authenticator app, or a recovery code; you will not be asked again for 10 minutes.',
    withPassword:
      'This change is one a stolen session must not make. Enter your password; you will not be asked again for 10 minutes.',
    code: 'Authentication code',
    password: 'Password',
    confirm: 'Confirm',
    checking: 'Checking…',
    cancelled: 'Nothing was changed: you did not confirm it was you.',
  },
  /** components/SessionRows: where an account is signed in. */
  sessions: {
    halfPassword:
      'Not signed in yet: the password was given, the authentication code not yet. End it if it was not this person.',
    halfEnrol: 'Not signed in yet: two-factor sign-in is being set up. End it if it was not this person.',
    from: 'From (IP address)',
    started: 'Signed in',
    lastSeen: 'Last active',
    unknownDevice: 'Unknown device',
  },
  /** components/NewPasswordFields: a password chosen, typed twice. */
  newPassword: {
    password: 'Password',
    newPassword: 'New password',
    hint: 'At least 12 characters. A few unrelated words make a strong password that is easy to remember.',
    confirm: 'The same password again',
    confirmNew: 'The same new password again',
    mismatch: 'The two passwords differ',
    mismatchNew: 'The two new passwords differ',
  },
  /** Punctuation between translated pieces (French puts a no-break space before the colon). */
  labelled: '{label}: {value}',
  labelOnly: '{label}:',
  colon: ': ',
  inLanguage: '{language}, {field}',
  list: '{first}, {second}',
  /** Each language's name in the staff member's language (every mark names its language). */
  languages: { en: 'English', fr: 'French', sw: 'Swahili' },
  languagesLabel: 'Languages',
  /** components/translation/VersionMark: a language version's state, with its language ("French: out of date"). */
  versions: {
    mark: '{language}: {state}',
    state: { missing: 'missing', outdated: 'out of date', current: 'up to date' },
  },
  /** components/record/RecordEditor: one editor for any record of the content model. */
  record: {
    sameInEvery: 'Same in every language',
    sameInEveryHint: 'Written once: every language’s page shows these as they are.',
    words: 'Words, in each language',
    wordsHint:
      'Write the record in any language, and in the others when you can: a visitor whose language is missing reads its original.',
    languages: 'Languages',
    writtenFrom: 'Written from',
    writtenFromHint: 'The version this one translates: when that one changes, this one is marked out of date.',
    writtenFromNone: 'None, an original',
    sourceText: '{language}: {text}',
    showSource: 'Show the {language} text',
    outdatedSaved:
      'The {source} version changed after this one was written. Revise this one, or confirm it still says the same.',
    outdatedNow:
      'You changed the {source} version: unless you revise this one or confirm it, it will be marked out of date when you save.',
    stillSame: 'Still says the same as {language}',
    correction: 'This is a correction: keep the date of “Last updated”',
    correctionHint:
      'For a typo or a fix that does not change what the text says: the page keeps showing the date of its last real change.',
  },
  /** components/record/FigureInput: a figure, written by each language's page its own way. */
  figure: {
    kind: 'What it counts',
    kinds: {
      count: 'A count (people, countries)',
      amount: 'An amount of money',
      percent: 'A percentage',
      year: 'A year',
      years: 'A length of time, in years',
    },
    none: 'No figure',
    number: 'Number',
    numberHint: 'Digits only, in full: 11000, or 1000000000 for a billion. Each page writes it its own way.',
    yearHint: 'A year such as 2030.',
    currency: 'Currency',
    chooseCurrency: 'Choose…',
    plus: 'and more (+)',
    short: 'written short (11K)',
    preview: 'How each page writes it',
    noNumber: 'type a number',
  },
  /** components/record: the editor's save and what it said. */
  editor: {
    save: 'Save',
    saving: 'Saving…',
    checkFields: 'Check the highlighted fields.',
  },
  /** components/record/ConflictChoices: a colleague saved the same fields meanwhile. */
  conflict: {
    title: '{count, plural, one {A colleague changed the same field} other {A colleague changed the same fields}}',
    intro:
      'Their changes to other fields are kept. For each field you both changed, choose what to keep: nothing needs retyping.',
    mine: 'Your version',
    theirs: 'Saved by a colleague',
    keepMine: 'Keep mine',
    keepTheirs: 'Keep theirs',
    combine: 'Combine',
    combined: '{field}, combined',
    empty: '(empty)',
    save: 'Save with these choices',
    yes: 'Yes',
    no: 'No',
  },
  /** components/record: a version of the history loaded into the form ("Restore as draft"). */
  draft: {
    loaded: 'The version of {when} ({who}) is in the form. Nothing is saved until you press Save.',
    backToSaved: 'Back to the saved version',
    undone: 'The form shows the saved version again.',
  },
  /** components/record: edits not saved yet, kept in this browser (lib/kept-edits.ts). */
  kept: {
    found: 'This browser kept changes you made here without saving them.',
    restore: 'Restore your unsaved changes from {time}',
    discard: 'Discard them',
    savedSince:
      'A colleague saved this record since, at {time}. Saving your changes keeps theirs to other fields; where you both changed a field, you choose.',
    restored: 'Your unsaved changes are back in the form. They are not saved yet.',
    discarded: 'Your unsaved changes were discarded.',
  },
  /** components/sortable: an ordered list, by keyboard and pointer. */
  order: {
    moveUp: 'Move up',
    moveDown: 'Move down',
    drag: 'Drag to reorder',
    moved: '{name} moved to position {position} of {count, number}.',
    movedIn: '{name} moved to position {position} of {count, number} in {group}.',
  },
  /** components/record/RecordHistory: a record's saved versions, and restoring one as a draft. */
  history: {
    title: 'History',
    intro:
      'Every saved version, newest first. “Restore as draft” puts one in the form; it is saved only when you press Save.',
    empty: 'No versions yet.',
    caption: 'Versions of {name}',
    when: 'When',
    who: 'Who',
    what: 'What',
    actionsHeader: 'Actions',
    actions: {
      created: 'Created',
      saved: 'Saved',
      /** An article's editor saving by itself while someone types (one version a sitting). */
      autosave: 'Saved automatically',
      restored: 'Restored',
      deleted: 'Deleted',
      activated: 'Shown',
      deactivated: 'Hidden',
      published: 'Published',
      /** Published at a time to come (an article's schedule). */
      scheduled: 'Scheduled',
      unpublished: 'Unpublished',
      /** An article's review (docs/decisions/089): a writer submits it, an editor sends it back or publishes it. */
      submitted: 'Submitted for review',
      returned: 'Sent back',
      approved: 'Approved',
      earlier: 'Before the history was kept',
    },
    actionWithChanges: '{action}: {changed}',
    calledThen: '{what} (then “{name}”)',
    /** What was said with a version: a reviewer's comment on an article sent back. */
    note: 'Comment',
    published: 'Shown on the site',
    restore: 'Restore as draft',
    restoreLabel: 'the version of {when}',
    someone: 'Someone',
    restoreTitle: 'Replace what you typed with the version of {when}?',
    restoreText:
      'What you typed in the form and did not save is replaced by that version. Nothing is saved until you press Save.',
    restoreConfirm: 'Put it in the form',
    current: 'Current',
  },
};
