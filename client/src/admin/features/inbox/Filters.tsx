import { CONTACT_STATUSES, type CompanyRef, type StaffRef } from '@common/admin/contact';
import { INQUIRY_TYPES } from '@common/contact';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '../../components/CheckboxField';
import { FieldFrame } from '../../components/FieldFrame';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import type { InboxFilters } from './address';
import { peopleOptions } from './format';

/** How long typing pauses before the search applies (and replaces the address: no history entry per key). */
const SEARCH_PAUSE_MS = 300;

/**
 * The list's filters. A choice in a list applies at once as a new history entry (back returns to the list
 * before it); the search applies as the typing pauses, or at Enter, and changes the current entry.
 */
export function Filters({
  filters,
  people,
  companies,
  onChange,
}: {
  filters: InboxFilters;
  people: StaffRef[];
  companies: CompanyRef[];
  onChange: (change: Partial<InboxFilters>, options?: { replace?: boolean }) => void;
}) {
  const t = useT();
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
      <FieldFrame label={t('inbox.search')} note={t('inbox.searchHint')} className="sm:col-span-3 lg:max-w-2xl">
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="search"
              value={q}
              maxLength={200}
              onChange={(event) => setQ(event.target.value)}
              className="block h-11 w-full min-w-0 rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
            />
            <Button type="submit">{t('inbox.apply')}</Button>
          </div>
        )}
      </FieldFrame>
      <SelectField
        label={t('inbox.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as InboxFilters['status'] })}
        placeholder={t('inbox.current')}
        options={CONTACT_STATUSES.map((status) => ({ value: status, label: t(`inbox.statuses.${status}`) }))}
      />
      <SelectField
        label={t('inbox.type')}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value as InboxFilters['type'] })}
        placeholder={t('inbox.anyType')}
        options={INQUIRY_TYPES.map((type) => ({ value: type, label: t(`inbox.types.${type}`) }))}
      />
      <SelectField
        label={t('inbox.assigneeFilter')}
        value={filters.assignee}
        onChange={(event) => onChange({ assignee: event.target.value })}
        placeholder={t('inbox.anyone')}
        options={[
          { value: 'me', label: t('inbox.me') },
          { value: 'none', label: t('inbox.nobody') },
          ...peopleOptions(people),
        ]}
      />
      <SelectField
        label={t('inbox.companyFilter')}
        value={filters.company}
        onChange={(event) => onChange({ company: event.target.value })}
        placeholder={t('inbox.allCompanies')}
        options={[
          { value: 'none', label: t('inbox.groupOnly') },
          ...companies.map((company) => ({ value: String(company.id), label: company.name })),
        ]}
      />
      <CheckboxField
        label={t('inbox.unreadOnly')}
        className="sm:col-span-3"
        checked={filters.unread}
        onChange={(event) => onChange({ unread: event.target.checked })}
      />
    </form>
  );
}
