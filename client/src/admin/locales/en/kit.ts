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
};
