import type { StaffMe } from '@common/admin/auth';
import type { AttentionItem } from '@common/admin/dashboard';
import { mayUse } from '@common/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { get } from '../../api/client';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { Section } from '../../components/Section';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';

/** The dashboard's answer (server/src/modules/staff/dashboard.ts); each line's fields in common/src/admin/dashboard.ts. */
interface Dashboard {
  attention: AttentionItem[];
  mailConfigured: boolean;
}

/** An item's text from the dictionary (by kind, a plural message), else the server's own label. */
function attentionText(
  t: ReturnType<typeof useT>,
  formatDate: ReturnType<typeof useFormatDate>,
  item: AttentionItem,
): string {
  const key = `dashboard.attention.${item.kind}`;
  const kind = item.entryKind ? t(`content.kinds.${item.entryKind}.name` as 'content.kinds.job.name') : '';
  const text = t(key, {
    count: item.count,
    kind,
    date: formatDate(item.since ?? item.at),
    subject: item.subject ?? '',
  });
  return text === key ? item.label : text;
}

/** What needs attention, the inbox's and the outbox's items among it. */
export function DashboardPage({ user }: { user: StaffMe }) {
  const t = useT();
  const formatDate = useFormatDate();
  const dashboard = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => get<Dashboard>('/dashboard') });
  return (
    <>
      <PageTitle title={t('dashboard.title')}>{t('dashboard.greeting', { name: user.name })}</PageTitle>
      {dashboard.data && !dashboard.data.mailConfigured && mayUse(user, 'outbox') && (
        <Alert tone="warning">
          {t('dashboard.mailNotConfigured')}{' '}
          <Link href="/outbox" className="font-medium underline underline-offset-4">
            {t('dashboard.openOutbox')}
          </Link>
        </Alert>
      )}
      <Section title={t('dashboard.attentionTitle')} className="mt-6">
        <LoadState query={dashboard} />
        {dashboard.data && dashboard.data.attention.length === 0 && (
          <p className="mt-2 text-stone-700">{t('dashboard.nothing')}</p>
        )}
        {dashboard.data && dashboard.data.attention.length > 0 && (
          <ul className="mt-2 space-y-2">
            {dashboard.data.attention.map((item) => (
              <li key={`${item.kind}:${item.entryKind ?? ''}:${item.path}`}>
                <Link href={item.path} className="font-medium text-primary underline underline-offset-4">
                  {attentionText(t, formatDate, item)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
