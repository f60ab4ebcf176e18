import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import type { Writer } from '../audit/repository';
import { consumeRecoveryCode } from './repository';
import type { UserRow } from './sessions';
import { matchTotp } from './totp';

/** The account's last accepted time step is older than `step` (or there is none): `step` may be used. */
export const stepUnused = (step: number) => or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step));

/**
 * Claims a TOTP time step for the account: true only when it is later than the last one accepted, and
 * then it becomes the last one, so a code (and any older one) is accepted once (RFC 6238 §5.2), even by
 * two requests at the same moment: the conditional update is the lock.
 */
async function claimTotpStep(db: Writer, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, userId), stepUnused(step)))
    .returning({ id: staffUsers.id });
  return claimed.length === 1;
}

/**
 * The second factor, used up: an authenticator code of a time step not used before, or an unused recovery
 * code. Everywhere a code is checked (signing in, turning two-factor off, new recovery codes) goes here.
 */
export async function spendSecondFactor(
  db: Writer,
  user: Pick<UserRow, 'id' | 'totpSecret'>,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (!user.totpSecret) return null;
  const step = matchTotp(user.totpSecret, code, now);
  if (step !== null) return (await claimTotpStep(db, user.id, step)) ? 'totp' : null;
  return (await consumeRecoveryCode(db, user.id, code, now)) ? 'recovery' : null;
}
