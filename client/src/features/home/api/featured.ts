import { featuredQuery } from '@/components/news/featured-query';
import type { PrefetchContext } from '@/lib/prefetch-context';

/** Server side: the home page arrives with its featured articles (a failed read fails the render, as news does). */
export async function prefetchFeatured({ queryClient, content, locale }: PrefetchContext): Promise<void> {
  queryClient.setQueryData(featuredQuery(locale).queryKey, await content.featuredNews(locale));
}
