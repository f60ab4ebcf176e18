import { isDatabaseUnavailable } from '../db/unavailable';

interface Entry {
  promise: Promise<unknown>;
  settled: boolean;
  value?: unknown;
}

export interface GetOptions<T> {
  /**
   * True for answers worth little room (a 404 for an unknown address): they go to a small separate
   * area, so a flood of made-up addresses cannot push real pages out.
   */
  minor?: (value: T) => boolean;
}

/** A Map kept in least-recently-used order, bounded in size. */
class Lru<V> {
  readonly map = new Map<string, V>();
  constructor(readonly capacity: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }
}

/**
 * An LRU of promises for content reads and rendered pages. It is emptied when the database says
 * content changed (see db/client.ts `onContentChange`) and when a scheduled article's time comes.
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
  private expiresAt = Number.POSITIVE_INFINITY;
  private trusted = true;
  /** Bumped on every clear; lets the news service re-read the next scheduled publication time. */
  generation = 0;

  constructor(maxEntries = 1000, maxMinorEntries = 200) {
    this.main = new Lru(maxEntries);
    this.minor = new Lru(maxMinorEntries);
  }

  get<T>(key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<T> {
    if (Date.now() >= this.expiresAt) this.clear();
    const hit = this.pending.get(key) ?? this.main.get(key) ?? this.minor.get(key);
    if (hit && this.trusted) return hit.promise as Promise<T>;
    if (!this.trusted) {
      return load().then(
        (value) => {
          this.store(key, { promise: Promise.resolve(value), settled: true, value }, options, value);
          return value;
        },
        (error) => {
          if (hit?.settled && isDatabaseUnavailable(error)) return hit.value as T;
          throw error;
        },
      );
    }
    const entry: Entry = { promise: load(), settled: false };
    this.pending.set(key, entry);
    entry.promise.then(
      (value) => {
        entry.settled = true;
        entry.value = value;
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
    return entry.promise as Promise<T>;
  }

  private store<T>(key: string, entry: Entry, options: GetOptions<T>, value: T): void {
    this.pending.delete(key);
    this.main.map.delete(key);
    this.minor.map.delete(key);
    (options.minor?.(value) ? this.minor : this.main).set(key, entry);
  }

  clear(): void {
    this.pending.clear();
    this.main.map.clear();
    this.minor.map.clear();
    this.expiresAt = Number.POSITIVE_INFINITY;
    this.generation += 1;
  }

  /** Empties the cache at `time` (ms), e.g. when a scheduled article becomes visible. */
  expireAt(time: number): void {
    this.expiresAt = Math.min(this.expiresAt, time);
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
