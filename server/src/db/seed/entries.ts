import { type EntryKind, KINDS } from '@common/entries/kinds';
import { wordsOf } from '@common/entries/words';
import type { Locale } from '@common/locale';
import { type Fields, recordInputSchema } from '@common/model/fields';
import * as z from 'zod/mini';
import { SYSTEM } from '../../modules/audit';
import { stateOf } from '../../modules/entries';
import { keepRevision } from '../../modules/records';
import { entries } from '../schema';
import type { Writer } from '../types';
import type { SeedEntry } from './types';
import { demoVersions } from './versions';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The day the demo's legal texts were last revised: their versions are dated by it, so the pages' "Last
 * updated" reads November 21, 2026 (docs/decisions/078). Noon UTC is that day from UTC-12 to UTC+11, in
 * every time zone of the group's countries.
 */
export const LEGAL_REVISED_AT = new Date('2026-11-21T12:00:00.000Z');

/** The record's values as the staff editor sends them: `ref` keys as ids, relative dates as days. */
function resolveValues(entry: SeedEntry, ids: ReadonlyMap<string, number>, now: Date): Record<string, unknown> {
  const fields: Fields = KINDS[entry.kind].fields;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(entry.values as Record<string, unknown>)) {
    const spec = fields[name];
    if (!spec || spec.perLanguage) throw new Error(`Seed ${entry.kind} has no value field ${name}`);
    if (spec.type === 'ref' && typeof value === 'string') {
      const id = ids.get(`${spec.ref}:${value}`);
      if (id === undefined) throw new Error(`Seed ${entry.kind}.${name}: no ${spec.ref} with key ${value} before it`);
      values[name] = id;
    } else if (spec.type === 'date' && value !== null && typeof value === 'object' && 'inDays' in value) {
      values[name] = day(new Date(now.getTime() + Number(value.inDays) * DAY_MS));
    } else values[name] = value;
  }
  return values;
}

/**
 * A demo record as the staff editor would save it: checked by the kind's shared schema (model/fields.ts),
 * which also gives every value field its stored form (an empty one as null).
 */
export function seedInput(entry: SeedEntry, ids: ReadonlyMap<string, number>, now: Date) {
  const result = z.safeParse(recordInputSchema(KINDS[entry.kind].fields), {
    values: resolveValues(entry, ids, now),
    words: entry.words,
  });
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Seed ${entry.kind} ${entry.key ?? ''} is not a valid record: ${issues}`);
  }
  return {
    values: result.data.values as Record<string, unknown>,
    words: (result.data.words ?? {}) as Partial<Record<Locale, Record<string, unknown>>>,
  };
}

/** When a kind's demo words were last changed: the legal texts on their revision day, the rest now. */
const writtenAt = (kind: EntryKind, now: Date) => (kind === 'legalSection' ? LEGAL_REVISED_AT : now);

/**
 * Inserts the demo records in order, each in its kind's order: values once, words as versions (French and
 * Swahili written from the English), and its first version in the history ('created'), so the first two
 * people to edit a demo record have a base to merge on (docs/decisions/078).
 */
export async function insertSeedEntries(tx: Writer, list: readonly SeedEntry[], now: Date): Promise<void> {
  const ids = new Map<string, number>();
  const positions = new Map<EntryKind, number>();
  for (const entry of list) {
    const { values, words } = seedInput(entry, ids, now);
    const position = positions.get(entry.kind) ?? 0;
    positions.set(entry.kind, position + 1);
    const [row] = await tx
      .insert(entries)
      .values({
        kind: entry.kind,
        position,
        published: entry.published ?? true,
        values,
        versions: demoVersions(words, wordsOf(entry.kind), writtenAt(entry.kind, now)),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await keepRevision(tx, {
      type: entry.kind,
      id: row.id,
      action: 'created',
      snapshot: stateOf(row),
      actor: SYSTEM,
      at: now,
    });
    if (entry.key) ids.set(`${entry.kind}:${entry.key}`, row.id);
  }
}
