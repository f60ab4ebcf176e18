/** The admin shell: navigation, roles, shared words. */
export const common = {
  productName: 'VEB Group admin',
  skipToContent: 'Skip to main content',
  /** A field of one language version of a text (lib/words.ts). */
  fieldInLanguage: '{field} ({language})',
  viewSite: 'View the website',
  signedInAs: 'Signed in as {name}',
  signOut: 'Sign out',
  menu: 'Menu',
  /** The switch on the screens before signing in. */
  language: 'Language',
  navLabel: 'Admin sections',
  loading: 'Loading…',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  retry: 'Try again',
  never: 'Never',
  yes: 'Yes',
  no: 'No',
  required: 'required',
  errorTitle: 'Something went wrong',
  loadError: 'This could not be loaded: {message}',
  /** Said when no answer from the server says anything (api/client.ts, media uploads). */
  requestErrors: {
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    server: 'Something went wrong on the server. Please try again.',
    failed: 'The request failed ({status}).',
    cancelled: 'Upload cancelled.',
  },
  roles: { owner: 'Owner', editor: 'Editor', inbox: 'Inbox', careers: 'Careers' },
  roleDescriptions: {
    owner: 'Everything, including staff accounts and settings',
    editor: 'News, impact metrics, stories, images, newsletters and the public site’s content',
    inbox: 'Contact messages and subscribers',
    careers: 'Job openings, internships and benefits only',
  },
  sections: {
    dashboard: 'Dashboard',
    inbox: 'Inbox',
    subscribers: 'Subscribers',
    newsletters: 'Newsletters',
    news: 'News',
    impact: 'Impact',
    stories: 'Stories',
    content: 'Site content',
    media: 'Media library',
    staff: 'Staff',
    audit: 'Audit log',
    settings: 'Settings',
    outbox: 'Outbox',
    privacy: 'Personal data',
    account: 'Your account',
  },
  coming: {
    badge: 'coming',
    title: '{section} is on its way',
    text: 'This part of the admin area is being built. Until it is ready, ask the web team for changes here.',
  },
  notFound: { title: 'Page not found', text: 'There is no admin page at this address.', back: 'Go to the dashboard' },
  leave: {
    title: 'Leave without saving?',
    // True of every screen: some keep unsaved edits in the browser (the record editor), others cannot.
    text: 'Your changes on this screen have not been saved yet. Stay to save them, or leave without saving.',
    stay: 'Stay',
    leave: 'Leave without saving',
  },
  reauth: {
    title: 'Your session has ended',
    /** The title when the server said why (SessionEnd), and the sentence that says it. */
    titles: {
      signedOut: 'You signed out',
      expired: 'Your session expired',
      ended: 'Your session was ended',
    },
    why: {
      signedOut: 'You signed out of the staff area, in this tab or another one.',
      expired: 'It ended after 30 minutes without activity, or 12 hours after you signed in.',
      ended:
        'It was ended from another device, by an owner, or by a change to your account (its password, role or two-factor sign-in).',
    },
    text: 'Everything on this screen is kept. Sign in again to save it; nothing is lost meanwhile.',
    banner: 'You are signed out, so nothing on this screen can be saved yet. What you typed is kept.',
    open: 'Sign in again',
    submit: 'Sign in again',
    checkAgain: 'I signed in in another tab',
    stillSignedOut: 'You are not signed in yet. Sign in here, or finish signing in in the other tab.',
    enrol:
      'Your account needs two-factor sign-in set up again. Open the admin area in a new tab, finish signing in there, then come back and choose "I signed in in another tab". This screen keeps your work meanwhile.',
    later: 'Not now',
  },
  forbidden: {
    title: 'Not for your role',
    text: 'Your role does not include this section. An owner can change roles.',
  },
  groupOnly: {
    title: 'For group-wide staff',
    text: 'Your account is limited to your companies, and this section is the whole group’s. An owner can change which companies you work for.',
  },
};
