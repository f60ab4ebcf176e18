import { useRefreshSession } from '../../api/session';
import { AuthCard } from '../../components/AuthCard';
import { TwoFactorSetup } from '../../components/two-factor/TwoFactorSetup';
import { useT } from '../../i18n';

/** Owners must turn on two-factor sign-in before anything else (docs/decisions/013). */
export function EnrolPage() {
  const t = useT();
  const refresh = useRefreshSession();
  return (
    <AuthCard title={t('auth.enrol.title')} intro={t('auth.enrol.intro')}>
      <TwoFactorSetup onDone={() => void refresh()} />
    </AuthCard>
  );
}
