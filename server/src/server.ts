import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { errorFields } from './db/logger';
import { DataDirInUseError } from './db/pglite-lock';
import { seedOnStart } from './db/seed';
import { isDatabaseUnavailable } from './db/unavailable';
import { logOptions } from './lib/logger';
import { announceSetup } from './modules/staff';
import { createBuiltAdminShell, createDevAdminShell } from './ssr/admin-shell';
import { createBuiltRenderer, createDevRenderer } from './ssr/renderer';

/** Requests in flight get this long to finish after SIGTERM/SIGINT; the process is gone within 10 s. */
const SHUTDOWN_GRACE_MS = 9000;
/** How long start-up waits for a PostgreSQL server that is not there yet (it may be starting too). */
const STARTUP_WAIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the configuration, prepares the database, and listens. Everything else is in app.ts. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // React's server renderer (loaded below with the page renderer) picks its development or production
  // build from process.env when first imported. The configuration's default is production, but `npm
  // start` and a bare `node dist/server/server.js` set nothing, and the site rendered with React's
  // development build: slower, and 1 MB more code in memory (docs/decisions/050).
  process.env.NODE_ENV = config.NODE_ENV;
  const log = pino(logOptions(config.LOG_LEVEL));
  // A stray rejection (a library's background task, a connection closing late) is a bug to log, not a
  // reason to take the whole site down.
  process.on('unhandledRejection', (reason) => log.error({ err: errorFields(reason) }, 'unhandled rejection'));

  let database: Database;
  try {
    database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      // Said plainly on stderr, like a configuration error: a person starting the site reads it.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateWhenReachable(database, log);
  const seeded = await seedOnStart(database.db, { enabled: config.SEED_DEMO });
  if (database.created) {
    // Migrating and seeding a new embedded database grew PGlite's WebAssembly memory, which never
    // shrinks: opened again, the site runs with the memory of a later start (docs/decisions/011).
    await database.close();
    database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  }

  const dev = config.NODE_ENV === 'development';
  const renderer = dev
    ? await createDevRenderer(fileURLToPath(new URL('../../client', import.meta.url)))
    : await createBuiltRenderer(fileURLToPath(new URL('..', import.meta.url)));

  const adminShell =
    dev && renderer.vite
      ? createDevAdminShell(fileURLToPath(new URL('../../client', import.meta.url)), renderer.vite)
      : await createBuiltAdminShell(fileURLToPath(new URL('..', import.meta.url)));

  const app = await buildApp({ config, database, renderer, adminShell, logger: log });
  if (seeded === 'seeded') app.log.info('new, empty database: demo content inserted');

  // SIGTERM (systemd, a container runtime) or SIGINT (Ctrl+C): stop accepting connections, let requests
  // in flight finish (a contact message being written is stored and answered), close the database, exit 0.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await app.close();
      await renderer.vite?.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: errorFields(error) }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ host: config.HOST, port: config.PORT });
  // A new installation: the address to set up the first owner in the browser (docs/decisions/027).
  await announceSetup(app).catch((error) =>
    app.log.error({ err: errorFields(error) }, 'could not prepare the first-owner setup address'),
  );
}

/** Migrations need the database; a server that is still starting is waited for, then start-up fails. */
async function migrateWhenReachable(database: Database, log: pino.Logger): Promise<void> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  for (;;) {
    try {
      return await database.migrate();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      log.warn({ err: errorFields(error) }, 'waiting for the database');
      await sleep(1000);
    }
  }
}

await main();
