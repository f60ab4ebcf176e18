import { type AttentionItem, staleCounts, staleItems } from '@common/admin/dashboard';
import { companiesOf, mayUse, proposesChanges, type StaffAccess, withinCompanies } from '@common/admin/roles';
import { wallClockAt } from '@common/admin/time-zone';
import {
  canEditKind,
  companiesOfRecord,
  ENTRY_KINDS,
  type EntryKind,
  isCompanyKind,
  kindPath,
  sectionOfKind,
} from '@common/entries/kinds';
import { wordsOf } from '@common/entries/words';
import { versionStates } from '@common/model/versions';
import type { FastifyInstance } from 'fastify';
import { entries, entryProposals } from '../../db/schema';
import { readTimeZone } from '../settings';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "This week": today and the six days after it, in the site's time zone. */
const WEEK_DAYS = 7;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The dashboard's lines from the content kinds: per kind and language, the records whose version in that
 * language is missing or out of date, and the published job openings whose last day falls this week
 * (site time zone), for those who edit them. One read of the records, whatever the number of kinds.
 */
export function entriesAttention(app: FastifyInstance) {
  const db = app.database.db;
  return async (staff: StaffAccess & { id: number }): Promise<AttentionItem[]> => {
    // Staff limited to companies: their companies' records only (docs/decisions/088).
    const companies = companiesOf(staff);
    const kinds = ENTRY_KINDS.filter(
      (kind) =>
        canEditKind(staff.role, kind) &&
        mayUse(staff, sectionOfKind(kind)) &&
        (companies === null || isCompanyKind(kind)),
    );
    if (kinds.length === 0) return [];
    const [all, zone, proposals] = await Promise.all([
      db.select().from(entries),
      readTimeZone(db),
      db.select().from(entryProposals),
    ]);
    const rows = all.filter(
      (row) => companies === null || withinCompanies(companies, companiesOfRecord(row.kind as EntryKind, row)),
    );
    const items: AttentionItem[] = [];
    for (const kind of kinds) {
      const spec = wordsOf(kind);
      if (spec.fields.length === 0) continue;
      const states = rows.filter((row) => row.kind === kind).map((row) => versionStates(row.versions, spec));
      items.push(...staleItems('translations.content', staleCounts(states), () => kindPath(kind), { entryKind: kind }));
    }
    if (kinds.includes('job')) items.push(closingOpenings(rows, wallClockAt(app.clock.now(), zone).date));
    items.push(...reviewLines(staff, kinds, rows, proposals));
    return items;
  };
}

/** Published openings still open whose last day (closesAt, inclusive) is within the week from today. */
function closingOpenings(rows: (typeof entries.$inferSelect)[], today: string): AttentionItem {
  const last = addDays(today, WEEK_DAYS - 1);
  const kind: EntryKind = 'job';
  const count = rows.filter((row) => {
    const closesAt = row.values.closesAt;
    return row.kind === kind && row.published && typeof closesAt === 'string' && today <= closesAt && closesAt <= last;
  }).length;
  return {
    kind: 'content.openingsClosing',
    count,
    path: kindPath('job'),
    label: count === 1 ? '1 job opening closes this week' : `${count} job openings close this week`,
  };
}

/**
 * Changes proposed for review (docs/decisions/090), per kind: for a reviewer, how many wait and since when
 * the oldest has; for a writer, how many of theirs were sent back.
 */
function reviewLines(
  staff: StaffAccess & { id: number },
  kinds: readonly EntryKind[],
  rows: readonly (typeof entries.$inferSelect)[],
  proposals: readonly (typeof entryProposals.$inferSelect)[],
): AttentionItem[] {
  const kindOf = new Map(rows.map((row) => [row.id, row.kind as EntryKind]));
  const writer = proposesChanges(staff.role);
  return kinds.flatMap((kind) => {
    const mine = proposals.filter((proposal) => kindOf.get(proposal.entryId) === kind);
    if (writer) {
      const count = mine.filter((p) => p.state === 'returned' && p.submittedBy === staff.id).length;
      const label = count === 1 ? '1 of your changes was sent back' : `${count} of your changes were sent back`;
      return [{ kind: 'content.returned', count, path: kindPath(kind), label, entryKind: kind }];
    }
    const waiting = mine.filter((p) => p.state === 'submitted');
    const since = waiting.map((p) => p.submittedAt.toISOString()).sort()[0];
    const count = waiting.length;
    const label = count === 1 ? '1 change waits for review' : `${count} changes wait for review`;
    return [
      { kind: 'content.review', count, path: kindPath(kind), label, entryKind: kind, ...(since ? { since } : {}) },
    ];
  });
}
