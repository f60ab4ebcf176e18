/** What an Lru holds: each value carries its own place in the order, so a hit allocates nothing. */
export interface Placed {
  /** The Lru's count when the value last went to the newest end. */
  stamp?: number;
}

/**
 * A Map kept in (nearly) least-recently-used order, bounded in size: the one LRU of the server (the
 * content cache's two areas, the share images). A hit moves its entry to the newest end only once half
 * the capacity has been added or moved since the entry last was: until then it is in the newer half and
 * safe from eviction, and a hit is one lookup instead of a delete and an insert (the hot path of every
 * cached request). An entry asked for at least once every half capacity is therefore never evicted.
 */
export class Lru<V extends Placed> {
  readonly map = new Map<string, V>();
  /** Counts additions and moves. */
  private clock = 0;
  constructor(readonly capacity: number) {}
  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry !== undefined && this.clock - (entry.stamp ?? 0) >= this.capacity / 2) {
      this.map.delete(key);
      this.place(key, entry);
    }
    return entry;
  }
  set(key: string, entry: V): void {
    this.map.delete(key);
    this.place(key, entry);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  private place(key: string, entry: V): void {
    this.clock += 1;
    entry.stamp = this.clock;
    this.map.set(key, entry);
  }
}
