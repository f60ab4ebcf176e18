import type { Database } from '../db/client';

/**
 * Every table's row count, the applied migrations (drizzle's table) and the triggers: what a copied test
 * database must share with the database it copies (pglite-image.test.ts, postgres-template.test.ts).
 */
export async function databaseShape(database: Database) {
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
