import {
  CONTACT_STATUSES,
  type CompanyRef,
  type ContactStatus,
  type EventKind,
  INBOX_COUNT_CAP,
  INBOX_PAGE_SIZE,
  type InboxEvent,
  type InboxList,
  type InboxMessage,
  type InboxQuery,
  type InboxSummary,
  type SpamReason,
  type StaffRef,
} from '@common/admin/contact';
import { canUse, type Role } from '@common/admin/roles';
import type { InquiryType } from '@common/contact';
import type { Locale } from '@common/locale';
import { and, asc, count, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessageCounts } from '../../db/kept/counts';
import { keyset, type Place, pageOfPlaces } from '../../db/keyset';
import { contactEvents, contactMessages, mailOutbox, staffUsers } from '../../db/schema';
import { type ContactMessage, contactMessageColumns, searchQueryWords } from '../../db/schema/contact';
import type { Writer } from '../../db/types';
import { companiesById } from '../entries';

type Row = ContactMessage;

/** Statuses the list leaves out unless asked for, and the unread count ignores. */
const SET_ASIDE: ContactStatus[] = ['spam', 'archived'];
const EXCERPT = 160;

/** The companies the rows were sent to, named (a company since deleted has left its messages to the group). */
type Companies = ReadonlyMap<number, CompanyRef>;
const companiesOf = (db: Writer, rows: readonly Row[]): Promise<Companies> =>
  companiesById(
    db,
    rows.flatMap((row) => (row.toCompanyId === null ? [] : [row.toCompanyId])),
  );

const toSummary = (row: Row, assignee: StaffRef | null, companies: Companies): InboxSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  toCompany: row.toCompanyId === null ? null : (companies.get(row.toCompanyId) ?? null),
  type: row.subject as InquiryType,
  excerpt: row.message.length > EXCERPT ? `${row.message.slice(0, EXCERPT).trimEnd()}…` : row.message,
  status: row.status,
  unread: row.readAt === null,
  assignee,
  receivedAt: row.createdAt.toISOString(),
});

/**
 * A search's words: `websearch_to_tsquery` in the 'simple' configuration (words in any order, "a phrase",
 * `or`, -word), then every word of three characters or more also finds the words it begins ("okaf" finds
 * Okafor, "visitor12" an address visitor12@…): as typed into a search box, without a prefix of one or two
 * letters matching half the inbox. Shorter words must match whole; punctuation (% and _ too) only separates
 * words. Matched against the kept search document (schema/contact.ts): a GIN index look-up, or a test of
 * each message as the list is walked (overCapByWalk).
 */
// A quoted word of the query's text form ('it' <-> 'x', !'spam'), '' being a quote inside one.
const PREFIX_WORD = "(^|[ (!])'((?:[^']|''){3,})'";
const AS_PREFIX = "\\1'\\2':*";
const searchMatches = (q: string): SQL =>
  sql`${contactMessages.searchDocument} @@ regexp_replace(websearch_to_tsquery('simple'::regconfig, ${searchQueryWords(q)})::text, ${PREFIX_WORD}, ${AS_PREFIX}, 'g')::tsquery`;

/**
 * The companies whose queues a staff member limited to companies reads (docs/decisions/088), or null for
 * the whole inbox: a message sent to the group (no company) is the group's.
 */
export type Queues = readonly number[] | null;
const inQueues = (queues: Queues): SQL | undefined =>
  queues === null ? undefined : inArray(contactMessages.toCompanyId, [...queues]);

/** "Assigned to me" is the person asking (`viewerId`). */
function filters(query: InboxQuery, viewerId: number, queues: Queues): SQL | undefined {
  const parts: SQL[] = [];
  const scope = inQueues(queues);
  if (scope) parts.push(scope);
  parts.push(query.status ? eq(contactMessages.status, query.status) : notInArray(contactMessages.status, SET_ASIDE));
  if (query.type) parts.push(eq(contactMessages.subject, query.type));
  if (query.assignee === 'none') parts.push(isNull(contactMessages.assigneeId));
  else if (query.assignee !== undefined) {
    parts.push(eq(contactMessages.assigneeId, query.assignee === 'me' ? viewerId : query.assignee));
  }
  if (query.company === 'none') parts.push(isNull(contactMessages.toCompanyId));
  else if (query.company !== undefined) parts.push(eq(contactMessages.toCompanyId, query.company));
  if (query.unread) parts.push(isNull(contactMessages.readAt));
  if (query.q) parts.push(searchMatches(query.q));
  return and(...parts);
}

