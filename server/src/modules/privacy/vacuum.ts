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
    await database.query(`VACUUM (FULL) ${ERASURE_TABLES.join(', ')}`);
    return true;
  } catch (error) {
    log.error({ err: errorFields(error) }, 'vacuum after erasure failed');
    return false;
  }
}
