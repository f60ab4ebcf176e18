import type { SiteCalendar } from '@common/content-api';
import { useQueryClient } from '@tanstack/react-query';
import type { PrefetchContext } from './prefetch-context';

/** The site's day as the server rendered the page (common/src/content-api.ts SiteCalendar). */
export const calendarKey = ['site-calendar'] as const;

/** A page that counts days ("posted 3 days ago") reads the site's day with its data. */
export async function prefetchCalendar({ queryClient, content }: PrefetchContext): Promise<void> {
  queryClient.setQueryData(calendarKey, await content.calendar());
}

const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * Today (YYYY-MM-DD): the site's day the server rendered the page with, so hydration prints the same
 * text; on a page reached inside the app without it, the visitor's own calendar day.
 */
export function useToday(): string {
  const served = useQueryClient().getQueryData<SiteCalendar>(calendarKey);
  return served?.today ?? localDay(new Date());
}
