import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { MEMORY } from '../db/pglite';
import type { Clock } from '../lib/clock';
import type { AdminShell } from '../ssr/admin-shell';
import type { PageRenderer } from '../ssr/renderer';
import type { DatabaseKind } from './database-kinds';
import { testDatabaseImage } from './pglite-image';
import { copyTemplate } from './postgres-template';
import { TEST_TWO_FACTOR_KEY } from './two-factor';

export { type DatabaseKind, testDatabaseKinds } from './database-kinds';

/**
 * A fresh, migrated (and by default seeded) database: in-memory PGlite (a copy of one migrated and seeded
 * once, pglite-image.ts), or the test file's PostgreSQL database (TEST_DATABASE_URL, setup.ts) made anew
 * as a copy of the run's template (postgres-template.ts). A file's PostgreSQL database is one at a time:
 * close the previous one first.
 */
export async function createTestDatabase(kind: DatabaseKind, { seed = true } = {}): Promise<Database> {
  if (kind === 'pglite') return createDatabase({ dataDir: MEMORY, image: await testDatabaseImage(seed) });
  const { TEST_DATABASE_BASE_URL: base, TEST_DATABASE_RUN: run, TEST_DATABASE_URL: url } = process.env;
  if (!base || !run || !url) throw new Error('PostgreSQL test databases are made by server/src/test/setup.ts (Vitest)');
  await copyTemplate(base, run, url, seed);
  return createDatabase({ url });
}

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    renderer?: PageRenderer;
    adminShell?: AdminShell;
    env?: Record<string, string>;
    clock?: Clock;
    /** The database as the app sees it: a test may put something between them (slow notifications). */
    through?: (database: Database) => Database;
  } = {},
) {
  const database = await createTestDatabase(kind, options);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    BACKGROUND_JOBS: 'false',
    // Tests and crawls ask for many pages at once from one address.
    CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
    REQUESTS_PER_CLIENT_PER_SECOND: '100000',
    TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: options.through?.(database) ?? database,
    renderer: options.renderer,
    adminShell: options.adminShell,
    logger: false,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
