import type { AuditEntry } from '@common/admin/auth';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { staffQuery } from '../../api/staff';
import { Alert } from '../../components/Alert';
import { DataTable } from '../../components/DataTable';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { type AuditFilters, fetchAudit } from './api';
import { unnamedActor } from './describe';
import { useDescribe } from './use-describe';
import { actionGroups } from './words';

const selectClass = 'block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900';

/** Who did what, when and from where; filtered by person and action, older pages on request. */
export function AuditLog() {
  const t = useT();
  const personId = useId();
  const actionId = useId();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const groups = actionGroups(t);

  return (
    <>
      <form
        onSubmit={submit}
        aria-label={t('audit.filters.label')}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="space-y-1.5 sm:flex-1">
          <label htmlFor={personId} className="block text-sm font-medium text-stone-800">
            {t('audit.filters.person')}
          </label>
          <select
            id={personId}
            value={draft.actor}
            onChange={(event) => setDraft((current) => ({ ...current, actor: event.target.value }))}
            className={selectClass}
          >
            <option value="">{t('audit.filters.anyone')}</option>
            {people.data?.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {`${person.name} (${person.email})`}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5 sm:flex-1">
          <label htmlFor={actionId} className="block text-sm font-medium text-stone-800">
            {t('audit.filters.action')}
          </label>
          <select
            id={actionId}
            value={draft.action}
            onChange={(event) => setDraft((current) => ({ ...current, action: event.target.value }))}
            className={selectClass}
          >
            <option value="">{t('audit.filters.anyAction')}</option>
            {groups.map((group) => (
              <optgroup key={group.group} label={group.label}>
                <option value={group.group}>{t('audit.everyInGroup', { group: group.label })}</option>
                {group.actions.map(({ code, label }) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Button type="submit">{t('audit.filters.apply')}</Button>
      </form>

      <div className="mt-4 space-y-3">
        {log.isPending && <p role="status">{t('common.loading')}</p>}
        {log.error && <Alert tone="error">{t('common.loadError', { message: log.error.message })}</Alert>}
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
