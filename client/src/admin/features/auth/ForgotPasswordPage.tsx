import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, post } from '../../api/client';
import { Alert } from '../../components/Alert';
import { AuthCard, AuthLink } from '../../components/AuthCard';
import { EmailField } from '../../components/AuthFields';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';

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
  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {ask.isSuccess ? (
        <Alert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sent', { email: ask.variables })}
        </Alert>
      ) : (
        <SubmitForm
          onSubmit={() => ask.mutate(email)}
          error={ask.error?.message}
          pending={ask.isPending}
          submit={t('auth.forgot.submit')}
          pendingLabel={t('auth.forgot.submitting')}
          wide
        >
          <EmailField label={t('auth.forgot.email')} value={email} onValue={setEmail} error={ask.error?.fields.email} />
        </SubmitForm>
      )}
      <p className="mt-4 text-sm text-stone-700">{t('auth.forgot.lostPhone')}</p>
      <AuthLink href="/" className="mt-4 text-sm">
        {t('auth.forgot.back')}
      </AuthLink>
    </AuthCard>
  );
}
