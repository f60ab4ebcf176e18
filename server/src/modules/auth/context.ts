import type { SessionEnd } from '@common/admin/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, AuditLine } from '../audit';
import { ABSOLUTE_MS, adminCookie, SESSION_COOKIE } from './sessions';
import type { UserRow } from './users';

export const actorOf = (user: Pick<UserRow, 'id' | 'email'>): Actor => ({ id: user.id, label: user.email });

/** Who, from where and when, for an audit line about this request. */
export function auditContext(request: FastifyRequest, user?: Pick<UserRow, 'id' | 'email'> | null) {
  const staffUser = user ?? request.staff?.user;
  return {
    actor: staffUser ? actorOf(staffUser) : { id: null, label: 'anonymous' },
    ip: request.ip,
    at: request.server.clock.now(),
  } satisfies Omit<AuditLine, 'action'>;
}

export const sessionContext = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Why this browser's last session ended ('signedOut', 'expired', 'ended'), kept when its cookie is cleared:
 * the browser's other tabs then send no session token, and their 401 still says why (a tab signed out, not
 * an expiry). It holds no secret, and lasts as long as a session could have.
 */
export const ENDED_COOKIE = '__Host-veb-ended';
const SESSION_ENDS: readonly string[] = ['signedOut', 'expired', 'ended'] satisfies SessionEnd[];

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, adminCookie);
  reply.clearCookie(ENDED_COOKIE, adminCookie);
}

/** The session's cookie goes; why it ended stays for the browser's other tabs (ENDED_COOKIE). */
export function clearSessionCookie(reply: FastifyReply, end: SessionEnd): void {
  reply.clearCookie(SESSION_COOKIE, adminCookie);
  reply.setCookie(ENDED_COOKIE, end, { ...adminCookie, maxAge: ABSOLUTE_MS / 1000 });
}

/** What ENDED_COOKIE says, when it says something known. */
export const endedCookie = (request: FastifyRequest): SessionEnd | null => {
  const value = request.cookies[ENDED_COOKIE];
  return value && SESSION_ENDS.includes(value) ? (value as SessionEnd) : null;
};
