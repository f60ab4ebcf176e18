import { API_ERRORS } from '@common/admin/api-errors';
import type { SessionStage } from '@common/admin/auth';
import { acceptedLanguages, DEFAULT_LOCALE, firstLocaleOf, type Locale } from '@common/locale';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signInAttempts, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { keyedLocks } from '../../lib/keyed-locks';
import { sessionContext } from './context';
import { createSession } from './sessions';
import { accountThrottle, clientThrottle } from './throttle';
import type { UserRow } from './users';

/** One message for an unknown address and a wrong password, so the answer tells nothing (docs/decisions/013). */
/** The English of `auth.wrongCredentials`, the same for an unknown address and a wrong password. */
export const WRONG_CREDENTIALS = API_ERRORS.auth.wrongCredentials;

export interface Attempt {
  email: string;
  userId: number | null;
  /**
   * Signing in ('password', 'totp'), a signed-in staff member confirming a change (secret-check.ts),
   * 'reset': a reset link asked for or used; 'setup': the first-owner setup address (docs/decisions/027);
   * 'invitation': an invitation link.
   */
  step: 'password' | 'totp' | 'confirm-password' | 'confirm-code' | 'reset' | 'setup' | 'invitation';
  success: boolean;
  /** 'reset': a link was asked for (counted like a failure); 'token': an unknown link's token. */
  reason?: 'credentials' | 'code' | 'locked' | 'disabled' | 'reset' | 'token';
}

/**
 * Not the address as typed: people type their password into the address field (the table keeps it, for
 * owners; the log is read by more people and kept elsewhere).
 */
const logAttempt = (request: FastifyRequest, attempt: Omit<Attempt, 'email'>) =>
  request.log.info(
    { signIn: { userId: attempt.userId, step: attempt.step, success: attempt.success, reason: attempt.reason } },
    'sign-in attempt',
  );

async function insertAttempt(db: Writer, request: FastifyRequest, attempt: Attempt, now: Date): Promise<number> {
  const [row] = await db
    .insert(signInAttempts)
    .values({
      email: attempt.email,
      userId: attempt.userId,
      ip: request.ip,
      step: attempt.step,
      success: attempt.success,
      reason: attempt.reason ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      createdAt: now,
    })
    .returning({ id: signInAttempts.id });
  return row.id;
}

