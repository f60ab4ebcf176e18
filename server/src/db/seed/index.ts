import { ENTRY_KINDS } from '@common/entries/kinds';
import { count, eq, inArray } from 'drizzle-orm';
import { SITE_IDENTITY_KEY } from '../../modules/settings';
import type { Db } from '../client';
import { entries, newsArticles, revisions, settings } from '../schema';
import { insertSeedArticles } from './articles';
import { seedArticles } from './data/articles';
import { seedEntries } from './data/entries';
import { seedSiteIdentity } from './data/site-identity';
import { insertSeedEntries } from './entries';

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
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * True when no content table has a row: demo content never overwrites real content. Every content kind is
 * a row of `entries` (metrics and stories too, docs/decisions/078); an article's versions need the article.
 */
async function isContentEmpty(db: Tx): Promise<boolean> {
  // One query after another: in a transaction they share one connection.
  for (const table of [newsArticles, entries]) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    if (Number(n) > 0) return false;
  }
  return true;
}

/** Inserts the demo content into empty content tables. */
async function insertDemo(tx: Tx, now: Date): Promise<void> {
  // The companies first: the articles name the ones they are about (docs/decisions/085).
  await insertSeedEntries(tx, seedEntries, now);
  await insertSeedArticles(tx, seedArticles, now);
  // The group's name and contact details; one an owner saved is kept (db:seed replaces articles, not it).
  await tx
    .insert(settings)
    .values({ key: SITE_IDENTITY_KEY, value: seedSiteIdentity, updatedAt: now })
    .onConflictDoNothing({ target: settings.key });
}

const marker = (outcome: SeedMarker['outcome'], now: Date): SeedMarker => ({ outcome, at: now.toISOString() });

/**
 * Replaces the demo content (articles with their versions, every content kind's records, and their histories)
 * and records it. `npm run db:seed` and the tests; contact messages, subscribers, newsletter issues, images
 * and staff are never touched.
 */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // An article's versions, working copy and old addresses go with it; the histories of the records
    // replaced go too, as an article's always did, so the new demo records start their own.
    await tx.delete(newsArticles);
    await tx.delete(entries);
    await tx.delete(revisions).where(inArray(revisions.recordType, [...ENTRY_KINDS, 'news']));
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
