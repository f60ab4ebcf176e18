import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, AuditLine } from '../audit';
import { adminCookie } from './guard';
import { SESSION_COOKIE } from './sessions';
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

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, adminCookie);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, adminCookie);
}
