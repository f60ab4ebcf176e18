import type { RecordRevision } from '@common/admin/revisions';
import { and, desc, eq } from 'drizzle-orm';
import { recordRevisions, staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Actor, Writer } from '../audit/repository';

/** The kinds of record whose versions `record_revisions` keeps. */
export type RevisionType = 'metric' | 'story';

type Snapshot = Record<string, unknown>;

/**
 * Keeps the record as just saved, in the save's transaction. A record saved before histories were kept
 * (the demo content, rows older than migration 0017) first gets its version before this save, dated when
 * it was last saved and by no one known ('earlier'), so its first restore has somewhere to go back to.
 */
export async function keepRevision(
  tx: Writer,
  what: { type: RevisionType; id: number; action: string; actor: Actor; snapshot: Snapshot },
  before?: { snapshot: Snapshot; at: Date },
): Promise<void> {
  if (before) {
    const [any] = await tx
      .select({ id: recordRevisions.id })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.recordType, what.type), eq(recordRevisions.recordId, what.id)))
      .limit(1);
    if (!any)
      await tx.insert(recordRevisions).values({
        recordType: what.type,
        recordId: what.id,
        action: 'earlier',
        snapshot: before.snapshot,
        createdAt: before.at,
      });
  }
  await tx.insert(recordRevisions).values({
    recordType: what.type,
    recordId: what.id,
    action: what.action,
    snapshot: what.snapshot,
    createdBy: what.actor.id,
    createdByLabel: what.actor.label,
  });
}

/** The fields of a snapshot that differ from the one before (a translation counts as its language). */
export function changedFrom(after: Snapshot, before: Snapshot | undefined): string[] | undefined {
  if (!before) return undefined;
  const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);
  const changed = Object.keys(after).filter((key) => key !== 'translations' && differs(after[key], before[key]));
  const translations = (after.translations ?? {}) as Record<string, unknown>;
  const earlier = (before.translations ?? {}) as Record<string, unknown>;
  for (const locale of new Set([...Object.keys(translations), ...Object.keys(earlier)]))
    if (differs(translations[locale], earlier[locale])) changed.push(locale);
  return changed;
}

/** A record's last 100 versions, newest first, each with what changed since the one before it. */
export async function listRevisions(db: Writer, type: RevisionType, id: number): Promise<RecordRevision[]> {
  const rows = await db
    .select({
      id: recordRevisions.id,
      action: recordRevisions.action,
      at: recordRevisions.createdAt,
      snapshot: recordRevisions.snapshot,
      name: staffUsers.name,
      label: recordRevisions.createdByLabel,
    })
    .from(recordRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, recordRevisions.createdBy))
    .where(and(eq(recordRevisions.recordType, type), eq(recordRevisions.recordId, id)))
    .orderBy(desc(recordRevisions.createdAt), desc(recordRevisions.id))
    .limit(101);
  return rows.slice(0, 100).map((r, i) => ({
    id: r.id,
    action: r.action,
    at: r.at.toISOString(),
    // The colleague's name, not their address: staff screens name people, not mailboxes.
    by: r.name ?? (r.label && !r.label.includes('@') ? r.label : null),
    changed: changedFrom(r.snapshot, rows[i + 1]?.snapshot),
  }));
}

/** One version of a record, or 404. */
export async function findRevision(db: Writer, type: RevisionType, id: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(recordRevisions)
    .where(
      and(eq(recordRevisions.id, revisionId), eq(recordRevisions.recordType, type), eq(recordRevisions.recordId, id)),
    );
  if (!row) throw new HttpError(404, 'entries.versionNotFound');
  return row;
}
