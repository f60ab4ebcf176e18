import type { Database } from '../client';
import { tablesInOrder } from './tables';

/**
 * A logical dump, the same for PGlite and PostgreSQL: one JSON value per line. The first
 * line describes the dump (format, the migrations applied, the tables); then, per table, a line with its
 * name and columns followed by one line per row (values in column order). bytea values are
 * `{"$bytes": base64}`; timestamps are ISO strings; jsonb values are JSON.
 */
export const FORMAT = 'veb-group-backup';
export const VERSION = 1;

export interface DumpHeader {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /** Tags of the migrations applied to the source (drizzle's journal), so a restore knows the schema. */
  migrations: number;
  tables: string[];
}

export type Line = DumpHeader | { table: string; columns: string[] } | unknown[];

interface ColumnInfo {
  column_name: string;
  data_type: string;
}

/**
 * A table's columns as a backup holds them: not those PostgreSQL generates (a message's search document,
 * docs/decisions/061), which a restore may not write and which are made again from the row.
 */
export async function columnsOf(database: Database, table: string): Promise<ColumnInfo[]> {
  return database.query<ColumnInfo>(
    `select column_name, data_type from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
}

export async function migrationCount(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(rows[0]?.n ?? 0);
}

const encode = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  return value;
};

/** Yields the dump's lines, table by table, a batch of rows at a time (images can be large). */
export async function* dumpLines(database: Database, batch = 500): AsyncGenerator<Line> {
  const tables = tablesInOrder();
  yield {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    migrations: await migrationCount(database),
    tables,
  };
  for (const table of tables) {
    const columns = (await columnsOf(database, table)).map((column) => column.column_name);
    yield { table, columns };
    const list = columns.map((column) => `"${column}"`).join(', ');
    for (let offset = 0; ; offset += batch) {
      // ctid order is stable while nothing writes; primary keys order the rest.
      const rows = await database.query(`select ${list} from "${table}" order by 1 limit ${batch} offset ${offset}`);
      for (const row of rows) yield columns.map((column) => encode(row[column]));
      if (rows.length < batch) break;
    }
  }
}
