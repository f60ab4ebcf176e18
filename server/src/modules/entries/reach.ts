import { proposesChanges, type Role, withinCompanies } from '@common/admin/roles';
import {
  canEditKind,
  canReadKind,
  companiesOfRecord,
  ENTRY_KINDS,
  type EntryKind,
  isCompanyKind,
  isEntryKind,
  KINDS,
} from '@common/entries/kinds';
import { recordInputSchema } from '@common/model/fields';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { companiesOfRequest, staffLocaleOf, staffOf } from '../auth';

/* Who reaches which content records (docs/decisions/088, 090): the checks every entries route makes. */

// One schema per kind, built once (zod compiles on first use).
export const INPUT_SCHEMAS = Object.fromEntries(
  Object.entries(KINDS).map(([kind, spec]) => [kind, recordInputSchema(spec.fields)]),
) as Record<EntryKind, ReturnType<typeof recordInputSchema>>;

/**
 * The kind in the address, once the role may edit it: section 'content' lets owners, editors and the
 * careers role in; each kind then names its editors (careers: openings, internships, benefits only).
 */
export function kindOf(request: FastifyRequest, may: typeof canEditKind = canEditKind): EntryKind {
  const { kind } = request.params as { kind?: string };
  if (!isEntryKind(kind)) throw new HttpError(404, 'entries.kindNotFound');
  if (!may(staffOf(request).user.role as Role, kind)) throw new HttpError(403, 'request.roleRefused');
  // Staff limited to companies reach the kinds that belong to a company, and read those such a kind picks
  // from (an opening's hiring category); the group's own kinds are not there for them (decision 088).
  if (companiesOfRequest(request) !== null && !isCompanyKind(kind)) {
    const picked = may === canReadKind && ENTRY_KINDS.some((other) => isCompanyKind(other) && refersTo(other, kind));
    if (!picked) throw new HttpError(404, 'entries.kindNotFound');
  }
  return kind;
}

const refersTo = (kind: EntryKind, target: EntryKind) =>
  Object.values(KINDS[kind].fields).some((field) => field.type === 'ref' && field.ref === target);

/**
 * A record beyond the companies of the staff member is answered as if it did not exist (docs/decisions/088):
 * the same 404 as an unknown id, so its existence is not told either.
 */
export function refuseBeyondCompanies(
  request: FastifyRequest,
  kind: EntryKind,
  record: { id: number; values: object },
) {
  const companies = companiesOfRequest(request);
  if (!withinCompanies(companies, companiesOfRecord(kind, record as { id: number; values: Record<string, unknown> })))
    throw new HttpError(404, 'entries.notFound');
}

/**
 * What a record is to belong to once saved: staff limited to companies keep it in theirs (a new leader
 * names one of their companies; an opening is not given to another).
 */
export function refuseGivingAway(
  request: FastifyRequest,
  kind: EntryKind,
  id: number | null,
  values: Record<string, unknown>,
) {
  const companies = companiesOfRequest(request);
  if (companies === null) return;
  if (!withinCompanies(companies, companiesOfRecord(kind, { id, values }))) {
    throw HttpError.ofFields(400, { company: 'field.ownCompany' });
  }
}

/**
 * What only group-wide staff do (decision 088): order a list (it holds every company's records), and add
 * or remove a company.
 */
export function refuseLimited(request: FastifyRequest, change: 'order' | 'create' | 'delete', kind: EntryKind) {
  if (companiesOfRequest(request) !== null && (change === 'order' || kind === 'company')) {
    throw new HttpError(403, 'request.groupOnly');
  }
}

/** The staff member's language: record names in lists read in it where written. */
export { staffLocaleOf as localeOf };

/**
 * What writers do not do themselves (docs/decisions/090): save, add or remove a record. They propose a
 * change, which an editor or an owner approves or sends back.
 */
export function refuseProposers(request: FastifyRequest) {
  if (proposesChanges(staffOf(request).user.role as Role)) throw new HttpError(403, 'entries.reviewFirst');
}
