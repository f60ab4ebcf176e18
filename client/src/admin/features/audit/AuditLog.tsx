import type { AuditEntry } from '@common/admin/auth';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { staffQuery } from '../../api/staff';
import { DataTable } from '../../components/DataTable';
import { FilterBar } from '../../components/FilterBar';
import { LoadState } from '../../components/LoadState';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { type AuditFilters, fetchAudit } from './api';
import { unnamedActor } from './describe';
import { useDescribe } from './use-describe';
import { actionGroups } from './words';

/** Who did what, when and from where; filtered by person and action, older pages on request. */
export function AuditLog() {
  const t = useT();
  const [draft, setDraft] = useState<AuditFilters>({ actor: '', action: '' });
  const [filters, setFilters] = useState<AuditFilters>(draft);
  const people = useQuery(staffQuery);
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam }) => fetchAudit(filters, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
    // The log grows all the time: each visit reads it afresh.
    staleTime: 0,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const groups = actionGroups(t);

  return (
    <>
      <FilterBar label={t('audit.filters.label')} apply={t('audit.filters.apply')} onApply={() => setFilters(draft)}>
        <SelectField
          label={t('audit.filters.person')}
          className="sm:flex-1"
          value={draft.actor}
          onChange={(event) => setDraft((current) => ({ ...current, actor: event.target.value }))}
          placeholder={t('audit.filters.anyone')}
          options={(people.data ?? []).map((person) => ({
            value: String(person.id),
            label: `${person.name} (${person.email})`,
          }))}
        />
        <SelectField
          label={t('audit.filters.action')}
          className="sm:flex-1"
          value={draft.action}
          onChange={(event) => setDraft((current) => ({ ...current, action: event.target.value }))}
          placeholder={t('audit.filters.anyAction')}
          options={groups.map((group) => ({
            group: group.label,
            options: [
              { value: group.group, label: t('audit.everyInGroup', { group: group.label }) },
              ...group.actions.map(({ code, label }) => ({ value: code, label })),
            ],
          }))}
        />
      </FilterBar>

      <div className="mt-4 space-y-3">
        <LoadState query={log} />
      </div>
      {log.data && <AuditTable entries={entries} />}
      {entries.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-stone-700" role="status">
            {t('audit.shown', { count: entries.length })}
          </p>
          {log.hasNextPage && (
            <Button variant="outline" size="sm" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
              {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.more')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const formatDate = useFormatDate();
  const inWords = useDescribe();
  return (
    <DataTable
      caption={t('audit.table.caption')}
      className="mt-4"
      empty={t('audit.none')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          key: 'when',
          header: t('audit.table.when'),
          className: 'whitespace-nowrap',
          cell: (entry) => <time dateTime={entry.at}>{formatDate(entry.at)}</time>,
        },
        {
          key: 'who',
          header: t('audit.table.who'),
          cell: (entry) => {
            const unnamed = unnamedActor(entry.actor);
            if (unnamed) return t(`audit.actors.${unnamed}`);
            return (
              <>
                {entry.actorName && <span className="block font-medium text-stone-900">{entry.actorName}</span>}
                {/* An address is never broken mid-word: a long one widens the table, which scrolls. */}
                <span className="block text-xs whitespace-nowrap text-stone-700">{entry.actor}</span>
              </>
            );
          },
        },
        {
          key: 'what',
          header: t('audit.table.what'),
          className: 'break-words',
          cell: (entry) => {
            const { sentence, details } = inWords(entry);
            return (
              <>
                <span className="text-stone-900">{sentence}</span>
                {details.length > 0 && (
                  <dl className="mt-1 space-y-0.5 text-xs text-stone-700">
                    {details.map((line) => (
                      <div key={line.label} className="break-words">
                        <dt className="inline font-medium">{t('kit.labelOnly', { label: line.label })} </dt>
                        <dd className="inline">{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </>
            );
          },
        },
        {
          key: 'from',
          header: t('audit.table.from'),
          className: 'font-mono text-xs',
          cell: (entry) => entry.ip ?? '—',
        },
      ]}
    />
  );
}
