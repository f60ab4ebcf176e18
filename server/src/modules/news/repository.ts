import { ARTICLE_WORDS } from '@common/admin/news';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locale';
import { originalLocale, shownLocale, type Versions } from '@common/model/versions';
import {
  FEATURED_NEWS_COUNT,
  type NewsArticle,
  type NewsArticleSummary,
  type NewsListQuery,
  type NewsListResponse,
} from '@common/news';
import { and, count, desc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsRemovedSlugs, newsSlugRedirects, newsVersions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import type { ArticleRow } from './record';
import { listedAt, type NewsFilter, visibleAt } from './visibility';
import { type ArticleKey, fromKey, keysEvery } from './visible-articles';

/*
 * The public reads of news (docs/decisions/078, 079). The article page reads the version its address names;
 * lists read each article in the visitor's language when that version is published, otherwise in its
 * original language, with `lang` saying which. `now` is the app's clock, so a scheduled article appears at
 * its time.
 */

/** What a list shows of a published version: everything but its body. */
const summaryColumns = {
  articleId: newsVersions.articleId,
  locale: newsVersions.locale,
  slug: newsVersions.slug,
  title: newsVersions.title,
  excerpt: newsVersions.excerpt,
  imageAlt: newsVersions.imageAlt,
  fromLocale: newsVersions.fromLocale,
  changedAt: newsVersions.changedAt,
};
interface VersionSummary {
  articleId: number;
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  imageAlt: string | null;
  fromLocale: Locale | null;
  changedAt: Date;
}

type Published = Pick<VersionSummary, 'locale' | 'title' | 'fromLocale' | 'changedAt'>;

/** Published versions in the one shape, as far as choosing one reads it (model/versions.ts). */
function asVersions(versions: Published[]): Versions {
  const shape: Versions = {};
  for (const v of versions) {
    shape[v.locale] = {
      words: { title: v.title },
      ...(v.fromLocale ? { from: { locale: v.fromLocale, hash: '' } } : {}),
      changedAt: v.changedAt.toISOString(),
    };
  }
  return shape;
}

/**
 * The version a reader of `locale` reads among an article's published versions: theirs, else the original
 * (common/src/model/versions.ts: the one rule every record follows).
 */
export function shownVersion<V extends Published>(versions: V[], locale: Locale): V | undefined {
  const shown = shownLocale(asVersions(versions), locale, ARTICLE_WORDS);
  return versions.find((v) => v.locale === shown);
}

/** The article's original among its published versions: what a reader of a language it is not in reads. */
export function originalVersion<V extends Published>(versions: V[]): V | undefined {
  const original = originalLocale(asVersions(versions), ARTICLE_WORDS);
  return versions.find((v) => v.locale === original);
}

const alternatesOf = (versions: Pick<VersionSummary, 'locale' | 'slug'>[]): Partial<Record<Locale, string>> =>
  Object.fromEntries(versions.map((v) => [v.locale, v.slug]));

function toSummary(row: ArticleRow, version: VersionSummary, all: VersionSummary[]): NewsArticleSummary {
  return {
    id: row.id,
    slug: version.slug,
    title: version.title,
    excerpt: version.excerpt,
    category: row.category,
    author: row.author,
    imageUrl: row.imageUrl,
    // The alt text staff wrote for the image in the language served (the title when there is none).
    imageAlt: version.imageAlt,
    publishedAt: row.publishedAt.toISOString(),
    lang: version.locale,
    alternates: alternatesOf(all),
    companies: row.companyIds,
  };
}

/** The published versions of these articles, without their bodies, by article. */
async function versionsByArticle(db: Writer, ids: number[]): Promise<Map<number, VersionSummary[]>> {
  const map = new Map<number, VersionSummary[]>();
  if (ids.length === 0) return map;
  const rows: VersionSummary[] = await db
    .select(summaryColumns)
    .from(newsVersions)
    .where(inArray(newsVersions.articleId, ids));
  for (const row of rows) {
    const list = map.get(row.articleId);
    if (list) list.push(row);
    else map.set(row.articleId, [row]);
  }
  return map;
}

/** These articles, in their order, each in the version a reader of `locale` reads. */
async function readShown(db: Writer, rows: ArticleRow[], locale: Locale): Promise<NewsArticleSummary[]> {
  const versions = await versionsByArticle(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const all = versions.get(row.id) ?? [];
    const shown = shownVersion(all, locale);
    // A published article with no version on the site cannot be shown (an unpublish makes it a draft).
    return shown ? [toSummary(row, shown, all)] : [];
  });
}

