import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One `vitest run`'s copies of a migrated and a seeded PGlite database (pglite-image.ts). */
export const testImageFolder = (run: string) => join(tmpdir(), `veb-test-images-${run}`);
