import type { NewsArticle, NewsArticleSummary, NewsListQuery, NewsListResponse } from '@common/news';
import { and, count, desc, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { sanitizeArticleHtml } from '../../lib/sanitize';

type Row = typeof newsArticles.$inferSelect;

function toArticle(row: Row): NewsArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    // Sanitised on write too; doing it again on read protects against rows written by other tools.
    content: sanitizeArticleHtml(row.content),
    category: row.category,
    author: row.author,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
    lang: row.lang,
  };
}

function toSummary(row: Row): NewsArticleSummary {
  const { content: _content, ...summary } = toArticle({ ...row, content: '' });
  return summary;
}

/** Visible means published and not scheduled for later. */
const visible = () => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`));

export async function listNews(
  db: Db,
  query: Pick<NewsListQuery, 'limit' | 'offset' | 'category'>,
): Promise<NewsListResponse> {
  const where = query.category ? and(visible(), eq(newsArticles.category, query.category)) : visible();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(newsArticles).where(where),
  ]);
  return { articles: rows.map(toSummary), total: Number(total) };
}

export async function getNewsArticle(db: Db, slug: string): Promise<NewsArticle | null> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(visible(), eq(newsArticles.slug, slug)))
    .limit(1);
  return row ? toArticle(row) : null;
}

/** When the next scheduled article becomes visible, so caches can expire exactly then. */
export async function nextScheduledPublication(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(newsArticles.publishedAt) })
    .from(newsArticles)
    .where(and(eq(newsArticles.status, 'published'), gt(newsArticles.publishedAt, sql`now()`)));
  return row?.next ? new Date(row.next) : null;
}
