import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { signInAttempts, staffPasswordResets, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { hashToken, randomToken } from '../../lib/tokens';
import type { UserRow } from '../auth';

/**
 * Password-reset links (docs/decisions/027): a 256-bit token, kept hashed, that works once
 * for 30 minutes. A newer link for the account replaces the older ones, and a link stops working once the
 * password changes by any other way (its row remembers the password's date). Using it ends every session
 * of the account; two-factor sign-in is still asked at the next sign-in.
 */
export const RESET_MS = 30 * 60_000;
export const resetPath = (token: string) => `/admin/reset/${token}`;
/** Links mailed to one account in an hour when asked for on the sign-in screen; more asks send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

type ResetRow = typeof staffPasswordResets.$inferSelect;

/** A new link for the account, replacing any earlier one still unused. */
export async function createResetLink(
  db: Writer,
  input: { user: UserRow; requestedBy: number | null; now: Date },
): Promise<{ row: ResetRow; token: string }> {
  const { user, requestedBy, now } = input;
  await db
    .update(staffPasswordResets)
    .set({ voidedAt: now })
    .where(
      and(
        eq(staffPasswordResets.userId, user.id),
        isNull(staffPasswordResets.usedAt),
        isNull(staffPasswordResets.voidedAt),
      ),
    );
  const token = randomToken();
  const [row] = await db
    .insert(staffPasswordResets)
    .values({
      userId: user.id,
      tokenHash: hashToken(token),
      requestedBy,
      // Copied in the database, at its full precision, so the comparison in findUsableReset is exact.
      passwordSetAt: sql`(select ${staffUsers.passwordChangedAt} from ${staffUsers} where ${staffUsers.id} = ${user.id})`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_MS),
    })
    .returning();
  return { row, token };
}

/**
 * Links asked for on the sign-in screen for this address in the hour up to `now`, this ask included:
 * counted from the asks recorded before each answer (routes-reset.ts), not from the links, which are made
 * after it, so asks in quick succession cannot each miss the links of the ones before. An ask past the
 * limit mails nothing and still counts, as it did when links were counted: the first
 * RESET_MAILS_PER_HOUR asks of an hour are mailed. By address (lower-cased by the form's schema, and
 * indexed), so an address without an account costs the same query.
 */
export async function recentResetAsks(db: Writer, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.step, 'reset'),
        eq(signInAttempts.reason, 'reset'),
        gt(signInAttempts.createdAt, new Date(now.getTime() - 60 * 60_000)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The link a token names and its account, while it can be used: unused, unreplaced, in time, account enabled, password unchanged. */
export async function findUsableReset(
  db: Writer,
  token: string,
  now: Date,
): Promise<{ reset: ResetRow; user: UserRow } | null> {
  if (!token || token.length > 100) return null;
  const [found] = await db
    .select({ reset: staffPasswordResets, user: staffUsers })
    .from(staffPasswordResets)
    .innerJoin(staffUsers, eq(staffPasswordResets.userId, staffUsers.id))
    .where(
      and(
        eq(staffPasswordResets.tokenHash, hashToken(token)),
        isNull(staffPasswordResets.usedAt),
        isNull(staffPasswordResets.voidedAt),
        gt(staffPasswordResets.expiresAt, now),
        isNull(staffUsers.disabledAt),
        eq(staffUsers.passwordChangedAt, staffPasswordResets.passwordSetAt),
      ),
    )
    .limit(1);
  return found ?? null;
}

/** Marks the link used, once: the update is the lock, so two uses at once cannot both succeed. */
export async function claimReset(db: Writer, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(staffPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffPasswordResets.id, id),
        isNull(staffPasswordResets.usedAt),
        isNull(staffPasswordResets.voidedAt),
        gt(staffPasswordResets.expiresAt, now),
      ),
    )
    .returning({ id: staffPasswordResets.id });
  return claimed.length === 1;
}
