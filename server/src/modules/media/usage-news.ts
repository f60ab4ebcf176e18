import type { MediaUse } from '@common/admin/media';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { newsArticles, newsDrafts, newsRevisions, newsTranslations } from '../../db/schema';
import type { Writer } from '../audit/repository';
import { hashesIn, hashIndex, namesAny, rewriteJson, rewriteText } from './usage-hashes';
import type { FileChange, UsageSource } from './usage-types';

/**
 * News articles keep an image in two ways (server/src/modules/news): the cover as an id (news_articles.image_id
 * with its 960 WebP address copied in image_url; `imageId`/`imageUrl` in a working copy's data), and images
 * inside the text as addresses (<img src="/media/<hash>-960.webp"> in the HTML of every language, published
 * in news_articles/news_translations and unpublished in news_drafts). The history (news_revisions) keeps both
 * in each saved version: restoring one brings its images back, so it is a use too, listed apart.
 */

const editPath = (articleId: number) => `/news/${articleId}`;

/** A working copy's or a revision's cover id (stored JSON, read defensively as readWorkingCopy does). */
const coverOf = (data: unknown) => {
  const id = (data as { imageId?: unknown } | null)?.imageId;
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

/** The condition on a jsonb `data` column: its cover is one of these images (null: any), or its text names one. */
function dataNames(
  column: typeof newsDrafts.data | typeof newsRevisions.data,
  ids: number[] | null,
  hashes: string[] | null,
) {
  const cover = ids
    ? sql`${column} ->> 'imageId' in (${sql.join(
        ids.map((id) => sql`${String(id)}`),
        sql`, `,
      )})`
    : sql`jsonb_typeof(${column} -> 'imageId') = 'number'`;
  return or(cover, namesAny(sql`${column}::text`, hashes)) as SQL;
}

async function titles(db: Writer, articleIds: number[]): Promise<Map<number, string>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: newsArticles.id,
      title: sql<string>`coalesce(nullif(${newsDrafts.data} #>> '{versions,en,title}', ''), ${newsArticles.title})`,
    })
    .from(newsArticles)
    .leftJoin(newsDrafts, eq(newsDrafts.articleId, newsArticles.id))
    .where(inArray(newsArticles.id, articleIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}

async function toUses(db: Writer, pairs: Pairs, source: string): Promise<MediaUse[]> {
  const list = [...pairs.found.values()];
  const names = await titles(db, [...new Set(list.map((pair) => pair.articleId))]);
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

  const published = await db
    .select({ id: newsArticles.id, imageId: newsArticles.imageId, content: newsArticles.content })
    .from(newsArticles)
    .where(
      or(
        ids ? inArray(newsArticles.imageId, ids) : isNotNull(newsArticles.imageId),
        namesAny(sql`${newsArticles.content}`, hashes),
      ),
    );
  for (const row of published) {
    pairs.add(row.imageId, row.id);
    pairs.addText(row.content, row.id);
  }
  const translated = await db
    .select({ id: newsTranslations.articleId, content: newsTranslations.content })
    .from(newsTranslations)
    .where(namesAny(sql`${newsTranslations.content}`, hashes));
  for (const row of translated) pairs.addText(row.content, row.id);
  const drafts = await db
    .select({ id: newsDrafts.articleId, data: newsDrafts.data })
    .from(newsDrafts)
    .where(dataNames(newsDrafts.data, ids, hashes));
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
    const articles = await tx
      .select({ id: newsArticles.id, imageUrl: newsArticles.imageUrl, content: newsArticles.content })
      .from(newsArticles)
      .where(or(sql`${newsArticles.imageUrl} like ${like}`, sql`${newsArticles.content} like ${like}`));
    for (const row of articles) {
      await tx
        .update(newsArticles)
        .set({ imageUrl: row.imageUrl && rewriteText(row.imageUrl, change), content: rewriteText(row.content, change) })
        .where(eq(newsArticles.id, row.id));
      changed += 1;
    }
    const translations = await tx
      .select({ id: newsTranslations.articleId, locale: newsTranslations.locale, content: newsTranslations.content })
      .from(newsTranslations)
      .where(sql`${newsTranslations.content} like ${like}`);
    for (const row of translations) {
      await tx
        .update(newsTranslations)
        .set({ content: rewriteText(row.content, change) })
        .where(and(eq(newsTranslations.articleId, row.id), eq(newsTranslations.locale, row.locale)));
    }
    changed += await rewriteData(tx, newsDrafts, change);
    return changed;
  },
};

/** Rewrites the stored JSON of drafts or revisions that name the old file; its save time stays (see 030). */
async function rewriteData(tx: Writer, table: typeof newsDrafts | typeof newsRevisions, change: FileChange) {
  const key = table === newsDrafts ? newsDrafts.articleId : newsRevisions.id;
  const rows = (await tx
    .select({ key, data: table.data })
    .from(table)
    .where(sql`${table.data}::text like ${`%/media/${change.from}-%`}`)) as { key: number; data: unknown }[];
  for (const row of rows) {
    await tx
      .update(table)
      .set({ data: rewriteJson(row.data, change) as typeof newsDrafts.$inferInsert.data })
      .where(eq(key, row.key));
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
      .select({ id: newsRevisions.articleId, data: newsRevisions.data })
      .from(newsRevisions)
      .where(dataNames(newsRevisions.data, ids, ids ? [...index.keys()] : null));
    for (const row of rows) {
      pairs.add(coverOf(row.data), row.id);
      pairs.addText(JSON.stringify(row.data), row.id);
    }
    // Only what the article no longer shows: its current uses are listed under 'news'.
    for (const key of current.found.keys()) pairs.found.delete(key);
    return toUses(db, pairs, 'news-history');
  },
  follow: (tx, change) => rewriteData(tx, newsRevisions, change),
};
