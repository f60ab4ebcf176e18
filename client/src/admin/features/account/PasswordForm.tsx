import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { PasswordField } from '../../components/AuthFields';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { Section } from '../../components/Section';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';
import { changePassword, sessionsQuery } from './api';

/** Current and new password; the server checks length (12 to 128) and common passwords, and says why. */
export function PasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const change = useMutation<unknown, ApiError>({
    mutationFn: () => changePassword({ current, password: newPassword.password }),
    onSuccess: () => {
      setCurrent('');
      newPassword.clear();
      // The other sessions ended with the change.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
  return (
    <Section title={t('account.password.title')} className="mt-10 max-w-md">
      <SubmitForm
        className="mt-3"
        onSubmit={() => newPassword.matches() && change.mutate()}
        success={change.isSuccess && t('account.password.changed')}
        error={change.error?.message}
        pending={change.isPending}
        submit={t('account.password.submit')}
        pendingLabel={t('account.password.submitting')}
        // Passwords typed but not saved: leaving asks first.
        unsaved={Boolean(current || newPassword.password || newPassword.confirm)}
      >
        <PasswordField
          label={t('account.password.current')}
          name="current-password"
          value={current}
          onValue={setCurrent}
          error={change.error?.fields.current}
        />
        <NewPasswordFields value={newPassword} error={change.error?.fields.password} replacing />
      </SubmitForm>
    </Section>
  );
}
