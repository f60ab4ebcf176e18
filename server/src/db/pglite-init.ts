import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creating a PGlite database runs PostgreSQL's initdb inside the WebAssembly heap, which grows to about
 * 800 MB and never shrinks: a process that created its database keeps twice the memory of one that
 * opened an existing one (docs/decisions/011). So creation happens in a short-lived child process, and the
 * site only ever opens a database that exists.
 */
function pgliteUrl(): string {
  // The ES module build (the CommonJS one would need interop in the child).
  try {
    return import.meta.resolve('@electric-sql/pglite');
  } catch {
    return pathToFileURL(
      createRequire(import.meta.url)
        .resolve('@electric-sql/pglite')
        .replace(/\.cjs$/, '.js'),
    ).href;
  }
}

/** The child: opens (so creates) the folder, or dumps a fresh in-memory database to a file. */
const CHILD = `
const { PGlite } = await import(process.argv[1]);
const [target, dumpTo] = process.argv.slice(2);
const db = target === 'memory://' ? new PGlite() : new PGlite(target);
await db.waitReady;
if (dumpTo) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(dumpTo, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
}
await db.close();
`;

async function runChild(args: string[]): Promise<void> {
  try {
    await run(process.execPath, ['--input-type=module', '-e', CHILD, pgliteUrl(), ...args], {
      maxBuffer: 1024 * 1024,
      timeout: 5 * 60_000,
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`Could not create the embedded database: ${stderr?.trim() || (error as Error).message}`);
  }
}

/** Creates the PGlite database in `dataDir` (in a child process) unless one is already there; true if it did. */
export async function createPgliteFolder(dataDir: string): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  await runChild([dataDir]);
  return true;
}

let emptyImage: Promise<Uint8Array> | undefined;

/**
 * The files of a freshly created database, made once per process by a child and then copied into each
 * in-memory database (tests make many): loading them takes a fraction of initdb's time and memory.
 */
export function emptyDatabaseImage(): Promise<Uint8Array> {
  emptyImage ??= (async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pglite-image-'));
    try {
      const file = join(folder, 'empty.tar');
      await runChild(['memory://', file]);
      return await readFile(file);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  })();
  emptyImage.catch(() => {
    emptyImage = undefined;
  });
  return emptyImage;
}
