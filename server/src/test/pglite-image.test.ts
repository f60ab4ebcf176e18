import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { MEMORY } from '../db/pglite';
import { seedContent } from '../db/seed';
import { createTestDatabase } from './test-app';

/** Every table's row count and the applied migrations: what a copy must share with the database it copies. */
async function shape(database: Database) {
  const tables = await database.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = row.n;
  }
  const triggers = await database.query<{ n: number }>(
    'select count(*)::int as n from pg_trigger where not tgisinternal',
  );
  return { counts, triggers: triggers[0].n };
}

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
    const expected = await shape(built);
    expect(Object.keys(expected.counts).length).toBeGreaterThan(10);
    expect(await shape(copied)).toEqual(expected);
  });

  it('is a copy: what one test writes, the next database does not have', async () => {
    const first = await createTestDatabase('pglite', { seed: false });
    open.push(first);
    await first.query('create table written_by_a_test (id int)');
    expect(await first.query("select to_regclass('written_by_a_test') is not null as found")).toEqual([
      { found: true },
    ]);
    const second = await createTestDatabase('pglite', { seed: false });
    open.push(second);
    expect(await second.query("select to_regclass('written_by_a_test') is not null as found")).toEqual([
      { found: false },
    ]);
  });
});
