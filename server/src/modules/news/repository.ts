import { isLocale, type Locale } from '@common/locale';
import {
  FEATURED_NEWS_COUNT,
  type NewsArticle,
  type NewsArticleSummary,
  type NewsListQuery,
  type NewsListResponse,
} from '@common/news';
import { and, asc, count, desc, eq, gt, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsRemovedSlugs, newsSlugRedirects, newsTranslations } from '../../db/schema';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import type { Writer } from '../audit/repository';
import { visibleAt } from './visibility';
import { type ArticleKey, fromKey, keysEvery } from './visible-articles';

/*
 * The public reads of news, in the visitor's language: each article in it when that version is
 * published, otherwise in English. `now` is the app's clock, so a scheduled article appears at its time.
 */

type Row = typeof newsArticles.$inferSelect;
type Translation = Pick<typeof newsTranslations.$inferSelect, 'slug' | 'title' | 'excerpt' | 'content' | 'imageAlt'>;

const translated = (locale: Locale) =>
  locale === 'en'
    ? sql`false`
    : and(eq(newsTranslations.articleId, newsArticles.id), eq(newsTranslations.locale, locale));

/** The columns of the row, and of the translation in the visitor's language (null when not published). */
const localisedColumns = {
  article: newsArticles,
  slug: newsTranslations.slug,
  title: newsTranslations.title,
  excerpt: newsTranslations.excerpt,
  content: newsTranslations.content,
  imageAlt: newsTranslations.imageAlt,
};

type LocalisedRow = {
  article: Row;
  slug: string | null;
  title: string | null;
  excerpt: string | null;
  content: string | null;
  imageAlt: string | null;
};

function toArticle(
  row: Row,
  version: Translation | null,
  locale: Locale,
  alternates: Partial<Record<Locale, string>>,
): NewsArticle {
  const text = version ?? row;
  return {
    id: row.id,
    slug: text.slug,
    title: text.title,
    excerpt: text.excerpt,
    // Sanitised on write too; doing it again on read protects against rows written by other tools.
    content: sanitizeArticleHtml(text.content),
    category: row.category,
    author: row.author,
    imageUrl: row.imageUrl,
    // The alt text staff wrote for the image, in the language served (the title when there is none).
    imageAlt: version ? (version.imageAlt ?? row.imageAlt) : row.imageAlt,
    publishedAt: row.publishedAt.toISOString(),
    lang: version ? locale : 'en',
    alternates,
  };
}

const versionOf = (row: LocalisedRow, locale: Locale): Translation | null =>
  locale !== 'en' && row.slug !== null && row.title !== null && row.excerpt !== null && row.content !== null
    ? { slug: row.slug, title: row.title, excerpt: row.excerpt, content: row.content, imageAlt: row.imageAlt }
    : null;

/** The slug of every published language version of these articles. */
async function alternatesOf(db: Writer, rows: Row[]): Promise<Map<number, Partial<Record<Locale, string>>>> {
  const map = new Map(rows.map((row) => [row.id, { en: row.slug } as Partial<Record<Locale, string>>]));
  if (rows.length === 0) return map;
  const translations = await db
    .select({ articleId: newsTranslations.articleId, locale: newsTranslations.locale, slug: newsTranslations.slug })
    .from(newsTranslations)
    .where(
      inArray(
        newsTranslations.articleId,
        rows.map((row) => row.id),
      ),
    );
  for (const t of translations) {
    const entry = map.get(t.articleId);
    if (entry) entry[t.locale] = t.slug;
  }
  return map;
}

function toSummary(article: NewsArticle): NewsArticleSummary {
  const { content: _content, ...summary } = article;
  return summary;
}

async function readLocalised(
  db: Writer,
  locale: Locale,
  where: SQL | undefined,
  page?: { limit: number; offset: number; featured?: boolean },
): Promise<NewsArticle[]> {
  const base = db
    .select(localisedColumns)
    .from(newsArticles)
    .leftJoin(newsTranslations, translated(locale))
    .where(where)
    .orderBy(
      ...(page?.featured ? [sql`${newsArticles.featuredRank} asc nulls last`] : []),
      desc(newsArticles.publishedAt),
      desc(newsArticles.id),
    );
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const alternates = await alternatesOf(
    db,
    rows.map((row) => row.article),
  );
  return rows.map((row) =>
    toArticle(row.article, versionOf(row, locale), locale, alternates.get(row.article.id) ?? {}),
  );
}

/** How many articles the list shows in all (with the category, when one is chosen). */
export async function countNews(db: Db, category: string | undefined, now: Date): Promise<number> {
  const visible = visibleAt(now);
  const [{ total }] = await db
    .select({ total: count() })
    .from(newsArticles)
    .where(category ? and(visible, eq(newsArticles.category, category)) : visible);
  return Number(total);
}

/** The news list's anchors: one every this many articles of a list (a category's or all). */
export const ANCHOR_EVERY = 1000;

/** An article's key and its place (from 0) in a list. */
export type Anchor = ArticleKey & { rank: number };

/** Where a list's deep pages start from: the key of every ANCHOR_EVERY-th article (one walk of the index). */
export const listAnchors = (db: Db, category: string | undefined, now: Date): Promise<Anchor[]> =>
  keysEvery(db, now, ANCHOR_EVERY, 0, category);

