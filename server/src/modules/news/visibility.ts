import { and, eq, lte } from 'drizzle-orm';
import { newsArticles } from '../../db/schema';

/**
 * Visible means published and its time has come (a later time is a schedule). `now` comes from the
 * app's clock, not the database's, so one rule holds for the site, the feed and the tests' clock.
 */
export const visibleAt = (now: Date) => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));
