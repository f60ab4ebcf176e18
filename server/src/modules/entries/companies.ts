import type { CompanyRef } from '@common/admin/contact';
import { labelOf } from '@common/entries/words';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { entries } from '../../db/schema';
import type { Writer } from '../../db/types';

/**
 * The group's companies as other modules name them (docs/decisions/084, 088): a message's queue in the
 * inbox, the companies a staff member is limited to. The records of kind 'company', by id and name.
 */
const COMPANY = 'company' as const;

/**
 * The company whose page a message was sent from, by that page's slug; null when no company has it. A
 * company set aside (unpublished) still counts: a visitor who opened its page before keeps their message,
 * in its queue.
 */
export async function companyBySlug(db: Writer, slug: string): Promise<CompanyRef | null> {
  const [row] = await db
    .select({ id: entries.id, values: entries.values, versions: entries.versions })
    .from(entries)
    .where(and(eq(entries.kind, COMPANY), sql`${entries.values}->>'slug' = ${slug}`))
    .limit(1);
  return row ? { id: row.id, name: labelOf(COMPANY, row) } : null;
}

/** The named companies, by id (one query for a page of the inbox). */
export async function companiesById(db: Writer, ids: readonly number[]): Promise<Map<number, CompanyRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: entries.id, values: entries.values, versions: entries.versions })
    .from(entries)
    .where(and(eq(entries.kind, COMPANY), inArray(entries.id, wanted)));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: labelOf(COMPANY, row) }]));
}

/** Every company, in the staff's order: the inbox's filter by company lists them. */
export async function listCompanyRefs(db: Writer): Promise<CompanyRef[]> {
  const rows = await db
    .select({ id: entries.id, values: entries.values, versions: entries.versions })
    .from(entries)
    .where(eq(entries.kind, COMPANY))
    .orderBy(asc(entries.position), asc(entries.id));
  return rows.map((row) => ({ id: row.id, name: labelOf(COMPANY, row) }));
}
