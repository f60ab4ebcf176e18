/**
 * Locks by name, within this process. A waiter holds nothing but a promise: the work that needs a
 * database connection starts only once its turn has come, so a hundred requests queued on one name
 * wait here, not in the connection pool, whose 3 s timeout would answer them 503 (docs/decisions/087).
 * Names are taken in sorted order, so two callers asking for the same names never wait on each other.
 */
export function keyedLocks() {
  const tails = new Map<string, Promise<void>>();

  const take = async (name: string): Promise<() => void> => {
    const before = tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    tails.set(name, tail);
    await before;
    return () => {
      release();
      // The last in line clears its name, so the map holds only names someone is waiting on.
      if (tails.get(name) === tail) tails.delete(name);
    };
  };

  return {
    async with<T>(names: readonly string[], work: () => Promise<T>): Promise<T> {
      const releases: Array<() => void> = [];
      try {
        for (const name of [...new Set(names)].sort()) releases.push(await take(name));
        return await work();
      } finally {
        for (const release of releases.reverse()) release();
      }
    },
    /** How many names are held or waited on (for tests). */
    get size() {
      return tails.size;
    },
  };
}
