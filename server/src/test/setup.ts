import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeEach, inject, vi } from 'vitest';
import { handlesLeftOpen, openHandles } from './left-open';
import { createEmptyDatabase, databaseUrl, dropFileDatabase, runPrefix } from './postgres-databases';

// The run's copies of a migrated and a seeded PGlite database (pglite-image.ts; named by global-setup.ts).
process.env.TEST_PGLITE_IMAGE_DIR = inject('imageFolder');

/**
 * Each test file has a PostgreSQL database of its own when TEST_DATABASE_URL is set: made empty here
 * (files that migrate by hand use it so), replaced by a copy of the run's template by each
 * `createTestDatabase('postgres')` (postgres-template.ts), dropped when the file ends. So a file never
 * meets another's rows, and what one leaves connected is reported here rather than met by the next file
 * of its worker (docs/decisions/056). NOTIFY channels and advisory locks are per database too. This file
 * runs before every test file, also when a worker runs several in one process (`isolate: false`), and
 * the environment is the process's: TEST_DATABASE_BASE_URL keeps the server's address.
 */
const base = process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;
let fileDatabase: string | undefined;
if (base) {
  const run = inject('databaseRun');
  const name = `${runPrefix(base, run)}f${process.pid}_${randomBytes(3).toString('hex')}`;
  await createEmptyDatabase(base, name);
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_RUN = run;
  process.env.TEST_DATABASE_URL = databaseUrl(base, name);
  fileDatabase = name;
}

/**
 * A worker runs its files one after another in one process (`isolate: false`): a file must close what it
 * opened (apps, servers, pools, child processes, watchers), or it would live on beside the next file.
 * Checked when the file ends, after its own afterAll hooks (a setup file's run last), once its database
 * is dropped (always: so the next file is not affected either way).
 */
const handlesBefore = openHandles();
afterAll(async () => {
  const left: string[] = [];
  if (base && fileDatabase) {
    const sessions = await dropFileDatabase(base, fileDatabase);
    if (sessions.length > 0)
      left.push(`${sessions.length} connection(s) to its PostgreSQL database (${sessions.join(', ')})`);
  }
  left.push(...(await handlesLeftOpen(handlesBefore)));
  if (left.length > 0) {
    throw new Error(
      `This file left open ${left.join('; ')}: close every app, database, server, worker and child process it starts`,
    );
  }
});

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
