/**
 * Signing in, the authenticator step, two-factor setup for owners, accepting an invitation, a forgotten
 * password, and the first owner's setup.
 */
export const auth = {
  signIn: {
    title: 'Sign in',
    intro: 'Staff of the VEB Group sign in here to run the website.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    noAccount: 'No account yet? An owner of the site invites staff by email.',
    forgot: 'Forgot your password?',
  },
  forgot: {
    title: 'Forgot your password?',
    intro:
      'Enter the email address of your staff account. We send it a link to choose a new password; the link works once, for 30 minutes.',
    email: 'Email',
    submit: 'Send the link',
    submitting: 'Sending…',
    sentTitle: 'Check your email',
    sent: 'If {email} belongs to a staff account, a link to choose a new password is on its way to it. It works once, for 30 minutes. Nothing arrived after a few minutes? Look in the spam folder, or ask an owner of the site.',
    lostPhone:
      'Lost your phone as well? Sign in with one of your recovery codes at the code step, or ask an owner to reset your two-factor sign-in.',
    back: 'Back to sign-in',
  },
  reset: {
    title: 'Choose a new password',
    intro:
      'For the staff account {email}. Once it is set, every device signed in to this account is signed out, and you sign in again with the new password.',
    submit: 'Set the new password',
    submitting: 'Saving…',
    doneTitle: 'Your password is changed',
    done: 'Every session of your account has ended. Sign in with your new password, and with your authentication code if you use two-factor sign-in.',
    signIn: 'Sign in',
    invalidTitle: 'This link no longer works',
    invalid:
      'A link to choose a new password works once, for 30 minutes, and only the newest one sent to you works. Ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  setup: {
    title: 'Set up the first owner',
    intro:
      'This site has no owner yet, and you opened the setup address it printed when it started. Choose your name, your email address and a password. Next you set up two-factor sign-in, as every owner must.',
    name: 'Your name',
    email: 'Email',
    submit: 'Create the owner account',
    submitting: 'Creating the account…',
    doneTitle: 'This site already has an owner',
    done: 'The setup address works only until the first owner exists. Sign in with your account; an owner invites colleagues from Staff.',
    signIn: 'Go to sign-in',
    expiredTitle: 'This setup address has expired',
    expired:
      'A setup address works for 24 hours. Restart the site: it prints a new address when it starts while no owner exists. Or create the first owner on the server with this command:',
    invalidTitle: 'This setup address is not valid',
    invalid:
      'Copy the whole address the site printed at its last start. Each restart prints a new address, and the one before stops working.',
    command: 'npm run staff -- create --email EMAIL --name NAME --role owner',
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
    submit: 'Create my account',
    submitting: 'Creating your account…',
    invalid: 'This invitation link has expired or was already used. Ask an owner for a new one.',
  },
};
