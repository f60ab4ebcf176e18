import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAttempt } from './sign-in';
import { clientThrottle } from './throttle';

/**
 * The token of a setup or password-reset link is a secret like a password: an unknown one counts as a
 * failed secret check of the client (sign_in_attempts, so the sign-in throttle's per-client limit covers
 * sign-in and links together), and a client past that limit is refused before any token is looked up.
 */
export async function refuseTokenGuessing(db: Db, request: FastifyRequest): Promise<void> {
  const now = request.server.clock.now();
  const { lockedUntil } = await clientThrottle(db, request.ip, now);
  if (!lockedUntil) return;
  const wait = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(wait / 60));
  throw new HttpError(429, 'auth.tooManyFromAddress', { params: { minutes } }).withHeaders({
    'Retry-After': String(wait),
  });
}

export async function recordTokenFailure(db: Db, request: FastifyRequest, step: 'reset' | 'setup'): Promise<void> {
  await recordAttempt(db, request, { email: '', userId: null, step, success: false, reason: 'token' });
}
