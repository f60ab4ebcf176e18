import type { PrefetchContext } from '@/lib/prefetch-context';
import { metricsQuery, storiesQuery } from './get-impact';

/**
 * Server side: both impact lists, so /impact arrives complete and the client does not fetch them again.
 * A failed read fails the render: the server answers 503 and caches nothing, rather than caching a page
 * that says there are no metrics.
 */
export async function prefetchImpact({ queryClient, content, locale }: PrefetchContext): Promise<void> {
  const [metrics, stories] = await Promise.all([content.listMetrics(locale), content.listStories(locale)]);
  queryClient.setQueryData(metricsQuery(locale).queryKey, metrics);
  queryClient.setQueryData(storiesQuery(locale).queryKey, stories);
}
