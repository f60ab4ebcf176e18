import type { ApiErrorCode } from '@common/admin/api-errors';
import { mediaUrl } from '@common/admin/media';
import {
  type AdminArticle,
  type AdminNewsListItem,
  ARTICLE_WORDS,
  type ArticleRecord,
  type ArticleRemovalAnswer,
  type ArticleStatus,
  type ArticleValues,
} from '@common/admin/news';
import { LOCALES, type Locale } from '@common/locale';
import { sourcesOf, versionStates } from '@common/model/versions';
import { articlePath } from '@common/news';
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  entries,
  media,
  newsArticles,
  newsDrafts,
  newsRemovedSlugs,
  newsSlugRedirects,
  newsVersions,
  revisions,
  staffUsers,
} from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import {
  type ArticleRow,
  articleLabel,
  readRecord,
  sameAsSite,
  siteRecord,
  type VersionRow,
  valuesOf,
  wordsOfRecord,
} from './record';

/** An article as the editor works on it: its row, its working copy, and what the site holds. */
export interface LoadedArticle {
  row: ArticleRow;
  /** The working copy (the site's versions, for an article that never had one). */
  record: ArticleRecord;
  /** The published languages. */
  site: VersionRow[];
  savedAt: Date;
  savedBy: string | null;
  /** The names of its writer and reviewer in review (docs/decisions/089), when there are. */
  reviewNames: { submittedBy: string | null; returnedBy: string | null };
}

/** The staff members' names by id (a writer and a reviewer). */
async function staffNames(db: Writer, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Where the article stands in review, as the editor shows it (docs/decisions/089). */
export function reviewOf(loaded: Pick<LoadedArticle, 'row' | 'reviewNames'>): AdminArticle['review'] {
  const { row, reviewNames } = loaded;
  if (!row.reviewState || !row.reviewAt) return null;
  return {
    state: row.reviewState,
    at: row.reviewAt.toISOString(),
    submittedBy: reviewNames.submittedBy,
    comment: row.reviewState === 'returned' ? row.reviewComment : null,
    returnedBy: row.reviewState === 'returned' ? reviewNames.returnedBy : null,
  };
}

/** Draft, scheduled (published, its time not yet come) or published. */
export function statusOf(row: Pick<ArticleRow, 'status' | 'publishedAt'>, now: Date): ArticleStatus {
  if (row.status !== 'published') return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

/** The article with its working copy and published versions; `lock` holds the article for a change. */
export async function loadArticle(db: Writer, id: number, lock = false): Promise<LoadedArticle | null> {
  const articleQuery = db.select().from(newsArticles).where(eq(newsArticles.id, id));
  const [row] = lock ? await articleQuery.for('update') : await articleQuery;
  if (!row) return null;
  const [draft] = await db
    .select({ data: newsDrafts.data, savedAt: newsDrafts.savedAt, name: staffUsers.name })
    .from(newsDrafts)
    .leftJoin(staffUsers, eq(staffUsers.id, newsDrafts.savedBy))
    .where(eq(newsDrafts.articleId, id));
  const site = await db.select().from(newsVersions).where(eq(newsVersions.articleId, id));
  return {
    row,
    record: draft ? readRecord(draft.data) : siteRecord(row, site),
    site,
    savedAt: draft?.savedAt ?? row.updatedAt,
    savedBy: draft?.name ?? null,
    reviewNames: await staffNames(db, [row.submittedBy, row.returnedBy]).then((names) => ({
      submittedBy: row.submittedBy === null ? null : (names.get(row.submittedBy) ?? null),
      returnedBy: row.returnedBy === null ? null : (names.get(row.returnedBy) ?? null),
    })),
  };
}

/**
 * The company records among these ids, in their order: an id that names no company (a company deleted
 * while the editor was open, or since it was chosen) is dropped, so the save keeps working and the site
 * never names it (docs/decisions/085).
 */
async function companiesAmong(tx: Writer, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return ids;
  const found = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.kind, 'company'), inArray(entries.id, ids)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => known.has(id));
}

/**
 * The article's values as the save keeps them: an uploaded image's address is its 960 WebP; with none,
 * a picture shipped with the article before uploads stays while the editor sends it back as read (never an
 * address the editor typed). A newly chosen image that is gone is refused; one chosen before and deleted
 * since is dropped, so the editor's saves keep working. The companies are company records.
 */
