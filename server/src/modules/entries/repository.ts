import { instantOf, wallClockAt } from '@common/admin/time-zone';
import { type EntryKind, KINDS, type KindSpec } from '@common/entries/kinds';
import { isReadable, localiseEntry, type PublicEntry, type PublicImage } from '@common/entries/public';
import type { Locale } from '@common/locale';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries, media, revisions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { altIn, picturesOf } from '../media';
import { readTimeZone } from '../settings';

type Row = typeof entries.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const dayOf = (row: Row, field: string | undefined) => {
  const value = field ? row.values[field] : null;
  return typeof value === 'string' ? value : null;
};

/**
 * Whether a record of a windowed kind shows on `today` (a date in the site's time zone): from its first
 * day (when the kind has one) through its last day inclusive; no last day means open-ended.
 */
function insideWindow(spec: KindSpec, row: Row, today: string): boolean {
  if (!spec.window) return true;
  const from = dayOf(row, spec.window.from);
  const until = dayOf(row, spec.window.until);
  return (from === null || from <= today) && (until === null || today <= until);
}

/** The next instant a record of the kind enters or leaves the page by itself (a day starts), or null. */
function nextWindowChange(spec: KindSpec, rows: readonly Row[], now: Date, zone: string): Date | null {
  if (!spec.window) return null;
  let next: number | null = null;
  for (const row of rows) {
    if (!row.published) continue;
    const from = dayOf(row, spec.window.from);
    const until = dayOf(row, spec.window.until);
    for (const day of [from, until ? nextDay(until) : null]) {
      if (!day) continue;
      const at = instantOf({ date: day, time: '00:00' }, zone)?.getTime();
      if (at !== undefined && at > now.getTime() && (next === null || at < next)) next = at;
    }
  }
  return next === null ? null : new Date(next);
}

/** Published records, newest first for kinds without a staff order (job openings: by posting date). */
function order(kind: EntryKind, rows: Row[]): Row[] {
  const spec: KindSpec = KINDS[kind];
  if (spec.ordered || !spec.window?.from) return rows;
  const from = spec.window.from;
  return [...rows].sort((a, b) => (dayOf(b, from) ?? '').localeCompare(dayOf(a, from) ?? '') || b.id - a.id);
}

/** The images of these records, as public pages show them, with their alt text in each language. */
async function imagesOf(db: Writer, kind: EntryKind, rows: readonly Row[]) {
  const fields = Object.entries(KINDS[kind].fields as KindSpec['fields']).filter(([, spec]) => spec.type === 'image');
  const byShape = new Map<'square' | 'wide', number[]>();
  for (const [name, spec] of fields) {
    const ids = rows.flatMap((row) => (typeof row.values[name] === 'number' ? [row.values[name] as number] : []));
    byShape.set(spec.shape ?? 'wide', [...(byShape.get(spec.shape ?? 'wide') ?? []), ...ids]);
  }
  const all = [...byShape.values()].flat();
  if (all.length === 0) return () => null;
  const alts = new Map(
    (await db.select({ id: media.id, versions: media.versions }).from(media).where(inArray(media.id, all))).map((m) => [
      m.id,
      m.versions,
    ]),
  );
  const pictures = new Map<number, Awaited<ReturnType<typeof picturesOf>> extends Map<number, infer P> ? P : never>();
  for (const [shape, ids] of byShape) for (const [id, p] of await picturesOf(db, ids, shape)) pictures.set(id, p);
  return (id: number, locale: Locale): PublicImage | null => {
    const picture = pictures.get(id);
    if (!picture) return null;
    return { ...picture, alt: altIn(alts.get(id) ?? {}, locale) };
  };
}

/**
 * The records of a kind a visitor sees now, in `locale`, and when that list next changes by itself (an
 * opening's first or last day), so the cache can drop it then.
 */
export async function listPublicEntries<K extends EntryKind>(
  db: Db,
  kind: K,
  locale: Locale,
  now: Date,
): Promise<{ list: PublicEntry<K>[]; nextChange: Date | null }> {
  const spec: KindSpec = KINDS[kind];
  const rows = await db
    .select()
    .from(entries)
    .where(and(eq(entries.kind, kind), eq(entries.published, true)))
    .orderBy(asc(entries.position), asc(entries.id));
  const zone = spec.window ? await readTimeZone(db) : 'UTC';
  const today = wallClockAt(now, zone).date;
  const shown = order(
    kind,
    rows.filter((row) => insideWindow(spec, row, today)),
  );
  const image = await imagesOf(db, kind, shown);
  // A record with no words a visitor can read (none written yet) is left out, never shown blank.
  const list = shown
    .filter((row) => isReadable(kind, row))
    .map((row) => localiseEntry(kind, row, locale, image) as PublicEntry<K>);
  return { list, nextChange: nextWindowChange(spec, rows, now, zone) };
}

/**
 * Where an old company address leads (docs/decisions/084): the current slug of the published company
 * that once had `slug`, from the one history of records (every save keeps the values it saved), or null
 * for a slug no company ever had, or one whose company is gone or unpublished. Only read for a company
 * address that found no company, so a page served never pays for it.
 */
export async function findCompanyRedirect(db: Db, slug: string): Promise<string | null> {
  const rows = await db
    .select({ slug: sql<string>`${entries.values} ->> 'slug'` })
    .from(revisions)
    .innerJoin(entries, and(eq(entries.id, revisions.recordId), eq(entries.kind, 'company')))
    .where(
      and(
        eq(revisions.recordType, 'company'),
        sql`${revisions.snapshot} -> 'values' ->> 'slug' = ${slug}`,
        eq(entries.published, true),
      ),
    )
    .orderBy(desc(revisions.id))
    .limit(1);
  const current = rows[0]?.slug;
  return current && current !== slug ? current : null;
}
