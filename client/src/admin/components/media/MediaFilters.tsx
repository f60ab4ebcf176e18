import { MEDIA_SEARCH_MAX } from '@common/admin/media';
import { instantOf } from '@common/admin/time-zone';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import { useStaffClock } from '../../lib/dates';
import { wordFor } from '../../lib/words';
import { Field } from '../Field';
import { ClearFilters } from '../FilterBar';
import { SelectField } from '../SelectField';

/** What the library screen and the picker ask the server for, as staff chose it (dates as typed, in the staff zone). */
export interface MediaFilterState {
  q: string;
  use: string;
  fromDate: string;
  toDate: string;
}
export const NO_MEDIA_FILTERS: MediaFilterState = { q: '', use: '', fromDate: '', toDate: '' };

const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The query for a filter state: the days chosen are whole days in the staff area's zone (from the start of
 * the first to the end of the last).
 */
export function useMediaQuery(filters: MediaFilterState, page: number) {
  const { zone } = useStaffClock();
  const at = (date: string) => (date ? instantOf({ date, time: '00:00' }, zone)?.toISOString() : undefined);
  return {
    q: filters.q || undefined,
    use: filters.use || undefined,
    from: at(filters.fromDate),
    to: filters.toDate ? at(nextDay(filters.toDate)) : undefined,
    page,
  };
}

/** Search (file names and descriptions), use and upload dates; each change applies at once, the search on submit. */
export function MediaFilters({
  filters,
  onChange,
  sources,
}: {
  filters: MediaFilterState;
  onChange: (filters: MediaFilterState) => void;
  sources: string[];
}) {
  const t = useT();
  const [typed, setTyped] = useState(filters.q);
  const set = <K extends keyof MediaFilterState>(key: K, value: MediaFilterState[K]) =>
    onChange({ ...filters, [key]: value });
  const search = () => set('q', typed.trim());
  // No <form> here: the picker opens inside the editors' forms, and a form may not hold another. Enter in
  // the search field searches, and never submits the editor around it.
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_MEDIA_FILTERS);
  const options = [
    { value: '', label: t('media.filters.any') },
    { value: 'used', label: t('media.filters.used') },
    { value: 'unused', label: t('media.filters.unused') },
    ...sources.map((source) => ({
      value: source,
      label: t('media.filters.usedBy', { source: wordFor(t, `media.sources.${source}`, source) }),
    })),
  ];
  /** A day the uploads start or end on; each bounds the other. Enter does not send the form. */
  const dateFilter = (key: 'fromDate' | 'toDate', label: string, bound: { min?: string; max?: string }) => (
    <Field
      label={label}
      type="date"
      value={filters[key]}
      {...bound}
      onChange={(event) => set(key, event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
    />
  );

  return (
    <search aria-label={t('media.filters.label')} className="block">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          className="min-w-0 flex-1 basis-64"
          label={t('media.filters.search')}
          type="search"
          maxLength={MEDIA_SEARCH_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={searchOnEnter}
        />
        <Button variant="outline" onClick={search}>
          {t('media.filters.searchButton')}
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('media.filters.use')}
          value={filters.use}
          onChange={(event) => set('use', event.target.value)}
          options={options}
        />
        {dateFilter('fromDate', t('media.filters.from'), { max: filters.toDate || undefined })}
        {dateFilter('toDate', t('media.filters.to'), { min: filters.fromDate || undefined })}
      </div>
      {filtered && (
        <ClearFilters
          label={t('media.filters.clear')}
          onClear={() => {
            setTyped('');
            onChange(NO_MEDIA_FILTERS);
          }}
        />
      )}
    </search>
  );
}
