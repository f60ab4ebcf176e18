import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { columnsOf, type DumpHeader, FORMAT, type Line, migrationCount, VERSION } from './dump';
import { tablesInOrder } from './tables';

export class BackupError extends Error {}

/** Rows in the content and people tables: a database with any is not overwritten without --force. */
export async function rowCount(database: Database): Promise<number> {
  let total = 0;
  for (const table of tablesInOrder()) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    total += Number(row?.n ?? 0);
  }
  return total;
}

/**
 * Loads a dump into a migrated database, replacing everything in it, in one transaction (a failure leaves
 * the database as it was): every table is emptied, the rows inserted in dependency order, and each serial
 * sequence set past the largest id. Returns the rows loaded per table.
 */
export async function loadLines(database: Database, lines: AsyncIterable<Line>): Promise<Record<string, number>> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.value as DumpHeader | undefined;
  if (!header || header.format !== FORMAT || header.version !== VERSION)
    throw new BackupError('This file is not a backup of this site');
  const applied = await migrationCount(database);
  if (header.migrations > applied) {
    throw new BackupError(
      `The backup comes from a newer version of the site (${header.migrations} migrations; this one has ${applied}): update the site first`,
    );
  }
  const counts: Record<string, number> = {};
  const tables = tablesInOrder();
  const known = new Map<string, Map<string, string>>();
  for (const name of tables) {
    known.set(name, new Map((await columnsOf(database, name)).map((c) => [c.column_name, c.data_type])));
  }
  const serials = await database.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
    let table = '';
    let columns: string[] = [];
    let jsonb: boolean[] = [];
    let arrays: boolean[] = [];
    let pending: unknown[][] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const rows = pending.map(
        (row) =>
          sql`(${sql.join(
            row.map((value, i) => (jsonb[i] ? sql`${value}::jsonb` : sql`${value}`)),
            sql`, `,
          )})`,
      );
      const names: SQL = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      await tx.execute(sql`insert into ${sql.identifier(table)} (${names}) values ${sql.join(rows, sql`, `)}`);
      counts[table] = (counts[table] ?? 0) + pending.length;
      pending = [];
    };
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = next.value;
      if (!Array.isArray(line)) {
        await flush();
        const named = line as { table: string; columns: string[] };
        const types = known.get(named.table);
        if (!types) throw new BackupError(`The backup has a table this site does not know: ${named.table}`);
        const missing = named.columns.filter((c) => !types.has(c));
        if (missing.length)
          throw new BackupError(`Columns of ${named.table} this site does not have: ${missing.join(', ')}`);
        table = named.table;
        counts[table] = 0;
        columns = named.columns;
        jsonb = columns.map((c) => types.get(c) === 'jsonb');
        arrays = columns.map((c) => types.get(c) === 'ARRAY');
        continue;
      }
      pending.push(
        line.map((value, i) => {
          if (value && typeof value === 'object' && '$bytes' in (value as object)) {
            return Buffer.from((value as { $bytes: string }).$bytes, 'base64');
          }
          if (arrays[i] && Array.isArray(value)) return arrayLiteral(value);
          return jsonb[i] && value !== null ? JSON.stringify(value) : value;
        }),
      );
      if (pending.length >= 200) await flush();
    }
    await flush();
    // Serial ids continue after the largest restored one.
    for (const { table_name: name, column_name: column } of serials) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${`"${name}"`}, ${column}),
        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 0) + 1, false)`);
    }
  });
  return counts;
}

/**
 * An array column's value (an article's companies) as PostgreSQL's array literal, '{51,59}': a JavaScript
 * array in the query would be spread into a list of values, not one array.
 */
function arrayLiteral(values: unknown[]): string {
  const item = (value: unknown) =>
    value === null
      ? 'NULL'
      : typeof value === 'number'
        ? String(value)
        : `"${String(value).replace(/(["\\])/g, '\\$1')}"`;
  return `{${values.map(item).join(',')}}`;
}