export async function resolvedValues(
  tx: Writer,
  values: Record<string, unknown>,
  before: ArticleValues | null,
): Promise<ArticleValues> {
  const read = valuesOf(values);
  const wanted = { ...read, companies: await companiesAmong(tx, read.companies) };
  if (wanted.imageId !== null) {
    const [image] = await tx.select({ hash: media.hash }).from(media).where(eq(media.id, wanted.imageId));
    if (image) return { ...wanted, imageUrl: mediaUrl(image.hash, 960, 'webp') };
    if (before?.imageId !== wanted.imageId)
      throw new HttpError(400, 'news.imageGone', { fields: { 'values.imageId': 'news.chooseAnotherImage' } });
    return { ...wanted, imageId: null, imageUrl: null };
  }
  const shipped = before && before.imageId === null ? before.imageUrl : null;
  return { ...wanted, imageUrl: shipped && wanted.imageUrl === shipped ? shipped : null };
}

/** The newest version of the article in the one history (what the editor sends back with a save). */
export async function latestArticleRevision(db: Writer, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: sql<number>`max(${revisions.id})` })
    .from(revisions)
    .where(and(eq(revisions.recordType, 'news'), eq(revisions.recordId, id)));
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

export function toAdminArticle(
  loaded: LoadedArticle,
  { now, locale, revision }: { now: Date; locale: Locale; revision: number | null },
): AdminArticle {
  const { row, record } = loaded;
  const publication = statusOf(row, now);
  const onSite = siteRecord(row, loaded.site);
  const site: AdminArticle['site'] = {};
  if (publication !== 'draft') {
    for (const version of loaded.site) {
      site[version.locale] = {
        slug: version.slug,
        path: articlePath(version.slug),
        changed: !sameAsSite(record, onSite, version.locale),
      };
    }
  }
  return {
    id: row.id,
    values: record.values,
    words: wordsOfRecord(record),
    sources: sourcesOf(record.versions),
    status: versionStates(record.versions, ARTICLE_WORDS),
    changedAt: Object.fromEntries(Object.entries(record.versions).map(([l, v]) => [l, v?.changedAt])),
    label: articleLabel(record, locale),
    revision,
    publication,
    publishAt: row.status === 'published' ? row.publishedAt.toISOString() : null,
    featuredRank: row.featuredRank,
    site,
    savedAt: loaded.savedAt.toISOString(),
    savedBy: loaded.savedBy,
    createdAt: row.createdAt.toISOString(),
    review: reviewOf(loaded),
  };
}

/** Another article's working copy with this slug in any language. */
const draftSlug = (slug: string): SQL =>
  // The paths are the table's own words (LOCALES), written into the statement.
  or(
    ...LOCALES.map((locale) => sql`${newsDrafts.data} #>> ${sql.raw(`'{versions,${locale},words,slug}'`)} = ${slug}`),
  ) as SQL;

/**
 * Slugs already used by another article: by a version on the site, in its working copy, or as an old
 * address that still leads to it. Every version of every article has its own slug (docs/decisions/079),
 * so an address always names one language of one article.
 */
export async function slugConflicts(
  db: Writer,
  articleId: number | null,
  slugs: { locale: Locale; slug: string }[],
): Promise<Record<string, ApiErrorCode>> {
  const errors: Record<string, ApiErrorCode> = {};
  const other = (column: typeof newsVersions.articleId | typeof newsSlugRedirects.articleId) =>
    articleId === null ? sql`true` : ne(column, articleId);
  // One lookup after another, stopping at the first hit: `db` is often a transaction, one connection,
  // which runs one query at a time anyway, and pg refuses (from version 9; 8 warns) a query sent to a
  // connection that is still running another.
  const lookups = (slug: string) => [
    () =>
      db
        .select({ id: newsVersions.articleId })
        .from(newsVersions)
        .where(and(eq(newsVersions.slug, slug), other(newsVersions.articleId)))
        .limit(1),
    () =>
      db
        .select({ id: newsSlugRedirects.articleId })
        .from(newsSlugRedirects)
        .where(and(eq(newsSlugRedirects.slug, slug), other(newsSlugRedirects.articleId)))
        .limit(1),
    () =>
      db
        .select({ id: newsDrafts.articleId })
        .from(newsDrafts)
        .where(and(articleId === null ? undefined : ne(newsDrafts.articleId, articleId), draftSlug(slug)))
        .limit(1),
  ];
  for (const { locale, slug } of slugs) {
    for (const lookup of lookups(slug)) {
      if ((await lookup()).length === 0) continue;
      errors[`words.${locale}.slug`] = 'news.slugTaken';
      break;
    }
  }
  return errors;
}

