import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberList } from '@common/admin/newsletter';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { type ApiError, del, get } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';

const PAGE_SIZE = 50;
const selectClass = 'block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900';
interface Filters {
  q: string;
  status: string;
  offset: number;
}

const queryString = ({ q, status, offset }: Partial<Filters>) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (offset) params.set('offset', String(offset));
  return params.size ? `?${params}` : '';
};

/** Subscribers (issue 11 §3): status, language and dates; search, filter, CSV export, removal. */
export function SubscribersPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ q: '', status: '', offset: 0 });
  const [q, setQ] = useState('');
  const [notice, setNotice] = useState('');
  const searchId = useId();
  const statusId = useId();
  const list = useQuery({
    queryKey: ['admin', 'subscribers', filters],
    queryFn: () => get<SubscriberList>(`/subscribers${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: q.trim(), offset: 0 }));
  };
  const [asking, setAsking] = useState<Subscriber | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = (email: string) => {
    setAsking(null);
    setNotice(t('subscribers.removed', { email }));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers'] });
  };

  const data = list.data;
  const from = data?.total ? filters.offset + 1 : 0;
  const to = data ? filters.offset + data.subscribers.length : 0;
  return (
    <>
      <PageTitle
        headingRef={heading}
        title={t('subscribers.title')}
        actions={
          <a
            href={`/api/admin/subscribers/export.csv${queryString({ q: filters.q, status: filters.status })}`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('subscribers.export')}
          </a>
        }
      >
        {t('subscribers.title')}
      </PageTitle>
      <p className="max-w-3xl text-stone-700">{t('subscribers.intro')}</p>
      {data && <p className="mt-2 text-sm text-stone-700">{t('subscribers.counts', data.counts)}</p>}

      <form
        onSubmit={submit}
        aria-label={t('subscribers.filters')}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="space-y-1.5 sm:flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
            {t('subscribers.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
          />
        </div>
        <div className="space-y-1.5 sm:w-48">
          <label htmlFor={statusId} className="block text-sm font-medium text-stone-800">
            {t('subscribers.status')}
          </label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value, offset: 0 }))}
            className={selectClass}
          >
            <option value="">{t('subscribers.anyStatus')}</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`subscribers.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('subscribers.apply')}</Button>
      </form>
      <p className="mt-2 text-sm text-stone-600">{t('subscribers.exportHint')}</p>

      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      </div>
      <ConfirmRemove
        subscriber={asking}
        onRemoved={removed}
        onCancel={() => setAsking(null)}
        afterRemoval={() => heading.current}
      />
      {data && <SubscriberTable subscribers={data.subscribers} onRemove={(subscriber) => setAsking(subscriber)} />}
      {data && data.total > PAGE_SIZE && (
        <nav aria-label={t('subscribers.pages')} className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-stone-700">{t('subscribers.showing', { from, to, total: data.total })}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.offset === 0}
            onClick={() => setFilters((current) => ({ ...current, offset: Math.max(0, current.offset - PAGE_SIZE) }))}
          >
            {t('subscribers.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={to >= data.total}
            onClick={() => setFilters((current) => ({ ...current, offset: current.offset + PAGE_SIZE }))}
          >
            {t('subscribers.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function SubscriberTable({
  subscribers,
  onRemove,
}: {
  subscribers: Subscriber[];
  onRemove: (subscriber: Subscriber) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const date = (key: 'subscribed' | 'confirmed' | 'unsubscribed', at: (s: Subscriber) => string | null) => ({
    key,
    header: t(`subscribers.table.${key}`),
    cell: (subscriber: Subscriber) => formatDate(at(subscriber)),
  });
  return (
    <DataTable
      caption={t('subscribers.table.caption')}
      className="mt-4"
      minWidth="56rem"
      empty={t('subscribers.none')}
      rows={subscribers}
      rowKey={(subscriber) => subscriber.id}
      columns={[
        {
          key: 'email',
          header: t('subscribers.table.email'),
          rowHeader: true,
          className: 'min-w-48 font-medium wrap-anywhere text-stone-900',
          cell: (subscriber) => subscriber.email,
        },
        {
          key: 'status',
          header: t('subscribers.table.status'),
          cell: (subscriber) => (
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[subscriber.status]}`}>
              {t(`subscribers.statuses.${subscriber.status}`)}
            </span>
          ),
        },
        {
          key: 'language',
          header: t('subscribers.table.language'),
          cell: (subscriber) => t(`kit.languages.${subscriber.locale}`),
        },
        date('subscribed', (subscriber) => subscriber.subscribedAt),
        date('confirmed', (subscriber) => subscriber.confirmedAt),
        date('unsubscribed', (subscriber) => subscriber.unsubscribedAt),
        {
          key: 'actions',
          header: t('subscribers.table.actions'),
          cell: (subscriber) => (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('subscribers.removeLabel', { email: subscriber.email })}
              onClick={() => onRemove(subscriber)}
            >
              {t('subscribers.remove')}
            </Button>
          ),
        },
      ]}
    />
  );
}

const STATUS_CLASS: Record<Subscriber['status'], string> = {
  confirmed: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  unsubscribed: 'bg-stone-200 text-stone-800',
};

/**
 * The question before a removal, in the shared confirmation dialog: Cancel has the focus, so Enter never
 * removes by accident. Cancel or Escape gives the focus back to the row's button; after a removal (the
 * row is gone) it goes to the page's heading.
 */
function ConfirmRemove({
  subscriber,
  onRemoved,
  onCancel,
  afterRemoval,
}: {
  subscriber: Subscriber | null;
  onRemoved: (email: string) => void;
  onCancel: () => void;
  afterRemoval: () => HTMLElement | null;
}) {
  const t = useT();
  const remove = useMutation<unknown, ApiError, Subscriber>({
    mutationFn: (target) => del(`/subscribers/${target.id}`),
    onSuccess: (_, target) => onRemoved(target.email),
  });
  return (
    <ConfirmDialog
      open={subscriber !== null}
      title={t('subscribers.removeTitle', { email: subscriber?.email ?? '' })}
      confirmLabel={t('subscribers.removeConfirm')}
      cancelLabel={t('common.cancel')}
      pending={remove.isPending}
      pendingLabel={t('subscribers.removing')}
      error={remove.error?.message}
      onConfirm={() => subscriber && remove.mutate(subscriber)}
      onCancel={() => {
        remove.reset();
        onCancel();
      }}
      returnFocusTo={remove.isSuccess ? afterRemoval : undefined}
    >
      <p>{t('subscribers.removeText')}</p>
    </ConfirmDialog>
  );
}
