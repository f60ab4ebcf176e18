import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('news_articles_slug_key').on(t.slug),
    // The two list queries: all published, and published within a category, newest first.
    index('news_articles_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('news_articles_category_idx').on(t.category, t.status, t.publishedAt.desc(), t.id.desc()),
  ],
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
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    translations: jsonb('translations').$type<Localised>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index('success_stories_order_idx').on(t.published, t.position)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamps.createdAt,
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Always trimmed and lower-cased, so the unique index catches the same address in any case. */
    email: text('email').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);
