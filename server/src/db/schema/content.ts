import type { ArticleRecord } from '@common/admin/news';
import { LOCALES } from '@common/locale';
import type { Versions } from '@common/model/versions';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { staffUsers } from './staff';

/** bytea as a Buffer, for both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A news article: what is the same in every language (its category, author, image, companies, publication) and, in
 * `news_versions`, each language it is published in. Staff edit a working copy (`news_drafts`, the one
 * record shape of docs/decisions/078); publishing copies the chosen languages to `news_versions`, so saving
 * a draft changes nothing public and empties no cache (docs/decisions/019).
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** Visible from this moment when published (a future moment is a schedule); stored in UTC. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** An uploaded image (media); `imageUrl` then points at its largest WebP variant. */
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    /** 1-3: the home page's "Featured News & Insights" in this order (the newest fill the rest). */
    featuredRank: integer('featured_rank'),
    /**
     * The company records (`entries` of kind company) the article is about, ascending, copied from the
     * working copy when it is published like the other values: the news list's company filter reads it in
     * the row the list's index leads to, and counts it from the GIN index (docs/decisions/085). No foreign
     * key: a company deleted since stays in the array, named by no page (they show the companies shown).
     */
    companyIds: integer('company_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Review before publication (docs/decisions/089): 'submitted' by a writer and waiting for a reviewer,
     * or 'returned' to them with `reviewComment`; null when never submitted, or since published. `reviewAt`
     * is when it entered that state; `submittedBy` the writer the reviewer's answer goes to.
     */
    reviewState: text('review_state', { enum: ['submitted', 'returned'] }),
    reviewAt: timestamp('review_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    submittedBy: integer('submitted_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    returnedBy: integer('returned_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The two list queries: all published, and published within a category, newest first.
    index('news_articles_published_idx').on(t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_category_idx').on(
      t.category,
      t.status,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('news_articles_featured_key').on(t.featuredRank),
    index('news_articles_companies_idx').using('gin', t.companyIds),
  ],
);

/**
 * Each language an article is published in, with its own slug (unique across every language), as the
 * one version shape maps onto columns (common/src/model/versions.ts): its words, the language it was
 * written from with that version's hash then (`fromLocale`, `fromHash`; none for an original), and when
 * its words last changed. No language is required.
 */
export const newsVersions = pgTable(
  'news_versions',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    imageAlt: text('image_alt'),
    fromLocale: text('from_locale', { enum: LOCALES }),
    fromHash: text('from_hash'),
    changedAt: at('changed_at').notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] }), uniqueIndex('news_versions_slug_key').on(t.slug)],
);

/** The working copy staff edit and autosave (ArticleRecord in common/src/admin/news.ts), one per article. */
export const newsDrafts = pgTable('news_drafts', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<ArticleRecord>().notNull(),
  savedAt: at('saved_at').notNull().defaultNow(),
  savedBy: integer('saved_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});

/** A slug an article had: its old address answers with a permanent redirect to the current one. */
export const newsSlugRedirects = pgTable('news_slug_redirects', {
  slug: text('slug').primaryKey(),
  articleId: integer('article_id')
    .notNull()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What a deleted article's addresses answer (docs/decisions/040): another article, the news list, or 410 Gone. */
export const REMOVED_ARTICLE_ANSWERS = ['article', 'list', 'gone'] as const;

/**
 * Every public address (current, translated and old slugs) of a deleted article, chosen on delete: a
 * permanent redirect to another article (its current slug in the same language) or to the news list, or
 * 410 Gone. Read only when no live article has the slug, so a new article can take an old address.
 */
export const newsRemovedSlugs = pgTable('news_removed_slugs', {
  slug: text('slug').primaryKey(),
  locale: text('locale').notNull(),
  answer: text('answer', { enum: REMOVED_ARTICLE_ANSWERS }).notNull(),
  /** For 'article': where to; set to null if that article is deleted without a choice (then the list). */
  targetArticleId: integer('target_article_id').references(() => newsArticles.id, { onDelete: 'set null' }),
  removedAt: at('removed_at').notNull().defaultNow(),
});

/**
 * Uploaded images (docs/decisions/030): the original and every variant live in the database, so every server
 * process and every backup has them; served under content-hashed addresses.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the re-encoded image: the address's hash, and a duplicate upload finds the same row. */
    hash: text('hash').notNull(),
    filename: text('filename'),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The uploaded file, metadata stripped (kept to make new variants later). */
    original: bytea('original').notNull(),
    /** Its alt text, one version per language written (`words.alt`: docs/decisions/078). */
    versions: jsonb('versions').$type<Versions>().notNull().default(sql`'{}'::jsonb`),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_hash_key').on(t.hash)],
);

/** One re-encoding of an image: a format (avif, webp, jpeg) at a width the pages use. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] })],
);

/**
 * An address an image had before its file was replaced (docs/decisions/030): the old hash
 * answers with a permanent redirect to the same file of the image's current one, for as long as the image
 * exists (a page cached elsewhere, an editor open since, a mail already sent may still name it).
 */
export const mediaAliases = pgTable(
  'media_aliases',
  {
    hash: text('hash').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    replacedAt: at('replaced_at').notNull().defaultNow(),
  },
  (t) => [index('media_aliases_media_idx').on(t.mediaId)],
);
