import type { AuditAction } from '@common/admin/audit-actions';
import type { RecordSnapshot } from '@common/admin/revisions';
import type { RecordInput } from '@common/model/fields';
import { type EditState, mergeEdits, sameValue } from '@common/model/merge';
import { nextVersions, type WordsSpec, wordsOf, writtenIn } from '@common/model/versions';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revisions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { type Actor, recordAudit } from '../audit';
import { differences, keepRevision, latestRevision, snapshotAt } from './history';

/**
 * A kind of record as the one write path writes it (docs/decisions/078): where it lives and how it reads,
 * said once per table; the steps every save takes are `writeRecord`'s, never a route's.
 */
export interface RecordStore<Row> {
  /** The history's name of the kind: a content kind ('company'), 'news', 'newsletter', 'media'. */
  readonly type: string;
  /** What the audit log calls its records ('entry', 'news', 'newsletter', 'media'). */
  readonly target: string;
  readonly words: WordsSpec;
  /** A record must be written in at least one language (every kind with required words). */
  readonly needsWords: boolean;
  readonly actions: { readonly created: AuditAction; readonly updated: AuditAction };
  /** The row, locked for this transaction, or 404. */
  lock(tx: Writer, id: number): Promise<Row>;
  /** The record as its history keeps it and the merge compares it. */
  stateOf(row: Row): RecordSnapshot;
  idOf(row: Row): number;
  /** Its name in lists, the history and the audit log. */
  label(state: RecordSnapshot): string;
  /** What only the database can say: a unique value taken, a referred record gone (a 4xx naming the field). */
  check?(tx: Writer, state: RecordSnapshot, id: number | null): Promise<void>;
  insert(tx: Writer, state: RecordSnapshot, actor: Actor): Promise<Row>;
  update(tx: Writer, id: number, state: RecordSnapshot, actor: Actor, before: Row): Promise<Row>;
  /** More for the audit line (what a kind's screens want to say about the change). */
  auditDetails?(after: RecordSnapshot, before: RecordSnapshot | null): Record<string, unknown>;
}

/** Who, from where and when (the request's audit context). */
export interface WriteContext {
  actor: Actor;
  ip?: string | null;
  at: Date;
}

export interface Written<Row> {
  row: Row;
  /** The record's revision after this save (send it back with the next one). */
  revision: number;
  /** Fields a colleague had changed since this person opened the record, kept beside theirs. */
  mergedWith: number | null;
}

/**
 * An editor's periodic save (its autosave, every few seconds while someone types): the history keeps one
 * version per sitting, not one per pause, so it replaces the newest version when that one is the same
 * person's periodic save; and the audit log says once per sitting that they edited (`audit` tells whether
 * this one is the sitting's first). A colleague who opened the record at the version it replaces has no
 * base to merge on any more: every field that differs is theirs to choose (a 409 listing them), never lost.
 */
export interface Periodic {
  /** Its action in the history ('autosave'). */
  readonly action: string;
  /** Whether this save writes its audit line (the sitting has none yet). */
  audit(tx: Writer): Promise<boolean>;
}

