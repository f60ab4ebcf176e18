import { useState } from 'react';
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
  return (
    <>
      <Field
        label={replacing ? t('kit.newPassword.newPassword') : t('kit.newPassword.password')}
        hint={t('kit.newPassword.hint')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(event) => value.setPassword(event.target.value)}
        error={error}
      />
      <Field
        label={replacing ? t('kit.newPassword.confirmNew') : t('kit.newPassword.confirm')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={value.confirm}
        onChange={(event) => value.setConfirm(event.target.value)}
        error={
          value.mismatch ? (replacing ? t('kit.newPassword.mismatchNew') : t('kit.newPassword.mismatch')) : undefined
        }
      />
    </>
  );
}
