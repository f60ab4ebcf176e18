import { rm } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testImageFolder } from './image-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL test databases (setup.ts), so two runs on one server never share one. */
    databaseRun: string;
  }
}

/**
 * Once per `vitest run`: a name for this run's test databases (`<database>_r<pid>_w<worker>`, made by
 * setup.ts on first use), and, at the end, dropping them. Two runs at once on one PostgreSQL server (two
 * checkouts, a second terminal) each empty only their own.
 */
export default function setup(project: TestProject) {
  const run = String(process.pid);
  project.provide('databaseRun', run);
  return async () => {
    await rm(testImageFolder(run), { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return;
    const prefix = `${new URL(base).pathname.slice(1) || 'test'}_r${run}_w`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
