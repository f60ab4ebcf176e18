import { LIST_END } from '@common/admin/list-cursor';
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberList } from '@common/admin/newsletter';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { type ApiError, del, get } from '../../api/client';
import { Alert } from '../../components/Alert';
import { askingAbout, ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FilterBar } from '../../components/FilterBar';
import { LoadState } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { useAddressState } from '../../lib/address-state';
import { useFormatDate } from '../../lib/dates';
import { showingPlace } from '../../lib/list-place';
import { addressOf, apiQuery, filtersFrom, placeFrom, type SubscriberFilters, type SubscriberPlace } from './address';

/**
 * Subscribers: status, language and dates; search, filter, CSV export, removal. The search,
 * status and page live in the address (address.ts). Pages follow the API's cursors (docs/decisions/059):
 * next, previous, the first and the last page each cost what the first does with 100,000 subscribers, and
 * the line says "more than 1,000" rather than count a search's every match or a place far down the list.
 */
export function SubscribersPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [params, setAddress] = useAddressState();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const place = useMemo(() => placeFrom(params), [params]);
  const [q, setQ] = useState(filters.q);
  // Back and forward (or a link) change the search: the box shows it.
  useEffect(() => setQ(filters.q), [filters.q]);
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: ['admin', 'subscribers', filters, place],
    queryFn: () => get<SubscriberList>(`/subscribers${apiQuery(filters, place)}`),
    placeholderData: keepPreviousData,
  });
  const go = (next: SubscriberFilters, at: SubscriberPlace = {}) => setAddress(addressOf(next, at));

  const [asking, setAsking] = useState<Subscriber | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = (email: string) => {
    setAsking(null);
    setNotice(t('subscribers.removed', { email }));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers'] });
  };

  const data = list.data;
  const shown = data?.subscribers.length ?? 0;
  // Not at the top (a cursor), with no cursor back (nothing shown): back to the top.
  const away = place.after !== undefined || place.before !== undefined;
  return (
    <>
      <PageTitle
        headingRef={heading}
        title={t('subscribers.title')}
        actions={
          <a
            href={`/api/admin/subscribers/export.csv${apiQuery(filters)}`}
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

      <FilterBar
        label={t('subscribers.filters')}
        apply={t('subscribers.apply')}
        onApply={() => go({ ...filters, q: q.trim() })}
      >
        <Field
          label={t('subscribers.search')}
          className="sm:flex-1"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <SelectField
          label={t('subscribers.status')}
          className="sm:w-48"
          value={filters.status}
          onChange={(event) => go({ ...filters, status: event.target.value as SubscriberFilters['status'] })}
          placeholder={t('subscribers.anyStatus')}
          options={SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: t(`subscribers.statuses.${status}`) }))}
        />
      </FilterBar>
      <p className="mt-2 text-sm text-stone-600">{t('subscribers.exportHint')}</p>

      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        <LoadState query={list} />
      </div>
      <ConfirmRemove
        subscriber={asking}
        onRemoved={removed}
        onCancel={() => setAsking(null)}
        afterRemoval={() => heading.current}
      />
      {data && <SubscriberTable subscribers={data.subscribers} onRemove={(subscriber) => setAsking(subscriber)} />}
      {data && (data.next || data.previous || away) && (
        <Pager
          label={t('subscribers.pages')}
          place={shown > 0 && showingPlace(t, 'subscribers', { ...data, shown })}
          moves={[
            { label: t('subscribers.first'), disabled: !data.previous && !away, go: () => go(filters) },
            {
              label: t('subscribers.previous'),
              disabled: !data.previous && !away,
              go: () => go(filters, data.previous ? { before: data.previous } : {}),
            },
            {
              label: t('subscribers.next'),
              disabled: !data.next,
              go: () => data.next && go(filters, { after: data.next }),
            },
            { label: t('subscribers.last'), disabled: !data.next, go: () => go(filters, { before: LIST_END }) },
          ]}
        />
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
      {...askingAbout(remove, subscriber, onCancel)}
      title={t('subscribers.removeTitle', { email: subscriber?.email ?? '' })}
      confirmLabel={t('subscribers.removeConfirm')}
      cancelLabel={t('common.cancel')}
      pendingLabel={t('subscribers.removing')}
      returnFocusTo={remove.isSuccess ? afterRemoval : undefined}
    >
      <p>{t('subscribers.removeText')}</p>
    </ConfirmDialog>
  );
}
