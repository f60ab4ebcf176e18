import type { SignInResult } from '@common/admin/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ApiError, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { AuthCard } from '../../components/AuthCard';
import { CodeField } from '../../components/AuthFields';
import { SubmitForm } from '../../components/SubmitForm';
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
  return (
    <AuthCard title={t('auth.code.title')} intro={t('auth.code.intro')}>
      <SubmitForm
        onSubmit={() => verify.mutate()}
        error={verify.error?.message}
        pending={verify.isPending}
        submit={t('auth.code.submit')}
        pendingLabel={t('auth.code.submitting')}
        wide
        after={
          <Button type="button" variant="link" className="w-full" onClick={() => startOver.mutate()}>
            {t('auth.code.startOver')}
          </Button>
        }
      >
        <CodeField
          label={t('auth.code.label')}
          hint={t('auth.code.hint')}
          value={code}
          onValue={setCode}
          error={verify.error?.fields.code}
        />
      </SubmitForm>
    </AuthCard>
  );
}
