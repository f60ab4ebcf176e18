import { fileURLToPath } from 'node:url';
import { type DbLogger, stderrLogger } from './logger';
import type { Database } from './types';

// The drivers (pglite.ts, postgres.ts) take these types from types.ts, not from here, since this
// module loads them; the rest of the server keeps importing the database's face from client.ts.
export type { Database, Db } from './types';

/** The folder sits beside this module in the source tree and beside the bundle in dist/. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir?: string;
  /** With 'memory://': start from these files (from `dumpImage`) instead of an empty database. */
  image?: Uint8Array;
  log?: DbLogger;
}

/**
 * Each driver is loaded only in its mode: PGlite's JavaScript and pg's are a megabyte or two of the
 * server's memory in the other mode (docs/decisions/064).
 */
export async function createDatabase({ url, dataDir, image, log = stderrLogger }: DatabaseOptions): Promise<Database> {
  if (url) return (await import('./postgres')).createPostgresDatabase(url, log, migrationsFolder);
  const { createPgliteDatabase, MEMORY } = await import('./pglite');
  return createPgliteDatabase(dataDir ?? MEMORY, migrationsFolder, image);
}
