import type { RevisionData } from '@common/admin/news';
import { TRANSLATED_LOCALES } from '@common/locale';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * A news article: its identity, its publication, and its English version as published (English is
 * required; the French and Swahili versions are rows of `news_translations`). Staff edit a working copy
 * (`news_drafts`); publishing copies it to these columns and to the translations (docs/decisions/019), so saving
 * a draft changes nothing public and empties no cache.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML (sanitised on write, and again on read). */
    content: text('content').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    lang: text('lang').notNull().default('en'),
    /** Visible from this moment when published (a future moment is a schedule); stored in UTC. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** An uploaded image (media); `imageUrl` then points at its largest WebP variant. */
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    imageAlt: text('image_alt'),
    /** 1-3: the home page's "Featured News & Insights" in this order (the newest fill the rest). */
    featuredRank: integer('featured_rank'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('news_articles_slug_key').on(t.slug),
    // The two list queries: all published, and published within a category, newest first.
    index('news_articles_published_idx').on(t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_category_idx').on(
      t.category,
      t.status,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('news_articles_featured_key').on(t.featuredRank),
  ],
);

/**
 * The French and Swahili versions of an article as published, each with its own slug (unique across
 * all versions, English slugs included: checked by the app). `sourceHash` is the hash of the English
 * title, excerpt and content the translation was made from: when the English changes, the translation
 * is out of date.
 */
export const newsTranslations = pgTable(
  'news_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: TRANSLATED_LOCALES }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    imageAlt: text('image_alt'),
    sourceHash: text('source_hash'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] }), uniqueIndex('news_translations_slug_key').on(t.slug)],
);

/** The working copy staff edit and autosave (RevisionData in common/src/admin/news.ts), one per article. */
export const newsDrafts = pgTable('news_drafts', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<RevisionData>().notNull(),
  savedAt: at('saved_at').notNull().defaultNow(),
  savedBy: integer('saved_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});

/** Every saved version of an article's working copy (save, autosave, publish, restore ...), for its history. */
export const newsRevisions = pgTable(
  'news_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<RevisionData>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label'),
  },
  (t) => [index('news_revisions_article_idx').on(t.articleId, t.createdAt.desc().nullsFirst())],
);

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
    /** Alt text per language: { en, fr?, sw? }. */
    alt: jsonb('alt').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
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

export type Localised = Record<string, Record<string, string>>;

export const impactMetrics = pgTable(
  'impact_metrics',
  {
    id: serial('id').primaryKey(),
    metricKey: text('metric_key').notNull(),
    category: text('category').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** { fr: { label: ... }, sw: { ... } }; English is in the columns. */
    translations: jsonb('translations').$type<Localised>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('impact_metrics_key_key').on(t.metricKey),
    index('impact_metrics_order_idx').on(t.active, t.category, t.position),
  ],
);

export const successStories = pgTable(
  'success_stories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    company: text('company'),
    category: text('category').notNull(),
    year: integer('year'),
    location: text('location'),
    story: text('story').notNull(),
    impact: text('impact'),
    imageUrl: text('image_url'),
    /** An uploaded photo (media); `imageUrl` then points at one of its variants. */
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    translations: jsonb('translations').$type<Localised>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index('success_stories_order_idx').on(t.published, t.position)],
);
