import type { MediaUse } from '@common/admin/media';
import { DEFAULT_LOCALE } from '@common/locale';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { newsArticles, newsDrafts, newsVersions, revisions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { articleNames } from '../news';
import { hashesIn, hashIndex, namesAny, rewriteJson, rewriteText } from './usage-hashes';
import type { FileChange, UsageSource } from './usage-types';

/**
 * News articles keep an image in two ways (server/src/modules/news): the cover as an id (news_articles.image_id
 * with its 960 WebP address copied in image_url; `values.imageId`/`values.imageUrl` in a working copy, an
 * ArticleRecord), and images inside the text as addresses (<img src="/media/<hash>-960.webp"> in the HTML of
 * every language, published in news_versions and unpublished in news_drafts). The history (`revisions`,
 * record type 'news') keeps both in each saved version: bringing one back brings its images back, so it is
 * a use too, listed apart.
 */

const editPath = (articleId: number) => `/news/${articleId}`;

/** A record's cover id (stored JSON, read defensively as the news module's readRecord does). */
const coverOf = (data: unknown) => {
  const id = (data as { values?: { imageId?: unknown } } | null)?.values?.imageId;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/** Collects (image, article) pairs; an article that shows an image several ways is one use. */
class Pairs {
  readonly found = new Map<string, { mediaId: number; articleId: number }>();
  constructor(
    private readonly wanted: Set<number> | null,
    private readonly index: Map<string, number>,
  ) {}
  add(mediaId: number | null, articleId: number) {
    if (mediaId === null || (this.wanted && !this.wanted.has(mediaId))) return;
    this.found.set(`${mediaId}:${articleId}`, { mediaId, articleId });
  }
  addText(text: string, articleId: number) {
    for (const hash of hashesIn(text)) this.add(this.index.get(hash) ?? null, articleId);
  }
}

/** The condition on a record's jsonb: its cover is one of these images (null: any), or its text names one. */
function recordNames(
  column: typeof newsDrafts.data | typeof revisions.snapshot,
  ids: number[] | null,
  hashes: string[] | null,
) {
  const cover = ids
    ? sql`${column} #>> '{values,imageId}' in (${sql.join(
        ids.map((id) => sql`${String(id)}`),
        sql`, `,
      )})`
    : sql`jsonb_typeof(${column} #> '{values,imageId}') = 'number'`;
  return or(cover, namesAny(sql`${column}::text`, hashes)) as SQL;
}

const isNews = eq(revisions.recordType, 'news');

async function toUses(db: Writer, pairs: Pairs, source: string): Promise<MediaUse[]> {
  const list = [...pairs.found.values()];
  const names = await articleNames(db, [...new Set(list.map((pair) => pair.articleId))], DEFAULT_LOCALE);
  return list
    .filter((pair) => names.has(pair.articleId))
    .map(({ mediaId, articleId }) => ({
      mediaId,
      source,
      recordId: articleId,
      label: names.get(articleId) as string,
      editPath: editPath(articleId),
    }));
}

/** The article as it is: on the site (cover and text in every language) or in its working copy. */
async function currentPairs(db: Writer, ids: number[] | null): Promise<Pairs> {
  const index = await hashIndex(db, ids);
  const hashes = ids ? [...index.keys()] : null;
  const pairs = new Pairs(ids ? new Set(ids) : null, index);

  const covers = await db
    .select({ id: newsArticles.id, imageId: newsArticles.imageId })
    .from(newsArticles)
    .where(ids ? inArray(newsArticles.imageId, ids) : isNotNull(newsArticles.imageId));
  for (const row of covers) pairs.add(row.imageId, row.id);
  const published = await db
    .select({ id: newsVersions.articleId, content: newsVersions.content })
    .from(newsVersions)
    .where(namesAny(sql`${newsVersions.content}`, hashes));
  for (const row of published) pairs.addText(row.content, row.id);
  const drafts = await db
    .select({ id: newsDrafts.articleId, data: newsDrafts.data })
    .from(newsDrafts)
    .where(recordNames(newsDrafts.data, ids, hashes));
  for (const row of drafts) {
    pairs.add(coverOf(row.data), row.id);
    pairs.addText(JSON.stringify(row.data), row.id);
  }
  return pairs;
}

export const newsUses: UsageSource = {
  source: 'news',
  async find(db, ids) {
    return toUses(db, await currentPairs(db, ids), 'news');
  },
  async follow(tx, change) {
    let changed = 0;
    const like = `%/media/${change.from}-%`;
    const covers = await tx
      .select({ id: newsArticles.id, imageUrl: newsArticles.imageUrl })
      .from(newsArticles)
      .where(sql`${newsArticles.imageUrl} like ${like}`);
    for (const row of covers) {
      await tx
        .update(newsArticles)
        .set({ imageUrl: row.imageUrl && rewriteText(row.imageUrl, change) })
        .where(eq(newsArticles.id, row.id));
    }
    const versions = await tx
      .select({ id: newsVersions.articleId, locale: newsVersions.locale, content: newsVersions.content })
      .from(newsVersions)
      .where(sql`${newsVersions.content} like ${like}`);
    for (const row of versions) {
      await tx
        .update(newsVersions)
        .set({ content: rewriteText(row.content, change) })
        .where(and(eq(newsVersions.articleId, row.id), eq(newsVersions.locale, row.locale)));
    }
    changed += new Set([...covers.map((row) => row.id), ...versions.map((row) => row.id)]).size;
    changed += await rewriteDrafts(tx, change);
    return changed;
  },
};

/** Rewrites the working copies that name the old file; their save time stays (see 030). */
async function rewriteDrafts(tx: Writer, change: FileChange) {
  const rows = await tx
    .select({ id: newsDrafts.articleId, data: newsDrafts.data })
    .from(newsDrafts)
    .where(sql`${newsDrafts.data}::text like ${`%/media/${change.from}-%`}`);
  for (const row of rows) {
    await tx
      .update(newsDrafts)
      .set({ data: rewriteJson(row.data, change) })
      .where(eq(newsDrafts.articleId, row.id));
  }
  return rows.length;
}

/** Rewrites the articles' versions in the history that name the old file. */
async function rewriteHistory(tx: Writer, change: FileChange) {
  const rows = await tx
    .select({ id: revisions.id, snapshot: revisions.snapshot })
    .from(revisions)
    .where(and(isNews, sql`${revisions.snapshot}::text like ${`%/media/${change.from}-%`}`));
  for (const row of rows) {
    await tx
      .update(revisions)
      .set({ snapshot: rewriteJson(row.snapshot, change) })
      .where(eq(revisions.id, row.id));
  }
  return rows.length;
}

export const newsHistoryUses: UsageSource = {
  source: 'news-history',
  async find(db, ids) {
    const current = await currentPairs(db, ids);
    const index = await hashIndex(db, ids);
    const pairs = new Pairs(ids ? new Set(ids) : null, index);
    const rows = await db
      .select({ id: revisions.recordId, snapshot: revisions.snapshot })
      .from(revisions)
      .where(and(isNews, recordNames(revisions.snapshot, ids, ids ? [...index.keys()] : null)));
    for (const row of rows) {
      pairs.add(coverOf(row.snapshot), row.id);
      pairs.addText(JSON.stringify(row.snapshot), row.id);
    }
    // Only what the article no longer shows: its current uses are listed under 'news'.
    for (const key of current.found.keys()) pairs.found.delete(key);
    return toUses(db, pairs, 'news-history');
  },
  follow: rewriteHistory,
};
