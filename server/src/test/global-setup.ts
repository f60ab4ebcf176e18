import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { testImageFolder } from './image-folder';
import { dropRunDatabases } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL test databases (setup.ts), so two runs on one server never share one. */
    databaseRun: string;
    /** The folder of this run's PGlite database archives (pglite-image.ts). */
    imageFolder: string;
  }
}

/**
 * Once per `vitest run`: a name for this run's test databases (`<database>_r<pid>_…`: one per test file,
 * made by setup.ts, and the templates they copy, postgres-template.ts), and, at the end, dropping them.
 * Two runs at once on one PostgreSQL server (two checkouts, a second terminal) each drop only their own.
 */
export default function setup(project: TestProject) {
  const run = String(process.pid);
  project.provide('databaseRun', run);
  // Under `npm test`, the folder the browser suite shares (scripts/test-suites.ts), which removes it.
  const shared = process.env.TEST_PGLITE_IMAGE_DIR;
  project.provide('imageFolder', shared ?? testImageFolder(run));
  return async () => {
    if (!shared) await rm(testImageFolder(run), { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (base) await dropRunDatabases(base, run);
  };
}
