import { CONTACT_STATUSES, INBOX_PAGE_SIZE, type InboxSummary } from '@common/admin/contact';
import { INQUIRY_TYPES } from '@common/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { type InboxFilters, listQuery } from './api';
import { STATUS_CLASS, selectClass } from './format';

/** The inbox (issue 11 §2): newest first, unread in bold; filter by status and type; search; pages of 50. */
export function InboxList() {
  const t = useT();
  const [filters, setFilters] = useState<InboxFilters>({ q: '', status: '', type: '', offset: 0 });
  const [q, setQ] = useState('');
  const searchId = useId();
  const statusId = useId();
  const typeId = useId();
  const list = useQuery({ ...listQuery(filters), placeholderData: keepPreviousData });
  const choose = (change: Partial<InboxFilters>) => setFilters((current) => ({ ...current, ...change, offset: 0 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose({ q: q.trim() });
  };

  const data = list.data;
  const from = data?.total ? filters.offset + 1 : 0;
  const to = data ? filters.offset + data.messages.length : 0;
  return (
    <>
      <PageTitle title={t('inbox.title')}>{t('inbox.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('inbox.intro')}</p>
      {data && (
        <p className="mt-2 text-sm text-stone-700">
          <strong>{t('inbox.unreadCount', { count: data.unread })}</strong> · {t('inbox.counts', data.counts)}
        </p>
      )}

      <form onSubmit={submit} aria-label={t('inbox.filters')} className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
            {t('inbox.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={statusId} className="block text-sm font-medium text-stone-800">
            {t('inbox.status')}
          </label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) => choose({ status: event.target.value })}
            className={selectClass}
          >
            <option value="">{t('inbox.current')}</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`inbox.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="block text-sm font-medium text-stone-800">
            {t('inbox.type')}
          </label>
          <select
            id={typeId}
            value={filters.type}
            onChange={(event) => choose({ type: event.target.value })}
            className={selectClass}
          >
            <option value="">{t('inbox.anyType')}</option>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`inbox.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Button type="submit">{t('inbox.apply')}</Button>
        </div>
      </form>

      <div className="mt-4 space-y-3">
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      </div>
      {data && data.messages.length === 0 && <p className="mt-4 text-stone-700">{t('inbox.none')}</p>}
      {data && data.messages.length > 0 && (
        <ul
          aria-label={t('inbox.listLabel')}
          className="mt-4 divide-y divide-stone-200 rounded-md border border-stone-200"
        >
          {data.messages.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      )}
      {data && data.total > INBOX_PAGE_SIZE && (
        <nav aria-label={t('inbox.pages')} className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-stone-700">{t('inbox.showing', { from, to, total: data.total })}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.offset === 0}
            onClick={() =>
              setFilters((current) => ({ ...current, offset: Math.max(0, current.offset - INBOX_PAGE_SIZE) }))
            }
          >
            {t('inbox.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={to >= data.total}
            onClick={() => setFilters((current) => ({ ...current, offset: current.offset + INBOX_PAGE_SIZE }))}
          >
            {t('inbox.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

/** One message: the sender's name links to it; unread ones are bold and say so in words too. */
function MessageRow({ message }: { message: InboxSummary }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <li data-testid="inbox-message" className={cn('p-3 sm:p-4', message.unread && 'bg-sky-50')}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          href={`/${message.id}`}
          className={cn(
            'break-words text-primary-dark underline-offset-4 hover:underline',
            message.unread ? 'font-bold' : 'font-medium',
          )}
        >
          {message.unread && <span className="sr-only">{t('inbox.unread')}: </span>}
          {message.name}
        </Link>
        <span className="wrap-anywhere text-sm text-stone-700">{message.email}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[message.status])}>
          {t(`inbox.statuses.${message.status}`)}
        </span>
        {message.unread && (
          <span aria-hidden="true" className="rounded-full bg-sky-800 px-2 py-0.5 text-xs font-semibold text-white">
            {t('inbox.unread')}
          </span>
        )}
      </div>
      <p className={cn('mt-1 text-sm text-stone-800', message.unread && 'font-semibold')}>
        {t(`inbox.types.${message.type}`)}
        {message.company ? ` · ${message.company}` : ''}
      </p>
      <p className="mt-1 text-sm break-words text-stone-700">{message.excerpt}</p>
      <p className="mt-1 text-xs text-stone-600">
        {t('inbox.received', { date: formatDate(message.receivedAt) })} ·{' '}
        {message.assignee ? t('inbox.assignedTo', { name: message.assignee.name }) : t('inbox.unassigned')}
      </p>
    </li>
  );
}
