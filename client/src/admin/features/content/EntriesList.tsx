import type { AdminEntry } from '@common/entries/admin';
import { type EntryKind, KINDS, type KindSpec } from '@common/entries/kinds';
import { TRANSLATED_LOCALES } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { type Direction, moved, ReorderButtons, useFocusAfterMove } from '../../components/translation/ReorderButtons';
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
  const captionId = useId();
  const when = useFormatDate();
  const queryClient = useQueryClient();
  const list = useQuery(entriesQuery(kind));
  const focusAfterMove = useFocusAfterMove();
  const [announcement, setAnnouncement] = useState('');
  const spec: KindSpec = KINDS[kind];
  const kindName = t(`content.kinds.${kind}.name` as 'content.kinds.company.name');
  const one = t(`content.kinds.${kind}.one` as 'content.kinds.company.one');

  // Moves made quickly one after another: only the answer to the last one replaces the list.
  const latest = useRef(0);
  const reorder = useMutation<AdminEntry[], ApiError, { ids: number[]; seq: number }>({
    mutationFn: ({ ids }) => orderEntries(kind, ids),
    onSuccess: (entries, { seq }) => {
      if (seq === latest.current) queryClient.setQueryData(entriesQuery(kind).queryKey, entries);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey }),
  });

  function move(id: number, direction: Direction) {
    const entries = list.data ?? [];
    const ids = moved(
      entries.map((e) => e.id),
      id,
      direction,
    );
    if (!ids) return;
    const byId = new Map(entries.map((e) => [e.id, e]));
    queryClient.setQueryData(
      entriesQuery(kind).queryKey,
      ids.map((value) => byId.get(value) as AdminEntry),
    );
    focusAfterMove(id, direction);
    const entry = byId.get(id) as AdminEntry;
    setAnnouncement(t('content.list.moved', { name: entry.label, position: ids.indexOf(id) + 1 }));
    latest.current += 1;
    reorder.mutate({ ids, seq: latest.current });
  }

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
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      {list.data?.length === 0 && <p>{t('content.list.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <section
          aria-labelledby={captionId}
          // A wide table scrolls in its own region on a phone; the keyboard reaches it to scroll (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
          tabIndex={0}
          className="relative mt-3 overflow-x-auto rounded-md border border-stone-200"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption id={captionId} className="sr-only">
              {spec.ordered
                ? t('content.list.caption', { kind: kindName })
                : t('content.list.captionUnordered', { kind: kindName })}
            </caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-3">
                  {t('content.list.name')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('content.list.state')}
                </th>
                {translated && (
                  <th scope="col" className="py-2 pr-3">
                    {t('content.list.languages')}
                  </th>
                )}
                {spec.ordered && (
                  <th scope="col" className="py-2 pr-3">
                    {t('content.list.order')}
                  </th>
                )}
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('content.list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry, index) => (
                <tr key={entry.id} className="border-b border-stone-200 align-top">
                  <td className="py-2 pr-3 font-medium text-stone-900">{entry.label}</td>
                  <td className="py-2 pr-3">{stateOf(entry)}</td>
                  {translated && (
                    <td className="py-2 pr-3">
                      <div className="flex flex-wrap gap-1">
                        {TRANSLATED_LOCALES.map((locale) => (
                          <TranslationMarker key={locale} locale={locale} state={entry.status[locale]} short />
                        ))}
                      </div>
                    </td>
                  )}
                  {spec.ordered && (
                    <td className="py-2 pr-3">
                      <ReorderButtons
                        id={entry.id}
                        name={entry.label}
                        index={index}
                        count={list.data.length}
                        onMove={move}
                      />
                    </td>
                  )}
                  <td className="py-2">
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/${kind}/${entry.id}`} onClick={() => onNotice('')}>
                        {t('content.list.edit')}
                        <span className="sr-only"> {entry.label}</span>
                      </Link>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