/** How many articles the list shows in all (within its filter: a category, a company, both). */
export async function countNews(db: Db, filter: NewsFilter, now: Date): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(newsArticles).where(listedAt(now, filter));
  return Number(total);
}

/** The news list's anchors: one every this many articles of a list (a category's or all). */
export const ANCHOR_EVERY = 1000;

/** An article's key and its place (from 0) in a list. */
export type Anchor = ArticleKey & { rank: number };

/** Where a list's deep pages start from: the key of every ANCHOR_EVERY-th article (one walk of the index). */
export const listAnchors = (db: Db, filter: NewsFilter, now: Date): Promise<Anchor[]> =>
  keysEvery(db, now, ANCHOR_EVERY, 0, filter);

/** A page of a list as the repository reads it: the company as its record's id (the service finds it by slug). */
export type NewsPageQuery = Omit<NewsListQuery, 'company'> & { companyId?: number };

/**
 * A page of the list: every visible article (of a category, about a company), each in the version the
 * visitor reads (decision 078). The page's ids are found first, from the list's index alone, and only those
 * rows and their versions are read: a deep page (offset 100,000) then walks past index entries, not past
 * 100,000 articles and their versions (decision 051). `total` lets the content service hand in a count it
 * keeps.
 */
export async function listNews(
  db: Db,
  query: NewsPageQuery,
  now: Date,
  total: () => Promise<number> = () => countNews(db, query, now),
  anchors?: () => Promise<Anchor[]>,
): Promise<NewsListResponse> {
  const where = listedAt(now, query);
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
  const [rows, all] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(inArray(newsArticles.id, page))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)),
    total(),
  ]);
  return { articles: await readShown(db, rows, query.locale), total: all };
}

/** The featured articles: staff's picks in their order, then the newest published; each in the visitor's version. */
export async function featuredNews(db: Db, locale: Locale, now: Date): Promise<NewsArticleSummary[]> {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(visibleAt(now))
    .orderBy(sql`${newsArticles.featuredRank} asc nulls last`, desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(FEATURED_NEWS_COUNT);
  return readShown(db, rows, locale);
}

/**
 * The published version whose slug this is (slugs are unique across every version, docs/decisions/079), with
 * the slug of every other version of its article (hreflang alternates), or null.
 */
export async function getNewsArticle(db: Db, slug: string, now: Date): Promise<NewsArticle | null> {
  const [found] = await db
    .select({ article: newsArticles, version: newsVersions })
    .from(newsVersions)
    .innerJoin(newsArticles, eq(newsArticles.id, newsVersions.articleId))
    .where(and(eq(newsVersions.slug, slug), visibleAt(now)))
    .limit(1);
  if (!found) return null;
  const others = await db
    .select({ locale: newsVersions.locale, slug: newsVersions.slug })
    .from(newsVersions)
    .where(eq(newsVersions.articleId, found.article.id));
  const { article, version } = found;
  return {
    id: article.id,
    slug: version.slug,
    title: version.title,
    excerpt: version.excerpt,
    // Sanitised on write too; doing it again on read protects against rows written by other tools.
    content: sanitizeArticleHtml(version.content),
    category: article.category,
    author: article.author,
    imageUrl: article.imageUrl,
    imageAlt: version.imageAlt,
    publishedAt: article.publishedAt.toISOString(),
    lang: version.locale,
    alternates: alternatesOf(others),
    companies: article.companyIds,
  };
}

/**
 * What an address with no live version answers: an old slug leads to its article's current slug; a
 * deleted article's address (decision 040) to the article or the list chosen on delete, or 410 Gone.
 */
export type NewsRedirect = { to: 'article'; slug: string; locale: Locale } | { to: 'list' } | { to: 'gone' };

/**
 * The current slug of a visible article for an address that was in `locale`: that language's version
 * when it is on the site, else the version a reader of that language reads (its original).
 */
async function currentSlug(
  db: Db,
  articleId: number,
  locale: string,
  now: Date,
): Promise<{ slug: string; locale: Locale } | null> {
  const versions: VersionSummary[] = await db
    .select(summaryColumns)
    .from(newsVersions)
    .innerJoin(newsArticles, eq(newsArticles.id, newsVersions.articleId))
    .where(and(eq(newsVersions.articleId, articleId), visibleAt(now)));
  const shown = shownVersion(versions, isLocale(locale) ? locale : DEFAULT_LOCALE);
  return shown ? { slug: shown.slug, locale: shown.locale } : null;
}

/**
 * Where an address leads now, or null (a plain 404): an old slug to the current slug of the language it
 * was (or, that language gone from the site, the article's original); a deleted article's address as
 * chosen on delete, the list when the chosen article is not visible.
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
