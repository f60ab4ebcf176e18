import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';

/**
 * Every table of the schema in an order where each comes after the tables it references, so rows can be
 * inserted one table after another (and deleted in the reverse order).
 */
export function tablesInOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const configs = new Map(tables.map((table) => [getTableConfig(table).name, getTableConfig(table)]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[] = []) => {
    if (ordered.includes(name) || path.includes(name)) return;
    const config = configs.get(name);
    if (!config) return;
    for (const fk of config.foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target, [...path, name]);
    }
    ordered.push(name);
  };
  for (const name of [...configs.keys()].sort()) visit(name);
  return ordered;
}
