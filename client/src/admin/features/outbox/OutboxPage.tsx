import { OUTBOX_FILTERS, type OutboxFilter, type OutboxMail } from '@common/admin/outbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Pager } from '../../components/Pager';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { outboxQuery, PAGE_SIZE, retryMail } from './api';
import { OutboxTable } from './OutboxTable';

const isFilter = (value: string | null): value is OutboxFilter => OUTBOX_FILTERS.includes(value as OutboxFilter);

/**
 * The outbox: mail by status in tabs with their counts (arrow keys move between tabs), the
 * error of each failed mail, and Retry. The dashboard links here with ?status=failed.
 */
export function OutboxPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const asked = new URLSearchParams(useSearch()).get('status');
  const [status, setStatus] = useState<OutboxFilter>(isFilter(asked) ? asked : 'queued');
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const list = useQuery({ ...outboxQuery(status, offset), placeholderData: keepPreviousData });

  const retry = useMutation<unknown, ApiError, OutboxMail>({
    mutationFn: (mail) => retryMail(mail.id),
    onSuccess: (_, mail) => {
      const configured = list.data?.mailConfigured ?? true;
      setNotice(t(configured ? 'outbox.retried' : 'outbox.retriedNotConfigured', { to: mail.to }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      // The row leaves the Failed tab with its button: the focus goes to what happened.
      requestAnimationFrame(() => noticeRef.current?.focus());
    },
  });

  const data = list.data;
  // While another tab or page loads, the previous answer only lends its counts to the tabs.
  const shown = list.isPlaceholderData ? undefined : data;
  const from = data?.total ? offset + 1 : 0;
  const to = data ? offset + data.mails.length : 0;
  return (
    <>
      <PageTitle title={t('outbox.title')}>{t('outbox.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('outbox.intro')}</p>
      <div className="mt-4 space-y-3">
        {data && !data.mailConfigured && <Alert tone="warning">{t('outbox.notConfigured')}</Alert>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
        {retry.error && <Alert tone="error">{retry.error.message}</Alert>}
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          {notice && <Alert tone="success">{notice}</Alert>}
        </div>
      </div>

      <Tabs.Root
        value={status}
        onValueChange={(next) => {
          setStatus(next as OutboxFilter);
          setOffset(0);
          setNotice('');
          retry.reset();
        }}
        className="mt-4"
      >
        <Tabs.List aria-label={t('outbox.tabsLabel')} className="flex flex-wrap gap-1 border-b border-stone-300">
          {OUTBOX_FILTERS.map((filter) => (
            <Tabs.Trigger
              key={filter}
              value={filter}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center rounded-t-md border border-transparent px-3 py-2 text-sm font-medium text-stone-700',
                'hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500',
                'data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-stone-900',
              )}
            >
              {data ? t(`outbox.tabs.${filter}`, { count: data.counts[filter] }) : t(`outbox.statuses.${filter}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {OUTBOX_FILTERS.map((filter) => (
          <Tabs.Content
            key={filter}
            value={filter}
            className="pt-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          >
            {!shown && !list.error && <p role="status">{t('common.loading')}</p>}
            {shown && (
              <OutboxTable
                filter={filter}
                mails={shown.mails}
                retrying={retry.isPending ? retry.variables?.id : undefined}
                onRetry={(mail) => retry.mutate(mail)}
              />
            )}
            {shown && shown.total > PAGE_SIZE && (
              <Pager
                label={t('outbox.pages')}
                place={t('outbox.showing', { from, to, total: shown.total })}
                moves={[
                  {
                    label: t('outbox.previous'),
                    disabled: offset === 0,
                    go: () => setOffset((current) => Math.max(0, current - PAGE_SIZE)),
                  },
                  {
                    label: t('outbox.next'),
                    disabled: to >= shown.total,
                    go: () => setOffset((current) => current + PAGE_SIZE),
                  },
                ]}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