/**
 * A page of the list. The page's ids are found first, from the list's index alone, and only those rows
 * are read and joined to their translation: a deep page (offset 100,000) then walks past index entries,
 * not past 100,000 articles and their translations (decision 051). `total` lets the content service
 * hand in a count it keeps (a count walks every visible article).
 */
export async function listNews(
  db: Db,
  query: NewsListQuery,
  now: Date,
  total: () => Promise<number> = () => countNews(db, query.category, now),
  anchors?: () => Promise<Anchor[]>,
): Promise<NewsListResponse> {
  const visible = visibleAt(now);
  const where = query.category ? and(visible, eq(newsArticles.category, query.category)) : visible;
  // A deep page starts from the nearest anchor at or before its offset (the key of every ANCHOR_EVERY-th
  // article, kept per news generation), so it walks at most that many index entries, not the whole offset:
  // the addresses (?page=N, offset=…) stay as they are. Without anchors, or while they disagree with the
  // list (a change whose notice is on its way), the plain offset.
  const wanted = Math.floor(query.offset / ANCHOR_EVERY) * ANCHOR_EVERY;
  const anchor = wanted > 0 && anchors ? (await anchors()).find((a) => a.rank === wanted) : undefined;
  const page = db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(anchor ? and(where, fromKey(anchor)) : where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(query.limit)
    .offset(query.offset - (anchor?.rank ?? 0));
  const [articles, all] = await Promise.all([
    readLocalised(db, query.locale ?? 'en', inArray(newsArticles.id, page)),
    total(),
  ]);
  return { articles: articles.map(toSummary), total: all };
}

/** The featured articles: staff's picks in their order, then the newest published. */
export async function featuredNews(db: Db, locale: Locale, now: Date): Promise<NewsArticleSummary[]> {
  const articles = await readLocalised(db, locale, visibleAt(now), {
    limit: FEATURED_NEWS_COUNT,
    offset: 0,
    featured: true,
  });
  return articles.map(toSummary);
}

/** The article one of whose published slugs (any language) is `slug`, in `locale` when published. */
export async function getNewsArticle(db: Db, slug: string, locale: Locale, now: Date): Promise<NewsArticle | null> {
  // The owners by either slug index, as one set: "slug = … or id in (…)" read the articles in id order
  // testing each, 100,000 of them for an old article (decision 051).
  const owner = db
    .select({ id: newsTranslations.articleId })
    .from(newsTranslations)
    .where(eq(newsTranslations.slug, slug))
    .union(db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, slug)));
  const [found] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(visibleAt(now), inArray(newsArticles.id, owner)))
    .orderBy(asc(newsArticles.id))
    .limit(1);
  if (!found) return null;
  const [article] = await readLocalised(db, locale, eq(newsArticles.id, found.id));
  return article ?? null;
}

/**
 * What an address with no live article answers: an old slug leads to its article's current slug; a
 * deleted article's address (decision 040) to the article or the list chosen on delete, or 410 Gone.
 */
export type NewsRedirect = { to: 'article'; slug: string; locale: Locale } | { to: 'list' } | { to: 'gone' };

/** The current slug of a visible article in a language (English when that translation is not published). */
async function currentSlug(
  db: Db,
  articleId: number,
  locale: string,
  now: Date,
): Promise<{ slug: string; locale: Locale } | null> {
  const [row] = await db
    .select({ slug: newsArticles.slug, translated: newsTranslations.slug })
    .from(newsArticles)
    .leftJoin(
      newsTranslations,
      and(eq(newsTranslations.articleId, newsArticles.id), sql`${newsTranslations.locale} = ${locale}`),
    )
    .where(and(eq(newsArticles.id, articleId), visibleAt(now)))
    .limit(1);
  if (!row) return null;
  return row.translated !== null && isLocale(locale)
    ? { slug: row.translated, locale }
    : { slug: row.slug, locale: 'en' };
}

/**
 * Where an address leads now, or null (a plain 404): an old slug to the current slug of the language it
 * was; a deleted article's address as chosen on delete, the list when the chosen article is not visible.
 */
export async function findNewsRedirect(db: Db, slug: string, now: Date): Promise<NewsRedirect | null> {
  const [old] = await db
    .select({ articleId: newsSlugRedirects.articleId, locale: newsSlugRedirects.locale })
    .from(newsSlugRedirects)
    .where(eq(newsSlugRedirects.slug, slug))
    .limit(1);
  if (old) {
    const target = await currentSlug(db, old.articleId, old.locale, now);
    return target && target.slug !== slug ? { to: 'article', ...target } : null;
  }
  const [removed] = await db.select().from(newsRemovedSlugs).where(eq(newsRemovedSlugs.slug, slug)).limit(1);
  if (!removed) return null;
  if (removed.answer === 'gone') return { to: 'gone' };
  const target =
    removed.answer === 'article' && removed.targetArticleId !== null
      ? await currentSlug(db, removed.targetArticleId, removed.locale, now)
      : null;
  return target && target.slug !== slug ? { to: 'article', ...target } : { to: 'list' };
}

/** When the next scheduled article becomes visible, so caches can expire exactly then. */
export async function nextScheduledPublication(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(newsArticles.publishedAt) })
    .from(newsArticles)
    .where(and(eq(newsArticles.status, 'published'), gt(newsArticles.publishedAt, now)));
  return row?.next ? new Date(row.next) : null;
}
