/**
 * An LRU of promises for content reads and rendered pages. It is emptied when the database says
 * content changed (see db/client.ts `onContentChange`) and when a scheduled article's time comes.
 * Pending loads are cached too, so a burst of identical requests costs one query.
 */
export class ContentCache {
  private entries = new Map<string, Promise<unknown>>();
  private expiresAt = Number.POSITIVE_INFINITY;
  private enabled = true;
  /** Bumped on every clear; lets the news service re-read the next scheduled publication time. */
  generation = 0;

  constructor(private readonly maxEntries = 1000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    if (Date.now() >= this.expiresAt) this.clear();
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      // Failures are not cached: the next request tries again.
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
    this.expiresAt = Number.POSITIVE_INFINITY;
    this.generation += 1;
  }

  /** Empties the cache at `time` (ms), e.g. when a scheduled article becomes visible. */
  expireAt(time: number): void {
    this.expiresAt = Math.min(this.expiresAt, time);
  }

  /** Off while change notifications cannot be received, so nothing stale is served. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
