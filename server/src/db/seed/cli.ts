/** `npm run db:seed`: migrates, then replaces the demo content in the configured database. */
import { loadConfig } from '../../config';
import { createDatabase } from '../client';
import { seedContent } from './index';

const config = loadConfig();
const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  await seedContent(database.db);
  console.info(`Demo content seeded into ${database.kind === 'postgres' ? 'PostgreSQL' : config.DATA_DIR}.`);
} finally {
  await database.close();
}
