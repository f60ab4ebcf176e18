/**
 * Backups and moves between databases, for the embedded database and PostgreSQL alike:
 *
 *   npm run db:backup [-- --out FILE]              a logical dump of the configured database (.jsonl.gz)
 *   npm run db:restore -- FILE [--force]           replaces the configured database's content with a dump
 *   npm run db:move -- --to postgres://… [--force] copies the configured (embedded) database into PostgreSQL
 *
 * The configured database is DATABASE_URL, or the embedded one in DATA_DIR (stop the site first: only one
 * process may open it). Restoring or moving into a database that has rows needs --force.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../client';
import { DataDirInUseError } from '../pglite-lock';
import { dumpLines } from './dump';
import { readLines, writeLines } from './file';
import { BackupError, loadLines, rowCount } from './load';

const USAGE = `Usage:
  npm run db:backup [-- --out FILE]
  npm run db:restore -- FILE [--force]
  npm run db:move -- --to postgres://USER@HOST:PORT/DB [--force]`;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

async function open(url: string | undefined, dataDir: string): Promise<Database> {
  try {
    const database = await createDatabase({ url, dataDir });
    await database.migrate();
    return database;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`${error.message}\nStop the site, run this command, then start the site again.`);
    }
    throw error;
  }
}

const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

export async function run(argv: string[], env = process.env): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean' } },
  });
  const config = loadConfig(env);
  const source = () => open(config.DATABASE_URL, config.DATA_DIR);
  const where = config.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${config.DATA_DIR}`;

  if (command === 'backup') {
    const out = resolve(values.out ?? `backups/veb-${stamp()}.jsonl.gz`);
    mkdirSync(dirname(out), { recursive: true });
    const database = await source();
    try {
      await writeLines(out, dumpLines(database));
    } finally {
      await database.close();
    }
    return `Backed up ${where} to ${out}`;
  }
  if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new BackupError(USAGE);
    const database = await source();
    try {
      if (!values.force && (await rowCount(database)) > 0) {
        throw new BackupError(`${where} has content; restoring replaces all of it. Run again with --force to do so.`);
      }
      const counts = await loadLines(database, readLines(resolve(file)));
      return `Restored ${file} into ${where}: ${describeCounts(counts)}`;
    } finally {
      await database.close();
    }
  }
  if (command === 'move') {
    const to = values.to;
    if (!to || !/^postgres(ql)?:\/\//.test(to)) throw new BackupError(`--to must be a postgres:// address\n${USAGE}`);
    const [from, target] = [await source(), await open(to, '')];
    try {
      if (!values.force && (await rowCount(target)) > 0) {
        throw new BackupError(
          'The target database has content; moving replaces all of it. Run again with --force to do so.',
        );
      }
      const counts = await loadLines(target, dumpLines(from));
      // Every row arrived: the two databases hold the same number of rows.
      const [had, has] = [await rowCount(from), await rowCount(target)];
      if (had !== has)
        throw new BackupError(`The copy has ${has} rows but the source ${had}; nothing is lost in the source`);
      return `Moved ${where} into ${new URL(to).host}${new URL(to).pathname}: ${describeCounts(counts)}.\nSet DATABASE_URL=${to.replace(/:[^:@/]+@/, ':****@')} and start the site.`;
    } finally {
      await from.close();
      await target.close();
    }
  }
  throw new BackupError(USAGE);
}
