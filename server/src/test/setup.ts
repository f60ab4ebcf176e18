import pg from 'pg';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { testImageFolder } from './image-folder';

/**
 * Server test files run two at a time (one per core). Those that use the PostgreSQL server empty its
 * `public` schema first, so each worker of each run gets a database of its own (test_r<run>_w1, …), made
 * here on first use and dropped when the run ends (global-setup.ts); NOTIFY channels are per database too,
 * so workers never hear each other's changes.
 */
async function workerDatabase(base: string, worker: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'test'}_r${inject('databaseRun')}_w${worker}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await admin.query(`create database "${name}"`);
      } catch (error) {
        // Another file of this worker's pool made it meanwhile (files start one after another, but be safe).
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

// The run's copies of a migrated and a seeded PGlite database (pglite-image.ts; removed by global-setup.ts).
process.env.TEST_PGLITE_IMAGE_DIR = testImageFolder(inject('databaseRun'));

const base = process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;
if (base) {
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_URL = await workerDatabase(base, process.env.VITEST_POOL_ID ?? '1');
}

// Server tests must not log errors unless they expect to (then they mock console.error themselves).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
