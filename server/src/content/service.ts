import type { Locale } from '@common/locale';
import type { NewsListQuery } from '@common/news';
import type { Db } from '../db/client';
import { listMetrics, listStories } from './impact-store';
import { getNewsArticle, listNews } from './news-store';

/**
 * The content reads the API and the server renderer share. One seam, so a cache can sit here
 * without the routes or the renderer knowing.
 */
export function createContentService(db: Db) {
  return {
    listNews: (query: Pick<NewsListQuery, 'limit' | 'offset' | 'category'>) => listNews(db, query),
    getNewsArticle: (slug: string) => getNewsArticle(db, slug),
    listMetrics: (locale: Locale) => listMetrics(db, locale),
    listStories: (locale: Locale) => listStories(db, locale),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
