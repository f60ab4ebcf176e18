import { createDatabase } from '../db/client';
import { seedContent } from '../db/seed';
import { databaseUrl, quote, runPrefix, withAdmin } from './postgres-databases';

/**
 * A test's PostgreSQL database starts as a copy of one migrated (and seeded) once per run: PostgreSQL
 * copies a database in about 35 ms, where dropping the schema, migrating and seeding took about 400 ms.
 * The PGlite tests do the same with an image of the files (pglite-image.ts).
 */
const templates = new Map<string, Promise<string>>();

/**
 * The run's migrated (or migrated and seeded) database to copy, made by the first file that needs it; the
 * other worker waits on an advisory lock meanwhile. It is built under a name of its own and renamed once
 * complete, so a half-built one is never copied. The seed places some dates relative to the day it runs,
 * so a template serves only the day it was made (as the PGlite images do, pglite-image.ts).
 */
function template(base: string, run: string, seed: boolean): Promise<string> {
  const name = `${runPrefix(base, run)}t${seed ? 'seeded' : 'migrated'}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  let made = templates.get(name);
  if (!made) {
    made = buildTemplate(base, name, seed).then(() => name);
    templates.set(name, made);
    made.catch(() => templates.delete(name));
  }
  return made;
}

async function buildTemplate(base: string, name: string, seed: boolean): Promise<void> {
  await withAdmin(base, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_b${process.pid}`;
      await admin.query(`drop database if exists ${quote(building)}`);
      await admin.query(`create database ${quote(building)}`);
      const database = await createDatabase({ url: databaseUrl(base, building) });
      try {
        await database.migrate();
        if (seed) await seedContent(database.db);
      } finally {
        await database.close();
      }
      // PostgreSQL refuses to copy a database another session is connected to: nothing may connect to
      // the template from now on. (The rename waits for the builder's connections to finish closing.)
      await admin.query(`alter database ${quote(building)} with allow_connections false`);
      await admin.query(`alter database ${quote(building)} rename to ${quote(name)}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * Makes the file's database (TEST_DATABASE_URL) a fresh copy of the run's template. The file's previous
 * test database must be closed first: PostgreSQL will not drop a database that sessions are using.
 */
export async function copyTemplate(base: string, run: string, url: string, seed: boolean): Promise<void> {
  const from = await template(base, run, seed);
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withAdmin(base, async (admin) => {
    try {
      await admin.query(`drop database if exists ${quote(name)}`);
    } catch (error) {
      throw new Error(
        `The test file's PostgreSQL database ${name} is still in use: close the test database (or app) made before this one first`,
        { cause: error },
      );
    }
    await admin.query(`create database ${quote(name)} template ${quote(from)}`);
  });
}