/** A slug the site used: it keeps answering with a permanent redirect to the article. */
export async function keepOldSlug(db: Writer, articleId: number, locale: Locale, slug: string, now: Date) {
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
 * Keeps what every public address of an article answers once it is deleted (each version's slug and its
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
  const current = await db
    .select({ slug: newsVersions.slug, locale: newsVersions.locale })
    .from(newsVersions)
    .where(eq(newsVersions.articleId, articleId));
  const old = await db
    .select({ slug: newsSlugRedirects.slug, locale: newsSlugRedirects.locale })
    .from(newsSlugRedirects)
    .where(eq(newsSlugRedirects.articleId, articleId));
  const bySlug = new Map<string, string>();
  for (const row of [...current, ...old]) if (!bySlug.has(row.slug)) bySlug.set(row.slug, row.locale);
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

/** Every company an article names, in its working copy or on the site (docs/decisions/088). */
export const articleCompanies = (loaded: Pick<LoadedArticle, 'row' | 'record'>): number[] => [
  ...new Set([...loaded.record.values.companies, ...loaded.row.companyIds]),
];

/** A list item with the text the list's search reads, and every company it names (decision 088). */
export type ListedArticle = AdminNewsListItem & { search: string; companies: number[]; submittedBy: number | null };

/** Everything the list shows and filters on, for all articles (staff lists are short: hundreds). */
export async function listForAdmin(db: Writer, now: Date, locale: Locale): Promise<ListedArticle[]> {
  const rows = await db
    .select({ row: newsArticles, data: newsDrafts.data, savedAt: newsDrafts.savedAt })
    .from(newsArticles)
    .leftJoin(newsDrafts, eq(newsDrafts.articleId, newsArticles.id))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id));
  const versions = await db.select().from(newsVersions);
  const byArticle = new Map<number, VersionRow[]>();
  for (const version of versions) {
    const list = byArticle.get(version.articleId);
    if (list) list.push(version);
    else byArticle.set(version.articleId, [version]);
  }
  return rows.map(({ row, data, savedAt }) => {
    const site = byArticle.get(row.id) ?? [];
    const record = data ? readRecord(data) : siteRecord(row, site);
    const updated = savedAt && savedAt > row.updatedAt ? savedAt : row.updatedAt;
    const words = LOCALES.flatMap((l) => {
      const w = record.versions[l]?.words;
      return w ? [String(w.title ?? ''), String(w.excerpt ?? '')] : [];
    });
    const category = record.values.category ?? row.category;
    const author = record.values.author ?? row.author;
    return {
      id: row.id,
      label: articleLabel(record, locale),
      category,
      author,
      publication: statusOf(row, now),
      publishAt: row.status === 'published' ? row.publishedAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: updated.toISOString(),
      featuredRank: row.featuredRank,
      status: versionStates(record.versions, ARTICLE_WORDS),
      published: row.status === 'published' ? LOCALES.filter((l) => site.some((v) => v.locale === l)) : [],
      search: [...words, author, category].join('\n').toLowerCase(),
      companies: articleCompanies({ row, record }),
      review: row.reviewState && row.reviewAt ? { state: row.reviewState, at: row.reviewAt.toISOString() } : null,
      submittedBy: row.submittedBy,
    };
  });
}

/** Categories in use (working copies and the site), for the category field's suggestions. */
export async function categoriesInUse(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: newsArticles.category }).from(newsArticles);
  const drafts = await db
    .selectDistinct({ category: sql<string>`${newsDrafts.data} #>> '{values,category}'` })
    .from(newsDrafts);
  return [...rows, ...drafts].map((r) => r.category).filter((c): c is string => !!c);
}
