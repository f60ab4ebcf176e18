import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ContentListener, NotificationStatus } from './content-channel';
import { type DbLogger, stderrLogger } from './logger';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite on disk: this process created the folder (the database's first start). */
  created?: boolean;
  migrate(): Promise<void>;
  /** A round trip to the database within `timeoutMs`; throws when it is unreachable (readiness). */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `listener` with the table's name whenever a content table changes (the migration's trigger
   * NOTIFYs), from any process or tool. `status` reports a PostgreSQL listening connection going away
   * and coming back. Returns a function that stops listening.
   */
  onContentChange(listener: ContentListener, status?: NotificationStatus): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** A raw parameterised statement (backups and tools that work table by table). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * PGlite: the database's files as one archive, which `image` opens as a copy in memory (the tests copy
   * a migrated, seeded database instead of building each one). Absent for PostgreSQL.
   */
  dumpImage?(): Promise<Uint8Array>;
  /** Connections of a PostgreSQL pool (for /metrics); absent for PGlite, which has one, in process. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

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
