import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './pglite-lock';

describe('lockDataDir', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder a live process holds, naming the folder', async () => {
    const dir = folder();
    // Another live process: a child that sleeps.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: other.pid }));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(dir);
      // The error names the process holding the folder.
      expect(() => lockDataDir(dir)).toThrow(expect.objectContaining({ pid: other.pid }));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
