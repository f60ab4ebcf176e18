import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useAddressState } from '../../lib/address-state';
import { announce } from '../../lib/announce';
import { addressOf, filtersFrom, type InboxFilters, type InboxPlace, placeAddress, placeFrom } from './address';
import { assigneesQuery, companiesQuery, listQuery } from './api';
import { BulkBar } from './BulkBar';
import { Filters } from './Filters';
import { showingText } from './format';
import { MessageRow } from './MessageRow';

/**
 * The inbox: newest first, unread in bold; filter by status, type, assignee and the company a message was
 * sent to (a company's queue: its page's form, docs/decisions/084);
 * search; pages of 50; select messages to act on many at once. Filters and page live in the address, so a
 * list can be bookmarked, shared and reached with back and forward. Next and previous follow the API's
 * cursors (docs/decisions/054): a page deep in a million messages costs what the first does, and one that
 * arrives meanwhile neither repeats nor hides one. "Showing 51 to 100 of N" is the server's count, which
 * says "more than 1,000" rather than count a search's every match or a place far down the list.
 */
export function InboxList() {
  const t = useT();
  const [params, setAddress] = useAddressState();
  const people = useQuery(assigneesQuery);
  const companies = useQuery(companiesQuery);
  const filters = useMemo(() => {
    const asked = filtersFrom(params);
    // Someone the inbox no longer has (or an id that never was one) is ignored like any value off the list;
    // so is a company since deleted.
    const offList = (value: string, list: { id: number }[] | undefined) =>
      /^\d+$/.test(value) && list !== undefined && !list.some(({ id }) => String(id) === value);
    return {
      ...asked,
      ...(offList(asked.assignee, people.data) ? { assignee: '' } : {}),
      ...(offList(asked.company, companies.data) ? { company: '' } : {}),
    };
  }, [params, people.data, companies.data]);
  const place = useMemo(() => placeFrom(params), [params]);
  const list = useQuery({ ...listQuery(filters, place), placeholderData: keepPreviousData });
  // Another filter starts at the top: no cursor.
  const go = (next: InboxFilters, options?: { replace?: boolean }, at: InboxPlace = {}) =>
    setAddress({ ...addressOf(next), ...placeAddress(at) }, options);
  const choose = (change: Partial<InboxFilters>, options?: { replace?: boolean }) =>
    go({ ...filters, ...change, page: 1 }, options);

  // The selection (and the last action's notice) belongs to one list: another filter or page, or coming
  // back to this one, starts with none; and only messages shown count (one deleted by a colleague leaves it).
  const key = JSON.stringify([filters, place]);
  const [selection, setSelection] = useState({ key, ids: new Set<number>() });
  const [notice, setNotice] = useState({ key, text: '' });
  if (selection.key !== key) setSelection({ key, ids: new Set() });
  if (notice.key !== key) setNotice({ key, text: '' });
  const data = list.data;
  const pageIds = data && !list.isPlaceholderData ? data.messages.map((message) => message.id) : [];
  const selected = selection.key === key ? pageIds.filter((id) => selection.ids.has(id)) : [];
  const select = (ids: number[], on: boolean) =>
    setSelection(() => {
      const next = new Set(selected);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { key, ids: next };
    });

  const heading = useRef<HTMLHeadingElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  // After an action its buttons are gone: the focus goes to "Select all" (or the heading, the list empty).
  const focusAfter = () => (selectAll.current?.isConnected ? selectAll.current : heading.current);
  const done = (words: string) => {
    setSelection({ key, ids: new Set() });
    setNotice({ key, text: words });
    announce(words);
    requestAnimationFrame(() => focusAfter()?.focus());
  };

  const shown = data?.messages.length ?? 0;
  // Not at the top (a cursor or a page number), with no cursor back (nothing shown): back to the top.
  const away = filters.page > 1 || place.after !== undefined || place.before !== undefined;
  const previous = () =>
    data?.previous && filters.page > 2
      ? go({ ...filters, page: filters.page - 1 }, undefined, { before: data.previous })
      : go({ ...filters, page: 1 });
  return (
    <>
      <PageTitle title={t('inbox.title')} headingRef={heading}>
        {t('inbox.title')}
      </PageTitle>
      <p className="max-w-3xl text-stone-700">{t('inbox.intro')}</p>
      {data && (
        <p className="mt-2 text-sm text-stone-700">
          <strong>{t('inbox.unreadCount', { count: data.unread })}</strong> · {t('inbox.counts', data.counts)}
        </p>
      )}

      <Filters filters={filters} people={people.data ?? []} companies={companies.data ?? []} onChange={choose} />

      <div className="mt-4 space-y-3">
        <LoadState query={list} />
        {notice.key === key && notice.text && (
          <Alert tone="success" live={false}>
            {notice.text}
          </Alert>
        )}
      </div>
      {data && (
        <BulkBar
          ids={selected}
          pageIds={pageIds}
          onSelectAll={(on) => select(pageIds, on)}
          selectAllRef={selectAll}
          people={people.data ?? []}
          onDone={done}
          returnFocusTo={focusAfter}
        />
      )}
      {data && data.messages.length === 0 && <p className="mt-4 text-stone-700">{t('inbox.none')}</p>}
      {data && data.messages.length > 0 && (
        <ul
          aria-label={t('inbox.listLabel')}
          className="mt-4 divide-y divide-stone-200 rounded-md border border-stone-200"
        >
          {data.messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              selected={selected.includes(message.id)}
              onSelect={(on) => select([message.id], on)}
            />
          ))}
        </ul>
      )}
      {data && (data.next || data.previous || away) && (
        <Pager
          label={t('inbox.pages')}
          place={shown > 0 && showingText(t, data)}
          moves={[
            { label: t('inbox.previous'), disabled: !data.previous && !away, go: previous },
            {
              label: t('inbox.next'),
              disabled: !data.next,
              go: () => data.next && go({ ...filters, page: filters.page + 1 }, undefined, { after: data.next }),
            },
          ]}
        />
      )}
    </>
  );
}
