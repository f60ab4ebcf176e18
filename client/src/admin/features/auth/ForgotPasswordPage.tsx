import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { type ApiError, post } from '../../api/client';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';

const linkClass = 'font-medium text-primary-dark underline underline-offset-2 hover:text-primary';

/**
 * /admin/forgot-password: the address of the account, then one answer for every address (the server never
 * says whether it has an account), telling where the link goes and for how long it works.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const ask = useMutation<unknown, ApiError, string>({
    mutationFn: (address) => post('/password-reset', { email: address }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(email);
  };
  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {ask.isSuccess ? (
        <Alert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sent', { email: ask.variables })}
        </Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {ask.error && <Alert tone="error">{ask.error.message}</Alert>}
          <Field
            label={t('auth.forgot.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={ask.error?.fields.email}
          />
          <Button type="submit" className="w-full" disabled={ask.isPending}>
            {ask.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm text-stone-700">{t('auth.forgot.lostPhone')}</p>
      <p className="mt-4 text-sm">
        <Link href="/" className={linkClass}>
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
