import type { PGlite } from '@electric-sql/pglite';
import { drizzle as overPool } from 'drizzle-orm/node-postgres';
import { drizzle as overPglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * The database's drizzle, again over the same connection, with `log` told every statement as drizzle
 * sends it (its text; the values are apart). For tests that compare the work two requests do: createTestApp's
 * `through: (database) => ({ ...database, db: withStatementLog(database, log) })`.
 */
export function withStatementLog(database: Database, log: (query: string) => void): Db {
  const logger = { logQuery: (query: string) => log(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? overPglite(client as PGlite, { schema, logger })
      : overPool(client as Pool, { schema, logger });
  return db as unknown as Db;
}
