import type { StaffMe } from '@common/admin/auth';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { LanguageForm } from './LanguageForm';
import { PasswordForm } from './PasswordForm';
import { SessionsList } from './SessionsList';
import { TwoFactorPanel } from './TwoFactorPanel';

/** The signed-in person's own account (every role): language, where they are signed in, password, two-factor. */
export function AccountPage({ user }: { user: StaffMe }) {
  const t = useT();
  return (
    <>
      <PageTitle title={t('account.title')}>{t('account.title')}</PageTitle>
      <p className="text-stone-700">
        {t('account.intro', { email: user.email, role: t(`common.roles.${user.role}`) })}
      </p>
      <LanguageForm user={user} />
      <SessionsList />
      <PasswordForm />
      <TwoFactorPanel />
    </>
  );
}
