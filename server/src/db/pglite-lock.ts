import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite is PostgreSQL compiled to WebAssembly inside this process: unlike a PostgreSQL server it takes
 * no lock on its folder, so two processes opening one folder would both write and corrupt it. The site
 * (and any tool that opens the folder) holds this lock file while it runs; a second process is refused.
 */
export const LOCK_FILE = '.site.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${resolve(dataDir)} is in use by another process (pid ${pid}). ` +
        'Only one process may open an embedded database at a time: stop that process first, ' +
        'or run the site on a PostgreSQL server (DATABASE_URL) to run several. If no such process ' +
        `exists, delete ${join(resolve(dataDir), LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function holderOf(path: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: atomic, so two starting processes cannot both win.
      writeFileSync(path, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = holderOf(path);
      // A lock left by a process that is gone (or by an earlier life of this pid, as in a container) is stale.
      if (pid !== undefined && pid !== process.pid && isRunning(pid)) throw new DataDirInUseError(dataDir, pid);
      unlinkSync(path);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (holderOf(path) === process.pid) unlinkSync(path);
  };
  // A crash or process.exit() still frees the folder.
  process.on('exit', release);
  return release;
}
