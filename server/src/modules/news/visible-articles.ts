import type { Locale } from '@common/locale';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsTranslations } from '../../db/schema';
import { visibleAt } from './visibility';

export type FeedArticle = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** The language of this version's text. */
  lang: Locale;
  publishedAt: Date;
  updatedAt: Date;
};

/** A published article with every language version it has (only those that exist). */
export type VisibleArticle = FeedArticle & { versions: FeedArticle[] };

const later = (a: Date, b: Date) => new Date(Math.max(a.getTime(), b.getTime()));

const articleColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  category: newsArticles.category,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

/**
 * Read straight from the database on every request (not through the content cache), so the
 * sitemap, the feed and the share images follow a publication at once, whoever made it.
 * The English version first, then the published translations.
 */
export async function listVisibleArticles(db: Db, now: Date, limit?: number): Promise<VisibleArticle[]> {
  const query = db
    .select(articleColumns)
    .from(newsArticles)
    .where(visibleAt(now))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  const page = limit ? query.limit(limit) : query;
  // The translations of the same articles, chosen by the same query rather than by a list of ids: a list
  // of 100,000 ids is more parameters than a statement may have (65,535; issue 23 §3).
  const ids = db.select({ id: sql<number>`page.id` }).from(page.as('page'));
  const [rows, translations] = await Promise.all([
    page,
    // Not the bodies: nothing here shows them, and 200,000 of them are most of the table.
    db
      .select({
        articleId: newsTranslations.articleId,
        locale: newsTranslations.locale,
        slug: newsTranslations.slug,
        title: newsTranslations.title,
        excerpt: newsTranslations.excerpt,
        updatedAt: newsTranslations.updatedAt,
      })
      .from(newsTranslations)
      .where(inArray(newsTranslations.articleId, ids)),
  ]);
  if (rows.length === 0) return [];
  // Grouped once: looking each article's translations up in the whole list took time in the square of
  // the articles (100,000 articles: minutes).
  const byArticle = new Map<number, typeof translations>();
  for (const t of translations) {
    const list = byArticle.get(t.articleId);
    if (list) list.push(t);
    else byArticle.set(t.articleId, [t]);
  }
  return rows.map((row) => {
    const english: FeedArticle = { ...row, lang: 'en' };
    const others = (byArticle.get(row.id) ?? [])
      .sort((a, b) => a.locale.localeCompare(b.locale))
      .map(
        (t): FeedArticle => ({
          ...english,
          slug: t.slug,
          title: t.title,
          excerpt: t.excerpt,
          lang: t.locale,
          updatedAt: later(t.updatedAt, row.updatedAt),
        }),
      );
    return { ...english, versions: [english, ...others] };
  });
}

/** The visible article version at this slug (English or a published translation). */
export async function findVisibleArticle(db: Db, slug: string, now: Date): Promise<FeedArticle | null> {
  const [english] = await db
    .select(articleColumns)
    .from(newsArticles)
    .where(and(visibleAt(now), eq(newsArticles.slug, slug)))
    .limit(1);
  if (english) return { ...english, lang: 'en' };
  const [row] = await db
    .select({ article: articleColumns, t: newsTranslations })
    .from(newsTranslations)
    .innerJoin(newsArticles, eq(newsArticles.id, newsTranslations.articleId))
    .where(and(visibleAt(now), eq(newsTranslations.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...row.article,
    slug: row.t.slug,
    title: row.t.title,
    excerpt: row.t.excerpt,
    lang: row.t.locale,
    updatedAt: later(row.t.updatedAt, row.article.updatedAt),
  };
}

/** The later of the two dates: an article edited after publication was modified then. */
export const lastModified = (article: Pick<FeedArticle, 'publishedAt' | 'updatedAt'>): Date =>
  new Date(Math.max(article.updatedAt.getTime(), article.publishedAt.getTime()));
