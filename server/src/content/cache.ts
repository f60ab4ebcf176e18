import { isDatabaseUnavailable } from '../db/unavailable';
import { type Clock, systemClock } from '../lib/clock';
import { Lru } from '../lib/lru';
import { type ContentTag, tagsOfTable } from './tags';

interface Entry {
  promise: Promise<unknown>;
  settled: boolean;
  value?: unknown;
  /** The content it was made from (its own reads and every cached read made while loading it). */
  tags: Set<ContentTag>;
  /** Its place in the LRU order (lib/lru.ts). */
  stamp?: number;
  /** Bytes it holds, where the read says (GetOptions.weigh): counted against the area's byte bound. */
  weight?: number;
}

/**
 * Loads an entry. `tags` is the entry's own set: reads made while loading pass it on as `into`, so the
 * entry depends on what they read (a page inherits 'news'). Passed by hand rather than followed through
 * AsyncLocalStorage: on Node 20 that turns on async hooks, which then run for every promise and socket
 * write of every request, cached ones included (a fifth of a cached API read's CPU time in the bench).
 */
export type Load<T> = (tags: Set<ContentTag>) => Promise<T>;

export interface GetOptions<T> {
  /**
   * True for answers worth little room (a 404 for an unknown address): they go to a small separate
   * area, so a flood of made-up addresses cannot push real pages out.
   */
  minor?: (value: T) => boolean;
  /**
   * About how many bytes the value holds (a rendered body and its compressed forms), so that the cache
   * is bounded in memory and not only in entries: a page is tens of kilobytes, a 404 a few.
   */
  weigh?: (value: T) => number;
  /** What this read depends on; a change to it drops the entry and every entry made with it. */
  tags?: readonly ContentTag[];
  /** The tags of the entry being loaded that this read is part of: it gains this entry's tags. */
  into?: Set<ContentTag>;
}

/**
 * An LRU of promises for content reads and rendered pages. Each entry knows the content it depends on
 * (tags: 'news', 'entries:company'): a read declares its tag, and an entry made while other cached reads ran
 * (a rendered page, an API answer) inherits theirs (`into`, see Load). When the
 * database says a table changed (db/client.ts `onContentChange`) only the entries with that table's
 * tag are dropped (a news change does not re-render the impact page); when a scheduled article's time
 * comes, only the news entries. Entries that read no content (the about page) stay.
 * Pending loads are cached too, so a burst of identical requests costs one query.
 *
 * While change notifications are lost (`setTrusted(false)`: a PostgreSQL outage, or its listening
 * connection dropped) a stored answer may be out of date, so every read goes to the database again;
 * only when the database cannot be reached is the last answer served, so visitors keep reading what was
 * cached during an outage. When notifications return, everything is dropped and read afresh.
 */
export class ContentCache {
  private main: Lru<Entry>;
  private minor: Lru<Entry>;
  /** Loads under way: placed in an area only once settled, so they cannot push anything out meanwhile. */
  private pending = new Map<string, Entry>();
  /** When entries of a tag expire (a scheduled article's time), or everything (`*`). */
  private expiries = new Map<ContentTag | '*', number>();
  private trusted = true;
  /** Bumped whenever news entries are dropped; lets the news service re-read the next scheduled time. */
  generation = 0;
  /** Reads answered from the cache (a load already under way counts) and reads that had to load (/metrics). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    maxEntries = 1000,
    maxMinorEntries = 200,
    private readonly clock: Clock = systemClock,
    { maxBytes = Number.POSITIVE_INFINITY, maxMinorBytes = Number.POSITIVE_INFINITY } = {},
  ) {
    this.main = new Lru(maxEntries, maxBytes);
    this.minor = new Lru(maxMinorEntries, maxMinorBytes);
  }

  /** Bytes held by the entries that said what they weigh (/metrics, the soak). */
  get bytes(): number {
    return this.main.weight + this.minor.weight;
  }

  private expire(): void {
    if (this.expiries.size === 0) return;
    const now = this.clock.ms();
    for (const [tag, time] of this.expiries) {
      if (now < time) continue;
      this.expiries.delete(tag);
      if (tag === '*') this.clear();
      else this.invalidate([tag]);
    }
  }

