import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInAddressLifts, signInAttempts } from '../../db/schema';
import type { Writer } from '../../db/types';

/**
 * Sign-in throttling (docs/decisions/013, NIST SP 800-63B-4 §3.2.2): at most 10 failures per account in 15
 * minutes; then each further block of 10 failures in a day doubles the wait (15, 30, 60 minutes ... up
 * to a day). Counted per address as typed, so an unknown address is throttled like a real one and the
 * answer tells nothing. Per client address, 50 failures in 15 minutes (over any accounts) stop it too.
 * Every secret check counts here: signing in, and a signed-in staff member confirming a change with the
 * password or a code (secret-check.ts). Attempts refused during a wait (reason 'locked') never count, so
 * a wait cannot be extended by knocking; an owner can lift either wait. Counts live in the database, so
 * every server process sees the same. A check takes its place in the count before the secret is checked
 * (takeSlot, sign-in.ts; docs/decisions/082), so parallel attempts never check more than the limit.
 */
export const ACCOUNT_LIMIT = 10;
export const CLIENT_LIMIT = 50;
const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

/** Failures that count: refusals during a wait do not (they would extend it for ever). */
const countedFailure = and(eq(signInAttempts.success, false), sql`${signInAttempts.reason} is distinct from 'locked'`);

/**
 * An account's failures are its secrets checked and refused: a wrong password or code (or a right password
 * for a disabled account, which answers the same). A reset ask checks no secret and has its own limit per
 * address (token-guard.ts, docs/decisions/027), and a link token's failure names no account; both still
 * count per client address. So asking for links never pauses someone's sign-in, and the Staff list's
 * "failed sign-ins" are sign-ins.
 */
const accountFailure = and(
  eq(signInAttempts.success, false),
  inArray(signInAttempts.reason, ['credentials', 'code', 'disabled']),
);

/** The account's failures since `clearedAt` and, when they reach the limit, the end of the wait. */
export async function accountThrottle(
  db: Writer,
  email: string,
  now: Date,
  clearedAt?: Date | null,
): Promise<ThrottleState> {
  const since = new Date(Math.max(now.getTime() - DAY_MS, clearedAt?.getTime() ?? 0));
  const failures = await db
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email), accountFailure, gt(signInAttempts.createdAt, since)))
    .orderBy(desc(signInAttempts.createdAt))
    .limit(500);
  const inWindow = failures.filter((f) => f.at.getTime() > now.getTime() - WINDOW_MS).length;
  if (failures.length < ACCOUNT_LIMIT) return { failures: failures.length, lockedUntil: null };
  const blocks = Math.floor(failures.length / ACCOUNT_LIMIT);
  const wait = Math.min(WINDOW_MS * 2 ** (blocks - 1), DAY_MS);
  const lockedUntil = new Date(failures[0].at.getTime() + wait);
  const locked = lockedUntil > now && (inWindow >= ACCOUNT_LIMIT || blocks > 1);
  return { failures: failures.length, lockedUntil: locked ? lockedUntil : null };
}

async function addressLiftedAt(db: Writer, ip: string): Promise<Date | null> {
  const [row] = await db.select().from(signInAddressLifts).where(eq(signInAddressLifts.ip, ip));
  return row?.liftedAt ?? null;
}

/**
 * A client address's failures in the last 15 minutes (after an owner last lifted its block) and, at the
 * limit, when the block ends: when the 50th most recent failure leaves the window.
 */
export async function clientThrottle(db: Writer, ip: string, now: Date): Promise<ThrottleState> {
  const lifted = await addressLiftedAt(db, ip);
  const since = new Date(Math.max(now.getTime() - WINDOW_MS, lifted?.getTime() ?? 0));
  const where = and(eq(signInAttempts.ip, ip), countedFailure, gt(signInAttempts.createdAt, since));
  // One after the other: `db` may be a transaction (takeSlot), whose one connection runs one at a time.
  const [total] = await db.select({ n: count() }).from(signInAttempts).where(where);
  const [limitReached] = await db
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(where)
    .orderBy(desc(signInAttempts.createdAt))
    .offset(CLIENT_LIMIT - 1)
    .limit(1);
  const lockedUntil = limitReached ? new Date(limitReached.at.getTime() + WINDOW_MS) : null;
  return { failures: Number(total?.n ?? 0), lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null };
}

/** Client addresses blocked now, with their failures and when each block ends (owners see and lift them). */
export async function blockedAddresses(db: Db, now: Date): Promise<(ThrottleState & { ip: string })[]> {
  const candidates = await db
    .select({ ip: signInAttempts.ip })
    .from(signInAttempts)
    .leftJoin(signInAddressLifts, eq(signInAddressLifts.ip, signInAttempts.ip))
    .where(
      and(
        countedFailure,
        gt(signInAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)),
        sql`(${signInAddressLifts.liftedAt} is null or ${signInAttempts.createdAt} > ${signInAddressLifts.liftedAt})`,
      ),
    )
    .groupBy(signInAttempts.ip)
    .having(sql`count(*) >= ${CLIENT_LIMIT}`);
  const states = await Promise.all(candidates.map(async ({ ip }) => ({ ip, ...(await clientThrottle(db, ip, now)) })));
  return states.filter((state) => state.lockedUntil !== null);
}

/** Failures from this address before now stop counting. */
export async function liftAddressBlock(db: Writer, ip: string, now: Date): Promise<void> {
  await db
    .insert(signInAddressLifts)
    .values({ ip, liftedAt: now })
    .onConflictDoUpdate({ target: signInAddressLifts.ip, set: { liftedAt: now } });
}
