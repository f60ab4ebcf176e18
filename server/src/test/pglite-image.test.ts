import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { MEMORY } from '../db/pglite';
import { seedContent } from '../db/seed';
import { databaseShape } from './database-shape';
import { TEMPLATES, testDatabaseImage } from './pglite-image';
import { createTestDatabase } from './test-app';

describe('a test database copied from the run’s image', () => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const database of open) await database.close();
  });

  it.each([true, false])('is the database that migrating (and seeding: %s) builds', async (seed) => {
    const built = await createDatabase({ dataDir: MEMORY });
    open.push(built);
    await built.migrate();
    if (seed) await seedContent(built.db);
    const copied = await createTestDatabase('pglite', { seed });
    open.push(copied);
    const expected = await databaseShape(built);
    expect(Object.keys(expected.counts).length).toBeGreaterThan(10);
    expect(await databaseShape(copied)).toEqual(expected);
    // Only the template databases are left out of the image's cluster (pglite-image.ts).
    const names = async (database: Database) =>
      (await database.query<{ datname: string }>('select datname from pg_database order by datname')).map(
        (row) => row.datname,
      );
    expect(await names(copied)).toEqual((await names(built)).filter((name) => !TEMPLATES.includes(name)));
    expect(await names(copied)).toEqual(['postgres']);
  });

  it('is a copy: what one test writes, the next database does not have, and the image is unchanged', async () => {
    // PGlite is given the shared image without a copy (ArchiveBlob in db/pglite.ts).
    const image = await testDatabaseImage(false);
    const digest = () => createHash('sha256').update(image).digest('hex');
    const before = digest();
    const first = await createTestDatabase('pglite', { seed: false });
    await first.query('create table written_by_a_test (id int)');
    await first.query('insert into written_by_a_test select generate_series(1, 10000)');
    expect(await first.query("select to_regclass('written_by_a_test') is not null as found")).toEqual([
      { found: true },
    ]);
    await first.query('checkpoint');
    await first.close();
    expect(digest()).toBe(before);
    const second = await createTestDatabase('pglite', { seed: false });
    open.push(second);
    expect(await second.query("select to_regclass('written_by_a_test') is not null as found")).toEqual([
      { found: false },
    ]);
  });
});
