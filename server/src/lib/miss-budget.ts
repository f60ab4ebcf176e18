/**
 * How many answers a client may make the server work out (cache misses: a render, a query, a
 * compression) per second: a token bucket per client address. Cached answers cost microseconds and are
 * never limited; a miss costs a millisecond or more, so a flood of made-up addresses from one client
 * would otherwise take the CPU from everyone's cached pages (docs/decisions/024). Over budget, a miss is answered
 * 429 with Retry-After: 1, which costs about what a hit does. A person browsing never comes near it.
 */
export class MissBudget {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    /** At least 30: a person's first visit and quick clicks through pages nobody has asked for yet. */
    private readonly burst = Math.max(30, perSecond * 3),
    private readonly now = () => performance.now(),
    private readonly maxClients = 10_000,
  ) {}

  take(client: string): boolean {
    const now = this.now();
    let bucket = this.buckets.get(client);
    if (!bucket) {
      if (this.buckets.size >= this.maxClients) this.sweep(now);
      bucket = { tokens: this.burst, at: now };
      this.buckets.set(client, bucket);
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets clients whose bucket is full again (idle ones); the oldest go first if that is not enough. */
  private sweep(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(client);
    }
    for (const client of this.buckets.keys()) {
      if (this.buckets.size < this.maxClients / 2) break;
      this.buckets.delete(client);
    }
  }
}
