import type { EntryKind } from '@common/entries/kinds';
import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import { queryOptions } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useI18n } from '@/i18n';
import { getJson } from './api';
import type { PrefetchContext } from './prefetch-context';
import { useQueryData } from './use-query-data';

/**
 * The public site's content kinds (common/src/entries/kinds.ts), read from the database through
 * GET /api/content/entries/:kind?lang=: the records shown now, in their order, in the visitor's language.
 */
export const entriesPath = (kind: EntryKind) => `/api/content/entries/${kind}`;

export function entriesQuery<K extends EntryKind>(kind: K, locale: Locale) {
  return queryOptions({
    queryKey: [entriesPath(kind), { lang: locale }],
    queryFn: () => getJson<PublicEntry<K>[]>(entriesPath(kind), { lang: locale }),
  });
}

/**
 * The records of a kind in the current language: from the server's render of this page, or fetched once
 * when the visit began on a page that did not need them. `undefined` while they load. After a change of
 * language the records shown stay until the new language's arrive, so the page (and its menus) never
 * empties for the moment of the switch.
 */
export function useEntries<K extends EntryKind>(kind: K): PublicEntry<K>[] | undefined {
  const { locale } = useI18n();
  const data = useQueryData(entriesQuery(kind, locale));
  const shown = useRef(data);
  if (data !== undefined) shown.current = data;
  return data ?? shown.current;
}

/** A page's server-side prefetch of the kinds it shows, so it arrives complete and hydrates without fetching. */
export function prefetchEntries(...kinds: EntryKind[]) {
  return async ({ queryClient, content, locale }: PrefetchContext): Promise<void> => {
    const lists = await Promise.all(kinds.map((kind) => content.entries(kind, locale)));
    kinds.forEach((kind, i) => {
      queryClient.setQueryData(entriesQuery(kind, locale).queryKey, lists[i]);
    });
  };
}

/** The kinds whose records may belong to one company (its page) or to the group (the group's pages). */
type Ownable = 'leader' | 'office';

/**
 * The group's own records of such a kind, those that name no company: the About page's leadership and the
 * Contact page's offices (docs/decisions/084). A company's own are on its page (`useCompanyEntries`).
 */
export function useGroupEntries<K extends Ownable>(kind: K): PublicEntry<K>[] | undefined {
  const all = useEntries(kind);
  return useMemo(() => all?.filter((entry) => entry.company === null), [all]);
}

/** The records of a kind that name this company (its leaders, offices, figures, openings). */
export function useCompanyEntries<K extends Ownable | 'companyFigure' | 'job' | 'internship'>(
  kind: K,
  companyId: number | undefined,
): PublicEntry<K>[] | undefined {
  const all = useEntries(kind);
  return useMemo(
    () => (companyId === undefined ? undefined : all?.filter((entry) => entry.company === companyId)),
    [all, companyId],
  );
}
