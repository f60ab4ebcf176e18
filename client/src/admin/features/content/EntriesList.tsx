import type { AdminEntry } from '@common/entries/admin';
import { type EntryKind, KINDS, type KindSpec } from '@common/entries/kinds';
import { TRANSLATED_LOCALES } from '@common/locale';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { type Column, DataTable } from '../../components/DataTable';
import { PageTitle } from '../../components/PageTitle';
import { inOrder, useListOrder } from '../../components/sortable/use-list-order';
import { TranslationMarker } from '../../components/translation/TranslationMarker';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { entriesQuery, orderEntries } from './api';

const dayOf = (entry: AdminEntry, field: string | undefined) => {
  const value = field ? entry.values[field] : null;
  return typeof value === 'string' ? value : null;
};

/** Today in the site's zone, as YYYY-MM-DD (the public read's rule for dated kinds). */
const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** The records of a kind: their state on the site, their translations, and (for ordered kinds) their order. */
export function EntriesList({
  kind,
  zone,
  notice,
  onNotice,
}: {
  kind: EntryKind;
  zone: string;
  notice: string;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const when = useFormatDate();
  const list = useQuery(entriesQuery(kind));
  const spec: KindSpec = KINDS[kind];
  const kindName = t(`content.kinds.${kind}.name` as 'content.kinds.company.name');
  const one = t(`content.kinds.${kind}.one` as 'content.kinds.company.one');
  const order = useListOrder<AdminEntry>({
    queryKey: entriesQuery(kind).queryKey,
    save: (ids) => orderEntries(kind, ids),
    arrange: (entries, ids) => inOrder(entries, ids, (entry) => entry.id),
  });

  const today = todayIn(zone);
  const stateOf = (entry: AdminEntry) => {
    if (!entry.published) return t('content.list.hidden');
    const until = dayOf(entry, spec.window?.until);
    const from = dayOf(entry, spec.window?.from);
    if (until && until < today) return t('content.list.closed', { date: when(`${until}T12:00:00Z`, 'day') });
    if (from && from > today) return t('content.list.upcoming', { date: when(`${from}T12:00:00Z`, 'day') });
    return t('content.list.shown');
  };
  const translated = Object.values(spec.fields).some((field) => field.translatable);
  const columns: (Column<AdminEntry> | false)[] = [
    { key: 'name', header: t('content.list.name'), rowHeader: true, cell: (entry) => entry.label },
    { key: 'state', header: t('content.list.state'), cell: stateOf },
    translated && {
      key: 'languages',
      header: t('content.list.languages'),
      cell: (entry) => (
        <div className="flex flex-wrap gap-1">
          {TRANSLATED_LOCALES.map((locale) => (
            <TranslationMarker key={locale} locale={locale} state={entry.status[locale]} short />
          ))}
        </div>
      ),
    },
    spec.ordered && { key: 'order', header: t('content.list.order'), reorder: true },
    {
      key: 'actions',
      header: <span className="sr-only">{t('content.list.actions')}</span>,
      cell: (entry) => (
        <Button asChild size="sm" variant="outline">
          <Link href={`/${kind}/${entry.id}`} onClick={() => onNotice('')}>
            {t('content.list.edit')}
            <span className="sr-only"> {entry.label}</span>
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <p className="mb-2">
        <Link href="/" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('content.list.back')}
        </Link>
      </p>
      <PageTitle title={kindName}>{kindName}</PageTitle>
      <p className="mb-4 max-w-3xl text-stone-700">
        {t(`content.kinds.${kind}.intro` as 'content.kinds.company.intro')}
      </p>
      {notice && (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <p className="mb-4">
        <Button asChild>
          <Link href={`/${kind}/new`} onClick={() => onNotice('')}>
            {t('content.list.add', { kind: one })}
          </Link>
        </Button>
      </p>
      {order.error && <Alert tone="error">{order.error.message}</Alert>}
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      {list.data && (
        <DataTable
          caption={
            spec.ordered
              ? t('content.list.caption', { kind: kindName })
              : t('content.list.captionUnordered', { kind: kindName })
          }
          className="mt-3"
          minWidth="36rem"
          empty={t('content.list.empty')}
          rows={list.data}
          rowKey={(entry) => entry.id}
          sortable={
            spec.ordered ? { nameOf: (entry) => entry.label, onReorder: (ids) => order.reorder(ids) } : undefined
          }
          columns={columns}
        />
      )}
    </>
  );
}