/** What the list without a status shows as assigned to this person (the dashboard's "assigned to me"). */
export async function assignedCount(db: Writer, staffId: number, queues: Queues = null): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(
      and(eq(contactMessages.assigneeId, staffId), notInArray(contactMessages.status, SET_ASIDE), inQueues(queues)),
    );
  return Number(total);
}

/**
 * The counts kept per status and read state by contact_messages' triggers (migration 0020): the same
 * figures as counting the rows, without reading 1,000,000 of them for every list (decision 051).
 */
async function keptCounts(
  db: Writer,
  queues: Queues = null,
): Promise<{ status: ContactStatus; unread: boolean; n: number }[]> {
  if (queues !== null) return queueCounts(db, queues);
  const rows = await db.select().from(contactMessageCounts);
  return rows.map((row) => ({ status: row.status as ContactStatus, unread: row.unread, n: Number(row.n) }));
}

/**
 * The same figures for some companies' queues, counted from their rows (the kept counts are the whole
 * inbox's): a company's queue is the messages sent from its page, a small share of the inbox, read by the
 * company index of migration 0027.
 */
async function queueCounts(db: Writer, queues: readonly number[]) {
  const unread = sql<boolean>`${contactMessages.readAt} is null`;
  const rows = await db
    .select({ status: contactMessages.status, unread, n: count() })
    .from(contactMessages)
    .where(inQueues(queues))
    .groupBy(contactMessages.status, unread);
  return rows.map((row) => ({ status: row.status as ContactStatus, unread: Boolean(row.unread), n: Number(row.n) }));
}

const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);

export async function unreadCount(db: Writer, queues: Queues = null): Promise<number> {
  return sum((await keptCounts(db, queues)).filter((row) => row.unread && !SET_ASIDE.includes(row.status)));
}

function statusCounts(kept: { status: ContactStatus; n: number }[]): InboxList['counts'] {
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as InboxList['counts'];
  for (const row of kept) counts[row.status] += row.n;
  return counts;
}

/** The list's total from the kept counts when the filters are only status and unread; else null (count the rows). */
function keptTotal(query: InboxQuery, kept: { status: ContactStatus; unread: boolean; n: number }[]): number | null {
  if (query.q || query.type || query.assignee !== undefined || query.company !== undefined) return null;
  return sum(
    kept.filter(
      (row) =>
        (query.status ? row.status === query.status : !SET_ASIDE.includes(row.status)) && (!query.unread || row.unread),
    ),
  );
}

/** A left join gives null when nobody is assigned. */
const assigneeOf = (row: StaffRef | null): StaffRef | null => (row ? { id: row.id, name: row.name } : null);

/** The list's order, cursors and capped counts: the rule the subscriber list pages by too (db/keyset.ts). */
const { micros, countUpTo, placesUpTo, readPage, NEWEST_FIRST } = keyset({
  table: contactMessages,
  createdAt: contactMessages.createdAt,
  id: contactMessages.id,
});

/**
 * What a search's bitmap of matches may hold in memory. At PostgreSQL's default (4 MB) the bitmap of a word
 * found in 100,000 messages goes lossy, and every message of a lossy page has its text parsed again: 1 s
 * instead of 0.1-0.2 s at 1,000,000 messages. A ceiling, not an allocation: a search finding a few thousand
 * messages uses kilobytes, so PGlite's memory (in this process) grows only for such searches at such sizes.
 */
const SEARCH_WORK_MEM = '16MB';

/** The messages a search finds, unordered: each one's place in the list, at most INBOX_COUNT_CAP + 1 of them. */
async function matchesUpTo(db: Db, where: SQL | undefined) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${SEARCH_WORK_MEM}'`));
    return placesUpTo(tx, where);
  });
}

/**
 * How many of the newest `rows` messages (all of them, whatever the filters) `where` matches, counting at
 * most `upTo`: the list's index read from its start, each message tested as it comes. Reads at most `rows`
 * messages however many there are, and stops at the `upTo`-th match.
 */
