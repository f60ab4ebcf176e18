import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';

/** Published and not scheduled for later: the same rule the news API applies. */
const visible = () => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`));

const feedColumns = {
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  category: newsArticles.category,
  author: newsArticles.author,
  lang: newsArticles.lang,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

export type FeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  lang: string;
  publishedAt: Date;
  updatedAt: Date;
};

/**
 * Read straight from the database on every request (not through the content cache), so the
 * sitemap, the feed and the share images follow a publication at once, whoever made it.
 */
export async function listVisibleArticles(db: Db, limit?: number): Promise<FeedArticle[]> {
  const query = db
    .select(feedColumns)
    .from(newsArticles)
    .where(visible())
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  return limit ? query.limit(limit) : query;
}

export async function findVisibleArticle(db: Db, slug: string): Promise<FeedArticle | null> {
  const [row] = await db
    .select(feedColumns)
    .from(newsArticles)
    .where(and(visible(), eq(newsArticles.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** The later of the two dates: an article edited after publication was modified then. */
export const lastModified = (article: Pick<FeedArticle, 'publishedAt' | 'updatedAt'>): Date =>
  new Date(Math.max(article.updatedAt.getTime(), article.publishedAt.getTime()));
