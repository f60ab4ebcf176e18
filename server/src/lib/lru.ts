/** What an Lru holds: each value carries its own place in the order, so a hit allocates nothing. */
export interface Placed {
  /** The Lru's count when the value last went to the newest end. */
  stamp?: number;
  /** What it weighs against the Lru's `maxWeight` (bytes, for the content cache); 0 when left out. */
  weight?: number;
}

/**
 * A Map kept in (nearly) least-recently-used order, bounded in size and, optionally, in total weight: the
 * one LRU of the server (the content cache's two areas, the share images). A hit moves its entry to the
 * newest end only once half the capacity has been added or moved since the entry last was: until then it
 * is in the newer half and safe from eviction by count, and a hit is one lookup instead of a delete and an
 * insert (the hot path of every cached request). An entry asked for at least once every half capacity is
 * therefore never evicted for the count; the weight bound evicts from the oldest end too, never the entry
 * just added. Removal goes through `delete`, `deleteWhere` and `clear`, so the total stays right; `map`
 * is for reading.
 */
export class Lru<V extends Placed> {
  readonly map = new Map<string, V>();
  /** Counts additions and moves. */
  private clock = 0;
  /** The sum of the held values' weights. */
  private total = 0;
  constructor(
    readonly capacity: number,
    readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}
  get weight(): number {
    return this.total;
  }
  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry !== undefined && this.clock - (entry.stamp ?? 0) >= this.capacity / 2) {
      this.map.delete(key);
      this.place(key, entry);
    }
    return entry;
  }
  set(key: string, entry: V): void {
    this.delete(key);
    this.place(key, entry);
    this.total += entry.weight ?? 0;
    while (this.map.size > this.capacity || (this.total > this.maxWeight && this.map.size > 1)) {
      this.delete(this.map.keys().next().value as string);
    }
  }
  delete(key: string): void {
    const entry = this.map.get(key);
    if (entry === undefined) return;
    this.map.delete(key);
    this.total -= entry.weight ?? 0;
  }
  deleteWhere(test: (entry: V) => boolean): void {
    for (const [key, entry] of this.map) if (test(entry)) this.delete(key);
  }
  clear(): void {
    this.map.clear();
    this.total = 0;
  }
  private place(key: string, entry: V): void {
    this.clock += 1;
    entry.stamp = this.clock;
    this.map.set(key, entry);
  }
}
