import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/database-kinds';
import type { Database } from './client';
import { emptyDatabase } from './fixtures/database-at';
import * as kept from './kept/counts';
import * as schema from './schema';

/**
 * The migrations are written by hand (0025 among them), the app reads and writes through the Drizzle schema:
 * a fresh database migrated to the end must have exactly the tables and columns the schema declares (and
kept/counts.ts, outside it on purpose), with
 * the same types, nullability, defaults, primary keys, indexes and foreign keys. Otherwise a query the
 * schema allows fails in production only.
 */

/** The schema's tables, and the trigger-kept counts declared beside it (kept/counts.ts, decision 051). */
const tables = ([...Object.values(schema), ...Object.values(kept)] as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** A declared column's type as information_schema names it (serial is an integer with a sequence). */
const declaredType = (sqlType: string) =>
  sqlType === 'serial' ? 'integer' : sqlType === 'bigserial' ? 'bigint' : sqlType.replace(/\(.*\)$/, '');

/** An array's items as the schema names their type: PostgreSQL's own names for integers (int4[] is integer[]). */
const INTEGER_NAMES: Record<string, string> = { int2: 'smallint', int4: 'integer', int8: 'bigint' };
const arrayItem = (udt: string) => INTEGER_NAMES[udt] ?? udt;

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: 'ALWAYS' | 'NEVER';
}

describe.each(testDatabaseKinds())('the migrated database and the Drizzle schema (%s)', (kind) => {
  let database: Database;
  let columns: ColumnRow[];

  beforeAll(async () => {
    database = await emptyDatabase(kind);
    await database.migrate();
    columns = await database.query<ColumnRow>(
      `select table_name, column_name, data_type, udt_name, is_nullable, column_default, is_generated
         from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    );
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('has exactly the tables the schema declares (besides drizzle’s own journal)', async () => {
    const rows = await database.query<{ schemaname: string; tablename: string }>(
      "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
    );
    expect(rows.filter((r) => r.schemaname !== 'drizzle').map((r) => `${r.schemaname}.${r.tablename}`)).toEqual(
      tables.map((t) => `public.${t.name}`).sort(),
    );
  });

  it('has exactly the columns each table declares, with their types, nullability, defaults and generation', () => {
    const actual = columns.map((c) => ({
      column: `${c.table_name}.${c.column_name}`,
      type: c.data_type === 'ARRAY' ? `${arrayItem(c.udt_name.replace(/^_/, ''))}[]` : c.data_type,
      notNull: c.is_nullable === 'NO',
      default: c.column_default !== null,
      sequence: /^nextval\(/.test(c.column_default ?? ''),
      generated: c.is_generated === 'ALWAYS',
    }));
    const declared = tables.flatMap((t) =>
      t.columns.map((c) => ({
        column: `${t.name}.${c.name}`,
        type: declaredType(c.getSQLType()),
        notNull: c.notNull,
        // A generated column has an expression, not a default.
        default: c.hasDefault && !c.generated,
        sequence: c.getSQLType().endsWith('serial'),
        generated: c.generated !== undefined,
      })),
    );
    const byName = <T extends { column: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.column.localeCompare(b.column));
    expect(byName(actual)).toEqual(byName(declared));
  });

  it('has the primary keys the schema declares', async () => {
    const rows = await database.query<{ table_name: string; columns: string[] }>(
      `select c.relname as table_name,
              array(select a.attname::text from unnest(k.conkey) with ordinality u(n, o)
                      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.o) as columns
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace s on s.oid = c.relnamespace
        where k.contype = 'p' and s.nspname = 'public' order by 1`,
    );
    const declared = tables
      .map((t) => ({
        table_name: t.name,
        columns: t.primaryKeys[0]?.columns.map((c) => c.name) ?? t.columns.filter((c) => c.primary).map((c) => c.name),
      }))
      .filter((t) => t.columns.length > 0)
      .sort((a, b) => a.table_name.localeCompare(b.table_name));
    expect(rows).toEqual(declared);
    // Every table has one.
    expect(declared.map((t) => t.table_name)).toEqual(tables.map((t) => t.name).sort());
  });

  it('has the indexes the schema declares, the unique ones on the same columns, and no others', async () => {
    const rows = await database.query<{
      table_name: string;
      name: string;
      unique: boolean;
      columns: (string | null)[];
    }>(
      `select t.relname as table_name, i.relname as name, x.indisunique as unique,
              array(select a.attname::text from unnest(x.indkey) with ordinality u(n, o)
                      left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = u.n order by u.o) as columns
         from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
         join pg_namespace s on s.oid = t.relnamespace
        where s.nspname = 'public' and not x.indisprimary order by 1, 2`,
    );
    const actual = rows.map((r) => ({
      index: `${r.table_name}.${r.name}`,
      unique: r.unique,
      columns: r.unique ? r.columns : null,
    }));
    const declared = tables
      .flatMap((t) =>
        t.indexes.map((i) => ({
          index: `${t.name}.${i.config.name}`,
          unique: i.config.unique,
          columns: i.config.unique
            ? i.config.columns.map((c) => ('name' in c && typeof c.name === 'string' ? c.name : null))
            : null,
        })),
      )
      .sort((a, b) => a.index.localeCompare(b.index));
    expect(actual.sort((a, b) => a.index.localeCompare(b.index))).toEqual(declared);
  });

  it('has the foreign keys the schema declares, with their ON DELETE', async () => {
    const rows = await database.query<{ key: string }>(
      `select format('%s(%s) -> %s(%s) on delete %s', c.relname,
                array_to_string(array(select a.attname::text from unnest(k.conkey) with ordinality u(n, o)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.o), ','),
                f.relname,
                array_to_string(array(select a.attname::text from unnest(k.confkey) with ordinality u(n, o)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.o), ','),
                k.confdeltype) as key
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
         join pg_namespace s on s.oid = c.relnamespace
        where k.contype = 'f' and s.nspname = 'public' order by 1`,
    );
    const actual = rows.map((r) =>
      r.key.replace(/on delete (\w)$/, (_, code: string) => `on delete ${ON_DELETE[code]}`),
    );
    const declared = tables
      .flatMap((t) =>
        t.foreignKeys.map((k) => {
          const ref = k.reference();
          return `${t.name}(${ref.columns.map((c) => c.name).join(',')}) -> ${getTableConfig(ref.foreignTable).name}(${ref.foreignColumns.map((c) => c.name).join(',')}) on delete ${k.onDelete ?? 'no action'}`;
        }),
      )
      .sort();
    expect(actual.sort()).toEqual(declared);
  });
});
