import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedArchive } from './shared-archive';

describe('an archive shared by the processes of a test run', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shared-archive-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const text = (archive: Uint8Array) => Buffer.from(archive).toString();

  it('is built once while the callers that come meanwhile wait for it, then read from its file', async () => {
    const file = join(folder, 'seeded.tar');
    let builds = 0;
    const build = async () => {
      builds += 1;
      await sleep(300);
      return Buffer.from(`archive ${builds}`);
    };
    const archives = await Promise.all([
      sharedArchive(file, build),
      sharedArchive(file, build),
      sharedArchive(file, build),
    ]);
    expect(builds).toBe(1);
    expect(archives.map(text)).toEqual(['archive 1', 'archive 1', 'archive 1']);
    expect(text(await sharedArchive(file, build))).toBe('archive 1');
    expect(builds).toBe(1);
    expect(await readFile(file, 'utf8')).toBe('archive 1');
  });

  it('is built by the next caller when the lock’s process is gone, or its build failed', async () => {
    const file = join(folder, 'migrated.tar');
    // The process id of a process that has ended: a builder stopped mid-build.
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    await writeFile(`${file}.lock`, ended.stdout.trim());
    expect(text(await sharedArchive(file, async () => Buffer.from('taken over')))).toBe('taken over');

    // A lock left empty: its holder died between creating the file and writing its pid into it.
    const empty = join(folder, 'empty.tar');
    await writeFile(`${empty}.lock`, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${empty}.lock`, minuteAgo, minuteAgo);
    expect(text(await sharedArchive(empty, async () => Buffer.from('after an empty lock')))).toBe(
      'after an empty lock',
    );

    const other = join(folder, 'other.tar');
    const failing = sharedArchive(other, async () => {
      await sleep(200);
      throw new Error('initdb failed');
    });
    // The failing build holds the lock before the next caller comes.
    while (!existsSync(`${other}.lock`)) await sleep(10);
    const waiting = sharedArchive(other, async () => Buffer.from('second try'));
    await expect(failing).rejects.toThrow('initdb failed');
    expect(text(await waiting)).toBe('second try');
  });
});
