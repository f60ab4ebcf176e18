import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createBuiltRenderer, createDevRenderer } from './ssr/renderer';

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

  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);

  const dev = config.NODE_ENV === 'development';
  const renderer = dev
    ? await createDevRenderer(fileURLToPath(new URL('../../client', import.meta.url)))
    : await createBuiltRenderer(fileURLToPath(new URL('..', import.meta.url)));

  const app = await buildApp({ config, database, renderer });
  if (seeded) app.log.info('empty database: demo content inserted');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await renderer.vite?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
}

await main();
