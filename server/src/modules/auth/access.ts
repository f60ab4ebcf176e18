import type { ApiErrorCode } from '@common/admin/api-errors';
import type { SessionEnd, SessionStage } from '@common/admin/auth';
import { canUse, companiesOf, mayUse, type Role, type Section, type StaffAccess } from '@common/admin/roles';
import { DEFAULT_LOCALE, type Locale } from '@common/locale';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { SessionRow } from './sessions';
import type { UserRow } from './users';

/**
 * Who may call an admin endpoint, declared on every route (`config: { access }`); the admin guard
 * refuses to start when a route has none, and checks it on every request (docs/decisions/013):
 *  - 'public': anyone (sign-in, accepting an invitation), still CSRF-checked when it changes state;
 *  - 'session': any session, whatever its stage (reading it, signing out, the second step);
 *  - 'enrol': a session signed in or one that must set up two-factor sign-in first;
 *  - a Section of SECTIONS: a full session whose role may use that section.
 */
export type Access = 'public' | 'session' | 'enrol' | Section;

export interface StaffContext {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff: StaffContext | null;
    /** No live session, and why this browser's last one ended, when known (guard.ts). */
    sessionEnded: SessionEnd | null;
  }
}

const stageAllowed = (access: Access, stage: SessionStage) =>
  access === 'session' || (access === 'enrol' ? stage === 'enrol' || stage === 'full' : stage === 'full');

/** The 401 without a session says why the browser's last one ended, so the screen words it exactly. */
const NO_SESSION: Record<SessionEnd, ApiErrorCode> = {
  signedOut: 'auth.signedOut',
  expired: 'auth.sessionExpired',
  ended: 'auth.sessionEnded',
};
const noSession = (request: FastifyRequest) =>
  new HttpError(401, request.sessionEnded ? NO_SESSION[request.sessionEnded] : 'auth.signInFirst');

/** Throws 401 (no session, or not far enough in signing in) or 403 (role); returns the staff context. */
export function checkAccess(request: FastifyRequest, access: Access): StaffContext | null {
  if (access === 'public') return request.staff;
  const staff = request.staff;
  if (!staff) throw noSession(request);
  if (!stageAllowed(access, staff.session.stage)) throw new HttpError(401, 'auth.finishSignIn');
  if (access !== 'session' && access !== 'enrol') {
    if (!mayUse(staffAccess(staff.user), access))
      throw new HttpError(403, canUse(staff.user.role as Role, access) ? 'request.groupOnly' : 'request.roleRefused');
  }
  return staff;
}

/** The signed-in staff member of a route whose access is a section (checked before the handler runs). */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw noSession(request);
  return request.staff;
}

/** What a staff member may reach: their role and the companies they are limited to (docs/decisions/088). */
export const staffAccess = (user: Pick<UserRow, 'role' | 'companyIds'>): StaffAccess => ({
  role: user.role as Role,
  companyIds: user.companyIds,
});

/**
 * The companies the signed-in staff member is limited to, or null when group-wide. Every route that reads
 * or changes a company's records asks it, and answers a record beyond them as if it did not exist.
 */
export const companiesOfRequest = (request: FastifyRequest): readonly number[] | null =>
  companiesOf(staffAccess(staffOf(request).user));

/**
 * The staff member's language: their account's, or English before a first sign-in gave it one
 * (docs/decisions/091). Record names in lists and the history read in it where written.
 */
export const staffLocaleOf = (request: FastifyRequest): Locale =>
  (staffOf(request).user.locale as Locale | null) ?? DEFAULT_LOCALE;
