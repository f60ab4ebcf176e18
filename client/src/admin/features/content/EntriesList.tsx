import type { AdminEntry } from '@common/entries/admin';
import { type EntryKind, KINDS, type KindSpec } from '@common/entries/kinds';
import { LOCALES } from '@common/locale';
import type { Fields } from '@common/model/fields';
import { type FigureValue, formatFigure } from '@common/model/figure';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { type Column, DataTable } from '../../components/DataTable';
import { PageTitle } from '../../components/PageTitle';
import { inOrder, useListOrder } from '../../components/sortable/use-list-order';
import { VersionMark } from '../../components/translation/VersionMark';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { entriesQuery, orderEntries } from './api';
import { useKindWords } from './kind-words';
import { useOptionLabel } from './option-label';
import { siteState, todayIn } from './site-state';

/** The name of a referred record (an opening's company, a metric's area), from its kind's list. */
function RefName({ kind, id }: { kind: EntryKind; id: unknown }) {
  const list = useQuery(entriesQuery(kind));
  return <>{list.data?.find((record) => record.id === id)?.label ?? ''}</>;
}

const figureText = (value: unknown, locale: Parameters<typeof formatFigure>[1]) => {
  try {
    return value && typeof value === 'object' ? formatFigure(value as FigureValue, locale) : '';
  } catch {
    return '';
  }
};

/**
 * The records of a kind: each by its name (its label, in the staff member's language where written; a
 * figure by its place on the site, in words), its state on the site, one mark per language naming the
 * language and its version's state, the records it must refer to (an opening's company, a metric's area),
 * and for ordered kinds their order (keyboard and pointer).
 */
export function EntriesList({
  kind,
  zone,
  notice,
  onNotice,
  back,
  others = [],
  groupWide = true,
  proposes = false,
}: {
  kind: EntryKind;
  zone: string;
  notice: string;
  onNotice: (text: string) => void;
  /** The way back up (to the section's overview or its first list); none on a section's first list. */
  back?: { href: string; label: string };
  /** The section's other kinds, linked from here (an impact metric's areas). */
  others?: readonly EntryKind[];
  /**
   * False for staff limited to companies (docs/decisions/088): a list's order is every company's, and
   * adding a company the group's, so neither is offered.
   */
  groupWide?: boolean;
  /** A writer (docs/decisions/090): they propose changes for review, and add no record. */
  proposes?: boolean;
}) {
  const t = useT();
  const when = useFormatDate();
  const language = useLanguage();
  const optionLabel = useOptionLabel();
  const words = useKindWords(kind);
  const list = useQuery(entriesQuery(kind));
  const spec: KindSpec = KINDS[kind];
  const fields: Fields = spec.fields;
  const order = useListOrder<AdminEntry>({
    queryKey: entriesQuery(kind).queryKey,
    save: (ids) => orderEntries(kind, ids),
    arrange: (entries, ids) => inOrder(entries, ids, (entry) => entry.id),
  });

  const today = todayIn(zone);
  const stateOf = (entry: AdminEntry) => {
    const where = siteState(kind, entry, today);
    return 'day' in where
      ? t(`content.list.${where.state}`, { date: when(`${where.day}T12:00:00Z`, 'day') })
      : t(`content.list.${where.state}`);
  };
  const isFigure = kind === 'figure';
  /** A figure is named by where it shows; every other record by its label. */
  const nameOf = (entry: AdminEntry) =>
    isFigure && typeof entry.values.place === 'string' ? optionLabel('place', entry.values.place) : entry.label;
  const figureField = Object.entries(fields).find(([, field]) => field.type === 'figure')?.[0];
  const refs = Object.entries(fields).filter(([, field]) => field.type === 'ref' && field.required);
  const hasWords = Object.values(fields).some((field) => field.perLanguage);
  const columns: (Column<AdminEntry> | false)[] = [
    { key: 'name', header: t(isFigure ? 'content.list.place' : 'content.list.name'), rowHeader: true, cell: nameOf },
    figureField !== undefined && {
      key: 'figure',
      header: t('content.list.figure'),
      cell: (entry) =>
        [figureText(entry.values[figureField], language), isFigure ? entry.label : ''].filter(Boolean).join(' '),
    },
    ...refs.map(
      ([name, field]): Column<AdminEntry> => ({
        key: `ref-${name}`,
        header: t(`content.fields.${kind}.${name}`),
        cell: (entry) => <RefName kind={field.ref as EntryKind} id={entry.values[name]} />,
      }),
    ),
    {
      key: 'state',
      header: t('content.list.state'),
      // A change proposed for review (docs/decisions/090) is said beside where the record stands on the site.
      cell: (entry) => (
        <>
          {stateOf(entry)}
          {entry.proposal && (
            <span className="mt-1 block font-medium text-amber-900">
              {t(`content.review.states.${entry.proposal.state}`)}
            </span>
          )}
        </>
      ),
    },
    hasWords && {
      key: 'languages',
      header: t('content.list.languages'),
      cell: (entry) => (
        <ul className="flex flex-wrap gap-1">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <VersionMark locale={locale} state={entry.status[locale]} />
            </li>
          ))}
        </ul>
      ),
    },
    spec.ordered && groupWide && { key: 'order', header: t('content.list.order'), reorder: true },
    {
      key: 'actions',
      header: <span className="sr-only">{t('content.list.actions')}</span>,
      cell: (entry) => (
        <Button asChild size="sm" variant="outline">
          <Link href={`/${kind}/${entry.id}`} onClick={() => onNotice('')}>
            {t(proposes ? 'content.list.propose' : 'content.list.edit')}{' '}
            <span className="sr-only">{nameOf(entry)}</span>
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      {back && (
        <p className="mb-2">
          <BackLink href={back.href}>{back.label}</BackLink>
        </p>
      )}
      <PageTitle title={words.name}>{words.name}</PageTitle>
      <p className="mb-4 max-w-3xl text-stone-700">{words.intro}</p>
      {others.length > 0 && (
        <nav aria-label={t('content.list.alsoHere')} className="mb-4 text-sm">
          <span className="font-medium text-stone-800">
            {t('kit.labelOnly', { label: t('content.list.alsoHere') })}
          </span>{' '}
          <ul className="inline">
            {others.map((other) => (
              <li key={other} className="inline">
                <Link href={`/${other}`} className="text-primary underline underline-offset-4">
                  {t(`content.kinds.${other}.name`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {notice && (
        <div className="mb-4 max-w-3xl">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {!proposes && (groupWide || kind !== 'company') && (
        <p className="mb-4">
          <Button asChild>
            <Link href={`/${kind}/new`} onClick={() => onNotice('')}>
              {words.add}
            </Link>
          </Button>
        </p>
      )}
      {order.error && <Alert tone="error">{order.error.message}</Alert>}
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      {list.data && (
        <DataTable
          caption={
            spec.ordered
              ? t('content.list.caption', { kind: words.name })
              : t('content.list.captionUnordered', { kind: words.name })
          }
          className="mt-3"
          minWidth="36rem"
          empty={t('content.list.empty')}
          rows={list.data}
          rowKey={(entry) => entry.id}
          sortable={spec.ordered && groupWide ? { nameOf, onReorder: (ids) => order.reorder(ids) } : undefined}
          columns={columns}
        />
      )}
    </>
  );
}