async function matchesAmongNewest(db: Db, where: SQL | undefined, rows: number, upTo: number): Promise<number> {
  const newest = db
    .select({ matched: sql<boolean>`(${where ?? sql`true`})`.as('matched') })
    .from(contactMessages)
    .orderBy(...NEWEST_FIRST)
    .limit(rows)
    .as('newest');
  const found = db.select({ one: sql`1` }).from(newest).where(sql`${newest.matched}`).limit(upTo).as('found');
  const [{ n }] = await db.select({ n: count() }).from(found);
  return Number(n);
}

/** The newest messages a search tests first, to learn how common its words are (a few milliseconds). */
const SAMPLE_ROWS = 2_000;
/** How much rarer than in the sample the words may be further back before the walk gives up. */
const WALK_MARGIN = 4;

/**
 * Whether a search finds more than INBOX_COUNT_CAP messages, known by walking the list newest first; false
 * when that walk would cost more than the GIN index (or did not settle it), which then finds the matches.
 * The index finds every match, so its cost grows with their number (a word in 116,000 of 1,000,000
 * messages: 90 ms, ten times the same word at 10,000 messages); the walk reads messages until the cap's
 * next match, so its cost grows with how rare they are, not with the inbox (20,000 messages, 16 ms, for
 * that word). The newest SAMPLE_ROWS messages tell the share that match; the walk is chosen when it would
 * read fewer messages than the index would find (a message tested and a match found cost about the same),
 * and reads at most WALK_MARGIN times its estimate (docs/decisions/061).
 */
async function overCapByWalk(db: Db, where: SQL | undefined, messages: number): Promise<boolean> {
  if (messages <= SAMPLE_ROWS) return false;
  const share = (await matchesAmongNewest(db, where, SAMPLE_ROWS, SAMPLE_ROWS)) / SAMPLE_ROWS;
  if (share === 0) return false;
  const walk = (INBOX_COUNT_CAP + 1) / share;
  if (walk >= share * messages) return false;
  return (await matchesAmongNewest(db, where, Math.ceil(WALK_MARGIN * walk), INBOX_COUNT_CAP + 1)) > INBOX_COUNT_CAP;
}

/**
 * A page of a search that finds at most INBOX_COUNT_CAP messages, from their places (found by the GIN index,
 * a few milliseconds): ordered here, the page's rows then read by id. Exact total and place. Asking the
 * database for these in the list's order instead lets its planner walk the newest-first index testing every
 * message's text until fifty match: a minute at 1,000,000 messages for an address found once.
 */
