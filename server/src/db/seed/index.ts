import { englishSource, TRANSLATED_LOCALES } from '@common/admin/news';
import { homeNews } from '@common/content/home-news';
import { count, eq } from 'drizzle-orm';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { SITE_IDENTITY_KEY } from '../../modules/settings/site-identity';
import type { Db } from '../client';
import { entries, impactMetrics, newsArticles, newsTranslations, settings, successStories } from '../schema';
import { seedArticleTranslations } from './data/article-translations';
import { seedArticles } from './data/articles';
import { seedEntries } from './data/entries';
import { seedMetrics } from './data/metrics';
import { seedSiteIdentity } from './data/site-identity';
import { seedStories } from './data/stories';
import { insertSeedEntries } from './entries';
import type { SeedArticle } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Article images ship under /images/news/; the 960 px WebP is the canonical one. */
const articleImageUrl = (name: string) => `/images/news/${name}-960.webp`;

function resolveDate(value: SeedArticle['publishedAt'], now: Date): Date {
  return typeof value === 'string' ? new Date(value) : new Date(now.getTime() + value.inDays * DAY_MS);
}

/**
 * The `settings` row that records what the first start did with a new database. Once it exists the
 * start-up never seeds again, so staff deleting every article does not bring the demo back.
 */
export const SEED_MARKER_KEY = 'seed:demo';

/** seeded: the demo went in; existing-content: the database already had content; declined: SEED_DEMO is false. */
export type SeedOutcome = 'seeded' | 'existing-content' | 'declined';
interface SeedMarker {
  outcome: Exclude<SeedOutcome, 'declined'>;
  at: string;
}

/** The database or a transaction in it. */
type Tx = Pick<Db, 'insert' | 'select' | 'delete'>;

/** True when no content table has a row: demo content never overwrites real content. */
async function isContentEmpty(db: Tx): Promise<boolean> {
  // One query after another: in a transaction they share one connection.
  for (const table of [newsArticles, impactMetrics, successStories, entries]) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    if (Number(n) > 0) return false;
  }
  return true;
}

const featuredRank = (slug: string) => {
  const index = homeNews.findIndex((item) => item.slug === slug);
  return index < 0 ? null : index + 1;
};

/** Inserts the demo content into empty content tables. */
async function insertDemo(tx: Tx, now: Date): Promise<void> {
  const articles = seedArticles.map((a) => ({
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    content: sanitizeArticleHtml(a.content),
    category: a.category,
    author: a.author,
    imageUrl: a.image ? articleImageUrl(a.image) : null,
    status: a.status,
    publishedAt: resolveDate(a.publishedAt, now),
    // The demo's home page features these three, in this order; staff choose others in News > Featured.
    featuredRank: featuredRank(a.slug),
  }));
  const inserted = await tx
    .insert(newsArticles)
    .values(articles)
    .returning({ id: newsArticles.id, slug: newsArticles.slug });
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  // Published with their article, and current: the hash is of the English exactly as stored.
  const translations = inserted.flatMap(({ id, slug }) => {
    const english = bySlug.get(slug);
    const versions = seedArticleTranslations[slug];
    if (!english || !versions) return [];
    const source = englishSource({ title: english.title, excerpt: english.excerpt, contentHtml: english.content });
    return TRANSLATED_LOCALES.map((locale) => ({
      articleId: id,
      locale,
      slug: versions[locale].slug,
      title: versions[locale].title,
      excerpt: versions[locale].excerpt,
      content: sanitizeArticleHtml(versions[locale].content),
      sourceHash: source,
    }));
  });
  if (translations.length > 0) await tx.insert(newsTranslations).values(translations);
  const positions = new Map<string, number>();
  await tx.insert(impactMetrics).values(
    seedMetrics.map((m) => {
      const position = positions.get(m.category) ?? 0;
      positions.set(m.category, position + 1);
      return { ...m, position, description: m.description ?? null, icon: m.icon ?? null };
    }),
  );
  await tx.insert(successStories).values(
    seedStories.map((s, position) => ({
      ...s,
      position,
      company: s.company ?? null,
      year: s.year ?? null,
      location: s.location ?? null,
      impact: s.impact ?? null,
      imageUrl: s.imageUrl ?? null,
    })),
  );
  await insertSeedEntries(tx, seedEntries, now);
  // The group's name and contact details; one an owner saved is kept (db:seed replaces articles, not it).
  await tx
    .insert(settings)
    .values({ key: SITE_IDENTITY_KEY, value: seedSiteIdentity, updatedAt: now })
    .onConflictDoNothing({ target: settings.key });
}

const marker = (outcome: SeedMarker['outcome'], now: Date): SeedMarker => ({ outcome, at: now.toISOString() });

/**
 * Replaces the demo content (articles with their translations, metrics, stories) and records it.
 * `npm run db:seed` and the tests; contact messages, subscribers and staff are never touched.
 */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(newsArticles);
    await tx.delete(impactMetrics);
    await tx.delete(successStories);
    await tx.delete(entries);
    await insertDemo(tx, now);
    const value = marker('seeded', now);
    await tx
      .insert(settings)
      .values({ key: SEED_MARKER_KEY, value })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: now },
      });
  });
}

/**
 * At start-up, when SEED_DEMO is on: a database never seeded gets the demo content if no content table
 * has a row. Either way the decision is recorded, so later starts change nothing (a database whose
 * content predates the marker is marked too). SEED_DEMO=false writes nothing: the database stays as it
 * is, and a later start with SEED_DEMO on may still seed it while it is empty.
 *
 * Several processes starting together on one PostgreSQL database: the marker's primary key lets one
 * decide; the others wait for its transaction, then find the marker. Returns what this start did, or
 * null when an earlier start had decided.
 */
export async function seedOnStart(
  db: Db,
  { enabled }: { enabled: boolean },
  now = new Date(),
): Promise<SeedOutcome | null> {
  if (!enabled) return 'declined';
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, SEED_MARKER_KEY));
    if (existing) return null;
    const outcome: SeedMarker['outcome'] = (await isContentEmpty(tx)) ? 'seeded' : 'existing-content';
    const claimed = await tx
      .insert(settings)
      .values({ key: SEED_MARKER_KEY, value: marker(outcome, now) })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return null;
    if (outcome === 'seeded') await insertDemo(tx, now);
    return outcome;
  });
}
