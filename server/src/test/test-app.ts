import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { MEMORY } from '../db/pglite';
import { seedContent } from '../db/seed';
import type { Clock } from '../lib/clock';
import type { AdminShell } from '../ssr/admin-shell';
import type { PageRenderer } from '../ssr/renderer';
import { testDatabaseImage } from './pglite-image';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it when one answers). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: in-memory PGlite (a copy of one migrated and seeded once, pglite-image.ts),
 * or an emptied PostgreSQL test database.
 */
export async function createTestDatabase(kind: DatabaseKind, { seed = true } = {}): Promise<Database> {
  if (kind === 'pglite') return createDatabase({ dataDir: MEMORY, image: await testDatabaseImage(seed) });
  const database = await createDatabase({ url: process.env.TEST_DATABASE_URL });
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  if (seed) await seedContent(database.db);
  return database;
}

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    renderer?: PageRenderer;
    adminShell?: AdminShell;
    env?: Record<string, string>;
    clock?: Clock;
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
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
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
