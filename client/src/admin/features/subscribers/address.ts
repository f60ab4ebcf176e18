import { type SubscriberStatus, subscriberQuerySchema } from '@common/admin/newsletter';
import { type AddressValues, readByRule } from '../../lib/address-state';

/**
 * The subscriber list's search, status and page, as its address holds them:
 * /admin/subscribers?q=okafor&status=confirmed&after=… A page is a cursor the API gave (docs/decisions/059):
 * `after` (the subscribers older than one: the next page), `before` (newer: the previous page) or
 * `before=end` (the last page), so a bookmarked or reloaded page stays the same subscribers however many
 * arrive. Each value is read by the API's own rule (common/src/admin/newsletter.ts); a broken one is left
 * out (the list at its default, never an error).
 */
export interface SubscriberFilters {
  q: string;
  status: SubscriberStatus | '';
}
export interface SubscriberPlace {
  after?: string;
  before?: string;
}

const fields = subscriberQuerySchema.shape;

export function filtersFrom(params: URLSearchParams): SubscriberFilters {
  return {
    q: readByRule(fields.q, params.get('q')) ?? '',
    status: readByRule(fields.status, params.get('status')) ?? '',
  };
}

/** The cursor by the API's rule; a broken one, `after=end`, or both at once is left out (the first page). */
export function placeFrom(params: URLSearchParams): SubscriberPlace {
  const after = readByRule(fields.after, params.get('after'));
  const before = readByRule(fields.before, params.get('before'));
  if ((after && before) || after === 'end') return {};
  return after ? { after } : before ? { before } : {};
}

/** The address's values: every key, the defaults as absent (a new search or status starts at the top). */
export const addressOf = (filters: SubscriberFilters, place: SubscriberPlace = {}): AddressValues => ({
  q: filters.q,
  status: filters.status,
  after: place.after ?? null,
  before: place.before ?? null,
});

/** The API's query string for the list (or, without the place, for the CSV export). */
export function apiQuery(filters: SubscriberFilters, place: SubscriberPlace = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(addressOf(filters, place))) if (value) params.set(key, value);
  return params.size ? `?${params}` : '';
}
