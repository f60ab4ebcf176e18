import { and, count, desc, eq, gt, gte, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInAttempts } from '../../db/schema';

/**
 * Sign-in throttling (issue 10 §2, NIST SP 800-63B-4 §3.2.2): at most 10 failures per account in 15
 * minutes; then each further block of 10 failures in a day doubles the wait (15, 30, 60 minutes ... up
 * to a day). Counted per address as typed, so an unknown address is throttled like a real one and the
 * answer tells nothing. Per client address, 50 failures in 15 minutes (over any accounts) stop it too.
 * Counts live in the database, so every server process sees the same (issue 13 adds Redis).
 */
export const ACCOUNT_LIMIT = 10;
export const CLIENT_LIMIT = 50;
const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

/** The account's failures since `clearedAt` and, when they reach the limit, the end of the wait. */
export async function accountThrottle(
  db: Db,
  email: string,
  now: Date,
  clearedAt?: Date | null,
): Promise<ThrottleState> {
  const since = new Date(Math.max(now.getTime() - DAY_MS, clearedAt?.getTime() ?? 0));
  const failures = await db
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.success, false),
        ne(signInAttempts.reason, 'locked'),
        gt(signInAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(signInAttempts.createdAt))
    .limit(500);
  // Attempts refused because of a wait (reason 'locked') are not counted: they must not extend it forever.
  const inWindow = failures.filter((f) => f.at.getTime() > now.getTime() - WINDOW_MS).length;
  if (failures.length < ACCOUNT_LIMIT) return { failures: failures.length, lockedUntil: null };
  const blocks = Math.floor(failures.length / ACCOUNT_LIMIT);
  const wait = Math.min(WINDOW_MS * 2 ** (blocks - 1), DAY_MS);
  const lockedUntil = new Date(failures[0].at.getTime() + wait);
  const locked = lockedUntil > now && (inWindow >= ACCOUNT_LIMIT || blocks > 1);
  return { failures: failures.length, lockedUntil: locked ? lockedUntil : null };
}

export async function clientFailures(db: Db, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ip, ip),
        eq(signInAttempts.success, false),
        gte(signInAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function lastSignIn(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.userId, userId), eq(signInAttempts.success, true)));
  return row?.at ? new Date(row.at) : null;
}
