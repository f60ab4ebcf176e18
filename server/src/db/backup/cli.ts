/** `npm run db:backup`, `db:restore`, `db:move` (see ./commands.ts). */

import { run } from './commands';
import { BackupError } from './load';

try {
  console.info(await run(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
