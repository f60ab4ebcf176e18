import type { PasswordResetInfo } from '@common/admin/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { type ApiError, get, post } from '../../api/client';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { useT } from '../../i18n';

const linkClass = 'font-medium text-primary-dark underline underline-offset-2 hover:text-primary';

/**
 * /admin/reset/{token}: the link of a password-reset e-mail. A new password ends every session of the
 * account; the person then signs in as usual, with the authentication code when two-factor is on.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const t = useT();
  const newPassword = useNewPassword();
  const path = `/password-reset/${encodeURIComponent(token)}`;
  const link = useQuery<PasswordResetInfo, ApiError>({
    queryKey: ['admin', 'password-reset', token],
    queryFn: () => get(path),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reset = useMutation<unknown, ApiError>({ mutationFn: () => post(path, { password: newPassword.password }) });

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <Alert tone="success">{t('auth.reset.done')}</Alert>
        <p className="mt-4">
          <Link href="/" className={linkClass}>
            {t('auth.reset.signIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (link.isPending) return <AuthCard title={t('auth.reset.title')}>{t('common.loading')}</AuthCard>;
  if (link.error || !link.data) {
    // A refusal for asking too often says so; every other answer means the link is spent.
    const message = link.error?.status === 429 ? link.error.message : t('auth.reset.invalid');
    return (
      <AuthCard title={t('auth.reset.invalidTitle')}>
        <Alert tone="error">{message}</Alert>
        <p className="mt-4">
          <Link href="/forgot-password" className={linkClass}>
            {t('auth.reset.askAgain')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.matches()) reset.mutate();
  };
  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro', { email: link.data.email })}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {reset.error && <Alert tone="error">{reset.error.message}</Alert>}
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        <NewPasswordFields value={newPassword} error={reset.error?.fields.password} replacing />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
