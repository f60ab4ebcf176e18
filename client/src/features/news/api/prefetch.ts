import { NEWS_PAGE_SIZE } from '@common/news';
import type { PrefetchContext } from '@/lib/prefetch-context';
import { articleQuery } from './get-article';
import { newsListQuery, newsOffset, parseNewsListParams } from './get-news';

/*
 * Server side: the data a news page shows, read in-process and handed to the client. A failed read fails
 * the render (the server answers 503 and caches nothing) instead of caching an empty list or an "Article
 * Not Found" page that is not true.
 */

export async function prefetchNewsList({ queryClient, content, search, locale }: PrefetchContext): Promise<void> {
  const params = parseNewsListParams(search);
  const data = await content.listNews({
    limit: NEWS_PAGE_SIZE,
    offset: newsOffset(params.page),
    category: params.category,
    company: params.company,
    locale,
  });
  queryClient.setQueryData(newsListQuery({ ...params, locale }).queryKey, data);
}

export async function prefetchArticle({ queryClient, content, params }: PrefetchContext): Promise<void> {
  const slug = params.slug ?? '';
  queryClient.setQueryData(articleQuery(slug).queryKey, await content.getNewsArticle(slug));
}
