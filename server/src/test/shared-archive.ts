import { existsSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock holds its holder's pid from the moment it exists; one still empty after this had a holder that died. */
const EMPTY_LOCK_MS = 5_000;

/** Whether the process that took a lock is still running (it may have been stopped mid-build). */
async function holderAlive(lock: string): Promise<boolean> {
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (!pid) {
    // Its holder is writing it this moment, or died between creating and writing it.
    const made = await stat(lock).catch(() => undefined);
    return made !== undefined && Date.now() - made.mtimeMs < EMPTY_LOCK_MS;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The file's contents, built by `build` in the one caller, of any process, that takes the file's lock
 * first; every other caller waits for the file and reads it. Test processes start together (two
 * suites, their workers), and each building its own archive cost a build each (decision 070). A lock
 * whose process is gone (stopped mid-build) is taken over; a build that fails leaves the lock to the next.
 */
export async function sharedArchive(file: string, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await holderAlive(lock)) await sleep(100);
      else await rm(lock, { force: true });
      continue;
    }
    try {
      // Written by the holder that released the lock between this caller's two looks.
      if (existsSync(file)) break;
      const archive = await build();
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, archive);
      await rename(partial, file);
      return archive;
    } finally {
      await rm(lock, { force: true });
    }
  }
  return readFile(file);
}