async function pageOfMatches(
  db: Writer,
  query: InboxQuery,
  matched: Place[],
): Promise<Omit<InboxList, 'unread' | 'counts'>> {
  const { shown, total, from, next, previous } = pageOfPlaces(matched, query, query.limit ?? INBOX_PAGE_SIZE);
  const rows = shown.length
    ? await db
        .select({ message: contactMessageColumns, assignee: { id: staffUsers.id, name: staffUsers.name } })
        .from(contactMessages)
        .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
        .where(
          inArray(
            contactMessages.id,
            shown.map((place) => place.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  const companies = await companiesOf(
    db,
    rows.map((row) => row.message),
  );
  // One deleted since the search found it is left out.
  const messages = shown.flatMap((place) => {
    const row = byId.get(place.id);
    return row ? [toSummary(row.message, assigneeOf(row.assignee), companies)] : [];
  });
  return { messages, total, more: false, from, next, previous };
}

/**
 * One page, newest first, with the total, the unread count and the counts per status. A page is found by
 * an offset (an address from before cursors: page=N) or by a cursor from the list's own next and previous
 * links (`after`, `before`), which reads the index from that place: a page deep in 1,000,000 messages costs
 * what the first does, and a message arriving between two pages neither repeats nor skips one.
 */
export async function listMessages(
  db: Db,
  query: InboxQuery,
  viewerId: number,
  queues: Queues = null,
): Promise<InboxList> {
  const where = filters(query, viewerId, queues);
  const kept = await keptCounts(db, queues);
  const figures = {
    unread: sum(kept.filter((row) => row.unread && !SET_ASIDE.includes(row.status))),
    counts: statusCounts(kept),
  };
  // A search finds its messages first (an index look-up), unless they are common enough that walking the
  // list shows sooner there are more than the cap; past the cap it reads the list in its order, where the
  // first fifty come soon.
  let searchTotal: { n: number; more: boolean } | null = null;
  if (query.q) {
    if (!(await overCapByWalk(db, where, sum(kept)))) {
      const matched = await matchesUpTo(db, where);
      if (matched.length <= INBOX_COUNT_CAP) return { ...(await pageOfMatches(db, query, matched)), ...figures };
    }
    searchTotal = { n: INBOX_COUNT_CAP, more: true };
  }
  const keptTotalValue = keptTotal(query, kept);
  const page = await readPage(db, {
    where,
    query,
    size: query.limit ?? INBOX_PAGE_SIZE,
    total: searchTotal ?? (keptTotalValue === null ? countUpTo(db, where) : { n: keptTotalValue, more: false }),
    read: (condition, order, offset, limit) =>
      db
        .select({ message: contactMessageColumns, assignee: { id: staffUsers.id, name: staffUsers.name }, micros })
        .from(contactMessages)
        .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
        .where(and(where, condition))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    placeOfRow: (row) => ({ id: row.message.id, micros: row.micros }),
  });
  const companies = await companiesOf(
    db,
    page.rows.map((row) => row.message),
  );
  return {
    messages: page.rows.map((row) => toSummary(row.message, assigneeOf(row.assignee), companies)),
    total: page.total.n,
    more: page.total.more,
    from: page.from,
    next: page.next,
    previous: page.previous,
    ...figures,
  };
}

/**
 * Who moved the message into Spam last, and when, from its history (the one record of status changes, so
 * it stays true however often the message goes in and out). Null when no one did: it was filed on arrival.
 * The person's current name; the address they acted with when their account is gone.
 */
function markedSpam(rows: { event: typeof contactEvents.$inferSelect; actorName: string | null }[]) {
  const last = rows.findLast(({ event }) => event.kind === 'status' && event.details?.to === 'spam');
  return last ? { by: last.actorName ?? last.event.actor, at: last.event.createdAt.toISOString() } : null;
}

/** One message with its whole history (replies with their delivery from the outbox); null when unknown. */
export async function getMessage(db: Writer, id: number): Promise<InboxMessage | null> {
  const [found] = await db
    .select({ message: contactMessageColumns, assignee: { id: staffUsers.id, name: staffUsers.name } })
    .from(contactMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
    .where(eq(contactMessages.id, id));
  if (!found) return null;
  const rows = await db
    .select({ event: contactEvents, actorName: staffUsers.name })
    .from(contactEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, contactEvents.actorId))
    .where(eq(contactEvents.messageId, id))
    .orderBy(asc(contactEvents.createdAt), asc(contactEvents.id));
  const events = rows.map((row) => row.event);
  const mailIds = events.map((event) => Number(event.details?.mailId)).filter((mailId) => Number.isInteger(mailId));
  const mails = mailIds.length
    ? await db
        .select({ id: mailOutbox.id, status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, mailIds))
    : [];
  const mailStatus = new Map(mails.map((mail) => [mail.id, mail.status]));
  const row = found.message;
  return {
    ...toSummary(row, assigneeOf(found.assignee), await companiesOf(db, [row])),
    phone: row.phone,
    message: row.message,
    locale: row.locale as Locale,
    spamReason: row.spamReason as SpamReason | null,
    markedSpam: row.status === 'spam' ? markedSpam(rows) : null,
    readAt: row.readAt?.toISOString() ?? null,
    // Colleagues by their current name; the address they acted with only when their account is gone.
    events: rows.map(
      ({ event, actorName }): InboxEvent => ({
        id: event.id,
        kind: event.kind as EventKind,
        actor: actorName ?? event.actor,
        body: event.body,
        details: event.details,
        mailStatus: mailStatus.get(Number(event.details?.mailId)) ?? null,
        at: event.createdAt.toISOString(),
      }),
    ),
  };
}

/** Who a message can be assigned to: enabled staff whose role uses the inbox. */
export async function assignableStaff(db: Writer): Promise<StaffRef[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.filter((row) => canUse(row.role as Role, 'inbox')).map(({ id, name }) => ({ id, name }));
}
