import {
  type AssigneeFilter,
  type CompanyFilter,
  type ContactStatus,
  INBOX_PAGE_SIZE,
  inboxQuerySchema,
} from '@common/admin/contact';
import type { InquiryType } from '@common/contact';
import { INTEGER_MAX, queryInteger } from '@common/row-ids';
import { type AddressValues, readByRule } from '../../lib/address-state';

/**
 * The inbox list's filters and page, as its address holds them:
 * /admin/inbox?status=new&type=investment&assignee=me&company=12&unread=1&q=okafor&page=2 (the dashboard can link
 * to a filtered list so).
 */
export interface InboxFilters {
  q: string;
  status: ContactStatus | '';
  type: InquiryType | '';
  /** 'me', 'none', or a staff member's id; '' is anyone. */
  assignee: string;
  /** The company a message was sent to (its queue): 'none' for the group, or a company's id; '' is all. */
  company: string;
  /** Only messages nobody has opened yet. */
  unread: boolean;
  page: number;
}

export const NO_FILTERS: InboxFilters = {
  q: '',
  status: '',
  type: '',
  assignee: '',
  company: '',
  unread: false,
  page: 1,
};

/** The last page whose first message the API can still reach (its offset is an integer column's range). */
const LAST_PAGE = Math.floor(INTEGER_MAX / INBOX_PAGE_SIZE) + 1;
const fields = inboxQuerySchema.shape;
const pageSchema = queryInteger(1, LAST_PAGE);

const read = readByRule;

/**
 * Reads the filters from the address. Each value is checked by the rule the API checks it with
 * (common/src/admin/contact.ts), and one that breaks it is left out: a mistyped, old or tampered address
 * shows the list with that filter at its default, never an error.
 */
export function filtersFrom(params: URLSearchParams): InboxFilters {
  const assignee: AssigneeFilter | undefined = read(fields.assignee, params.get('assignee'));
  const company: CompanyFilter | undefined = read(fields.company, params.get('company'));
  return {
    q: read(fields.q, params.get('q')) ?? '',
    status: read(fields.status, params.get('status')) ?? '',
    type: read(fields.type, params.get('type')) ?? '',
    assignee: assignee === undefined ? '' : String(assignee),
    company: company === undefined ? '' : String(company),
    unread: read(fields.unread, params.get('unread')) === '1',
    page: read(pageSchema, params.get('page')) ?? 1,
  };
}

/** The address's values for these filters: every key, the defaults as absent (so they leave no trace). */
export function addressOf(filters: InboxFilters): AddressValues {
  return {
    q: filters.q,
    status: filters.status,
    type: filters.type,
    assignee: filters.assignee,
    company: filters.company,
    unread: filters.unread ? '1' : null,
    page: filters.page > 1 ? String(filters.page) : null,
  };
}

/**
 * Where a page starts when the list's own next and previous buttons chose it: a cursor the API gave
 * (`after`: the messages older than one, `before`: those newer; docs/decisions/054), kept in the address
 * beside the page number so the page can be bookmarked and reloaded and stays the same messages however many
 * arrive. Without one, the page number alone is an offset (addresses written before cursors).
 */
export interface InboxPlace {
  after?: string;
  before?: string;
}

/** Reads the cursor by the API's rule; a broken one, or both at once, is left out (the page number then). */
export function placeFrom(params: URLSearchParams): InboxPlace {
  const after = read(fields.after, params.get('after'));
  const before = read(fields.before, params.get('before'));
  if (after && before) return {};
  return after ? { after } : before ? { before } : {};
}

/** The address's values for a place: each key, absent when not given (a new filter starts at the top). */
export const placeAddress = (place: InboxPlace): AddressValues => ({
  after: place.after ?? null,
  before: place.before ?? null,
});

/** The API's query string for these filters: from the cursor, or the page as an offset. */
export function apiQuery(filters: InboxFilters, place: InboxPlace = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(addressOf(filters))) if (value && key !== 'page') params.set(key, value);
  if (place.after) params.set('after', place.after);
  else if (place.before) params.set('before', place.before);
  else if (filters.page > 1) params.set('offset', String((filters.page - 1) * INBOX_PAGE_SIZE));
  return params.size ? `?${params}` : '';
}
