import type { PasswordResetInfo } from '@common/admin/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiError, get, post } from '../../api/client';
import { Alert } from '../../components/Alert';
import { AuthCard, AuthLink } from '../../components/AuthCard';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';

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
        <AuthLink href="/" className="mt-4">
          {t('auth.reset.signIn')}
        </AuthLink>
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
        <AuthLink href="/forgot-password" className="mt-4">
          {t('auth.reset.askAgain')}
        </AuthLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro', { email: link.data.email })}>
      <SubmitForm
        onSubmit={() => newPassword.matches() && reset.mutate()}
        error={reset.error?.message}
        pending={reset.isPending}
        submit={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.submitting')}
        wide
      >
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        <NewPasswordFields value={newPassword} error={reset.error?.fields.password} replacing />
      </SubmitForm>
    </AuthCard>
  );
}
