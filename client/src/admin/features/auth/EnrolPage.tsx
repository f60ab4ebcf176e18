import { useRefreshSession } from '../../api/session';
import { AuthCard } from '../../components/AuthCard';
import { useT } from '../../i18n';
import { TwoFactorSetup } from './TwoFactorSetup';

/** Owners must turn on two-factor sign-in before anything else (issue 10 §2). */
export function EnrolPage() {
  const t = useT();
  const refresh = useRefreshSession();
  return (
    <AuthCard title={t('auth.enrol.title')} intro={t('auth.enrol.intro')}>
      <TwoFactorSetup onDone={() => void refresh()} />
    </AuthCard>
  );
}
