import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberList } from '@common/admin/newsletter';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { type ApiError, del, get } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';

const PAGE_SIZE = 50;
const selectClass = 'block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900';
/** A destructive action: the shared button's shape in red (its variants are not meant to be overridden). */
const dangerClass =
  'inline-flex h-9 items-center justify-center rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:pointer-events-none disabled:opacity-60';

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
  const [asking, setAsking] = useState<{ subscriber: Subscriber; trigger: HTMLButtonElement } | null>(null);
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
      {data && data.subscribers.length === 0 && <p className="mt-4 text-stone-700">{t('subscribers.none')}</p>}
      {asking && (
        <ConfirmRemove
          key={asking.subscriber.id}
          subscriber={asking.subscriber}
          onRemoved={removed}
          onCancel={() => {
            const { trigger } = asking;
            setAsking(null);
            requestAnimationFrame(() => trigger.focus());
          }}
        />
      )}
      {data && data.subscribers.length > 0 && (
        <SubscriberTable
          subscribers={data.subscribers}
          onRemove={(subscriber, trigger) => setAsking({ subscriber, trigger })}
        />
      )}
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
  onRemove: (subscriber: Subscriber, trigger: HTMLButtonElement) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // A wide table scrolls in its own region on a phone; the keyboard reaches it to scroll (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-md border border-stone-200"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('subscribers.table.caption')}
        </caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {(['email', 'status', 'language', 'subscribed', 'confirmed', 'unsubscribed', 'actions'] as const).map(
              (column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`subscribers.table.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} className="align-top">
              <th scope="row" className="px-3 py-2 font-medium wrap-anywhere text-stone-900">
                {subscriber.email}
              </th>
              <td className="px-3 py-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[subscriber.status]}`}>
                  {t(`subscribers.statuses.${subscriber.status}`)}
                </span>
              </td>
              <td className="px-3 py-2">{t(`subscribers.languages.${subscriber.locale}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(subscriber.subscribedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(subscriber.confirmedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(subscriber.unsubscribedAt)}</td>
              <td className="px-3 py-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('subscribers.removeLabel', { email: subscriber.email })}
                  onClick={(event) => onRemove(subscriber, event.currentTarget)}
                >
                  {t('subscribers.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const STATUS_CLASS: Record<Subscriber['status'], string> = {
  confirmed: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  unsubscribed: 'bg-stone-200 text-stone-800',
};

/**
 * The question before a removal, above the table (so it fits a phone's width): Remove takes the focus;
 * Cancel or Escape gives it back to the row's button.
 */
function ConfirmRemove({
  subscriber,
  onRemoved,
  onCancel,
}: {
  subscriber: Subscriber;
  onRemoved: (email: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => del(`/subscribers/${subscriber.id}`),
    onSuccess: () => onRemoved(subscriber.email),
  });
  return (
    <fieldset
      className="mt-4 max-w-2xl space-y-2 rounded-md border border-red-300 bg-red-50 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <legend className="float-left mb-2 w-full font-semibold break-words text-red-950">
        {t('subscribers.removeTitle', { email: subscriber.email })}
      </legend>
      <p className="text-stone-800">{t('subscribers.removeText')}</p>
      {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          ref={confirm}
          className={dangerClass}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? t('subscribers.removing') : t('subscribers.removeConfirm')}
        </button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
