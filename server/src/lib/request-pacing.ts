/**
 * Request pacing per client (docs/decisions/023): how many requests one client address may have the
 * framework handle per second. Stored answers (lib/stored-answers.ts) are given before it and never
 * counted; everything else (a page with a one-off query string, a static file, an API call, a write)
 * takes a slot. Over the rate, a request is not refused: it waits for its slot, as nginx's limit_req
 * delays excess requests, so a client that floods the site with one-off addresses on a few connections
 * gets them answered at this rate while everyone's stored answers keep the CPU (docs/decisions/023). A person
 * browsing, even many behind one address, stays within the burst and never waits.
 *
 * The algorithm is GCRA: each client has a theoretical arrival time `due`; a request may go `burst`
 * intervals ahead of it, later ones wait until they are within that. Waits longer than `maxWaitMs` are
 * refused (the caller answers 429), so a client cannot park requests here without bound.
 */
export class RequestPacing {
  private due = new Map<string, number>();
  private readonly interval: number;
  private readonly ahead: number;
  /** Slots given (requests let through, at once or later), requests made to wait, and refused, since start. */
  taken = 0;
  paced = 0;
  refused = 0;

  constructor(
    perSecond: number,
    burst = perSecond * 3,
    private readonly maxWaitMs = 10_000,
    private readonly now = () => performance.now(),
    private readonly maxClients = 10_000,
  ) {
    this.interval = 1000 / perSecond;
    // The first `burst` requests of an idle client go at once.
    this.ahead = (burst - 1) * this.interval;
  }

  /**
   * Takes the client's next slot: 0 to go now, the milliseconds to wait before going, or undefined
   * when the wait would exceed `maxWaitMs` (no slot taken: refuse the request).
   */
  slot(client: string): number | undefined {
    const now = this.now();
    let due = this.due.get(client);
    if (due === undefined) {
      if (this.due.size >= this.maxClients) this.sweep(now);
      due = now;
    }
    due = Math.max(due, now);
    const wait = due - this.ahead - now;
    if (wait > this.maxWaitMs) {
      this.refused += 1;
      return undefined;
    }
    this.due.set(client, due + this.interval);
    this.taken += 1;
    if (wait <= 0) return 0;
    this.paced += 1;
    return wait;
  }

  /** Forgets clients with nothing ahead of now (idle ones); the oldest go first if that is not enough. */
  private sweep(now: number): void {
    for (const [client, due] of this.due) if (due <= now) this.due.delete(client);
    for (const client of this.due.keys()) {
      if (this.due.size < this.maxClients / 2) break;
      this.due.delete(client);
    }
  }
}
