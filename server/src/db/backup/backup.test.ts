import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../modules/mail';
import { createStaff } from '../../test/staff';
import { createTestDatabase } from '../../test/test-app';
import { createDatabase, type Database } from '../client';
import { contactMessages, media, mediaVariants } from '../schema';
import { run } from './commands';
import { BackupError } from './load';
import { tablesInOrder } from './tables';

/** Every row of every table, in a stable order, for comparing two databases. */
async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of tablesInOrder()) {
    const rows = await database.query(`select * from "${table}" order by 1, 2`);
    result[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v instanceof Date ? v.toISOString() : v,
        ]),
      ),
    );
  }
  return result;
}

/**
 * A database with some of everything: demo content, a staff member, mail, a message (whose search document
 * PostgreSQL generates: a restore must leave it out and let it be made again), an image with bytes.
 */
async function filled(dataDir: string): Promise<Database> {
  const database = await createDatabase({ dataDir });
  await database.migrate();
  const { seedContent } = await import('../seed');
  await seedContent(database.db);
  await createStaff(database.db, 'owner');
  await enqueueMail(database.db, {
    kind: 'newsletter_test',
    language: 'en',
    to: 'backup@example.org',
    subject: 'Ünïcode ✓',
    text: 'Body',
  });
  await database.db.insert(contactMessages).values({
    name: 'Amina Okafor',
    email: 'amina@example.org',
    phone: '+27 11 555 0100',
    subject: 'general',
    message: 'Cassava processing near Morogoro.',
  });
  const [image] = await database.db
    .insert(media)
    .values({
      hash: 'abc',
      mime: 'image/webp',
      width: 2,
      height: 1,
      original: Buffer.from([0, 1, 2, 255]),
      versions: { en: { words: { alt: 'Two pixels' }, changedAt: new Date().toISOString() } },
    })
    .returning();
  await database.db
    .insert(mediaVariants)
    .values({ mediaId: image.id, format: 'webp', width: 2, height: 1, bytes: Buffer.from([9, 8, 7]) });
  return database;
}

// Each test starts the CLI in child processes (tsx compiles it each time) and opens on-disk databases: a
// minute is not always enough on a busy two-core machine. A guard against a hang, not a speed budget.
describe('db:backup, db:restore and db:move', { timeout: 240_000 }, () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips an embedded database through a backup file, rows, bytes, dates and ids alike', async () => {
    const [sourceDir, targetDir, out] = [folder(), folder(), folder()];
    const source = await filled(sourceDir);
    const before = await snapshot(source);
    await source.close();
    const file = join(out, 'backup.jsonl.gz');
    expect(await run(['backup', '--out', file], { DATA_DIR: sourceDir })).toContain(file);
    // An empty database takes it; one with content needs --force.
    expect(await run(['restore', file], { DATA_DIR: targetDir })).toMatch(/Restored .* news_articles \d+/);
    await expect(run(['restore', file], { DATA_DIR: targetDir })).rejects.toThrow(BackupError);
    expect(await run(['restore', file, '--force'], { DATA_DIR: targetDir })).toMatch(/Restored/);
    const target = await createDatabase({ dataDir: targetDir });
    try {
      expect(await snapshot(target)).toEqual(before);
      // New rows continue after the restored ids.
      const [{ max }] = await target.query<{ max: number }>('select max(id)::int as max from news_articles');
      const [{ id }] = await target.query<{ id: number }>(
        `insert into news_articles (category, author) values ('Awards', 'a') returning id`,
      );
      expect(id).toBe(max + 1);
    } finally {
      await target.close();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const dir = folder();
    const file = join(dir, 'not-a-backup.jsonl.gz');
    const { writeLines } = await import('./file');
    async function* lines() {
      yield { hello: 'world' } as never;
    }
    await writeLines(file, lines());
    await expect(run(['restore', file], { DATA_DIR: folder() })).rejects.toThrow('not a backup');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'moves an embedded database into PostgreSQL without losing a row, and back up from it',
    async () => {
      const sourceDir = folder();
      const source = await filled(sourceDir);
      const before = await snapshot(source);
      await source.close();
      // An emptied PostgreSQL test database.
      const emptied = await createTestDatabase('postgres', { seed: false });
      await emptied.close();
      const url = process.env.TEST_DATABASE_URL as string;
      expect(await run(['move', '--to', url], { DATA_DIR: sourceDir })).toMatch(/^Moved .*\nSet DATABASE_URL=/s);
      const target = await createDatabase({ url });
      try {
        expect(await snapshot(target)).toEqual(before);
      } finally {
        await target.close();
      }
      // And PostgreSQL backs up and restores into the embedded database the same.
      const file = join(folder(), 'pg.jsonl.gz');
      await run(['backup', '--out', file], { DATABASE_URL: url });
      const back = folder();
      await run(['restore', file], { DATA_DIR: back });
      const restored = await createDatabase({ dataDir: back });
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
  );
});
