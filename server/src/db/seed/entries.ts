import { type EntryKind, KINDS } from '@common/entries/kinds';
import type { Db } from '../client';
import { entries } from '../schema';
import type { SeedEntry } from './types';

type Tx = Pick<Db, 'insert'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (at: Date) => at.toISOString().slice(0, 10);

/** Inserts the demo records in order, resolving `ref` fields from keys to ids and relative dates to days. */
export async function insertSeedEntries(tx: Tx, list: readonly SeedEntry[], now: Date): Promise<void> {
  const ids = new Map<string, number>();
  const positions = new Map<EntryKind, number>();
  for (const entry of list) {
    const fields = KINDS[entry.kind].fields as Record<string, { type: string; ref?: string }>;
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(entry.values)) {
      const spec = fields[name];
      if (!spec) throw new Error(`Seed ${entry.kind} has no field ${name}`);
      if (spec.type === 'ref' && typeof value === 'string') {
        const id = ids.get(`${spec.ref}:${value}`);
        if (id === undefined) throw new Error(`Seed ${entry.kind}.${name}: no ${spec.ref} with key ${value} before it`);
        values[name] = id;
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        values[name] = day(new Date(now.getTime() + value.inDays * DAY_MS));
      } else values[name] = value;
    }
    const position = positions.get(entry.kind) ?? 0;
    positions.set(entry.kind, position + 1);
    const [row] = await tx
      .insert(entries)
      .values({
        kind: entry.kind,
        position,
        published: entry.published ?? true,
        values,
        translations: entry.translations ?? {},
      })
      .returning({ id: entries.id });
    if (entry.key) ids.set(`${entry.kind}:${entry.key}`, row.id);
  }
}
