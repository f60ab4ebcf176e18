import { and, arrayContains, eq, lte } from 'drizzle-orm';
import { newsArticles } from '../../db/schema';

/**
 * Visible means published and its time has come (a later time is a schedule). `now` comes from the
 * app's clock, not the database's, so one rule holds for the site, the feed and the tests' clock.
 */
export const visibleAt = (now: Date) => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));

/**
 * What a list of news is narrowed to: an exact category, a company record the articles name
 * (docs/decisions/085), or both. The news list, its count, its anchors and the feeds read the one rule.
 */
export interface NewsFilter {
  category?: string;
  companyId?: number;
}

/** The visible articles within a list's filter. */
export const listedAt = (now: Date, { category, companyId }: NewsFilter = {}) =>
  and(
    visibleAt(now),
    category === undefined ? undefined : eq(newsArticles.category, category),
    // `@>` on the array: the GIN index answers it when the company's articles are few (decision 085).
    companyId === undefined ? undefined : arrayContains(newsArticles.companyIds, [companyId]),
  );
