import type { IssueSummary } from '@common/admin/newsletter';
import { LOCALES } from '@common/locale';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { DataTable } from '../../components/DataTable';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { overviewQuery } from './api';
import { statusKey } from './format';

/** Sent and draft issues with their figures (what became of each mail, kept after subscribers leave). */
export function NewsletterList({ notice }: { notice?: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const overview = useQuery({
    ...overviewQuery,
    // While an issue is going out, its figures move.
    refetchInterval: (query) => (query.state.data?.issues.some((issue) => issue.counts.queued > 0) ? 5000 : false),
  });
  const data = overview.data;
  const total = data ? LOCALES.reduce((sum, locale) => sum + data.confirmed[locale], 0) : 0;
  return (
    <>
      <PageTitle
        title={t('newsletters.title')}
        actions={
          <Link href="/new" className={buttonVariants()}>
            {t('newsletters.write')}
          </Link>
        }
      >
        {t('newsletters.title')}
      </PageTitle>
      <p className="max-w-3xl text-stone-700">{t('newsletters.intro')}</p>
      {data && (
        <p className="mt-2 text-sm text-stone-700">
          {t('newsletters.audience', { total, ...data.confirmed, rate: data.ratePerMinute })}
        </p>
      )}
      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {overview.isPending && <p role="status">{t('common.loading')}</p>}
        {overview.error && <Alert tone="error">{t('common.loadError', { message: overview.error.message })}</Alert>}
      </div>
      {data && (
        <DataTable
          caption={t('newsletters.listCaption')}
          className="mt-4"
          minWidth="48rem"
          empty={t('newsletters.none')}
          rows={data.issues}
          rowKey={(issue) => issue.id}
          columns={[
            {
              key: 'subject',
              header: t('newsletters.columns.subject'),
              rowHeader: true,
              className: 'font-medium',
              cell: (issue) => (
                <Link
                  href={`/${issue.id}`}
                  lang={issue.lang ?? undefined}
                  className="text-primary underline underline-offset-4 hover:text-primary-dark"
                >
                  {issue.subject}
                </Link>
              ),
            },
            {
              key: 'languages',
              header: t('newsletters.columns.languages'),
              cell: (issue) => issue.languages.map((locale) => t(`kit.languages.${locale}`)).join(', '),
            },
            {
              key: 'status',
              header: t('newsletters.columns.status'),
              cell: (issue) => t(`newsletters.statuses.${statusKey(issue)}`),
            },
            {
              key: 'date',
              header: t('newsletters.columns.date'),
              className: 'whitespace-nowrap',
              cell: (issue) => formatDate(issue.sentAt ?? issue.updatedAt),
            },
            {
              key: 'recipients',
              header: t('newsletters.columns.recipients'),
              cell: (issue) => sentOnly(issue, issue.recipients),
            },
            ...(['queued', 'sent', 'failed', 'withdrawn'] as const).map((count) => ({
              key: count,
              header: t(`newsletters.columns.${count}`),
              cell: (issue: IssueSummary) => sentOnly(issue, issue.counts[count]),
            })),
          ]}
        />
      )}
    </>
  );
}

/** A draft has no figures yet. */
const sentOnly = (issue: IssueSummary, figure: number | null) => (issue.status === 'draft' ? '—' : figure);
