import type { AdminEntry } from '@common/entries/admin';
import { type EntryKind, KINDS, type KindSpec } from '@common/entries/kinds';

/** Where a record stands on the public site: shown, hidden by staff, not yet (from a day), or closed (since a day). */
export type SiteState = { state: 'shown' | 'hidden' } | { state: 'upcoming' | 'closed'; day: string };

const dayOf = (values: Record<string, unknown>, field: string | undefined) => {
  const value = field ? values[field] : null;
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Today in the site's zone, as YYYY-MM-DD (the public read's rule for dated kinds). */
export const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/**
 * The public read's rule for a kind's window (common/src/entries/kinds.ts `window`), as the list and the
 * notice after a save say it: a record is shown when published and within its days.
 */
export function siteState(kind: EntryKind, entry: Pick<AdminEntry, 'published' | 'values'>, today: string): SiteState {
  if (!entry.published) return { state: 'hidden' };
  const spec: KindSpec = KINDS[kind];
  const until = dayOf(entry.values, spec.window?.until);
  const from = dayOf(entry.values, spec.window?.from);
  if (until && until < today) return { state: 'closed', day: until };
  if (from && from > today) return { state: 'upcoming', day: from };
  return { state: 'shown' };
}
