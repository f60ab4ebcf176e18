import type { EntryKind } from '@common/entries/kinds';
import { labelOf, wordsOf } from '@common/entries/words';
import { and, eq, sql } from 'drizzle-orm';
import { entries } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { RecordStore } from '../records';
import { checkValues } from './checks';
import { type EntryRow, stateOf } from './row';

export type { EntryRow };

async function nextPosition(tx: Writer, kind: EntryKind): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${entries.position})` })
    .from(entries)
    .where(eq(entries.kind, kind));
  return (row?.max ?? -1) + 1;
}

const STORES = new Map<EntryKind, RecordStore<EntryRow>>();

/** The content kinds' records, for the one write path: a row of `entries` per record. */
export function entryStore(kind: EntryKind): RecordStore<EntryRow> {
  const known = STORES.get(kind);
  if (known) return known;
  const words = wordsOf(kind);
  const store: RecordStore<EntryRow> = {
    type: kind,
    target: 'entry',
    words,
    needsWords: words.required.length > 0,
    actions: { created: 'entry.created', updated: 'entry.updated' },
    async lock(tx, id) {
      const [row] = await tx
        .select()
        .from(entries)
        .where(and(eq(entries.id, id), eq(entries.kind, kind)))
        .for('update');
      if (!row) throw new HttpError(404, 'entries.notFound');
      return row;
    },
    stateOf,
    idOf: (row) => row.id,
    label: (state) => labelOf(kind, state),
    check: (tx, state, id) => checkValues(tx, kind, state, id),
    async insert(tx, state, actor) {
      const [row] = await tx
        .insert(entries)
        .values({
          kind,
          position: await nextPosition(tx, kind),
          published: state.published ?? true,
          values: state.values,
          versions: state.versions,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning();
      return row;
    },
    async update(tx, id, state, actor) {
      const [row] = await tx
        .update(entries)
        .set({ values: state.values, versions: state.versions, published: state.published, updatedBy: actor.id })
        .where(eq(entries.id, id))
        .returning();
      return row;
    },
  };
  STORES.set(kind, store);
  return store;
}
