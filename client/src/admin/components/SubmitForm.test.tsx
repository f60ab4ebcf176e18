import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '../lib/leave-guard';
import { renderAdmin } from '../test/render';
import { CodeField, EmailField, NameField, PasswordField } from './AuthFields';
import { SubmitForm } from './SubmitForm';

/** A sign-in form as the screens write it: the state is the screen's, the shape the kit's. */
function SignIn({ onSubmit, error, pending = false }: { onSubmit: () => void; error?: string; pending?: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SubmitForm
      onSubmit={onSubmit}
      error={error}
      pending={pending}
      submit="Sign in"
      pendingLabel="Signing in…"
      wide
      unsaved={email !== ''}
      after={<p>Forgot your password?</p>}
    >
      <EmailField label="Email" value={email} onValue={setEmail} error={error && 'Check the address.'} />
      <PasswordField label="Password" value={password} onValue={setPassword} />
    </SubmitForm>
  );
}

describe('SubmitForm', () => {
  it('sends from the keyboard (Enter in a field), without the browser’s own checks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderAdmin(<SignIn onSubmit={onSubmit} />);
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form');
    expect(form).toHaveAttribute('novalidate');
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('amani@example.org{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('w-full');
    expect(screen.getByText('Forgot your password?')).toBeInTheDocument();
  });

  it('announces the server’s refusal above the fields and links each field’s message to it', () => {
    renderAdmin(<SignIn onSubmit={() => {}} error="Wrong email or password. Try again in 15 minutes." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password. Try again in 15 minutes.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Check the address.');
    // The message comes before the fields, so it is met first.
    expect(screen.getByRole('alert').compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says while it is sending, and cannot be sent twice', () => {
    renderAdmin(<SignIn onSubmit={() => {}} pending />);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('says what it did politely', () => {
    renderAdmin(
      <SubmitForm onSubmit={() => {}} success="Your password has been changed." submit="Save" pendingLabel="Saving…" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('asks before leaving while something typed is not sent', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAdmin(<SignIn onSubmit={() => {}} />);
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('the signing-in fields', () => {
  it('tell password managers and phones what they hold', () => {
    renderAdmin(
      <>
        <NameField label="Your name" value="" onValue={() => {}} />
        <EmailField label="Email" value="" onValue={() => {}} />
        <EmailField label="Colleague’s email" autoComplete="off" value="" onValue={() => {}} />
        <PasswordField label="Password" value="" onValue={() => {}} />
        <CodeField label="Authentication code" hint="Or a recovery code." value="" onValue={() => {}} />
        <CodeField label="Code from the app" appOnly value="" onValue={() => {}} />
      </>,
    );
    const attributes = (label: string) => {
      const input = screen.getByLabelText(label);
      return ['type', 'name', 'autocomplete', 'inputmode', 'spellcheck', 'required'].map((name) =>
        input.getAttribute(name),
      );
    };
    expect(attributes('Your name')).toEqual([null, 'name', 'name', null, null, '']);
    expect(attributes('Email')).toEqual(['email', 'email', 'username', null, null, '']);
    expect(attributes('Colleague’s email')).toEqual(['email', 'email', 'off', null, null, '']);
    expect(attributes('Password')).toEqual(['password', 'password', 'current-password', null, null, '']);
    expect(attributes('Authentication code')).toEqual([null, 'code', 'one-time-code', 'text', 'false', '']);
    expect(attributes('Code from the app')).toEqual([null, 'code', 'one-time-code', 'numeric', 'false', '']);
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription('Or a recovery code.');
  });

  it('give what is typed to the screen', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderAdmin(<CodeField label="Authentication code" value="" onValue={onValue} />);
    await user.type(screen.getByLabelText('Authentication code'), '4');
    expect(onValue).toHaveBeenCalledWith('4');
  });
});
