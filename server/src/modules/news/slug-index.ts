import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsRemovedSlugs, newsSlugRedirects, newsVersions } from '../../db/schema';

/**
 * 32-bit FNV-1a over the string's UTF-16 code units: spreads slugs evenly, costs a few nanoseconds a
 * character, and needs no dependency. Collisions only make an absent slug look present (then the database
 * is asked, as without the index), never the reverse.
 */
export function slugHash(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Every slug that can answer anything but a plain 404 (a published version's slug, an old
 * slug that redirects, a deleted article's address) as a sorted array of their hashes: four bytes a slug,
 * 1.2 MB for the hundredfold data's 300,000. A made-up slug (a visitor's typo, a flood of one-off
 * addresses, decision 065) is then known to be absent without a query; a slug that may be present is read
 * from the database as before. Whether it is visible now (a scheduled article) is for that read to say.
 */
export class SlugIndex {
  constructor(private readonly hashes: Uint32Array) {}

  static of(slugs: Iterable<string>): SlugIndex {
    return SlugIndex.ofHashes(Array.from(slugs, slugHash));
  }

  static ofHashes(hashes: number[]): SlugIndex {
    return new SlugIndex(Uint32Array.from(hashes).sort());
  }

  get size(): number {
    return this.hashes.length;
  }

  /** What it holds, for the content cache's byte bound. */
  get bytes(): number {
    return this.hashes.byteLength;
  }

  /** False when no article address is `slug`; true when one may be. */
  mayHave(slug: string): boolean {
    const wanted = slugHash(slug);
    let low = 0;
    let high = this.hashes.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.hashes[middle];
      if (value === wanted) return true;
      if (value < wanted) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/** The tables whose slugs are article addresses, each with a unique index on its slug. */
const SLUG_COLUMNS = [newsVersions.slug, newsSlugRedirects.slug, newsRemovedSlugs.slug];

/**
 * Slugs read per statement. Each comes back as one JSON text (one value to decode, not one row object a
 * slug), and a batch is small enough that PGlite, which runs on the server's own thread, holds it up for
 * a few milliseconds at a time: the hundredfold data's 300,000 slugs in one statement took 250-420 ms.
 */
const BATCH = 10_000;

/** Reads every article address the three slug tables hold, in slug order, batch by batch. */
export async function readSlugIndex(db: Db, batchSize = BATCH): Promise<SlugIndex> {
  // Hashed batch by batch: the slugs themselves are not kept (300,000 strings would be some 25 MB).
  const hashes: number[] = [];
  for (const column of SLUG_COLUMNS) {
    let after = '';
    for (;;) {
      const result = (await db.execute(sql`
        select json_agg(slug)::text as slugs from (
          select ${column} as slug from ${column.table} where ${column} > ${after} order by ${column} limit ${batchSize}
        ) as batch`)) as unknown as { rows: { slugs: string | null }[] };
      const text = result.rows[0]?.slugs;
      const batch: string[] = text ? JSON.parse(text) : [];
      for (const slug of batch) hashes.push(slugHash(slug));
      if (batch.length < batchSize) break;
      after = batch[batch.length - 1];
    }
  }
  return SlugIndex.ofHashes(hashes);
}
