import type { Locale } from '@common/locale';
import type { NewsListQuery } from '@common/news';
import type { Db } from '../db/client';
import { listMetrics, listStories } from '../modules/impact/repository';
import { getNewsArticle, listNews, nextScheduledPublication } from '../modules/news/repository';
import type { ContentCache } from './cache';

/**
 * The content reads the API and the server renderer share, served from the cache. The cache is
 * emptied on any content change (database notification) and when a scheduled article goes live.
 */
export function createContentService(db: Db, cache: ContentCache) {
  let scheduleKnownFor = -1;
  let reading: Promise<void> | undefined;

  // A scheduled article appears without any write, so the cache must also expire at its time. Read once
  // per cache generation; a failed read (database away) is tried again by the next request and never
  // keeps a cached answer from being served.
  const watchSchedule = async () => {
    if (scheduleKnownFor === cache.generation) return;
    const generation = cache.generation;
    reading ??= nextScheduledPublication(db)
      .then((next) => {
        scheduleKnownFor = generation;
        if (next) cache.expireAt(next.getTime());
      })
      .catch(() => {})
      .finally(() => {
        reading = undefined;
      });
    await reading;
  };

  const news = async <T>(key: string, load: () => Promise<T>, minor?: (value: T) => boolean) => {
    await watchSchedule();
    return cache.get(key, load, { minor });
  };

  return {
    listNews: (q: Pick<NewsListQuery, 'limit' | 'offset' | 'category'>) =>
      news(
        `news:list:${q.limit}:${q.offset}:${q.category ?? ''}`,
        () => listNews(db, q),
        (list) => list.articles.length === 0,
      ),
    // Unknown slugs are remembered in the small area, so made-up addresses cannot push out real articles.
    getNewsArticle: (slug: string) =>
      news(
        `news:article:${slug}`,
        () => getNewsArticle(db, slug),
        (article) => article === null,
      ),
    listMetrics: (locale: Locale) => cache.get(`impact:metrics:${locale}`, () => listMetrics(db, locale)),
    listStories: (locale: Locale) => cache.get(`impact:stories:${locale}`, () => listStories(db, locale)),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
