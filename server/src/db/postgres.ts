import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { CONTENT_CHANNEL, type ContentListener, type NotificationStatus } from './content-channel';
import { type DbLogger, errorFields } from './logger';
import * as schema from './schema';
import type { Database, Db } from './types';
import { DatabaseUnavailableError } from './unavailable';

/** How long a request may wait for a connection before it is answered 503 (the visitor can retry). */
const CONNECT_TIMEOUT_MS = 3000;
/** A statement running longer than this is a bug or a lock; PostgreSQL cancels it. */
const STATEMENT_TIMEOUT_MS = 15_000;
/** How often the LISTEN connection tries again after losing the server: the cache is exact within this. */
const RECONNECT_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PostgreSQL server through a pool. Every connection error is handled here: without a listener,
 * node-postgres raises an 'error' event that ends the process (restarting PostgreSQL used to kill the
 * site for good). A request that needs a connection while the server is away fails in at most
 * CONNECT_TIMEOUT_MS with an error the app answers 503; the pool reconnects by itself once it is back.
 */
export function createPostgresDatabase(url: string, log: DbLogger, migrationsFolder: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'veb-site',
  });
  // An idle connection that breaks (server restart, network) is reported here and dropped by the pool.
  pool.on('error', (error) => log.warn(errorFields(error), 'database connection lost (idle)'));
  // A connection in use that breaks rejects its query (the request answers 503) and also emits 'error'.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn(errorFields(error), 'database connection lost'));
  });
  let closed = false;

  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // A connection of its own, without the pool's statement timeout: a migration may build an index over
      // every row (0022's search index takes minutes at 1,000,000 messages on a busy small server), which
      // the 15 s meant for requests would cancel, leaving the site unable to start.
      const client = new pg.Client({ connectionString: url, application_name: 'veb-site-migrate' });
      client.on('error', (error) => log.warn(errorFields(error), 'database connection lost (migrating)'));
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new DatabaseUnavailableError('The database connection is closed');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DatabaseUnavailableError('The database did not answer in time')),
          timeoutMs,
        );
      });
      try {
        await Promise.race([pool.query('select 1'), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    onContentChange: (listener, status) => listen(url, listener, log, status),
    query: async <Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as Row[],
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs (a pooled one would be recycled). When it breaks, `status.onLost`
 * tells the caches to stop trusting themselves, and it reconnects every RECONNECT_MS until the server
 * answers; `status.onRestored` then tells them to start afresh (changes made meanwhile were not heard).
 */
async function listen(
  url: string,
  listener: ContentListener,
  log: DbLogger,
  status?: NotificationStatus,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let connecting: Promise<void> | undefined;

  const connectOnce = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      if (stopped || current !== client) return;
      current = undefined;
      log.warn(errorFields(error ?? new Error('connection ended')), 'content notifications lost; reconnecting');
      status?.onLost();
      reconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) listener(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      return client;
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
  };

  const reconnect = () => {
    connecting ??= (async () => {
      while (!stopped) {
        try {
          const client = await connectOnce();
          if (stopped) {
            await client.end().catch(() => {});
            return;
          }
          current = client;
          log.info({}, 'content notifications restored');
          status?.onRestored();
          return;
        } catch {
          await sleep(RECONNECT_MS);
        }
      }
    })().finally(() => {
      connecting = undefined;
    });
  };

  current = await connectOnce();
  return async () => {
    stopped = true;
    await connecting;
    await current?.end().catch(() => {});
  };
}
