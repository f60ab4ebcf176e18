import * as z from 'zod/mini';
import { INQUIRY_TYPES, type InquiryType } from '../contact';
import type { Locale } from '../locale';
import { queryInteger, rowIdSchema } from '../row-ids';
import { errorCode } from './api-errors';
import { cursorSchema, LIST_COUNT_CAP, onePlace } from './list-cursor';

/** The inbox (roles owner and inbox). The same list as the database's status column. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'spam', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** What an arrival was filed as spam for (the honeypot, the signed time stamp). */
const SPAM_REASONS = ['honeypot', 'too_fast', 'no_timestamp', 'bad_timestamp'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export const INBOX_PAGE_SIZE = 50;
/**
 * A total or a position the list has to count stops counting here (a search, a filter by type or person,
 * a page reached by a cursor): the answer says "more than 1,000" rather than read 1,000,000 messages
 * (docs/decisions/054). The same cap as the subscriber list's (list-cursor.ts).
 */
export const INBOX_COUNT_CAP = LIST_COUNT_CAP;

const inboxCursor = cursorSchema(errorCode('inbox.cursor'));
const NOTE_MAX = 5000;
const REPLY_SUBJECT_MAX = 200;
const REPLY_MAX = 10_000;

/**
 * Who a message is assigned to, as a filter: 'me' (whoever asks, so an address "assigned to me" works for
 * everyone it is shared with), 'none', or a staff member's id.
 */
const ASSIGNEE_FILTERS = ['me', 'none'] as const;
const assigneeFilter = z.union([z.enum(ASSIGNEE_FILTERS), queryInteger(1)]);

/**
 * The company a message was addressed to, as a filter (a company's queue, docs/decisions/084): 'none' (sent
 * to the group, from a page of the group's) or a company record's id.
 */
const COMPANY_FILTERS = ['none'] as const;
const companyFilter = z.union([z.enum(COMPANY_FILTERS), queryInteger(1)]);

/**
 * Without a status the list shows what is being worked on: everything but Spam and Archived. The fields
 * are the staff area's address too (features/inbox/address.ts reads each with its own rule).
 */
export const inboxQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(200, errorCode('field.tooLong')))),
    status: z.optional(z.enum(CONTACT_STATUSES, errorCode('inbox.status'))),
    type: z.optional(z.enum(INQUIRY_TYPES, errorCode('inbox.inquiryType'))),
    assignee: z.optional(assigneeFilter),
    company: z.optional(companyFilter),
    /** '1': only messages nobody has opened yet (the dashboard's "unread" links here). */
    unread: z.optional(z.literal('1', errorCode('inbox.unread'))),
    offset: z.optional(queryInteger(0)),
    after: z.optional(inboxCursor),
    before: z.optional(inboxCursor),
    limit: z.optional(queryInteger(1, 200)),
  })
  .check(
    // One place in the list: an offset (an old address's page) or a cursor from the list's own links.
    z.refine(onePlace, {
      message: errorCode('inbox.onePlace'),
      path: ['after'],
    }),
  );
export type InboxQuery = z.output<typeof inboxQuerySchema>;
export type AssigneeFilter = NonNullable<InboxQuery['assignee']>;
export type CompanyFilter = NonNullable<InboxQuery['company']>;

const text = (max: number, empty: string) =>
  z.string(empty).check(z.trim(), z.minLength(1, empty), z.maxLength(max, errorCode('field.tooLong')));

export const noteSchema = z.object({ body: text(NOTE_MAX, errorCode('inbox.note')) });
export const statusSchema = z.object({ status: z.enum(CONTACT_STATUSES, errorCode('inbox.status')) });
export const assigneeSchema = z.object({
  assigneeId: z.nullable(rowIdSchema(errorCode('inbox.person'))),
});
export const replySchema = z.object({
  subject: text(REPLY_SUBJECT_MAX, errorCode('inbox.subject')),
  body: text(REPLY_MAX, errorCode('inbox.reply')),
});

/** What can be done to many messages at once from the list, and how many in one request. */
const BULK_ACTIONS = ['read', 'unread', 'spam', 'assign', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX = 200;

const BULK_IDS_MESSAGE = errorCode('inbox.bulkCount');
/** Assigning names the person (null: nobody); the other actions take no one. */
export const bulkSchema = z
  .object({
    ids: z.array(rowIdSchema(errorCode('inbox.messages')), errorCode('inbox.messages')).check(
      z.refine((ids) => ids.length >= 1 && ids.length <= BULK_MAX, {
        message: BULK_IDS_MESSAGE,
        params: { max: BULK_MAX },
      }),
    ),
    action: z.enum(BULK_ACTIONS, errorCode('inbox.action')),
    assigneeId: z.optional(z.nullable(rowIdSchema(errorCode('inbox.person')))),
  })
  .check(
    z.refine((input) => input.action !== 'assign' || input.assigneeId !== undefined, {
      message: errorCode('inbox.person'),
      path: ['assigneeId'],
    }),
  );
export type BulkInput = z.input<typeof bulkSchema>;
/** The answer: the messages acted on, and how many of them changed (one already read stays as it was). */
export interface BulkResult {
  action: BulkAction;
  ids: number[];
  changed: number;
}

export interface StaffRef {
  id: number;
  name: string;
}

/** A company of the group, as the inbox names it (its record in `entries`). */
export interface CompanyRef {
  id: number;
  name: string;
}

export interface InboxSummary {
  id: number;
  name: string;
  email: string;
  /** The visitor's own company, as they typed it. */
  company: string | null;
  /** The company of the group the message was sent to (from its page); null: the group. */
  toCompany: CompanyRef | null;
  type: InquiryType;
  /** The start of the message, for the list. */
  excerpt: string;
  status: ContactStatus;
  unread: boolean;
  assignee: StaffRef | null;
  receivedAt: string;
}

export interface InboxList {
  messages: InboxSummary[];
  /** How many messages the filters match, or INBOX_COUNT_CAP when `more` (the count stopped there). */
  total: number;
  /** More than `total` match: the count stopped at INBOX_COUNT_CAP. */
  more: boolean;
  /**
   * The first message's place in the list (1 for the newest), counted like the total: null when it is past
   * the first INBOX_COUNT_CAP (or nothing is shown).
   */
  from: number | null;
  /** The cursor for the next (older) page (`after`), the previous (newer) one (`before`); null at an end. */
  next: string | null;
  previous: string | null;
  /** Unread messages outside Spam, whatever the filter (the navigation's count). */
  unread: number;
  /** Every message by status, whatever the filter. */
  counts: Record<ContactStatus, number>;
}

const EVENT_KINDS = ['note', 'status', 'assignee', 'reply'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** One line of a message's history. */
export interface InboxEvent {
  id: number;
  kind: EventKind;
  actor: string;
  body: string | null;
  /** status: from, to; assignee: from, to (names); reply: subject, to, mailId. */
  details: Record<string, unknown> | null;
  /** A reply's delivery, from the outbox: queued, sending, sent or failed. */
  mailStatus: string | null;
  at: string;
}

export interface InboxMessage extends InboxSummary {
  phone: string;
  message: string;
  locale: Locale;
  /** Why it was filed as spam on arrival (kept after it leaves Spam). */
  spamReason: SpamReason | null;
  /**
   * Who put it in Spam by hand and when: the last move into Spam on its history, while it is in Spam.
   * Null when it is not in Spam, or is there because it was filed there on arrival.
   */
  markedSpam: { by: string; at: string } | null;
  readAt: string | null;
  events: InboxEvent[];
}
