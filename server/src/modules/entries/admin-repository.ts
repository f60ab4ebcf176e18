import type { ImageValue } from '@common/admin/media';
import type { AdminEntry, EntryDependents } from '@common/entries/admin';
import { pagesOf } from '@common/entries/admin';
import { ENTRY_KINDS, type EntryKind } from '@common/entries/kinds';
import { fieldsOf, labelOf, wordsOf } from '@common/entries/words';
import type { Locale } from '@common/locale';
import { sourcesOf, versionStates, wordsOf as wordsByLocale } from '@common/model/versions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { entries, revisions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { imageValues } from '../media';
import type { EntryRow } from './row';

type ImageMap = Map<number, ImageValue>;

/** The images the records' image fields name, as the editor shows them (with their alt text's versions). */
export async function imagesOf(db: Writer, rows: readonly EntryRow[]): Promise<ImageMap> {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const [name, spec] of Object.entries(fieldsOf(row.kind as EntryKind))) {
      const value = row.values[name];
      if (spec.type === 'image' && typeof value === 'number') ids.add(value);
    }
  }
  return imageValues(db, ids);
}

/** The newest version of each record (one query for a list). */
async function revisionsOf(db: Writer, kind: EntryKind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: revisions.recordId, revision: sql<number>`max(${revisions.id})` })
    .from(revisions)
    .where(and(eq(revisions.recordType, kind), inArray(revisions.recordId, ids)))
    .groupBy(revisions.recordId);
  return new Map(rows.map((row) => [row.id, Number(row.revision)]));
}

export function toAdminEntry(
  row: EntryRow,
  {
    images = new Map(),
    revision = null,
    locale = 'en',
  }: { images?: ImageMap; revision?: number | null; locale?: Locale },
): AdminEntry {
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
    words: wordsByLocale(row.versions),
    sources: sourcesOf(row.versions),
    status: versionStates(row.versions, wordsOf(kind)),
    changedAt: Object.fromEntries(Object.entries(row.versions).map(([l, v]) => [l, v?.changedAt])),
    label: labelOf(kind, row, locale),
    images: pictures,
    revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminEntries(db: Writer, kind: EntryKind, locale: Locale): Promise<AdminEntry[]> {
  const rows = await db
    .select()
    .from(entries)
    .where(eq(entries.kind, kind))
    .orderBy(asc(entries.position), asc(entries.id));
  const images = await imagesOf(db, rows);
  const latest = await revisionsOf(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminEntry(row, { images, revision: latest.get(row.id) ?? null, locale }));
}

export async function readAdminEntry(db: Writer, kind: EntryKind, id: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.kind, kind)));
  if (!row) return null;
  const latest = await revisionsOf(db, kind, [id]);
  return toAdminEntry(row, { images: await imagesOf(db, [row]), revision: latest.get(id) ?? null, locale });
}

/** The records whose `ref` fields point at this one (a company's openings and internships). */
export async function referringRecords(db: Writer, kind: EntryKind, id: number, locale: Locale = 'en') {
  const found: EntryDependents['records'] = [];
  for (const other of ENTRY_KINDS) {
    const refs = Object.entries(fieldsOf(other)).filter(([, spec]) => spec.type === 'ref' && spec.ref === kind);
    for (const [name] of refs) {
      const rows = await db
        .select()
        .from(entries)
        .where(and(eq(entries.kind, other), sql`${entries.values} -> ${name} = ${JSON.stringify(id)}::jsonb`));
      for (const row of rows) found.push({ kind: other, id: row.id, label: labelOf(other, row, locale) });
    }
  }
  return found;
}

export async function dependentsOf(
  db: Writer,
  kind: EntryKind,
  row: Pick<EntryRow, 'id' | 'values'>,
  locale: Locale,
): Promise<EntryDependents> {
  // A record that belongs to a company shows on that company's page: its address needs the company's slug.
  const owner = typeof row.values.company === 'number' ? row.values.company : undefined;
  const [company] =
    owner === undefined
      ? []
      : await db
          .select({ values: entries.values })
          .from(entries)
          .where(and(eq(entries.kind, 'company'), eq(entries.id, owner)));
  const slug = company?.values.slug;
  const pages = pagesOf(kind, row.values, (id) => (id === owner && typeof slug === 'string' ? slug : undefined));
  return { records: await referringRecords(db, kind, row.id, locale), pages: [...pages] };
}

/** The kind's records in a new order (the list as the staff see it, locked: another change refuses it). */
export async function lockOrder(tx: Writer, kind: EntryKind): Promise<number[]> {
  const current = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(eq(entries.kind, kind))
    .orderBy(asc(entries.position), asc(entries.id))
    .for('update');
  return current.map((r) => r.id);
}

export async function saveOrder(tx: Writer, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.update(entries).set({ position }).where(eq(entries.id, id));
}

export async function deleteEntry(tx: Writer, id: number): Promise<void> {
  await tx.delete(entries).where(eq(entries.id, id));
}
