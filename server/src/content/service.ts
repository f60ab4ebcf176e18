import type { Locale } from '@common/locale';
import type { NewsListQuery } from '@common/news';
import type { Db } from '../db/client';
import type { ContentCache } from './cache';
import { listMetrics, listStories } from './impact-store';
import { getNewsArticle, listNews, nextScheduledPublication } from './news-store';

/**
 * The content reads the API and the server renderer share, served from the cache. The cache is
 * emptied on any content change (database notification) and when a scheduled article goes live.
 */
export function createContentService(db: Db, cache: ContentCache) {
  let scheduleKnownFor = -1;

  // A scheduled article appears without any write, so the cache must also expire at its time.
  const watchSchedule = async () => {
    if (scheduleKnownFor === cache.generation) return;
    scheduleKnownFor = cache.generation;
    const next = await nextScheduledPublication(db);
    if (next) cache.expireAt(next.getTime());
  };

  const news = async <T>(key: string, load: () => Promise<T>) => {
    await watchSchedule();
    return cache.get(key, load);
  };

  return {
    listNews: (q: Pick<NewsListQuery, 'limit' | 'offset' | 'category'>) =>
      news(`news:list:${q.limit}:${q.offset}:${q.category ?? ''}`, () => listNews(db, q)),
    getNewsArticle: (slug: string) => news(`news:article:${slug}`, () => getNewsArticle(db, slug)),
    listMetrics: (locale: Locale) => cache.get(`impact:metrics:${locale}`, () => listMetrics(db, locale)),
    listStories: (locale: Locale) => cache.get(`impact:stories:${locale}`, () => listStories(db, locale)),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
