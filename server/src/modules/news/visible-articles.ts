import { LOCALES, type Locale } from '@common/locale';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsVersions } from '../../db/schema';
import { listedAt, type NewsFilter, visibleAt } from './visibility';

/** One published version of a visible article, as the feeds, the sitemap and the share cards read it. */
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

/** A visible article with every version it has on the site (each at its own address), in the table's order. */
export type VisibleArticle = Pick<FeedArticle, 'id' | 'category' | 'author' | 'publishedAt' | 'updatedAt'> & {
  versions: FeedArticle[];
};

const later = (a: Date, b: Date) => new Date(Math.max(a.getTime(), b.getTime()));

const articleColumns = {
  id: newsArticles.id,
  category: newsArticles.category,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

/** A version's columns, without its body (nothing here shows it, and the bodies are most of the table). */
const versionColumns = {
  articleId: newsVersions.articleId,
  locale: newsVersions.locale,
  slug: newsVersions.slug,
  title: newsVersions.title,
  excerpt: newsVersions.excerpt,
  updatedAt: newsVersions.updatedAt,
};

type ArticleColumns = { id: number; category: string; author: string; publishedAt: Date; updatedAt: Date };
type VersionColumns = { locale: Locale; slug: string; title: string; excerpt: string; updatedAt: Date };

const feedArticle = (article: ArticleColumns, version: VersionColumns): FeedArticle => ({
  ...article,
  slug: version.slug,
  title: version.title,
  excerpt: version.excerpt,
  lang: version.locale,
  updatedAt: later(version.updatedAt, article.updatedAt),
});

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
 * before the first (the sitemap's parts: the articles that start a part; the news list's anchors), within
 * a list's filter when one is given (a category, a company). One walk of the lists' index
 * (news_articles_published_idx holds status, time and id): no article row is read, but for a company's
 * list, whose ids are in the rows.
 */
export async function keysEvery(
  db: Db,
  now: Date,
  size: number,
  skip: number,
  filter: NewsFilter = {},
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
    .where(listedAt(now, filter))
    .as('ranked');
  const rows = await db
    .select({ publishedAt: ranked.publishedAt, id: ranked.id, rank: ranked.rank })
    .from(ranked)
    .where(sql`(${sql.raw(String(Math.trunc(skip)))} + ranked.rank) % ${sql.raw(String(Math.trunc(size)))} = 0`)
    .orderBy(sql`ranked.rank`);
  return rows.map((row) => ({ publishedAt: row.publishedAt, id: Number(row.id), rank: Number(row.rank) }));
}

/**
 * Read straight from the database on every request (not through the content cache), so the sitemap and
 * the share images follow a publication at once, whoever made it. Each article with its versions on the
 * site, in the table's order of languages.
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
  // The versions of the same articles, chosen by the same query rather than by a list of ids: a list
  // of 100,000 ids is more parameters than a statement may have (65,535; decision 051).
  const ids = db.select({ id: sql<number>`page.id` }).from(page.as('page'));
  const [rows, versions] = await Promise.all([
    page,
    db.select(versionColumns).from(newsVersions).where(inArray(newsVersions.articleId, ids)),
  ]);
  if (rows.length === 0) return [];
  // Grouped once: looking each article's versions up in the whole list took time in the square of the
  // articles (100,000 articles: minutes).
  const byArticle = new Map<number, typeof versions>();
  for (const v of versions) {
    const list = byArticle.get(v.articleId);
    if (list) list.push(v);
    else byArticle.set(v.articleId, [v]);
  }
  const order = (locale: Locale) => LOCALES.indexOf(locale);
  return rows.map((row) => ({
    ...row,
    versions: (byArticle.get(row.id) ?? [])
      .sort((a, b) => order(a.locale) - order(b.locale))
      .map((v) => feedArticle(row, v)),
  }));
}

/**
 * A language's feed: the newest visible articles written in it, in it (docs/decisions/078: a feed declares
 * its language and lists only what is written in it), all or a company's (docs/decisions/085). One walk
 * of the lists' index joined to the language's versions.
 */
export async function feedArticles(
  db: Db,
  now: Date,
  locale: Locale,
  limit: number,
  filter: NewsFilter = {},
): Promise<FeedArticle[]> {
  const rows = await db
    .select({ article: articleColumns, version: versionColumns })
    .from(newsArticles)
    .innerJoin(newsVersions, and(eq(newsVersions.articleId, newsArticles.id), eq(newsVersions.locale, locale)))
    .where(listedAt(now, filter))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map(({ article, version }) => feedArticle(article, version));
}

/** How many versions the visible articles have on the site (each at its own address). */
export async function countVisibleVersions(db: Db, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(newsVersions)
    .innerJoin(newsArticles, eq(newsArticles.id, newsVersions.articleId))
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
      '(select max(v.updated_at) from news_versions v where v.article_id = news_articles.id))',
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

/** The visible article's version at this slug. */
export async function findVisibleArticle(db: Db, slug: string, now: Date): Promise<FeedArticle | null> {
  const [row] = await db
    .select({ article: articleColumns, version: versionColumns })
    .from(newsVersions)
    .innerJoin(newsArticles, eq(newsArticles.id, newsVersions.articleId))
    .where(and(visibleAt(now), eq(newsVersions.slug, slug)))
    .limit(1);
  return row ? feedArticle(row.article, row.version) : null;
}

/** The later of the two dates: an article edited after publication was modified then. */
export const lastModified = (article: Pick<FeedArticle, 'publishedAt' | 'updatedAt'>): Date =>
  new Date(Math.max(article.updatedAt.getTime(), article.publishedAt.getTime()));
