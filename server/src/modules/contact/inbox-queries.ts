import {
  CONTACT_STATUSES,
  type ContactStatus,
  type EventKind,
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
import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { contactMessageCounts } from '../../db/kept/counts';
import { contactEvents, contactMessages, mailOutbox, staffUsers } from '../../db/schema';
import type { Writer } from '../audit/repository';

type Row = typeof contactMessages.$inferSelect;

/** Statuses the list leaves out unless asked for, and the unread count ignores. */
const SET_ASIDE: ContactStatus[] = ['spam', 'archived'];
const EXCERPT = 160;

const toSummary = (row: Row, assignee: StaffRef | null): InboxSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  type: row.subject as InquiryType,
  excerpt: row.message.length > EXCERPT ? `${row.message.slice(0, EXCERPT).trimEnd()}…` : row.message,
  status: row.status,
  unread: row.readAt === null,
  assignee,
  receivedAt: row.createdAt.toISOString(),
});

/**
 * Search is a substring of name, address, company or text; % and _ typed by staff are literal. "Assigned to
 * me" is the person asking (`viewerId`).
 */
function filters(query: InboxQuery, viewerId: number): SQL | undefined {
  const parts: SQL[] = [];
  parts.push(query.status ? eq(contactMessages.status, query.status) : notInArray(contactMessages.status, SET_ASIDE));
  if (query.type) parts.push(eq(contactMessages.subject, query.type));
  if (query.assignee === 'none') parts.push(isNull(contactMessages.assigneeId));
  else if (query.assignee !== undefined) {
    parts.push(eq(contactMessages.assigneeId, query.assignee === 'me' ? viewerId : query.assignee));
  }
  if (query.unread) parts.push(isNull(contactMessages.readAt));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.company, pattern),
        ilike(contactMessages.message, pattern),
      ) as SQL,
    );
  }
  return and(...parts);
}

/** What the list without a status shows as assigned to this person (the dashboard's "assigned to me"). */
export async function assignedCount(db: Writer, staffId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.assigneeId, staffId), notInArray(contactMessages.status, SET_ASIDE)));
  return Number(total);
}

/**
 * The counts kept per status and read state by contact_messages' triggers (migration 0020): the same
 * figures as counting the rows, without reading 1,000,000 of them for every list (issue 23 §3).
 */
async function keptCounts(db: Writer): Promise<{ status: ContactStatus; unread: boolean; n: number }[]> {
  const rows = await db.select().from(contactMessageCounts);
  return rows.map((row) => ({ status: row.status as ContactStatus, unread: row.unread, n: Number(row.n) }));
}

const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);

export async function unreadCount(db: Writer): Promise<number> {
  return sum((await keptCounts(db)).filter((row) => row.unread && !SET_ASIDE.includes(row.status)));
}

function statusCounts(kept: { status: ContactStatus; n: number }[]): InboxList['counts'] {
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as InboxList['counts'];
  for (const row of kept) counts[row.status] += row.n;
  return counts;
}

/** The list's total from the kept counts when the filters are only status and unread; else null (count the rows). */
function keptTotal(query: InboxQuery, kept: { status: ContactStatus; unread: boolean; n: number }[]): number | null {
  if (query.q || query.type || query.assignee !== undefined) return null;
  return sum(
    kept.filter(
      (row) =>
        (query.status ? row.status === query.status : !SET_ASIDE.includes(row.status)) && (!query.unread || row.unread),
    ),
  );
}

/** A left join gives null when nobody is assigned. */
const assigneeOf = (row: StaffRef | null): StaffRef | null => (row ? { id: row.id, name: row.name } : null);

/** Newest first, with the total, the unread count and the counts per status. */
export async function listMessages(db: Writer, query: InboxQuery, viewerId: number): Promise<InboxList> {
  const where = filters(query, viewerId);
  const kept = await keptCounts(db);
  const total = keptTotal(query, kept);
  const [rows, counted] = await Promise.all([
    db
      .select({ message: contactMessages, assignee: { id: staffUsers.id, name: staffUsers.name } })
      .from(contactMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit ?? INBOX_PAGE_SIZE)
      .offset(query.offset ?? 0),
    total === null ? db.select({ total: count() }).from(contactMessages).where(where) : [{ total }],
  ]);
  return {
    messages: rows.map((row) => toSummary(row.message, assigneeOf(row.assignee))),
    total: Number(counted[0].total),
    unread: sum(kept.filter((row) => row.unread && !SET_ASIDE.includes(row.status))),
    counts: statusCounts(kept),
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
    .select({ message: contactMessages, assignee: { id: staffUsers.id, name: staffUsers.name } })
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
    ...toSummary(row, assigneeOf(found.assignee)),
    phone: row.phone,
    message: row.message,
    locale: row.locale as Locale,
    spamReason: row.spamReason as SpamReason | null,
    markedSpam: row.status === 'spam' ? markedSpam(rows) : null,
    readAt: row.readAt?.toISOString() ?? null,
    events: events.map(
      (event): InboxEvent => ({
        id: event.id,
        kind: event.kind as EventKind,
        actor: event.actor,
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
