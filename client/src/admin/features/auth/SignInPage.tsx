import type { SignInResult } from '@common/admin/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { AuthCard, AuthLink } from '../../components/AuthCard';
import { EmailField, PasswordField } from '../../components/AuthFields';
import { SubmitForm } from '../../components/SubmitForm';
import { useLanguage, useT } from '../../i18n';

/** A form with fields labelled "Email" and "Password" and a "Sign in" button. */
export function SignInPage() {
  const t = useT();
  const language = useLanguage();
  const refresh = useRefreshSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation<SignInResult, ApiError>({
    // The screen's language: an account that never chose one takes it (docs/decisions/091).
    mutationFn: () => post<SignInResult>('/sign-in', { email, password, locale: language }),
    onSuccess: () => refresh(),
    onError: () => setPassword(''),
  });
  return (
    <AuthCard title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
      <SubmitForm
        onSubmit={() => signIn.mutate()}
        error={signIn.error?.message}
        pending={signIn.isPending}
        submit={t('auth.signIn.submit')}
        pendingLabel={t('auth.signIn.submitting')}
        wide
        after={
          <>
            <AuthLink href="/forgot-password" className="text-sm">
              {t('auth.signIn.forgot')}
            </AuthLink>
            <p className="text-sm text-stone-600">{t('auth.signIn.noAccount')}</p>
          </>
        }
      >
        <EmailField
          label={t('auth.signIn.email')}
          value={email}
          onValue={setEmail}
          error={signIn.error?.fields.email}
        />
        <PasswordField
          label={t('auth.signIn.password')}
          value={password}
          onValue={setPassword}
          error={signIn.error?.fields.password}
        />
      </SubmitForm>
    </AuthCard>
  );
}
