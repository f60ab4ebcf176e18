import type { ComponentProps } from 'react';
import { Field } from './Field';

type FieldProps = ComponentProps<typeof Field>;
/** A field of the signing-in forms: its words and value; what it types is given as a string. */
type AuthFieldProps = Omit<FieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValue?: (value: string) => void;
};

const typed = (onValue?: (value: string) => void): FieldProps['onChange'] =>
  onValue && ((event) => onValue(event.target.value));

/**
 * The address of an account (sign-in, a reset link, a first owner): `username` to a password manager, so it
 * files the password under it. An address that is not one's own (a colleague invited, a person's data)
 * says `autoComplete="off"`.
 */
export function EmailField({ value, onValue, name = 'email', ...field }: AuthFieldProps) {
  return (
    <Field
      type="email"
      name={name}
      autoComplete="username"
      required
      value={value}
      onChange={typed(onValue)}
      {...field}
    />
  );
}

/** The name one goes by, on a new account (the first owner, a colleague invited). */
export function NameField({ value, onValue, name = 'name', ...field }: AuthFieldProps) {
  return <Field name={name} autoComplete="name" required value={value} onChange={typed(onValue)} {...field} />;
}

/** The password one has (signing in, again, or before changing it): the password manager fills it in. */
export function PasswordField({ value, onValue, name = 'password', ...field }: AuthFieldProps) {
  return (
    <Field
      type="password"
      name={name}
      autoComplete="current-password"
      required
      value={value}
      onChange={typed(onValue)}
      {...field}
    />
  );
}

/**
 * A two-factor code. Where a recovery code is also accepted (letters and a dash) the keyboard is a text
 * one, never spell-checked; `appOnly` (the authenticator app's six digits, when setting it up)
 * asks phones for the number pad. `one-time-code` lets the phone offer a code it received.
 */
export function CodeField({
  value,
  onValue,
  name = 'code',
  appOnly = false,
  ...field
}: AuthFieldProps & { appOnly?: boolean }) {
  return (
    <Field
      name={name}
      inputMode={appOnly ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      spellCheck={false}
      required
      value={value}
      onChange={typed(onValue)}
      {...field}
    />
  );
}
