import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { notifyQuery } from './api';
import { NotifyForm } from './NotifyForm';
import { SiteIdentityForm } from './SiteIdentityForm';
import { TimeZoneForm } from './TimeZoneForm';

/**
 * Settings (owners): the site's identity (docs/decisions/029); the staff area's time zone
 * (docs/decisions/026); who is told about contact messages (docs/decisions/018, 093).
 */
export function SettingsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useQuery(notifyQuery);
  return (
    <>
      <PageTitle title={t('settings.title')}>{t('settings.title')}</PageTitle>
      <SiteIdentityForm />
      <TimeZoneForm />
      <LoadState query={current} />
      {current.data && (
        <NotifyForm settings={current.data} onSaved={(next) => queryClient.setQueryData(notifyQuery.queryKey, next)} />
      )}
    </>
  );
}
