import type { EntryKind } from '@common/entries/kinds';
import { prefetchEntries } from '@/lib/entries';
import type { PrefetchContext } from '@/lib/prefetch-context';
import { prefetchFeatured } from './featured';

/** The content kinds the home page shows besides the companies (which every page has). */
/** The careers teaser's kinds too: the first benefits, and the hiring categories with their openings counted. */
export const HOME_KINDS = [
  'figure',
  'partner',
  'benefit',
  'hiringCategory',
  'job',
] as const satisfies readonly EntryKind[];

/** Server side: the home page arrives with its featured articles and its records. */
export async function prefetchHome(context: PrefetchContext): Promise<void> {
  await Promise.all([prefetchFeatured(context), prefetchEntries(...HOME_KINDS)(context)]);
}