/** The newest version's id, action and author, or null. */
async function newestVersion(tx: Writer, type: string, id: number) {
  const [row] = await tx
    .select({ id: revisions.id, action: revisions.action, by: revisions.createdBy })
    .from(revisions)
    .where(and(eq(revisions.recordType, type), eq(revisions.recordId, id)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row ?? null;
}

const editOf = (state: RecordSnapshot): EditState => ({
  values: state.values,
  words: wordsOf(state.versions),
  published: state.published,
});

/** Nothing a save would change: no version, no audit line. */
export const sameState = (a: RecordSnapshot, b: RecordSnapshot) =>
  sameValue(a.values, b.values) && sameValue(a.versions, b.versions) && (a.published ?? null) === (b.published ?? null);

/**
 * What a save would make of the record (the first steps of writeRecord, also a change proposed for review's,
 * docs/decisions/090): this save merged with a colleague's made since the editor opened it (field by field;
 * a 409 naming each field both changed, with the three versions), each language's version worked out
 * (model/versions.ts), and a record with no language refused.
 */
export async function nextState<Row>(
  tx: Writer,
  store: RecordStore<Row>,
  op: { id: number | null; before: Row | null; input: RecordInput; at: Date },
) {
  const { input, before } = op;
  const current: RecordSnapshot = before ? store.stateOf(before) : { values: {}, versions: {} };
  const currentRevision = op.id === null ? null : await latestRevision(tx, store.type, op.id);
  let edit: EditState = { values: input.values, words: input.words ?? {}, published: input.published };
  let mergedWith: number | null = null;
  if (op.id !== null && input.revision !== undefined && input.revision !== currentRevision) {
    const base = await snapshotAt(tx, store.type, op.id, input.revision);
    const { merged, conflicts } = mergeEdits(base && editOf(base), edit, editOf(current), store.words.fields);
    if (conflicts.length > 0) {
      throw new HttpError(409, 'entries.conflict', {
        detail: { conflicts, revision: currentRevision, current: { ...current, label: store.label(current) } },
      });
    }
    edit = merged;
    mergedWith = currentRevision;
  }
  const { versions, changed: languages } = nextVersions(
    current.versions,
    { words: edit.words, from: input.from, reviewed: input.reviewed, correction: input.correction },
    store.words,
    op.at.toISOString(),
  );
  if (store.needsWords && writtenIn(versions, store.words).length === 0)
    throw new HttpError(400, 'entries.noLanguage', { fields: { words: 'entries.noLanguage' } });
  const after: RecordSnapshot = {
    values: edit.values,
    versions,
    ...(edit.published !== undefined || current.published !== undefined
      ? { published: edit.published ?? current.published }
      : {}),
  };
  return { current, currentRevision, after, mergedWith, languages };
}

/**
 * The one server path that writes every record: in one transaction it locks the row, merges this save
 * with a colleague's made since the editor opened it (field by field: both kept when they changed
 * different fields; a 409 naming each field both changed, with the three versions, otherwise), works out
 * each language's version (model/versions.ts), checks what only the database knows, writes, keeps the
 * version in the history and writes the audit line. The table's trigger then notifies its cache tag
 * after commit (server/src/content/tags.ts), so every process drops what showed the record.
 */
export async function writeRecord<Row>(
  db: Db,
  store: RecordStore<Row>,
  op: {
    id: number | null;
    input: RecordInput;
    context: WriteContext;
    action?: AuditAction;
    /** An editor's periodic save (see Periodic): one history entry and one audit line per sitting. */
    periodic?: Periodic;
    /**
     * An explicit save of a record that has periodic saves: their action in the history ('autosave'). Kept
     * even when it changes nothing since the newest version when that one is such a periodic save: the
     * person saving makes the sitting's work a version and an audit line of its own, which the next
     * periodic save then cannot replace.
     */
    closes?: string;
    /** More for the audit line, from the request (the editor's sitting). */
    details?: Record<string, unknown>;
    /** Its action in the history, when not a save's ('approved': a change proposed for review, decision 090). */
    historyAction?: string;
  },
): Promise<Written<Row>> {
  const { input, context } = op;
  return db.transaction(async (tx) => {
    const before = op.id === null ? null : await store.lock(tx, op.id);
    const { current, currentRevision, after, mergedWith, languages } = await nextState(tx, store, {
      id: op.id,
      before,
      input,
      at: context.at,
    });
    // A save that changes nothing (the form sent back as it was) writes nothing: no version, no audit line;
    // unless it is the explicit save over a periodic one (`closes`).
    if (before && op.id !== null && currentRevision !== null && !input.restoredFrom && sameState(after, current)) {
      const newest = op.closes ? await newestVersion(tx, store.type, op.id) : null;
      if (!op.closes || newest?.action !== op.closes) return { row: before, revision: currentRevision, mergedWith };
    }
    await store.check?.(tx, after, op.id);
    // A record saved before histories were kept first gets its version as it was, to restore and merge on.
    if (before && op.id !== null && currentRevision === null)
      await keepRevision(tx, {
        type: store.type,
        id: op.id,
        action: 'earlier',
        snapshot: current,
        actor: context.actor,
      });
    const row =
      before && op.id !== null
        ? await store.update(tx, op.id, after, context.actor, before)
        : await store.insert(tx, after, context.actor);
    const id = store.idOf(row);
    const saved = store.stateOf(row);
    const restoredFrom = input.restoredFrom;
    const action = op.action ?? (before ? store.actions.updated : store.actions.created);
    // The same person's periodic save just before this one: this one takes its place in the history.
    const newest = op.periodic && before ? await newestVersion(tx, store.type, id) : null;
    const replaces =
      newest && newest.action === op.periodic?.action && newest.by !== null && newest.by === context.actor.id
        ? newest.id
        : null;
    const revision = await keepRevision(tx, {
      type: store.type,
      id,
      action: op.historyAction ?? (restoredFrom ? 'restored' : before ? (op.periodic?.action ?? 'saved') : 'created'),
      snapshot: saved,
      actor: context.actor,
    });
    if (replaces !== null) await tx.delete(revisions).where(eq(revisions.id, replaces));
    if (op.periodic && !(await op.periodic.audit(tx))) return { row, revision, mergedWith };
    const { changed } = differences(saved, before ? current : undefined, store.words);
    await recordAudit(tx, {
      actor: context.actor,
      ip: context.ip,
      at: context.at,
      action,
      target: { type: store.target, id },
      details: {
        kind: store.type,
        label: store.label(saved),
        ...(before ? { changed, languages } : { languages: writtenIn(saved.versions, store.words) }),
        ...(saved.published !== undefined && saved.published !== current.published
          ? { published: saved.published }
          : {}),
        ...(mergedWith ? { mergedWith } : {}),
        ...(restoredFrom ? { restoredFrom } : {}),
        ...(input.correction ? { correction: true } : {}),
        ...store.auditDetails?.(saved, before ? current : null),
        ...op.details,
      },
    });
    return { row, revision, mergedWith };
  });
}
