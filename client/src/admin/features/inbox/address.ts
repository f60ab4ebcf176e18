import { type AssigneeFilter, type ContactStatus, INBOX_PAGE_SIZE, inboxQuerySchema } from '@common/admin/contact';
import type { InquiryType } from '@common/contact';
import { INTEGER_MAX, queryInteger } from '@common/row-ids';
import * as z from 'zod/mini';
import type { AddressValues } from '../../lib/address-state';

/**
 * The inbox list's filters and page, as its address holds them (issue 22 §3):
 * /admin/inbox?status=new&type=investment&assignee=me&unread=1&q=okafor&page=2 (the dashboard can link to a filtered list so).
 */
export interface InboxFilters {
  q: string;
  status: ContactStatus | '';
  type: InquiryType | '';
  /** 'me', 'none', or a staff member's id; '' is anyone. */
  assignee: string;
  /** Only messages nobody has opened yet. */
  unread: boolean;
  page: number;
}

export const NO_FILTERS: InboxFilters = { q: '', status: '', type: '', assignee: '', unread: false, page: 1 };

/** The last page whose first message the API can still reach (its offset is an integer column's range). */
const LAST_PAGE = Math.floor(INTEGER_MAX / INBOX_PAGE_SIZE) + 1;
const fields = inboxQuerySchema.shape;
const pageSchema = queryInteger(1, LAST_PAGE);

/** A value of the address by the API's own rule for it; undefined when absent or broken. */
function read<S extends z.core.$ZodType>(schema: S, value: string | null): z.output<S> | undefined {
  if (value === null) return undefined;
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads the filters from the address. Each value is checked by the rule the API checks it with
 * (common/src/admin/contact.ts), and one that breaks it is left out: a mistyped, old or tampered address
 * shows the list with that filter at its default, never an error.
 */
export function filtersFrom(params: URLSearchParams): InboxFilters {
  const assignee: AssigneeFilter | undefined = read(fields.assignee, params.get('assignee'));
  return {
    q: read(fields.q, params.get('q')) ?? '',
    status: read(fields.status, params.get('status')) ?? '',
    type: read(fields.type, params.get('type')) ?? '',
    assignee: assignee === undefined ? '' : String(assignee),
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
    unread: filters.unread ? '1' : null,
    page: filters.page > 1 ? String(filters.page) : null,
  };
}

/** The API's query string for these filters (the page as an offset). */
export function apiQuery(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(addressOf(filters))) if (value && key !== 'page') params.set(key, value);
  if (filters.page > 1) params.set('offset', String((filters.page - 1) * INBOX_PAGE_SIZE));
  return params.size ? `?${params}` : '';
}
