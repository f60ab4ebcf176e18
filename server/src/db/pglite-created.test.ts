import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';

describe('an embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-created-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // server.ts opens a database it has just created once more, after migrating and seeding it, so the
  // site does not keep the WebAssembly memory that work grew (docs/decisions/011): it needs to know which start.
  it('says it was created on its first start only, and keeps what was written across the reopening', async () => {
    const first = await createDatabase({ dataDir: join(dir, 'data') });
    expect(first.created).toBe(true);
    await first.migrate();
    await first.query("insert into settings (key, value) values ('test-created', '1'::jsonb)");
    await first.close();
    const again = await createDatabase({ dataDir: join(dir, 'data') });
    try {
      expect(again.created).toBe(false);
      expect(await again.query("select value from settings where key = 'test-created'")).toEqual([{ value: 1 }]);
    } finally {
      await again.close();
    }
  }, 60_000);
});
