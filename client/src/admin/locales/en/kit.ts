/** The words of the admin kit's shared components (client/src/admin/components), whichever screen shows them. */
export const kit = {
  /** components/SessionRows: where an account is signed in. */
  sessions: {
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
  /** components/translation: a record's languages and the state of each translation. */
  /** Punctuation between translated pieces (French puts a no-break space before the colon). */
  labelled: '{label}: {value}',
  labelOnly: '{label}:',
  colon: ': ',
  inLanguage: '{language}, {field}',
  list: '{first}, {second}',
  languages: { en: 'English', fr: 'French', sw: 'Swahili' },
  languagesLabel: 'Languages',
  translationStatus: { missing: 'Missing', outdated: 'Out of date', current: 'Up to date' },
  translationOf: '{language}: {status}',
  englishWas: 'English: {text}',
  englishEmpty: 'English: (empty)',
  translationHint:
    'Every field with English text needs its translation, except those marked optional; an empty field shows the English.',
  optionalInTranslation: 'optional',
  outdatedNotice: 'The English changed after this translation was saved. Revise it, or confirm it still says the same.',
  willBeOutdated:
    'You changed the English: unless you revise this translation, it will be marked out of date when you save.',
  confirmCurrent: 'The {language} translation still matches the English',
  /** components/record: the translatable record editor. */
  editor: {
    save: 'Save',
    saving: 'Saving…',
    checkFields: 'Check the highlighted fields.',
    reload: 'Load the saved version',
    reloadHint: 'What you typed here is then replaced: copy what you need first.',
  },
  /** components/record: edits not saved yet, kept in this browser (lib/kept-edits.ts). */
  kept: {
    found: 'This browser kept changes you made here without saving them.',
    restore: 'Restore your unsaved changes from {time}',
    discard: 'Discard them',
    savedSince:
      'Someone saved this record since, at {time}. Your changes were made to the version before: saving them will be refused. Restore them to copy what you need.',
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
  /** components/record/RecordHistory: a record's saved versions, and restoring one. */
  history: {
    title: 'History',
    intro: 'Every saved version, newest first. Restoring one saves it as the current version.',
    empty: 'No versions yet.',
    caption: 'Versions of {name}',
    when: 'When',
    who: 'Who',
    what: 'What',
    actionsHeader: 'Actions',
    actions: {
      created: 'Created',
      saved: 'Saved',
      restored: 'Restored',
      deleted: 'Deleted',
      activated: 'Shown',
      deactivated: 'Hidden',
      published: 'Published',
      unpublished: 'Unpublished',
      earlier: 'Before the history was kept',
    },
    actionWithChanges: '{action}: {changed}',
    restore: 'Restore',
    restoreLabel: 'the version of {when}',
    someone: 'Someone',
    restoreTitle: 'Restore the version of {when}?',
    restoreText:
      'The fields and translations return to that version; the site shows it at once. Your current version stays in this history.',
    unsavedLost: 'What you typed in the form and did not save is replaced.',
    restored: 'The version of {when} is restored.',
    current: 'Current',
  },
};
