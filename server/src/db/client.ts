import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs a raw statement; used by health checks and tests. */
  ping(): Promise<void>;
  /**
   * Calls `listener` whenever a content table changes (the migration's trigger NOTIFYs), from any
   * process or tool. `onLost`/`onRestored` report a PostgreSQL listening connection going away and
   * coming back, so caches can stand aside meanwhile. Returns a function that stops listening.
   */
  onContentChange(listener: () => void, status?: { onLost(): void; onRestored(): void }): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The folder sits beside this module in the source tree and beside the bundle in dist/. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir?: string;
}

export async function createDatabase({ url, dataDir = 'memory://' }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      onContentChange: (listener, status) => listenOverPg(url, listener, status),
      close: () => pool.end(),
    };
  }
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    onContentChange: async (listener) => {
      const stop = await client.listen(CONTENT_CHANNEL, listener);
      return stop;
    },
    close: () => client.close(),
  };
}

const CONTENT_CHANNEL = 'content_changed';

/** A dedicated connection that LISTENs, reconnecting after errors (a pooled one would be recycled). */
async function listenOverPg(
  url: string,
  listener: () => void,
  status?: { onLost(): void; onRestored(): void },
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) listener();
    });
    next.on('error', () => {
      if (stopped) return;
      status?.onLost();
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    client = next;
    status?.onRestored();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end();
  };
}
