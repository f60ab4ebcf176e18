import { NEWS_PAGE_SIZE } from '@common/news';
import type { PrefetchContext } from '@/app/route-table';
import { articleQuery } from './get-article';
import { newsListQuery, newsOffset, parseNewsListParams } from './get-news';

/** Server side: the list the visitor asked for, read in-process and handed to the client. */
export async function prefetchNewsList({ queryClient, content, search }: PrefetchContext): Promise<void> {
  const params = parseNewsListParams(search);
  try {
    const data = await content.listNews({
      limit: NEWS_PAGE_SIZE,
      offset: newsOffset(params.page),
      category: params.category,
    });
    queryClient.setQueryData(newsListQuery(params).queryKey, data);
  } catch {
    // Left unfetched: the client tries again and shows the empty state if that fails too (SPEC §8).
  }
}

export async function prefetchArticle({ queryClient, content, params }: PrefetchContext): Promise<void> {
  const slug = params.slug ?? '';
  try {
    queryClient.setQueryData(articleQuery(slug).queryKey, await content.getNewsArticle(slug));
  } catch {
    queryClient.setQueryData(articleQuery(slug).queryKey, null);
  }
}
