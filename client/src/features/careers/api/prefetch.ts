import { prefetchCalendar } from '@/lib/calendar';
import { prefetchEntries } from '@/lib/entries';
import type { PrefetchContext } from '@/lib/prefetch-context';

const entries = prefetchEntries('job', 'internship', 'benefit', 'company', 'figure');

/** The careers page arrives with its openings, programmes, benefits, the companies and figures, and the site's day. */
export async function prefetchCareers(context: PrefetchContext): Promise<void> {
  await Promise.all([entries(context), prefetchCalendar(context)]);
}
