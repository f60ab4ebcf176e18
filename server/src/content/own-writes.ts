import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CONTENT_CHANNEL } from '../db/content-channel';

/** What a mark's payload starts with: no table is named so (content/tags.ts names the tables). */
const MARK = 'heard:';

/**
 * Read-your-writes for one process's content cache. The cache is emptied by the database's notifications
 * (app.ts), which PostgreSQL hands to the listening connection some time after the commit: a staff
 * member's save could answer 200 and their next page still come from the entries the change should have
 * dropped (seen under load: the footer kept the old phone number). A listener gets notifications in the
 * order their transactions committed, so once a mark sent after the write is heard, every notification
 * of the write has been heard, and acted on, before it.
 *
 * A mark not heard in time (the listening connection is slow or gone) empties the whole cache instead:
 * the write is committed, so what is read next is right either way.
 */
export function createOwnWrites(
  db: Db,
  { emptyCache, timeoutMs = 2000 }: { emptyCache: () => void; timeoutMs?: number },
) {
  // Every process on the database hears every mark: each knows only its own.
  const self = `${MARK}${randomUUID()}:`;
  const waiting = new Map<string, () => void>();
  let count = 0;
  return {
    /** True when the payload is a mark (this process's or another's), which is no table's change. */
    heard(payload: string): boolean {
      if (!payload.startsWith(MARK)) return false;
      waiting.get(payload)?.();
      return true;
    },
    /** Resolves once this process has heard every content change committed before the call. */
    async settle(): Promise<void> {
      count += 1;
      const mark = `${self}${count}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(mark, () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${mark})`);
        if (!(await heard)) emptyCache();
      } catch {
        // The database went away after the write committed: nothing cached may be trusted to be newer.
        emptyCache();
      } finally {
        clearTimeout(timer);
        waiting.delete(mark);
      }
    },
  };
}

export type OwnWrites = ReturnType<typeof createOwnWrites>;
