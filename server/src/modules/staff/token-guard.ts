import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAttempt } from './sign-in';
import { CLIENT_LIMIT, clientFailures } from './throttle';

/** The client window of throttle.ts: a client past its limit waits at most this long. */
const CLIENT_WAIT_S = 15 * 60;

/**
 * The token of a setup or password-reset link is a secret like a password: an unknown one counts as a
 * failed secret check of the client (sign_in_attempts, so the sign-in throttle's per-client limit covers
 * sign-in and links together), and a client past that limit is refused before any token is looked up.
 */
export async function refuseTokenGuessing(db: Db, request: FastifyRequest): Promise<void> {
  if ((await clientFailures(db, request.ip, request.server.clock.now())) < CLIENT_LIMIT) return;
  throw new HttpError(
    429,
    'Too many failed attempts from your address. Please wait 15 minutes and try again.',
  ).withHeaders({ 'Retry-After': String(CLIENT_WAIT_S) });
}

export async function recordTokenFailure(db: Db, request: FastifyRequest, step: 'reset' | 'setup'): Promise<void> {
  await recordAttempt(db, request, { email: '', userId: null, step, success: false, reason: 'token' });
}
