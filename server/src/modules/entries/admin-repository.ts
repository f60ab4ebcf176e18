import type { ApiErrorCode } from '@common/admin/api-errors';
import { type ImageValue, mediaUrl } from '@common/admin/media';
import type { AdminEntry, EntryDependents, EntryRevision } from '@common/entries/admin';
import { KIND_PAGES } from '@common/entries/admin';
import { ENTRY_KINDS, type EntryKind, KINDS } from '@common/entries/kinds';
import { textSpec } from '@common/entries/translation';
import { editableTranslations, translationStates } from '@common/translation';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { entries, entryRevisions, media, staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Actor, Writer } from '../audit/repository';

export type EntryRow = typeof entries.$inferSelect;

const fieldsOf = (kind: EntryKind) => KINDS[kind].fields as Record<string, import('@common/entries/fields').FieldSpec>;

export const labelOf = (kind: EntryKind, values: Record<string, unknown>) => {
  const value = values[KINDS[kind].label];
  return typeof value === 'string' ? value : String(value ?? '');
};

type ImageMap = Map<number, ImageValue>;

/** The images the records' image fields name, as the editor shows them. */
export async function imagesOf(db: Writer, rows: readonly EntryRow[]): Promise<ImageMap> {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const [name, spec] of Object.entries(fieldsOf(row.kind as EntryKind))) {
      const value = row.values[name];
      if (spec.type === 'image' && typeof value === 'number') ids.add(value);
    }
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: media.id, hash: media.hash, width: media.width, height: media.height, alt: media.alt })
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Map(
    found.map((m) => [
      m.id,
      { id: m.id, url: mediaUrl(m.hash, 960, 'webp'), width: m.width, height: m.height, alt: m.alt },
    ]),
  );
}

export function toAdminEntry(row: EntryRow, images: ImageMap = new Map()): AdminEntry {
  const kind = row.kind as EntryKind;
  const pictures: Record<string, ImageValue | null> = {};
  for (const [name, spec] of Object.entries(fieldsOf(kind))) {
    const value = row.values[name];
    if (spec.type === 'image') pictures[name] = typeof value === 'number' ? (images.get(value) ?? null) : null;
  }
  return {
    id: row.id,
    kind,
    position: row.position,
    published: row.published,
    values: row.values,
    translations: editableTranslations(row.translations),
    status: translationStates(row.values, row.translations, textSpec(fieldsOf(kind))),
    label: labelOf(kind, row.values),
    images: pictures,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminEntries(db: Writer, kind: EntryKind): Promise<AdminEntry[]> {
  const rows = await db
    .select()
    .from(entries)
    .where(eq(entries.kind, kind))
    .orderBy(asc(entries.position), asc(entries.id));
  const images = await imagesOf(db, rows);
  return rows.map((row) => toAdminEntry(row, images));
}

export async function lockEntry(tx: Writer, kind: EntryKind, id: number): Promise<EntryRow> {
  const [row] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.kind, kind)))
    .for('update');
  if (!row) throw new HttpError(404, 'entries.notFound');
  return row;
}

export async function nextPosition(tx: Writer, kind: EntryKind): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${entries.position})` })
    .from(entries)
    .where(eq(entries.kind, kind));
  return (row?.max ?? -1) + 1;
}

/**
 * What the database must confirm about a record's values before it is saved: a unique field not used by
 * another record of the kind, a referred record that exists and is of the right kind, an image that exists.
 * Errors are keyed like the schema's (`values.slug`), so the editor shows them beside the field.
 */
export async function checkValues(tx: Writer, kind: EntryKind, values: Record<string, unknown>, id?: number) {
  const errors: Record<string, ApiErrorCode> = {};
  for (const [name, spec] of Object.entries(fieldsOf(kind))) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    if (spec.unique) {
      const [taken] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(
          and(
            eq(entries.kind, kind),
            sql`${entries.values} -> ${name} = ${JSON.stringify(value)}::jsonb`,
            id ? ne(entries.id, id) : undefined,
          ),
        )
        .limit(1);
      if (taken) errors[`values.${name}`] = 'entries.valueTaken';
    }
    if (spec.type === 'ref' && typeof value === 'number') {
      const [found] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.id, value), eq(entries.kind, spec.ref ?? '')));
      if (!found) errors[`values.${name}`] = 'field.listChoice';
    }
    if (spec.type === 'image' && typeof value === 'number') {
      const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, value));
      if (!found) errors[`values.${name}`] = 'field.imageGone';
    }
  }
  if (Object.keys(errors).length > 0) {
    throw HttpError.ofFields(Object.values(errors).includes('entries.valueTaken') ? 409 : 400, errors);
  }
}

/** The records whose `ref` fields point at this one (a company's openings and internships). */
export async function referringRecords(db: Writer, kind: EntryKind, id: number) {
  const found: EntryDependents['records'] = [];
  for (const other of ENTRY_KINDS) {
    const refs = Object.entries(fieldsOf(other)).filter(([, spec]) => spec.type === 'ref' && spec.ref === kind);
    for (const [name] of refs) {
      const rows = await db
        .select()
        .from(entries)
        .where(and(eq(entries.kind, other), sql`${entries.values} -> ${name} = ${JSON.stringify(id)}::jsonb`));
      for (const row of rows) found.push({ kind: other, id: row.id, label: labelOf(other, row.values) });
    }
  }
  return found;
}

export async function dependentsOf(db: Writer, kind: EntryKind, id: number): Promise<EntryDependents> {
  return { records: await referringRecords(db, kind, id), pages: [...KIND_PAGES[kind]] };
}

export async function recordRevision(tx: Writer, row: EntryRow, action: string, actor: Actor): Promise<void> {
  await tx.insert(entryRevisions).values({
    entryId: row.id,
    kind: row.kind,
    action,
    published: row.published,
    values: row.values,
    translations: row.translations,
    createdBy: actor.id,
    createdByLabel: actor.label,
  });
}

export async function listRevisions(db: Writer, kind: EntryKind, id: number): Promise<EntryRevision[]> {
  const rows = await db
    .select({
      id: entryRevisions.id,
      action: entryRevisions.action,
      at: entryRevisions.createdAt,
      values: entryRevisions.values,
      name: staffUsers.name,
      label: entryRevisions.createdByLabel,
    })
    .from(entryRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, entryRevisions.createdBy))
    .where(and(eq(entryRevisions.entryId, id), eq(entryRevisions.kind, kind)))
    .orderBy(desc(entryRevisions.createdAt), desc(entryRevisions.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    at: r.at.toISOString(),
    // The colleague's name, not their address: staff screens name people, not mailboxes.
    by: r.name ?? (r.label && !r.label.includes('@') ? r.label : null),
    label: labelOf(kind, r.values),
  }));
}

export async function findRevision(db: Writer, kind: EntryKind, id: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(entryRevisions)
    .where(and(eq(entryRevisions.id, revisionId), eq(entryRevisions.entryId, id), eq(entryRevisions.kind, kind)));
  if (!row) throw new HttpError(404, 'entries.versionNotFound');
  return row;
}
