import pg from 'pg';
import { now, sleep } from './http';

export interface TableLock {
  /** Waits until `count` inserts wait on the lock (or `timeoutMs` passes); returns how many do. */
  waiting(count: number, timeoutMs?: number): Promise<number>;
  /** Commits, so the waiting inserts go on, and closes the connections. */
  release(): Promise<void>;
}

/**
 * Holds contact_messages locked against inserts (an open transaction on a connection of its own), so
 * the site's inserts wait inside the server: writes certainly in flight, and pool connections certainly
 * open, at a moment the test chooses.
 */
export async function lockContactMessages(url: string): Promise<TableLock> {
  const locker = new pg.Client({ connectionString: url });
  const monitor = new pg.Client({ connectionString: url });
  await locker.connect();
  await monitor.connect();
  await locker.query('begin');
  await locker.query('lock table contact_messages in exclusive mode');
  let released = false;
  return {
    waiting: async (count, timeoutMs = 10_000) => {
      const deadline = now() + timeoutMs;
      for (;;) {
        const { rows } = await monitor.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where wait_event_type = 'Lock' and query ilike 'insert into%contact_messages%'`,
        );
        if (rows[0].n >= count || now() > deadline) return rows[0].n;
        await sleep(25);
      }
    },
    release: async () => {
      if (released) return;
      released = true;
      try {
        await locker.query('commit');
      } finally {
        await locker.end().catch(() => {});
        await monitor.end().catch(() => {});
      }
    },
  };
}
