import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase } from '../db/client';
import { MEMORY } from '../db/pglite';
import { seedContent } from '../db/seed';

/**
 * A test's in-memory PGlite database starts as a copy of one that was migrated (and seeded) once, instead
 * of running initdb in a child process, every migration and the seed again: that was about 5 s of each
 * server test file's 6-10 s (issue 23 §2). The copy is the same files, so it is the same database.
 *
 * A run's processes share them through a folder of the run (TEST_PGLITE_IMAGE_DIR, removed when the run
 * ends, so no archive outlives a change of migrations): Vitest's workers (set by setup.ts) and the
 * browser tests' workers (e2e/global-setup.ts). Without the folder, each process builds its own.
 * The seed places some dates relative to the day it ran, so an archive is only used on the day it was made.
 */
const images = new Map<string, Promise<Blob>>();

export function testDatabaseImage(seed: boolean): Promise<Blob> {
  const name = `${seed ? 'seeded' : 'migrated'}-${new Date().toISOString().slice(0, 10)}`;
  let image = images.get(name);
  if (!image) {
    image = loadOrBuild(name, seed);
    images.set(name, image);
    image.catch(() => images.delete(name));
  }
  return image;
}

async function loadOrBuild(name: string, seed: boolean): Promise<Blob> {
  const folder = process.env.TEST_PGLITE_IMAGE_DIR;
  const file = folder ? join(folder, `${name}.tar`) : undefined;
  if (file && existsSync(file)) return new Blob([await readFile(file)]);
  const database = await createDatabase({ dataDir: MEMORY });
  try {
    await database.migrate();
    if (seed) await seedContent(database.db);
    const image = await (database.dumpImage as () => Promise<Blob>)();
    if (folder && file) {
      // Two workers may build the same archive at once; each writes its own file and renames it into place.
      await mkdir(folder, { recursive: true });
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await image.arrayBuffer()));
      await rename(partial, file);
    }
    return image;
  } finally {
    await database.close();
  }
}
