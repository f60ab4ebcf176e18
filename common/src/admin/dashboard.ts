import type { EntryKind } from '../entries/kinds';
import { LOCALES, type Locale } from '../locale';

/**
 * One line of the dashboard's "Needs your attention": a count and where to deal with it. Each module
 * that has something to say adds its lines (server: `app.attentionSources`), so the modules depend on
 * this shape, not on the staff module that shows them (docs/decisions/080).
 */
export interface AttentionItem {
  kind: string;
  count: number;
  /** Admin path, e.g. '/inbox?status=new'. */
  path: string;
  label: string;
  /** The kind of content entries a line is about (the client names it in the staff member's language). */
  entryKind?: EntryKind;
  /** Since when the oldest of them has waited (ISO 8601): articles waiting for review (docs/decisions/089). */
  since?: string;
  /** When it happens (ISO 8601) and what it is called: a scheduled newsletter's time and subject. */
  at?: string;
  subject?: string;
}

/**
 * How many records have a version missing or out of date, per language, from each record's states
 * (common/src/model/versions.ts).
 */
export function staleCounts(states: Iterable<Record<Locale, string>>): Record<Locale, number> {
  const counts = Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>;
  for (const state of states) {
    for (const locale of LOCALES) if (state[locale] === 'missing' || state[locale] === 'outdated') counts[locale] += 1;
  }
  return counts;
}

/** One line per language: `kind` is e.g. 'translations.news', the line's kind 'translations.news.fr'. */
export function staleItems(
  kind: string,
  counts: Record<Locale, number>,
  path: (locale: Locale) => string,
  extra: Partial<AttentionItem> = {},
): AttentionItem[] {
  return LOCALES.map((locale) => ({
    kind: `${kind}.${locale}`,
    count: counts[locale],
    path: path(locale),
    label: `${counts[locale]} ${kind.replace('translations.', '')} without a current ${locale} version`,
    ...extra,
  }));
}
