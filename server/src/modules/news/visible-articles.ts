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
 * An article's place in the lists' order (newest first): its publication time as PostgreSQL writes it
 * (microseconds and offset, which a Date would round) and its id.
 */
export interface ArticleKey {
  publishedAt: string;
  id: number;
}

/** That article and every one after it in the lists' order: a range of the lists' index, not an offset. */
export const fromKey = (key: ArticleKey) =>
  sql`(${newsArticles.publishedAt}, ${newsArticles.id}) <= (${key.publishedAt}::timestamptz, ${key.id}::int)`;

/**
 * The key and rank (from 0) of every `size`-th visible article in the lists' order, counting `skip` places
 * before the first (the sitemap's parts: the articles that start a part; the news list's anchors), in a
 * category when one is given. One walk of the lists' index
 * (news_articles_published_idx holds status, time and id): no article row is read.
 */
export async function keysEvery(
  db: Db,
  now: Date,
  size: number,
  skip: number,
  category?: string,
): Promise<(ArticleKey & { rank: number })[]> {
  const ranked = db
    .select({
      publishedAt: sql<string>`${newsArticles.publishedAt}::text`.as('published_at_text'),
      id: newsArticles.id,
      rank: sql<number>`row_number() over (order by ${newsArticles.publishedAt} desc, ${newsArticles.id} desc) - 1`.as(
        'rank',
      ),
    })
    .from(newsArticles)
    .where(category === undefined ? visibleAt(now) : and(visibleAt(now), eq(newsArticles.category, category)))
    .as('ranked');
  const rows = await db
    .select({ publishedAt: ranked.publishedAt, id: ranked.id, rank: ranked.rank })
    .from(ranked)
    .where(sql`(${sql.raw(String(Math.trunc(skip)))} + ranked.rank) % ${sql.raw(String(Math.trunc(size)))} = 0`)
    .orderBy(sql`ranked.rank`);
  return rows.map((row) => ({ publishedAt: row.publishedAt, id: Number(row.id), rank: Number(row.rank) }));
}

/**
 * Read straight from the database on every request (not through the content cache), so the
 * sitemap, the feed and the share images follow a publication at once, whoever made it.
 * The English version first, then the published translations.
 */
export async function listVisibleArticles(
  db: Db,
  now: Date,
  limit?: number,
  offset: number | ArticleKey = 0,
): Promise<VisibleArticle[]> {
  const query = db
    .select(articleColumns)
    .from(newsArticles)
    .where(typeof offset === 'number' ? visibleAt(now) : and(visibleAt(now), fromKey(offset)))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  const skip = typeof offset === 'number' ? offset : 0;
  const page = limit ? query.limit(limit).offset(skip) : skip ? query.offset(skip) : query;
  // The translations of the same articles, chosen by the same query rather than by a list of ids: a list
  // of 100,000 ids is more parameters than a statement may have (65,535; decision 051).
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

/** How many published translations the visible articles have (each at its own address, as the English one). */
export async function countVisibleTranslations(db: Db, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(newsTranslations)
    .innerJoin(newsArticles, eq(newsArticles.id, newsTranslations.articleId))
    .where(visibleAt(now));
  return Number(n);
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
