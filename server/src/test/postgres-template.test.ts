import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { seedContent } from '../db/seed';
import { databaseShape } from './database-shape';
import { createEmptyDatabase, databaseUrl, dropFileDatabase, runPrefix } from './postgres-databases';
import { createTestDatabase } from './test-app';

const base = process.env.TEST_DATABASE_BASE_URL as string;
const run = process.env.TEST_DATABASE_RUN as string;

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL test database copied from the run’s template', () => {
  const open: Database[] = [];
  const scratch = `${runPrefix(base ?? 'postgres://x/test', run)}scratch${process.pid}`;
  afterAll(async () => {
    for (const database of open) await database.close();
    await dropFileDatabase(base, scratch, 0);
  });

  it.each([true, false])('is the database that migrating (and seeding: %s) builds', async (seed) => {
    await dropFileDatabase(base, scratch, 0);
    await createEmptyDatabase(base, scratch);
    const built = await createDatabase({ url: databaseUrl(base, scratch) });
    open.push(built);
    await built.migrate();
    if (seed) await seedContent(built.db);
    const copied = await createTestDatabase('postgres', { seed });
    const expected = await databaseShape(built);
    const found = await databaseShape(copied);
    await copied.close();
    await built.close();
    expect(Object.keys(expected.counts).length).toBeGreaterThan(10);
    expect(found).toEqual(expected);
  });

  it('is a copy: what one test wrote, the next database does not have', async () => {
    const first = await createTestDatabase('postgres', { seed: false });
    await first.query('create table written_by_a_test (id int)');
    expect(await first.query("select to_regclass('written_by_a_test') is not null as found")).toEqual([
      { found: true },
    ]);
    await first.close();
    const second = await createTestDatabase('postgres', { seed: false });
    open.push(second);
    expect(await second.query("select to_regclass('written_by_a_test') is not null as found")).toEqual([
      { found: false },
    ]);
    await second.close();
  });

  it('takes no connections: PostgreSQL copies a database only while no one is connected to it', async () => {
    await createTestDatabase('postgres', { seed: false }).then((database) => database.close());
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const { rows } = await admin
      .query<{ datname: string; datallowconn: boolean }>(
        'select datname, datallowconn from pg_database where starts_with(datname, $1) and datname like $2',
        [runPrefix(base, run), '%\\_tmigrated\\_%'],
      )
      .finally(() => admin.end());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.datallowconn)).not.toContain(true);
    const template = new pg.Client({ connectionString: databaseUrl(base, rows[0].datname) });
    await expect(template.connect()).rejects.toThrow(/not currently accepting connections/);
  });

  it('names what a file left connected when its database is dropped', async () => {
    await dropFileDatabase(base, scratch, 0);
    await createEmptyDatabase(base, scratch);
    const left = new pg.Client({ connectionString: databaseUrl(base, scratch), application_name: 'left-open' });
    left.on('error', () => {});
    await left.connect();
    expect(await dropFileDatabase(base, scratch, 200)).toEqual(['left-open']);
    await left.end().catch(() => {});
  });
});
