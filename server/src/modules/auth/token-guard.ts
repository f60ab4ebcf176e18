import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signInAttempts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAttempt } from './sign-in';
import { ACCOUNT_LIMIT, clientThrottle } from './throttle';

/**
 * The token of a setup, password-reset or invitation link is a secret like a password: an unknown one
 * counts as a failed secret check of the client (sign_in_attempts, so the sign-in throttle's per-client limit covers
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

export async function recordTokenFailure(
  db: Db,
  request: FastifyRequest,
  step: 'reset' | 'setup' | 'invitation',
): Promise<void> {
  await recordAttempt(db, request, { email: '', userId: null, step, success: false, reason: 'token' });
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const WINDOW_MS = 15 * 60_000;

/**
 * An ask for a password-reset link ("Forgot your password?", modules/staff/routes-reset.ts), throttled like
 * sign-in (throttle.ts): each is recorded as a failed attempt of step 'reset', so a client past the sign-in
 * limit (sign-in failures and asks together) waits; and an address, with an account or not, gets at most
 * ACCOUNT_LIMIT asks in 15 minutes. A sign-in wait does not stop an ask: the reset link is the way out of it
 * for someone who forgot their password (using it lifts the wait). Refused (429) asks are recorded too.
 */
export async function countResetAsk(db: Db, request: FastifyRequest, email: string, userId: number | null) {
  const now = request.server.clock.now();
  const [asks, client] = await Promise.all([
    db
      .select({ at: signInAttempts.createdAt })
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.email, email),
          eq(signInAttempts.step, 'reset'),
          eq(signInAttempts.reason, 'reset'),
          gt(signInAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)),
        ),
      )
      .orderBy(asc(signInAttempts.createdAt))
      .limit(ACCOUNT_LIMIT),
    clientThrottle(db, request.ip, now),
  ]);
  const until = asks.length >= ACCOUNT_LIMIT ? new Date(asks[0].at.getTime() + WINDOW_MS) : client.lockedUntil;
  if (until) {
    await recordAttempt(db, request, { email, userId, step: 'reset', success: false, reason: 'locked' });
    const wait = until.getTime() - now.getTime();
    throw new HttpError(429, 'auth.tooManyResets', { params: { minutes: minutes(wait) } }).withHeaders({
      'Retry-After': String(Math.ceil(wait / 1000)),
    });
  }
  await recordAttempt(db, request, { email, userId, step: 'reset', success: false, reason: 'reset' });
}
