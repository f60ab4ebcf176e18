import type { PrefetchContext } from '@/app/route-table';
import { metricsQuery, storiesQuery } from './get-impact';

/** Server side: both impact lists, so /impact arrives complete and the client does not fetch them again. */
export async function prefetchImpact({ queryClient, content, locale }: PrefetchContext): Promise<void> {
  const [metrics, stories] = await Promise.allSettled([content.listMetrics(locale), content.listStories(locale)]);
  if (metrics.status === 'fulfilled') queryClient.setQueryData(metricsQuery(locale).queryKey, metrics.value);
  if (stories.status === 'fulfilled') queryClient.setQueryData(storiesQuery(locale).queryKey, stories.value);
}
