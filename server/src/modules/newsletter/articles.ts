import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { newsArticles } from '../../db/schema';
import type { Writer } from '../audit/repository';

/** What a newsletter shows of an article. */
export interface NewsletterArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
}

/*
 * The only place the newsletter reads articles. For now it uses the English article's title, excerpt and
 * slug; when articles get their French and Swahili versions (issue 12), these two functions take a
 * locale and read the version in it.
 */

const columns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  publishedAt: newsArticles.publishedAt,
};

const published = (now: Date) => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));

const toArticle = (row: { id: number; slug: string; title: string; excerpt: string; publishedAt: Date }) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/** The most recently published articles, newest first, to pick from. */
export async function recentArticles(db: Writer, now: Date, limit = 20): Promise<NewsletterArticle[]> {
  const rows = await db
    .select(columns)
    .from(newsArticles)
    .where(published(now))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map(toArticle);
}

/** The picked articles that are published, in the order they were picked. */
export async function articlesByIds(db: Writer, ids: number[], now: Date): Promise<NewsletterArticle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(newsArticles)
    .where(and(published(now), inArray(newsArticles.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, toArticle(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
