import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { fetchSignIns } from './api';

/** Every sign-in attempt, successful or not (the throttle counts the failures), newest first. */
export function SignInAttempts() {
  const t = useT();
  const formatDate = useFormatDate();
  const captionId = useId();
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
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      </div>
      {list.data && attempts.length === 0 && <p className="mt-4 text-stone-700">{t('audit.signIns.none')}</p>}
      {attempts.length > 0 && (
        <section
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
          tabIndex={0}
          className="mt-4 relative overflow-x-auto rounded-md border border-stone-200"
        >
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption id={captionId} className="sr-only">
              {t('audit.signIns.caption')}
            </caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                {(['when', 'result', 'email', 'step', 'from'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`audit.signIns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            {/* The result second: a phone shows it without scrolling the table. */}
            <tbody className="divide-y divide-stone-200">
              {attempts.map((attempt) => (
                <tr key={attempt.id} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={attempt.at}>{formatDate(attempt.at)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {attempt.success ? (
                      <span className="font-semibold text-green-900">{t('audit.signIns.success')}</span>
                    ) : (
                      <span className="font-semibold text-red-800">{reason(attempt.reason)}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 wrap-anywhere">{attempt.email}</td>
                  <td className="px-3 py-2">{t(`audit.signIns.steps.${attempt.step}`)}</td>
                  <td className="px-3 py-2 font-mono text-xs">{attempt.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
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
