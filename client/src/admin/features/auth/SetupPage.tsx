import type { SetupInfo } from '@common/admin/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { type ApiError, get, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Field } from '../../components/Field';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { useLanguage, useT } from '../../i18n';

const linkClass = 'font-medium text-primary-dark underline underline-offset-2 hover:text-primary';

/** Why the address does not work, from the server's answer: an owner exists (409), out of time (410), or unknown. */
function Refused({ error }: { error: ApiError }) {
  const t = useT();
  if (error.status === 409) {
    return (
      <AuthCard title={t('auth.setup.doneTitle')}>
        <p className="text-stone-800">{t('auth.setup.done')}</p>
        <p className="mt-4">
          <Link href="/" className={linkClass}>
            {t('auth.setup.signIn')}
          </Link>
        </p>
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.matches()) create.mutate();
  };
  const field = (name: keyof typeof form) => ({
    name,
    required: true,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    error: create.error?.fields[name],
  });
  return (
    <AuthCard title={t('auth.setup.title')} intro={t('auth.setup.intro')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {create.error && <Alert tone="error">{create.error.message}</Alert>}
        <Field label={t('auth.setup.name')} autoComplete="name" {...field('name')} />
        <Field label={t('auth.setup.email')} type="email" autoComplete="username" {...field('email')} />
        <NewPasswordFields value={newPassword} error={create.error?.fields.password} />
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? t('auth.setup.submitting') : t('auth.setup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