  /** A stored answer, without waiting: the fast path of a cached read (no promise, no microtask). */
  peek<T>(key: string): T | undefined {
    this.expire();
    if (!this.trusted) return undefined;
    const hit = this.main.get(key) ?? this.minor.get(key);
    if (!hit?.settled) return undefined;
    this.counts.hits += 1;
    return hit.value as T;
  }

  get<T>(key: string, load: Load<T>, options: GetOptions<T> = {}): Promise<T> {
    this.expire();
    const parent = options.into;
    // The caller (a page being rendered) depends on what this entry depends on.
    const passTags = (entry: Entry) => (value: T) => {
      if (parent) for (const tag of entry.tags) parent.add(tag);
      return value;
    };
    const hit = this.pending.get(key) ?? this.main.get(key) ?? this.minor.get(key);
    if (hit && this.trusted) {
      this.counts.hits += 1;
      return (hit.promise as Promise<T>).then(passTags(hit));
    }
    this.counts.misses += 1;
    const tags = new Set<ContentTag>(options.tags);
    const run = () => load(tags);
    if (!this.trusted) {
      return run().then(
        (value) => {
          const entry: Entry = {
            promise: Promise.resolve(value),
            settled: true,
            value,
            tags,
            weight: options.weigh?.(value),
          };
          this.store(key, entry, options, value);
          return passTags(entry)(value);
        },
        (error) => {
          if (hit?.settled && isDatabaseUnavailable(error)) return passTags(hit)(hit.value as T);
          throw error;
        },
      );
    }
    const entry: Entry = { promise: run(), settled: false, tags };
    this.pending.set(key, entry);
    entry.promise.then(
      (value) => {
        entry.settled = true;
        entry.value = value;
        entry.weight = options.weigh?.(value as T);
        // Dropped if the cache was emptied meanwhile: the answer may predate the change.
        if (this.pending.get(key) !== entry) return;
        this.pending.delete(key);
        (options.minor?.(value as T) ? this.minor : this.main).set(key, entry);
      },
      () => {
        // Failures are not cached: the next request tries again.
        if (this.pending.get(key) === entry) this.pending.delete(key);
      },
    );
    return (entry.promise as Promise<T>).then(passTags(entry));
  }

  private store<T>(key: string, entry: Entry, options: GetOptions<T>, value: T): void {
    this.pending.delete(key);
    this.main.delete(key);
    this.minor.delete(key);
    (options.minor?.(value) ? this.minor : this.main).set(key, entry);
  }

  clear(): void {
    this.pending.clear();
    this.main.clear();
    this.minor.clear();
    this.expiries.clear();
    this.generation += 1;
  }

  /**
   * Drops the entries made from this content. Loads under way are all dropped too (they are still
   * served to their callers, never stored): what they read so far is not known yet.
   */
  invalidate(tags: readonly ContentTag[]): void {
    this.pending.clear();
    for (const area of [this.main, this.minor]) area.deleteWhere((entry) => tags.some((tag) => entry.tags.has(tag)));
    for (const tag of tags) this.expiries.delete(tag);
    if (tags.includes('news')) this.generation += 1;
  }

  /** A table changed (a database notification): drop what depends on it; an unknown table empties everything. */
  tableChanged(table: string): void {
    const tags = tagsOfTable(table);
    if (tags) this.invalidate(tags);
    else this.clear();
  }

  /** Drops the entries of `tag` (everything when left out) at `time` (ms), e.g. when a scheduled article appears. */
  expireAt(time: number, tag: ContentTag | '*' = '*'): void {
    this.expiries.set(tag, Math.min(this.expiries.get(tag) ?? Number.POSITIVE_INFINITY, time));
  }

  /** False while change notifications are lost: every read then goes to the database. */
  get trusting(): boolean {
    return this.trusted;
  }

  /**
   * False while change notifications cannot be received (entries are kept, but only served when the
   * database is unreachable); true again once they are back, which empties the cache.
   */
  setTrusted(trusted: boolean): void {
    if (trusted && !this.trusted) this.clear();
    this.trusted = trusted;
  }

  get size(): number {
    return this.pending.size + this.main.map.size + this.minor.map.size;
  }
}
