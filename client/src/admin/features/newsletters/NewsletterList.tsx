import type { IssueSummary } from '@common/admin/newsletter';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { overviewQuery } from './api';
import { statusKey } from './format';

/** Sent and draft issues with their figures (what became of each mail, kept after subscribers leave). */
export function NewsletterList({ notice }: { notice?: string }) {
  const t = useT();
  const captionId = useId();
  const overview = useQuery({
    ...overviewQuery,
    // While an issue is going out, its figures move.
    refetchInterval: (query) => (query.state.data?.issues.some((issue) => issue.counts.queued > 0) ? 5000 : false),
  });
  const data = overview.data;
  const total = data ? data.confirmed.en + data.confirmed.fr + data.confirmed.sw : 0;
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
      {data && data.issues.length === 0 && <p className="mt-4 text-stone-700">{t('newsletters.none')}</p>}
      {data && data.issues.length > 0 && (
        <section
          aria-labelledby={captionId}
          // A wide table scrolls in its own region on a phone; the keyboard reaches it to scroll (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
          tabIndex={0}
          className="mt-4 relative overflow-x-auto rounded-md border border-stone-200"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption id={captionId} className="sr-only">
              {t('newsletters.listCaption')}
            </caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                {(['subject', 'status', 'date', 'recipients', 'queued', 'sent', 'failed', 'withdrawn'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`newsletters.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {data.issues.map((issue) => (
                <IssueRow key={issue.id} issue={issue} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

function IssueRow({ issue }: { issue: IssueSummary }) {
  const t = useT();
  const formatDate = useFormatDate();
  const sent = issue.status !== 'draft';
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium">
        <Link href={`/${issue.id}`} className="text-primary underline underline-offset-4 hover:text-primary-dark">
          {issue.subject}
        </Link>
      </th>
      <td className="px-3 py-2">{t(`newsletters.statuses.${statusKey(issue)}`)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(issue.sentAt ?? issue.updatedAt)}</td>
      <td className="px-3 py-2">{sent ? issue.recipients : '—'}</td>
      <td className="px-3 py-2">{sent ? issue.counts.queued : '—'}</td>
      <td className="px-3 py-2">{sent ? issue.counts.sent : '—'}</td>
      <td className="px-3 py-2">{sent ? issue.counts.failed : '—'}</td>
      <td className="px-3 py-2">{sent ? issue.counts.withdrawn : '—'}</td>
    </tr>
  );
}
