import { rm } from 'node:fs/promises';
import { testImageFolder } from '../server/src/test/image-folder';

/**
 * Once per `playwright test`: a folder for this run's copies of a migrated and a seeded PGlite database
 * (server/src/test/pglite-image.ts). The first worker that starts a server builds each (initdb in a child
 * process, every migration, the seed: about 15 CPU seconds) while the others wait, and every later worker
 * copies it: a run starts seven or more workers (two per project, and one for each worker fixture of its
 * own, such as a fresh site). Workers inherit the runner's environment; the folder is removed at the end.
 * Under `npm test` the folder is the one the unit suite shares too (scripts/test-suites.ts removes it).
 */
export default function globalSetup() {
  if (process.env.TEST_PGLITE_IMAGE_DIR) return;
  const folder = testImageFolder(`e2e-${process.pid}`);
  process.env.TEST_PGLITE_IMAGE_DIR = folder;
  return () => rm(folder, { recursive: true, force: true });
}
