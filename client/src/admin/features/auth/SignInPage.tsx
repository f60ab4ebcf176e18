import type { SignInResult } from '@common/admin/auth';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { type ApiError, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';

/** A form with fields labelled "Email" and "Password" and a "Sign in" button. */
export function SignInPage() {
  const t = useT();
  const refresh = useRefreshSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation<SignInResult, ApiError>({
    mutationFn: () => post<SignInResult>('/sign-in', { email, password }),
    onSuccess: () => refresh(),
    onError: () => setPassword(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <AuthCard title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {signIn.error && <Alert tone="error">{signIn.error.message}</Alert>}
        <Field
          label={t('auth.signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={signIn.error?.fields.email}
        />
        <Field
          label={t('auth.signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={signIn.error?.fields.password}
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
        <p className="text-sm">
          <Link
            href="/forgot-password"
            className="font-medium text-primary-dark underline underline-offset-2 hover:text-primary"
          >
            {t('auth.signIn.forgot')}
          </Link>
        </p>
        <p className="text-sm text-stone-600">{t('auth.signIn.noAccount')}</p>
      </form>
    </AuthCard>
  );
}
