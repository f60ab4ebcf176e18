import pg from 'pg';

/**
 * The PostgreSQL databases of one `vitest run` (docs/decisions/056). Every test file gets a
 * database of its own (setup.ts), so nothing a file leaves behind (rows, a worker still polling, a pool)
 * meets the next file, even when a worker runs its files one after another in one process
 * (`isolate: false`). `createTestDatabase('postgres')` replaces the file's database with a copy of a
 * template migrated (and seeded) once per run (postgres-template.ts).
 *
 * All names start with the run's prefix, so global-setup.ts drops whatever a run made, even after a crash,
 * and two runs on one server never meet.
 */
export const runPrefix = (base: string, run: string) => `${new URL(base).pathname.slice(1) || 'test'}_r${run}_`;

export const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base, application_name: 'veb-test-admin' });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** An empty database for one test file (files that migrate by hand use it as it is). */
export function createEmptyDatabase(base: string, name: string): Promise<void> {
  return withAdmin(base, async (admin) => {
    await admin.query(`create database ${quote(name)}`);
  });
}

/** Sessions still connected to a database (not counting the one asking), by application name. */
async function sessionsOn(admin: pg.Client, name: string): Promise<string[]> {
  const { rows } = await admin.query<{ app: string }>(
    'select application_name as app from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((row) => row.app || '(no name)');
}

/**
 * At the end of a file: its database is dropped. Sessions still connected after a short wait (a closing
 * connection takes a moment to leave) are a pool, app or worker the file did not close; they are reported
 * as the file's failure, after the database is dropped anyway so the next file is not affected.
 */
export async function dropFileDatabase(base: string, name: string, waitMs = 3000): Promise<string[]> {
  return withAdmin(base, async (admin) => {
    let left = await sessionsOn(admin, name);
    for (let waited = 0; left.length > 0 && waited < waitMs; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await sessionsOn(admin, name);
    }
    await admin.query(`drop database if exists ${quote(name)} with (force)`);
    return left;
  });
}

/** Every database of a run (global-setup.ts, when the run ends). */
export async function dropRunDatabases(base: string, run: string): Promise<void> {
  await withAdmin(base, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [runPrefix(base, run)],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${quote(datname)} with (force)`);
  });
}