export async function recordAttempt(db: Db, request: FastifyRequest, attempt: Attempt): Promise<void> {
  await insertAttempt(db, request, attempt, request.server.clock.now());
  logAttempt(request, attempt);
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The classes of the advisory locks that order secret checks (two-key form, apart from every one-key lock
 * of the app): one per address as typed, one per client address. Always taken in this order, so two
 * checks never wait for each other's.
 */
export const ACCOUNT_LOCK = 0x5e1;
export const CLIENT_LOCK = 0x5e2;

/** A secret check's place in the throttle's count, taken by takeSlot before the secret is checked. */
export interface Slot {
  /** The secret was right: the place is given back (no longer a failure). */
  succeeded(): Promise<void>;
  /** The secret was wrong, or right for a disabled account: the failure stays counted, with its reason. */
  failed(reason?: 'credentials' | 'code' | 'disabled'): Promise<void>;
}

/**
 * Takes the attempt's place among the failures the throttle counts (throttle.ts) before any secret is
 * checked (docs/decisions/082). Reading the count, checking, then recording the failure let parallel
 * attempts all read the same count and all go on to the slow hash, far past the limit. Here, under
 * advisory locks on the address as typed and on the client address (which every process on this
 * database waits for), the count is read and, under both limits, the attempt is recorded at once as a
 * failure of `reason`, which the next attempt counts. The caller settles the slot; a right secret gives
 * it back. A process that stops before settling leaves a failure, never a free guess.
 *
 * Over either limit: refused (429, with Retry-After). The refusal is recorded too, but does not count as
 * a failure (it would extend the wait for ever). Every secret check calls it first (sign-in here,
 * confirmations in secret-check.ts).
 */
/**
 * Each server's line for takeSlot, by address as typed and by client address. Per server, not per module:
 * two apps in one test process stand for two processes, which meet only at the advisory locks.
 */
const lines = new WeakMap<FastifyInstance, ReturnType<typeof keyedLocks>>();
const lineOf = (server: FastifyInstance) => {
  const line = lines.get(server) ?? keyedLocks();
  lines.set(server, line);
  return line;
};

export async function takeSlot(
  db: Db,
  request: FastifyRequest,
  attempt: Pick<Attempt, 'email' | 'userId' | 'step'> & { reason: 'credentials' | 'code' },
  clearedAt: Date | null,
): Promise<Slot> {
  const now = request.server.clock.now();
  // In line here first, holding no connection: the advisory locks below are for other processes; waiting
  // on them inside a transaction would tie up a pool connection per waiter (docs/decisions/087).
  const names = [`account:${attempt.email}`, `client:${request.ip}`];
  const taken: { until: Date } | { id: number } = await lineOf(request.server).with(names, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}::int, hashtext(${attempt.email}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}::int, hashtext(${request.ip}))`);
      const account = await accountThrottle(tx, attempt.email, now, clearedAt);
      const client = await clientThrottle(tx, request.ip, now);
      const waits = [account.lockedUntil, client.lockedUntil].filter((until): until is Date => until !== null);
      if (waits.length > 0) {
        await insertAttempt(tx, request, { ...attempt, success: false, reason: 'locked' }, now);
        return { until: new Date(Math.max(...waits.map((wait) => wait.getTime()))) };
      }
      return { id: await insertAttempt(tx, request, { ...attempt, success: false }, now) };
    }),
  );
  if ('until' in taken) {
    logAttempt(request, { ...attempt, success: false, reason: 'locked' });
    const wait = taken.until.getTime() - now.getTime();
    throw new HttpError(429, 'auth.tooManySignIns', { params: { minutes: minutes(wait) } }).withHeaders({
      'Retry-After': String(Math.ceil(wait / 1000)),
    });
  }
  const row = eq(signInAttempts.id, taken.id);
  const settle = async (success: boolean, reason: Attempt['reason']) => {
    // A sign-in step's success stays recorded (owners read it in the sign-in attempts); a confirmation's
    // never was, so its row goes.
    const signingIn = attempt.step === 'password' || attempt.step === 'totp';
    if (success && !signingIn) await db.delete(signInAttempts).where(row);
    else if (success || reason !== attempt.reason)
      await db
        .update(signInAttempts)
        .set({ success, reason: reason ?? null })
        .where(row);
    logAttempt(request, { ...attempt, success, reason });
  };
  return {
    succeeded: () => settle(true, undefined),
    failed: (reason = attempt.reason) => settle(false, reason),
  };
}

/** What a correct password leads to: the authenticator code, an owner's two-factor setup, or in. */
export const stageAfterPassword = (user: { totpSecret: string | null; role: string }): SessionStage =>
  user.totpSecret ? 'password' : user.role === 'owner' ? 'enrol' : 'full';

export const nextStep = (stage: SessionStage) =>
  stage === 'password' ? ('totp' as const) : stage === 'enrol' ? ('enrol' as const) : ('done' as const);

/**
 * A new session for someone who has just given the account's password (signing in, or an account just
 * made with one: the first owner, an accepted invitation), at the stage its factors lead to, with the
 * step the screen shows next. Its token goes in the cookie once the transaction has committed.
 */
export async function startSession(
  tx: Writer,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'totpSecret' | 'role' | 'locale'>,
  now: Date,
  /** The language the sign-in screen was in, when it said. */
  screenLocale?: Locale,
): Promise<{ token: string; stage: SessionStage; next: ReturnType<typeof nextStep> }> {
  // An account that never chose a language takes the one it first signs in in: the sign-in screen's (which
  // follows the browser unless the person switched it), else the browser's Accept-Language (docs/decisions/091).
  if (user.locale === null) {
    const locale =
      screenLocale ?? firstLocaleOf(acceptedLanguages(request.headers['accept-language'])) ?? DEFAULT_LOCALE;
    await tx
      .update(staffUsers)
      .set({ locale })
      .where(and(eq(staffUsers.id, user.id), isNull(staffUsers.locale)));
  }
  const stage = stageAfterPassword(user);
  const { token } = await createSession(tx, user.id, stage, now, sessionContext(request));
  return { token, stage, next: nextStep(stage) };
}
