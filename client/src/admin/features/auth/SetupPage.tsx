import type { SetupInfo } from '@common/admin/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { type ApiError, get, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { Alert } from '../../components/Alert';
import { AuthCard, AuthLink } from '../../components/AuthCard';
import { EmailField, NameField } from '../../components/AuthFields';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { SubmitForm } from '../../components/SubmitForm';
import { useLanguage, useT } from '../../i18n';

/** Why the address does not work, from the server's answer: an owner exists (409), out of time (410), or unknown. */
function Refused({ error }: { error: ApiError }) {
  const t = useT();
  if (error.status === 409) {
    return (
      <AuthCard title={t('auth.setup.doneTitle')}>
        <p className="text-stone-800">{t('auth.setup.done')}</p>
        <AuthLink href="/" className="mt-4">
          {t('auth.setup.signIn')}
        </AuthLink>
      </AuthCard>
    );
  }
  if (error.status === 410) {
    return (
      <AuthCard title={t('auth.setup.expiredTitle')}>
        <p className="text-stone-800">{t('auth.setup.expired')}</p>
        <code className="mt-3 block rounded bg-stone-100 px-2 py-1 font-mono text-sm break-words">
          {t('auth.setup.command')}
        </code>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.setup.invalidTitle')}>
      <Alert tone="error">{error.status === 429 ? error.message : t('auth.setup.invalid')}</Alert>
    </AuthCard>
  );
}

/**
 * /admin/setup/{token}: a new installation's first owner, from the address the server printed at start.
 * Afterwards the session asks for two-factor setup (EnrolPage), as for every owner.
 */
export function SetupPage({ token }: { token: string }) {
  const t = useT();
  const language = useLanguage();
  const refresh = useRefreshSession();
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ name: '', email: '' });
  const newPassword = useNewPassword();
  const path = `/setup/${encodeURIComponent(token)}`;
  const address = useQuery<SetupInfo, ApiError>({
    queryKey: ['admin', 'setup', token],
    queryFn: () => get(path),
    retry: false,
  });
  const create = useMutation<unknown, ApiError>({
    // The first owner's account starts in the language this screen is shown in.
    mutationFn: () => post(path, { ...form, password: newPassword.password, locale: language }),
    onSuccess: async () => {
      await refresh();
      navigate('/', { replace: true });
    },
  });
  if (address.isPending) return <AuthCard title={t('auth.setup.title')}>{t('common.loading')}</AuthCard>;
  const refusal = create.error && [404, 409, 410].includes(create.error.status) ? create.error : address.error;
  if (refusal) return <Refused error={refusal} />;

  const set = (name: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));
  return (
    <AuthCard title={t('auth.setup.title')} intro={t('auth.setup.intro')}>
      <SubmitForm
        onSubmit={() => newPassword.matches() && create.mutate()}
        error={create.error?.message}
        pending={create.isPending}
        submit={t('auth.setup.submit')}
        pendingLabel={t('auth.setup.submitting')}
        wide
      >
        <NameField
          label={t('auth.setup.name')}
          value={form.name}
          onValue={set('name')}
          error={create.error?.fields.name}
        />
        <EmailField
          label={t('auth.setup.email')}
          value={form.email}
          onValue={set('email')}
          error={create.error?.fields.email}
        />
        <NewPasswordFields value={newPassword} error={create.error?.fields.password} />
      </SubmitForm>
    </AuthCard>
  );
}
