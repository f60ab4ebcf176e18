import type { Role } from '@common/admin/roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { type ApiError, get, post } from '../../api/client';
import { useRefreshSession } from '../../api/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { NameField } from '../../components/AuthFields';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';
import { useLanguageControl } from '../../i18n/language';

/** /admin/invitation/{token}: a colleague chooses a name and password and is signed in. */
export function AcceptInvitationPage({ token }: { token: string }) {
  const t = useT();
  const refresh = useRefreshSession();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const newPassword = useNewPassword();
  // The language the page is read in (the browser's, or chosen with its switch) becomes the account's.
  const { language } = useLanguageControl();
  const invitation = useQuery<{ email: string; role: Role }, ApiError>({
    queryKey: ['admin', 'invitation', token],
    queryFn: () => get(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
  const accept = useMutation<unknown, ApiError>({
    mutationFn: () =>
      post(`/invitations/${encodeURIComponent(token)}/accept`, {
        name,
        password: newPassword.password,
        locale: language,
      }),
    onSuccess: async () => {
      await refresh();
      navigate('/', { replace: true });
    },
  });
  if (invitation.isPending) return <AuthCard title={t('auth.invitation.title')}>{t('common.loading')}</AuthCard>;
  if (invitation.error || !invitation.data) {
    return (
      <AuthCard title={t('auth.invitation.title')}>
        <Alert tone="error">{t('auth.invitation.invalid')}</Alert>
      </AuthCard>
    );
  }
  const intro = t('auth.invitation.intro', {
    role: t(`common.roles.${invitation.data.role}`),
    email: invitation.data.email,
  });
  return (
    <AuthCard title={t('auth.invitation.title')} intro={intro}>
      <SubmitForm
        onSubmit={() => newPassword.matches() && accept.mutate()}
        error={accept.error?.message}
        pending={accept.isPending}
        submit={t('auth.invitation.submit')}
        pendingLabel={t('auth.invitation.submitting')}
        wide
      >
        <NameField label={t('auth.invitation.name')} value={name} onValue={setName} error={accept.error?.fields.name} />
        <NewPasswordFields value={newPassword} error={accept.error?.fields.password} />
      </SubmitForm>
    </AuthCard>
  );
}
