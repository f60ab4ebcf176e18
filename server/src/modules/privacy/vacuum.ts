import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { errorFields } from '../../db/logger';
import { ERASURE_TABLES } from './repository';

/**
 * After an erasure is committed: rewrites the tables it touched (VACUUM FULL), so that the deleted and
 * redacted row versions no longer sit in the data files (a plain VACUUM only marks their space free; the
 * bytes stay readable until reused) and the indexes that held the address are rebuilt. It locks each table
 * for the rewrite; the tables are small and erasures rare. VACUUM cannot run inside a transaction, so this
 * runs after the commit, and a failure is logged, never turned into an error for a committed erasure.
 * Works on PostgreSQL and PGlite alike. Backups taken before keep the data: README, "Backups".
 */
export async function eraseVacuum(database: Database, log: FastifyBaseLogger): Promise<boolean> {
  try {
    if (database.kind === 'postgres') await olderSnapshotsEnded(database, log);
    await database.query(`VACUUM (FULL) ${ERASURE_TABLES.join(', ')}`);
    return true;
  } catch (error) {
    log.error({ err: errorFields(error) }, 'vacuum after erasure failed');
    return false;
  }
}

/** How long the rewrite waits for transactions that began before the erasure (then it runs anyway). */
const SNAPSHOT_WAIT_MS = 10_000;

/**
 * VACUUM FULL copies a deleted row that a transaction still open might see: one that began before the
 * erasure, in this database (another request's, a report's). So the rewrite waits until every transaction
 * that started before now has ended, polling, at most SNAPSHOT_WAIT_MS; past that it logs a warning (the
 * rows stay in the files until the next rewrite) and rewrites anyway. PGlite has one connection: no wait.
 */
async function olderSnapshotsEnded(database: Database, log: FastifyBaseLogger) {
  const [{ at }] = await database.query<{ at: string }>('select clock_timestamp()::text as at');
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  for (;;) {
    const [{ open }] = await database.query<{ open: string }>(
      `select count(*)::text as open from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_xmin is not null and xact_start < $1::timestamptz`,
      [at],
    );
    if (Number(open) === 0) return;
    if (Date.now() > deadline) {
      log.warn({ open: Number(open) }, 'erasure: transactions older than it still open; rewriting anyway');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SQLSTATE 42501: the role may not run the statement. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * After the vacuum: retires the write-ahead log that still holds the erased rows (their insertion, and the
 * full-page images the erasure itself logged), docs/decisions/083. The WAL segment in use is ended
 * (`pg_switch_wal`) so that the checkpoint after it starts its redo in a new segment, and PostgreSQL
 * removes every segment before that one. With `wal_recycle` on, PostgreSQL's default, a retired segment
 * is renamed for later use and keeps its bytes until new WAL overwrites it, so this warns: PGlite runs with
 * it off (db/pglite.ts), on PostgreSQL the operator turns it off (README, "Backups").
 * On PostgreSQL both statements need privileges a site's role rarely has (superuser, or `pg_checkpoint` and
 * EXECUTE on `pg_switch_wal`): without them the line says what to grant, and the erasure stands.
 * Returns true when both ran.
 */
export async function eraseCheckpoint(database: Database, log: FastifyBaseLogger): Promise<boolean> {
  const refused: string[] = [];
  for (const [statement, grant] of [
    ['select pg_switch_wal()', 'GRANT EXECUTE ON FUNCTION pg_switch_wal() TO'],
    ['CHECKPOINT', 'GRANT pg_checkpoint TO'],
  ] as const) {
    try {
      await database.query(statement);
    } catch (error) {
      if ((error as { code?: unknown }).code !== INSUFFICIENT_PRIVILEGE) {
        log.error({ err: errorFields(error) }, 'checkpoint after erasure failed');
        return false;
      }
      refused.push(grant);
    }
  }
  if (refused.length) {
    const [row] = await database
      .query<{ role: string }>('select quote_ident(current_user) as role')
      .catch(() => [{ role: '<role>' }]);
    log.warn(
      { grant: refused.map((grant) => `${grant} ${row?.role ?? '<role>'}`) },
      "checkpoint after erasure not permitted: the erased data stays in PostgreSQL's write-ahead log until later checkpoints retire it; grant what `grant` names",
    );
    return false;
  }
  try {
    const [row] = await database.query<{ recycle: string }>("select current_setting('wal_recycle') as recycle");
    if (row?.recycle === 'on') {
      log.warn(
        {},
        'wal_recycle is on: the retired write-ahead log segments keep the erased data until PostgreSQL reuses them; set wal_recycle = off',
      );
    }
  } catch {
    // The checkpoint ran; the setting only decides whether to warn.
  }
  return true;
}
