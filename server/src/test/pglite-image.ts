import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase } from '../db/client';
import { MEMORY } from '../db/pglite';
import { seedContent } from '../db/seed';
import { sharedArchive } from './shared-archive';

/**
 * A test's in-memory PGlite database starts as a copy of one that was migrated (and seeded) once, instead
 * of running initdb in a child process, every migration and the seed again: that was about 5 s of each
 * server test file's 6-10 s (decision 053). The copy is the same files, so it is the same database.
 *
 * A run's processes share them through a folder of the run (TEST_PGLITE_IMAGE_DIR, removed when the run
 * ends, so no archive outlives a change of migrations): Vitest's workers (set by setup.ts), the browser
 * tests' workers (e2e/global-setup.ts), and under `npm test` both suites (scripts/test-suites.ts). One
 * process builds each archive while the others wait for its file: they all start at once, and each
 * building its own cost about 15 CPU seconds more per process (decision 070).
 * The seed places some dates relative to the day it ran, so an archive is only used on the day it was made.
 */
const images = new Map<string, Promise<Uint8Array>>();
export const TEMPLATES = ['template0', 'template1'];

export function testDatabaseImage(seed: boolean): Promise<Uint8Array> {
  const name = `${seed ? 'seeded' : 'migrated'}-${new Date().toISOString().slice(0, 10)}`;
  let image = images.get(name);
  if (!image) {
    image = loadOrBuild(name, seed);
    images.set(name, image);
    image.catch(() => images.delete(name));
  }
  return image;
}

/**
 * The migrated database from an empty one; the seeded one from the migrated one (one initdb and migration a
 * run). The image's cluster keeps only the site's database: template0 and template1 are read by nothing but
 * CREATE DATABASE, which neither the site nor a test runs on PGlite, and they were 15 of the archive's 43 MB,
 * unpacked again by every test database that opens it (a quarter of its CPU, decision 076).
 */
async function build(seed: boolean): Promise<Uint8Array> {
  const database = await createDatabase({ dataDir: MEMORY, image: seed ? await testDatabaseImage(false) : undefined });
  try {
    if (seed) await seedContent(database.db);
    else {
      await database.migrate();
      for (const template of TEMPLATES) {
        await database.query(`alter database ${template} is_template false`);
        await database.query(`drop database ${template}`);
      }
    }
    return await (database.dumpImage as () => Promise<Uint8Array>)();
  } finally {
    await database.close();
  }
}

async function loadOrBuild(name: string, seed: boolean): Promise<Uint8Array> {
  const folder = process.env.TEST_PGLITE_IMAGE_DIR;
  if (!folder) return build(seed);
  await mkdir(folder, { recursive: true });
  return sharedArchive(join(folder, `${name}.tar`), () => build(seed));
}
