import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { fetchSignIns } from './api';

/** Every sign-in attempt, successful or not (the throttle counts the failures), newest first. */
export function SignInAttempts() {
  const t = useT();
  const formatDate = useFormatDate();
  const list = useInfiniteQuery({
    queryKey: ['admin', 'audit', 'sign-ins'],
    queryFn: ({ pageParam }) => fetchSignIns(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
    // The log grows all the time: each visit reads it afresh.
    staleTime: 0,
  });
  const attempts = list.data?.pages.flatMap((page) => page.attempts) ?? [];
  const reason = (code: string | null) => {
    const key = `audit.signIns.reasons.${code}`;
    const text = code ? t(key) : '';
    return text && text !== key ? text : t('audit.signIns.failed');
  };
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t('audit.signIns.title')}</h2>
      <div className="mt-4 space-y-3">
        <LoadState query={list} />
      </div>
      {list.data && (
        // The result second: a phone shows it without scrolling the table.
        <DataTable
          caption={t('audit.signIns.caption')}
          className="mt-4"
          empty={t('audit.signIns.none')}
          rows={attempts}
          rowKey={(attempt) => attempt.id}
          columns={[
            {
              key: 'when',
              header: t('audit.signIns.when'),
              className: 'whitespace-nowrap',
              cell: (attempt) => <time dateTime={attempt.at}>{formatDate(attempt.at)}</time>,
            },
            {
              key: 'result',
              header: t('audit.signIns.result'),
              cell: (attempt) =>
                attempt.success ? (
                  <span className="font-semibold text-green-900">{t('audit.signIns.success')}</span>
                ) : (
                  <span className="font-semibold text-red-800">{reason(attempt.reason)}</span>
                ),
            },
            {
              key: 'email',
              header: t('audit.signIns.email'),
              className: 'wrap-anywhere',
              cell: (attempt) => attempt.email,
            },
            {
              key: 'step',
              header: t('audit.signIns.step'),
              cell: (attempt) => t(`audit.signIns.steps.${attempt.step}`),
            },
            {
              key: 'from',
              header: t('audit.signIns.from'),
              className: 'font-mono text-xs',
              cell: (attempt) => attempt.ip,
            },
          ]}
        />
      )}
      {list.hasNextPage && (
        <Button
          className="mt-4"
          variant="outline"
          size="sm"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('audit.loadingMore') : t('audit.more')}
        </Button>
      )}
    </>
  );
}
