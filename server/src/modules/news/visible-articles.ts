import type { Locale } from '@common/locale';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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
export async function listVisibleArticles(db: Db, now: Date, limit?: number, offset = 0): Promise<VisibleArticle[]> {
  const query = db
    .select(articleColumns)
    .from(newsArticles)
    .where(visibleAt(now))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  const page = limit ? query.limit(limit).offset(offset) : offset ? query.offset(offset) : query;
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

/** How many articles are visible, and how many language versions they have together (each at its own address). */
export async function countVisibleVersions(db: Db, now: Date): Promise<{ articles: number; versions: number }> {
  const [articles, translations] = await Promise.all([
    db.select({ n: count() }).from(newsArticles).where(visibleAt(now)),
    db
      .select({ n: count() })
      .from(newsTranslations)
      .innerJoin(newsArticles, eq(newsArticles.id, newsTranslations.articleId))
      .where(visibleAt(now)),
  ]);
  return { articles: articles[0].n, versions: articles[0].n + translations[0].n };
}

/**
 * The newest change among the visible articles, grouped in runs of `size` in the lists' order (newest
 * first) after `skip` places taken by something else: the date each part of a long sitemap gives in the
 * index, found by one statement instead of reading every article.
 */
export async function newestChangePerRun(db: Db, now: Date, size: number, skip: number): Promise<Date[]> {
  // Written out with its table names: the correlated subquery must say which table's id it means.
  const changed = sql.raw(
    'greatest(news_articles.updated_at, news_articles.published_at, ' +
      '(select max(t.updated_at) from news_translations t where t.article_id = news_articles.id))',
  );
  const ranked = db
    .select({
      rank: sql<number>`row_number() over (order by ${newsArticles.publishedAt} desc, ${newsArticles.id} desc) - 1`.as(
        'rank',
      ),
      changed: sql`${changed}`.as('changed'),
    })
    .from(newsArticles)
    .where(visibleAt(now))
    .as('ranked');
  // Whole numbers of our own, written into the statement so the grouping is one expression.
  const run = sql<number>`((${sql.raw(String(Math.trunc(skip)))} + ranked.rank) / ${sql.raw(String(Math.trunc(size)))})::int`;
  const rows = await db
    .select({ run, changed: sql`max(ranked.changed)`.mapWith(newsArticles.updatedAt) })
    .from(ranked)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const runs: Date[] = [];
  for (const row of rows) runs[Number(row.run)] = row.changed;
  return runs;
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
