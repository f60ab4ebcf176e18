import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { useT } from '../../i18n';
import { useUnsavedChanges } from '../../lib/leave-guard';
import { changePassword, sessionsQuery } from './api';

/** Current and new password; the server checks length (12 to 128) and common passwords, and says why. */
export function PasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  // Passwords typed but not saved: leaving asks first (lib/leave-guard.ts).
  useUnsavedChanges(Boolean(current || newPassword.password || newPassword.confirm));
  const change = useMutation<unknown, ApiError>({
    mutationFn: () => changePassword({ current, password: newPassword.password }),
    onSuccess: () => {
      setCurrent('');
      newPassword.clear();
      // The other sessions ended with the change.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.matches()) change.mutate();
  };
  return (
    <section aria-labelledby={titleId} className="mt-10 max-w-md">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('account.password.title')}
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
        {change.isSuccess && <Alert tone="success">{t('account.password.changed')}</Alert>}
        {change.error && <Alert tone="error">{change.error.message}</Alert>}
        <Field
          label={t('account.password.current')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={change.error?.fields.current}
        />
        <NewPasswordFields value={newPassword} error={change.error?.fields.password} replacing />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
        </Button>
      </form>
    </section>
  );
}
