/** Signing in, the authenticator step, two-factor setup for owners, accepting an invitation. */
export const auth = {
  signIn: {
    title: 'Sign in',
    intro: 'Staff of the VEB Group sign in here to run the website.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    noAccount: 'No account yet? An owner of the site invites staff by email.',
  },
  code: {
    title: 'Enter your authentication code',
    intro: 'Open your authenticator app and enter the six-digit code it shows for VEB Group.',
    label: 'Authentication code',
    hint: 'Lost your phone? Enter one of your recovery codes instead.',
    submit: 'Verify',
    submitting: 'Checking…',
    startOver: 'Sign in with another account',
  },
  enrol: {
    title: 'Set up two-factor sign-in',
    intro:
      'Owners sign in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password). Set it up once now.',
    step1: 'Scan this QR code with your authenticator app.',
    manual: 'Cannot scan? Enter this key in the app instead:',
    step2: 'Enter the six-digit code the app shows.',
    label: 'Authentication code',
    submit: 'Turn on two-factor sign-in',
    submitting: 'Checking…',
    qrAlt: 'QR code to add VEB Group to an authenticator app',
  },
  recovery: {
    title: 'Save your recovery codes',
    intro:
      'If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe, away from your phone (a password manager, or printed). They are shown only now.',
    listLabel: 'Recovery codes',
    copy: 'Copy the codes',
    done: 'I have saved them',
  },
  invitation: {
    title: 'Join the VEB Group admin',
    intro:
      'You were invited as {role} with the address {email}. Choose your name as colleagues will see it, and a password.',
    name: 'Your name',
    password: 'Password',
    passwordHint: 'At least 12 characters. A few unrelated words make a strong password that is easy to remember.',
    confirm: 'The same password again',
    mismatch: 'The two passwords differ',
    submit: 'Create my account',
    submitting: 'Creating your account…',
    invalid: 'This invitation link has expired or was already used. Ask an owner for a new one.',
  },
};
