import type { SignInResult } from '@common/admin/auth';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ApiError, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';

/** The second step: a code from the authenticator app, or a recovery code. */
export function CodePage() {
  const t = useT();
  const refresh = useRefreshSession();
  const [code, setCode] = useState('');
  const verify = useMutation<SignInResult, ApiError>({
    mutationFn: () => post<SignInResult>('/sign-in/code', { code }),
    onSuccess: () => refresh(),
    onError: (error) => {
      setCode('');
      // The half-finished sign-in expired: back to the password.
      if (error.status === 409) void refresh();
    },
  });
  const startOver = useMutation({ mutationFn: () => post('/sign-out'), onSettled: () => refresh() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };
  return (
    <AuthCard title={t('auth.code.title')} intro={t('auth.code.intro')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {verify.error && <Alert tone="error">{verify.error.message}</Alert>}
        <Field
          label={t('auth.code.label')}
          hint={t('auth.code.hint')}
          name="code"
          inputMode="text"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={verify.error?.fields.code}
        />
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? t('auth.code.submitting') : t('auth.code.submit')}
        </Button>
        <Button type="button" variant="link" className="w-full" onClick={() => startOver.mutate()}>
          {t('auth.code.startOver')}
        </Button>
      </form>
    </AuthCard>
  );
}
