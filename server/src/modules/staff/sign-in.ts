import { API_ERRORS } from '@common/admin/api-errors';
import type { SessionStage } from '@common/admin/auth';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signInAttempts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accountThrottle, clientThrottle } from './throttle';

/** One message for an unknown address and a wrong password, so the answer tells nothing (docs/decisions/013). */
/** The English of `auth.wrongCredentials`, the same for an unknown address and a wrong password. */
export const WRONG_CREDENTIALS = API_ERRORS.auth.wrongCredentials;

export interface Attempt {
  email: string;
  userId: number | null;
  /**
   * Signing in ('password', 'totp'), a signed-in staff member confirming a change (secret-check.ts),
   * 'reset': a reset link asked for or used; 'setup': the first-owner setup address (docs/decisions/027).
   */
  step: 'password' | 'totp' | 'confirm-password' | 'confirm-code' | 'reset' | 'setup';
  success: boolean;
  /** 'reset': a link was asked for (counted like a failure); 'token': an unknown link's token. */
  reason?: 'credentials' | 'code' | 'locked' | 'disabled' | 'reset' | 'token';
}

export async function recordAttempt(db: Db, request: FastifyRequest, attempt: Attempt): Promise<void> {
  await db.insert(signInAttempts).values({
    email: attempt.email,
    userId: attempt.userId,
    ip: request.ip,
    step: attempt.step,
    success: attempt.success,
    reason: attempt.reason ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    createdAt: request.server.clock.now(),
  });
  // Not the address as typed: people type their password into the address field (the table keeps it,
  // for owners; the log is read by more people and kept elsewhere).
  request.log.info(
    { signIn: { userId: attempt.userId, step: attempt.step, success: attempt.success, reason: attempt.reason } },
    'sign-in attempt',
  );
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Refuses (429, with Retry-After) an attempt from a client or on an account that failed too often. The
 * refusal is recorded too, but does not count as a failure (it would extend the wait for ever). Every
 * secret check calls it first (sign-in here, confirmations in secret-check.ts, password reset).
 */
export async function refuseIfThrottled(
  db: Db,
  request: FastifyRequest,
  attempt: Pick<Attempt, 'email' | 'userId' | 'step'>,
  clearedAt: Date | null,
): Promise<void> {
  const now = request.server.clock.now();
  const [account, client] = await Promise.all([
    accountThrottle(db, attempt.email, now, clearedAt),
    clientThrottle(db, request.ip, now),
  ]);
  const waits = [account.lockedUntil, client.lockedUntil].filter((until): until is Date => until !== null);
  if (waits.length === 0) return;
  const until = new Date(Math.max(...waits.map((wait) => wait.getTime())));
  await recordAttempt(db, request, { ...attempt, success: false, reason: 'locked' });
  const wait = until.getTime() - now.getTime();
  throw new HttpError(429, 'auth.tooManySignIns', { params: { minutes: minutes(wait) } }).withHeaders({
    'Retry-After': String(Math.ceil(wait / 1000)),
  });
}

/** What a correct password leads to: the authenticator code, an owner's two-factor setup, or in. */
export const stageAfterPassword = (user: { totpSecret: string | null; role: string }): SessionStage =>
  user.totpSecret ? 'password' : user.role === 'owner' ? 'enrol' : 'full';

export const nextStep = (stage: SessionStage) =>
  stage === 'password' ? ('totp' as const) : stage === 'enrol' ? ('enrol' as const) : ('done' as const);
