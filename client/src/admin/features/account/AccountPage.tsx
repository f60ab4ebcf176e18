import type { StaffMe } from '@common/admin/auth';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';

export function AccountPage({ user }: { user: StaffMe }) {
  const t = useT();
  return <PageTitle title={t('common.sections.account')}>{user.name}</PageTitle>;
}
