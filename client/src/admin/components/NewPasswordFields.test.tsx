import { fireEvent, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

function Form({ onSubmit, replacing }: { onSubmit: (password: string) => void; replacing?: boolean }) {
  const newPassword = useNewPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.matches()) onSubmit(newPassword.password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields value={newPassword} replacing={replacing} error={undefined} />
      <button type="submit">Go</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('sends the password only when both fields match, and says why otherwise', () => {
    const sent = vi.fn();
    renderAdmin(<Form onSubmit={sent} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/At least 12 characters/);
    fireEvent.change(password, { target: { value: 'purple elephants dance' } });
    fireEvent.change(screen.getByLabelText('The same password again'), { target: { value: 'purple elephant dance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(sent).not.toHaveBeenCalled();
    const confirm = screen.getByLabelText('The same password again');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The two passwords differ');
    fireEvent.change(confirm, { target: { value: 'purple elephants dance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(sent).toHaveBeenCalledWith('purple elephants dance');
  });

  it('names a replacement "New password"', () => {
    renderAdmin(<Form onSubmit={() => {}} replacing />);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('The same new password again')).toBeInTheDocument();
  });
});
