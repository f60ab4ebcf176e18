import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, recoveryCodeMatches } from './totp';
import type { SecretBox } from './two-factor-key';
import type { UserRow } from './users';

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
  box: SecretBox,
  user: Pick<UserRow, 'id' | 'totpSecret'>,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (!user.totpSecret) return null;
  const secret = openedSecret(box, user as Pick<UserRow, 'id'> & { totpSecret: string });
  const step = secret === null ? null : matchTotp(secret, code, now);
  if (step !== null) return (await claimTotpStep(db, user.id, step)) ? 'totp' : null;
  return (await consumeRecoveryCode(db, user.id, code, now)) ? 'recovery' : null;
}

/**
 * The account's secret, or null when it does not open (sealed under another key, or for another account):
 * no code of it is accepted then, and a recovery code still is (docs/decisions/092).
 */
function openedSecret(box: SecretBox, user: { id: number; totpSecret: string }): string | null {
  try {
    return box.open(user.totpSecret, user.id);
  } catch {
    return null;
  }
}

/** Replaces a user's recovery codes with ten new ones and returns them (shown once). */
export async function replaceRecoveryCodes(db: Writer, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Uses up a matching unused recovery code; true when one matched. */
async function consumeRecoveryCode(db: Writer, userId: number, code: string, now: Date): Promise<boolean> {
  const unused = await db
    .select()
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  const match = unused.find((row) => recoveryCodeMatches(row.codeHash, code));
  if (!match) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
