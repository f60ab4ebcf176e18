import type { ApiErrorCode } from '@common/admin/api-errors';
import type {
  AdminArticle,
  AdminNewsListItem,
  AdminVersion,
  ArticleRemovalAnswer,
  ArticleStatus,
  NewsLanguage,
  RevisionData,
  StoredVersion,
  TranslatedLocale,
} from '@common/admin/news';
import { NEWS_LANGUAGES, TRANSLATED_LOCALES } from '@common/admin/news';
import { localisedUrl } from '@common/locale-urls';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  newsArticles,
  newsDrafts,
  newsRemovedSlugs,
  newsSlugRedirects,
  newsTranslations,
  staffUsers,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import type { Writer } from '../audit/repository';
import { coverageOf, readWorkingCopy, titleOf } from './working-copy';

export type ArticleRow = typeof newsArticles.$inferSelect;
type TranslationRow = typeof newsTranslations.$inferSelect;

export interface LoadedArticle {
  row: ArticleRow;
  copy: RevisionData;
  savedAt: Date;
  savedBy: string | null;
  translations: TranslationRow[];
}

/** Draft, scheduled (published, its time not yet come) or published. */
export function statusOf(row: Pick<ArticleRow, 'status' | 'publishedAt'>, now: Date): ArticleStatus {
  if (row.status !== 'published') return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

/** The site's version of a language as a working copy (for articles that never had one: seeded, or older). */
function publishedCopy(row: ArticleRow, translations: TranslationRow[]): RevisionData {
  const versions: RevisionData['versions'] = {
    en: { title: row.title, slug: row.slug, excerpt: row.excerpt, contentHtml: row.content, imageAlt: row.imageAlt },
  };
  for (const t of translations) {
    versions[t.locale] = {
      title: t.title,
      slug: t.slug,
      excerpt: t.excerpt,
      contentHtml: t.content,
      imageAlt: t.imageAlt,
      ...(t.sourceHash ? { source: t.sourceHash } : {}),
    };
  }
  return { category: row.category, author: row.author, imageId: row.imageId, imageUrl: row.imageUrl, versions };
}

/** The article with its working copy and published translations; `lock` holds the draft for a change. */
export async function loadArticle(db: Writer, id: number, lock = false): Promise<LoadedArticle | null> {
  const articleQuery = db.select().from(newsArticles).where(eq(newsArticles.id, id));
  const [row] = lock ? await articleQuery.for('update') : await articleQuery;
  if (!row) return null;
  const [draft] = await db
    .select({ data: newsDrafts.data, savedAt: newsDrafts.savedAt, name: staffUsers.name })
    .from(newsDrafts)
    .leftJoin(staffUsers, eq(staffUsers.id, newsDrafts.savedBy))
    .where(eq(newsDrafts.articleId, id));
  const translations = await db.select().from(newsTranslations).where(eq(newsTranslations.articleId, id));
  return {
    row,
    copy: draft ? readWorkingCopy(draft.data) : publishedCopy(row, translations),
    savedAt: draft?.savedAt ?? row.updatedAt,
    savedBy: draft?.name ?? null,
    translations,
  };
}

const published = (loaded: LoadedArticle, language: NewsLanguage): StoredVersion | null => {
  if (language === 'en') {
    if (loaded.row.status !== 'published') return null;
    const { row } = loaded;
    return { title: row.title, slug: row.slug, excerpt: row.excerpt, contentHtml: row.content, imageAlt: row.imageAlt };
  }
  const t = loaded.translations.find((tr) => tr.locale === language);
  return t && loaded.row.status === 'published'
    ? { title: t.title, slug: t.slug, excerpt: t.excerpt, contentHtml: t.content, imageAlt: t.imageAlt }
    : null;
};

function toVersion(loaded: LoadedArticle, language: NewsLanguage, now: Date): AdminVersion | null {
  const version = loaded.copy.versions[language];
  if (!version) return null;
  const site = published(loaded, language);
  const status = site ? statusOf(loaded.row, now) : 'draft';
  const changed =
    !site ||
    site.title !== version.title ||
    site.slug !== version.slug ||
    site.excerpt !== version.excerpt ||
    sanitizeArticleHtml(site.contentHtml) !== version.contentHtml ||
    (site.imageAlt ?? null) !== (version.imageAlt ?? null);
  const translation = loaded.translations.find((t) => t.locale === language);
  return {
    title: version.title,
    slug: version.slug,
    excerpt: version.excerpt,
    contentHtml: version.contentHtml,
    imageAlt: version.imageAlt,
    status,
    publishAt: site ? loaded.row.publishedAt.toISOString() : null,
    publishedSlug: site?.slug ?? null,
    changed,
    outOfDate: language === 'en' ? false : coverageOf(loaded.copy, language) === 'outdated',
    updatedAt: (language === 'en' ? loaded.row.updatedAt : (translation?.updatedAt ?? loaded.savedAt)).toISOString(),
  };
}

export function toAdminArticle(loaded: LoadedArticle, now: Date): AdminArticle {
  const { row, copy } = loaded;
  const en = toVersion(loaded, 'en', now);
  if (!en) throw new Error(`article ${row.id} has no English version`);
  const status = statusOf(row, now);
  const publicPaths: AdminArticle['publicPaths'] = {};
  if (status === 'published') {
    for (const language of NEWS_LANGUAGES) {
      const site = published(loaded, language);
      if (site) publicPaths[language] = localisedUrl('', `/news/${site.slug}`, language);
    }
  }
  return {
    id: row.id,
    category: copy.category,
    author: copy.author,
    imageId: copy.imageId,
    imageUrl: copy.imageUrl,
    status,
    publishAt: row.status === 'published' ? row.publishedAt.toISOString() : null,
    featuredRank: row.featuredRank,
    versions: { en, fr: toVersion(loaded, 'fr', now), sw: toVersion(loaded, 'sw', now) },
    savedAt: loaded.savedAt.toISOString(),
    savedBy: loaded.savedBy,
    createdAt: row.createdAt.toISOString(),
    publicPaths,
  };
}

/**
 * Slugs already used by another article: as its English or translated slug on the site, in its working
 * copy, or as an old address that still redirects to it. A translation may reuse its own English slug.
 */
export async function slugConflicts(
  db: Writer,
  articleId: number,
  slugs: { language: NewsLanguage; slug: string }[],
): Promise<Record<string, ApiErrorCode>> {
  const errors: Record<string, ApiErrorCode> = {};
  const taken = 'news.slugTaken';
  const fr = slugs.find((s) => s.language === 'fr');
  const sw = slugs.find((s) => s.language === 'sw');
  if (fr && sw && fr.slug === sw.slug) errors['versions.sw.slug'] = 'news.slugsDiffer';
  // One lookup after another, stopping at the first hit: `db` is often a transaction, one connection,
  // which runs one query at a time anyway, and pg refuses (from version 9; 8 warns) a query sent to a
  // connection that is still running another.
  /** Another article's row in `table` whose slug column holds `slug`. */
  const another = (table: PgTable, slugColumn: PgColumn, articleColumn: PgColumn, slug: string) =>
    db
      .select({ id: articleColumn })
      .from(table)
      .where(and(eq(slugColumn, slug), ne(articleColumn, articleId)))
      .limit(1);
  const lookups = (slug: string) => [
    another(newsArticles, newsArticles.slug, newsArticles.id, slug),
    another(newsTranslations, newsTranslations.slug, newsTranslations.articleId, slug),
    another(newsSlugRedirects, newsSlugRedirects.slug, newsSlugRedirects.articleId, slug),
    db
      .select({ id: newsDrafts.articleId })
      .from(newsDrafts)
      .where(
        and(
          ne(newsDrafts.articleId, articleId),
          or(
            sql`${newsDrafts.data} #>> '{versions,en,slug}' = ${slug}`,
            sql`${newsDrafts.data} #>> '{versions,fr,slug}' = ${slug}`,
            sql`${newsDrafts.data} #>> '{versions,sw,slug}' = ${slug}`,
          ),
        ),
      )
      .limit(1),
  ];
  for (const { language, slug } of slugs) {
    for (const lookup of lookups(slug)) {
      if ((await lookup).length === 0) continue;
      errors[`versions.${language}.slug`] = taken;
      break;
    }
  }
  return errors;
}

/** A slug the site used: it keeps answering with a permanent redirect to the current one. */
export async function keepOldSlug(db: Writer, articleId: number, locale: NewsLanguage, slug: string, now: Date) {
  await db
    .insert(newsSlugRedirects)
    .values({ slug, articleId, locale, createdAt: now })
    .onConflictDoUpdate({ target: newsSlugRedirects.slug, set: { articleId, locale, createdAt: now } });
}

/** A slug in use again is no longer an old address. */
export async function dropRedirects(db: Writer, articleId: number, slugs: string[]) {
  for (const slug of slugs) {
    await db
      .delete(newsSlugRedirects)
      .where(and(eq(newsSlugRedirects.slug, slug), eq(newsSlugRedirects.articleId, articleId)));
  }
}

/** The article a deleted one's addresses lead to: another one, published (its schedule may be ahead). */
export async function checkRedirectTarget(db: Writer, targetId: number, deletedId: number) {
  const [target] = await db
    .select({ status: newsArticles.status })
    .from(newsArticles)
    .where(eq(newsArticles.id, targetId))
    .limit(1);
  if (target?.status !== 'published' || targetId === deletedId) {
    throw new HttpError(400, 'news.chooseAnotherPublished', { fields: { targetId: 'news.chooseAnotherPublished' } });
  }
}

/**
 * Keeps what every public address of an article answers once it is deleted (its English, translated and
 * old slugs), and points the addresses that led to it (from articles deleted earlier) the same way, so no
 * chain of redirects forms. Returns the slugs, for the audit line.
 */
export async function removeAddresses(
  db: Writer,
  articleId: number,
  answer: ArticleRemovalAnswer,
  targetId: number | null,
  now: Date,
): Promise<string[]> {
  const [english] = await db
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(eq(newsArticles.id, articleId));
  const translated = await db
    .select({ slug: newsTranslations.slug, locale: newsTranslations.locale })
    .from(newsTranslations)
    .where(eq(newsTranslations.articleId, articleId));
  const old = await db
    .select({ slug: newsSlugRedirects.slug, locale: newsSlugRedirects.locale })
    .from(newsSlugRedirects)
    .where(eq(newsSlugRedirects.articleId, articleId));
  // One row per slug (a translation may share the English slug): the first language named keeps it.
  const bySlug = new Map<string, string>();
  for (const row of [...(english ? [{ slug: english.slug, locale: 'en' }] : []), ...translated, ...old]) {
    if (!bySlug.has(row.slug)) bySlug.set(row.slug, row.locale);
  }
  const rows = [...bySlug].map(([slug, locale]) => ({
    slug,
    locale,
    answer,
    targetArticleId: targetId,
    removedAt: now,
  }));
  if (rows.length > 0) {
    await db
      .insert(newsRemovedSlugs)
      .values(rows)
      .onConflictDoUpdate({
        target: newsRemovedSlugs.slug,
        set: {
          locale: sql`excluded.locale`,
          answer: sql`excluded.answer`,
          targetArticleId: sql`excluded.target_article_id`,
          removedAt: sql`excluded.removed_at`,
        },
      });
  }
  await db
    .update(newsRemovedSlugs)
    .set({ answer, targetArticleId: targetId })
    .where(eq(newsRemovedSlugs.targetArticleId, articleId));
  return rows.map((row) => row.slug);
}

/** Everything the list shows and filters on, for all articles (staff lists are short: hundreds). */
export async function listForAdmin(db: Writer, now: Date): Promise<(AdminNewsListItem & { search: string })[]> {
  const rows = await db
    .select({ row: newsArticles, data: newsDrafts.data, savedAt: newsDrafts.savedAt })
    .from(newsArticles)
    .leftJoin(newsDrafts, eq(newsDrafts.articleId, newsArticles.id))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id));
  const translations = await db.select().from(newsTranslations);
  return rows.map(({ row, data, savedAt }) => {
    const copy = data
      ? readWorkingCopy(data)
      : publishedCopy(
          row,
          translations.filter((t) => t.articleId === row.id),
        );
    const coverage = Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, coverageOf(copy, l)])) as Record<
      TranslatedLocale,
      AdminNewsListItem['coverage'][TranslatedLocale]
    >;
    const updated = savedAt && savedAt > row.updatedAt ? savedAt : row.updatedAt;
    const titles = NEWS_LANGUAGES.map((l) => copy.versions[l]?.title ?? '');
    return {
      id: row.id,
      // A draft may have been begun in French or Swahili: it is named by the first title it has.
      title: titleOf(copy) || row.title,
      category: copy.category || row.category,
      author: copy.author || row.author,
      status: statusOf(row, now),
      publishAt: row.status === 'published' ? row.publishedAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: updated.toISOString(),
      featuredRank: row.featuredRank,
      coverage,
      search: [...titles, copy.versions.en?.excerpt ?? '', copy.author, copy.category].join('\n').toLowerCase(),
    };
  });
}

/** Categories in use (working copies and the site), for the category field's suggestions. */
export async function categoriesInUse(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: newsArticles.category }).from(newsArticles);
  const drafts = await db.selectDistinct({ category: sql<string>`${newsDrafts.data} ->> 'category'` }).from(newsDrafts);
  return [...rows, ...drafts].map((r) => r.category).filter((c): c is string => !!c);
}
