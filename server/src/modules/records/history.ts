import type { RecordRevision, RecordRevisionDetail, RecordSnapshot } from '@common/admin/revisions';
import { LOCALES, type Locale } from '@common/locale';
import { sameValue } from '@common/model/merge';
import { type WordsSpec, wordsHash } from '@common/model/versions';
import { and, asc, desc, eq } from 'drizzle-orm';
import { revisions, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { Actor } from '../audit';

/**
 * The one history of every record (docs/decisions/078): each save keeps the record as saved, in its
 * transaction. Its versions are what "Restore as draft" offers, and the one an editor opened is the base
 * of the merge when a colleague saved in between.
 */
export interface Kept {
  type: string;
  id: number;
  action: string;
  snapshot: RecordSnapshot;
  actor: Actor;
  at?: Date;
  /** A reviewer's comment (docs/decisions/089). */
  note?: string;
}

/** Keeps a version; its id is the record's revision from now on. */
export async function keepRevision(tx: Writer, kept: Kept): Promise<number> {
  const [row] = await tx
    .insert(revisions)
    .values({
      recordType: kept.type,
      recordId: kept.id,
      action: kept.action,
      snapshot: kept.snapshot,
      createdBy: kept.actor.id,
      createdByLabel: kept.actor.label,
      ...(kept.at ? { createdAt: kept.at } : {}),
      ...(kept.note ? { note: kept.note } : {}),
    })
    .returning({ id: revisions.id });
  return row.id;
}

/** The record's newest version's id, or null for a record saved before histories were kept. */
export async function latestRevision(db: Writer, type: string, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.recordType, type), eq(revisions.recordId, id)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A version of this record, or null. `null` asks for the record as it was before its history began: the
 * version a first save kept of it ('earlier'), if there is one.
 */
export async function snapshotAt(
  db: Writer,
  type: string,
  id: number,
  revision: number | null,
): Promise<RecordSnapshot | null> {
  const where = and(eq(revisions.recordType, type), eq(revisions.recordId, id));
  const [row] =
    revision === null
      ? await db
          .select({ snapshot: revisions.snapshot, action: revisions.action })
          .from(revisions)
          .where(where)
          .orderBy(asc(revisions.id))
          .limit(1)
      : await db
          .select({ snapshot: revisions.snapshot, action: revisions.action })
          .from(revisions)
          .where(and(where, eq(revisions.id, revision)));
  if (!row || (revision === null && row.action !== 'earlier')) return null;
  return row.snapshot;
}

/** The same-in-every-language fields and the languages that differ between two versions. */
export function differences(
  after: RecordSnapshot,
  before: RecordSnapshot | undefined,
  words: WordsSpec,
): { changed: string[]; languages: Locale[] } {
  if (!before) return { changed: [], languages: [] };
  const names = new Set([...Object.keys(after.values), ...Object.keys(before.values)]);
  const changed = [...names].filter((name) => !sameValue(after.values[name], before.values[name]));
  if ((after.published ?? null) !== (before.published ?? null)) changed.push('published');
  const languages = LOCALES.filter(
    (locale) =>
      wordsHash(after.versions[locale]?.words, words.fields) !==
      wordsHash(before.versions[locale]?.words, words.fields),
  );
  return { changed, languages };
}

/** The name a colleague goes by in a history: their name, never their address. */
const byName = (name: string | null, label: string | null) => name ?? (label && !label.includes('@') ? label : null);

/** A history's newest rows of this type and record (at most `limit`), with who made each and its note. */
export async function historyRows(db: Writer, type: string, id: number, limit: number) {
  return db
    .select({
      id: revisions.id,
      action: revisions.action,
      at: revisions.createdAt,
      snapshot: revisions.snapshot,
      name: staffUsers.name,
      label: revisions.createdByLabel,
      note: revisions.note,
    })
    .from(revisions)
    .leftJoin(staffUsers, eq(staffUsers.id, revisions.createdBy))
    .where(and(eq(revisions.recordType, type), eq(revisions.recordId, id)))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(limit);
}

/** One row of a history as its list shows it, with what changed since `before` when there is one. */
export const shownRevision = (
  row: Awaited<ReturnType<typeof historyRows>>[number],
  before: RecordSnapshot | undefined,
  describe: { words: WordsSpec; label: (snapshot: RecordSnapshot) => string },
): RecordRevision => {
  const { changed, languages } = differences(row.snapshot, before, describe.words);
  return {
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    by: byName(row.name, row.label),
    label: describe.label(row.snapshot),
    ...(before ? { changed, languages } : {}),
    ...(row.note ? { note: row.note } : {}),
  };
};

/** A record's last 100 versions, newest first, each with what changed since the one before it. */
export async function listRevisions(
  db: Writer,
  type: string,
  id: number,
  describe: { words: WordsSpec; label: (snapshot: RecordSnapshot) => string },
): Promise<RecordRevision[]> {
  const rows = await historyRows(db, type, id, 101);
  return rows.slice(0, 100).map((row, i) => shownRevision(row, rows[i + 1]?.snapshot, describe));
}

/** One version with what it held, or 404. */
export async function findRevision(
  db: Writer,
  type: string,
  id: number,
  revisionId: number,
  label: (snapshot: RecordSnapshot) => string,
): Promise<RecordRevisionDetail> {
  const [row] = await db
    .select({
      id: revisions.id,
      action: revisions.action,
      at: revisions.createdAt,
      snapshot: revisions.snapshot,
      name: staffUsers.name,
      label: revisions.createdByLabel,
    })
    .from(revisions)
    .leftJoin(staffUsers, eq(staffUsers.id, revisions.createdBy))
    .where(and(eq(revisions.id, revisionId), eq(revisions.recordType, type), eq(revisions.recordId, id)));
  if (!row) throw new HttpError(404, 'entries.versionNotFound');
  return {
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    by: byName(row.name, row.label),
    label: label(row.snapshot),
    snapshot: row.snapshot,
  };
}
