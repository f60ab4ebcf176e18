import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One test run's copies of a migrated and a seeded PGlite database (pglite-image.ts): `vitest run` or `playwright test`. */
export const testImageFolder = (run: string) => join(tmpdir(), `veb-test-images-${run}`);
