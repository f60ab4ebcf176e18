import { type ComponentProps, useState } from 'react';
import { useT } from '../i18n';
import { Field } from './Field';

/**
 * A password being chosen, typed twice: its state and the check that both match, for NewPasswordFields.
 * The server judges the password itself (length, common passwords) and says why in its answer.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return {
    password,
    confirm,
    mismatch,
    setPassword,
    setConfirm,
    /** On submit: true when the two match; otherwise the second field says they differ. */
    matches() {
      setMismatch(password !== confirm);
      return password === confirm;
    },
    clear() {
      setPassword('');
      setConfirm('');
      setMismatch(false);
    },
  };
}
export type NewPassword = ReturnType<typeof useNewPassword>;

/**
 * The new-password pair of every screen that sets one (first owner, invitation, reset link, account):
 * the same words, hint, autocomplete (a password manager offers to generate and save it) and mismatch
 * message. `replacing` names it "New password" where an old one exists.
 */
export function NewPasswordFields({
  value,
  error,
  replacing = false,
}: {
  value: NewPassword;
  /** The server's message on the password ("Use at least 12 characters"). */
  error?: string;
  replacing?: boolean;
}) {
  const t = useT();
  const mismatch = replacing ? t('kit.newPassword.mismatchNew') : t('kit.newPassword.mismatch');
  return (
    <>
      <NewPasswordField
        label={replacing ? t('kit.newPassword.newPassword') : t('kit.newPassword.password')}
        hint={t('kit.newPassword.hint')}
        name="new-password"
        value={value.password}
        onValue={value.setPassword}
        error={error}
      />
      <NewPasswordField
        label={replacing ? t('kit.newPassword.confirmNew') : t('kit.newPassword.confirm')}
        name="confirm-password"
        value={value.confirm}
        onValue={value.setConfirm}
        error={value.mismatch ? mismatch : undefined}
      />
    </>
  );
}

/** One of the pair: `new-password`, so a password manager offers to generate it and saves it. */
function NewPasswordField({
  onValue,
  ...field
}: Omit<ComponentProps<typeof Field>, 'onChange'> & { onValue: (value: string) => void }) {
  return (
    <Field
      type="password"
      autoComplete="new-password"
      required
      onChange={(event) => onValue(event.target.value)}
      {...field}
    />
  );
}
