import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ContentListener, NotificationStatus } from './content-channel';
import type * as schema from './schema';

// The database's types, apart from client.ts: the drivers (pglite.ts, postgres.ts) import them and
// client.ts imports the drivers, so kept here they tie neither to the other.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: what a write (and the audit line written with it) is made on. */
export type Writer = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

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
