import { CONTACT_STATUSES, type StaffRef } from '@common/admin/contact';
import { INQUIRY_TYPES } from '@common/contact';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import type { InboxFilters } from './address';
import { selectClass } from './format';

/** How long typing pauses before the search applies (and replaces the address: no history entry per key). */
const SEARCH_PAUSE_MS = 300;

/**
 * The list's filters. A choice in a list applies at once as a new history entry (back returns to the list
 * before it); the search applies as the typing pauses, or at Enter, and changes the current entry.
 */
export function Filters({
  filters,
  people,
  onChange,
}: {
  filters: InboxFilters;
  people: StaffRef[];
  onChange: (change: Partial<InboxFilters>, options?: { replace?: boolean }) => void;
}) {
  const t = useT();
  const searchId = useId();
  const hintId = useId();
  const statusId = useId();
  const typeId = useId();
  const assigneeId = useId();
  const [q, setQ] = useState(filters.q);
  // The box follows the address when it changes otherwise (back, forward, a link), not while it is the cause:
  // "okafor " being typed is the address's "okafor" already.
  useEffect(() => setQ((typed) => (typed.trim() === filters.q ? typed : filters.q)), [filters.q]);
  const search = useEffectEvent((typed: string) => {
    if (typed !== filters.q) onChange({ q: typed }, { replace: true });
  });
  useEffect(() => {
    const timer = setTimeout(() => search(q.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(q.trim());
  };

  return (
    <form onSubmit={submit} aria-label={t('inbox.filters')} className="mt-6 grid gap-3 sm:grid-cols-3">
      <div className="space-y-1.5 sm:col-span-3 lg:max-w-2xl">
        <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
          {t('inbox.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
            aria-describedby={hintId}
            type="search"
            value={q}
            maxLength={200}
            onChange={(event) => setQ(event.target.value)}
            className="block h-11 w-full min-w-0 rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
          />
          <Button type="submit">{t('inbox.apply')}</Button>
        </div>
        <p id={hintId} className="text-sm text-stone-700">
          {t('inbox.searchHint')}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={statusId} className="block text-sm font-medium text-stone-800">
          {t('inbox.status')}
        </label>
        <select
          id={statusId}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as InboxFilters['status'] })}
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
          onChange={(event) => onChange({ type: event.target.value as InboxFilters['type'] })}
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
      <div className="space-y-1.5">
        <label htmlFor={assigneeId} className="block text-sm font-medium text-stone-800">
          {t('inbox.assigneeFilter')}
        </label>
        <select
          id={assigneeId}
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.target.value })}
          className={selectClass}
        >
          <option value="">{t('inbox.anyone')}</option>
          <option value="me">{t('inbox.me')}</option>
          <option value="none">{t('inbox.nobody')}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-3">
        <input
          type="checkbox"
          checked={filters.unread}
          onChange={(event) => onChange({ unread: event.target.checked })}
          className="size-5 accent-primary"
        />
        {t('inbox.unreadOnly')}
      </label>
    </form>
  );
}
