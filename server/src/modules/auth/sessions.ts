import type { SessionEnd, SessionStage, SessionSummary } from '@common/admin/auth';
import { and, desc, eq, gt, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { hashToken, randomToken } from '../../lib/tokens';
import type { UserRow } from './users';

/**
 * Staff sessions, kept on the server (OWASP ASVS 5.0 V7, NIST SP 800-63B-4 §5): a 256-bit random token in
 * a `__Host-` cookie, a new token at every step up, 30 minutes idle and 12 hours at most; signing out,
 * disabling the account or changing the password ends them on the server.
 */
export const SESSION_COOKIE = '__Host-veb-session';
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
/** Between the password and the authenticator code: a few minutes. */
const PENDING_IDLE_MS = 10 * 60_000;
/** last_seen_at is written at most this often, so browsing the admin area does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export type SessionRow = typeof staffSessions.$inferSelect;

export interface SessionContext {
  ip: string;
  userAgent?: string;
}

export async function createSession(
  db: Writer,
  userId: number,
  stage: SessionStage,
  now: Date,
  context: SessionContext,
): Promise<{ token: string; id: number }> {
  const token = randomToken();
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      confirmedAt: stage === 'full' ? now : null,
      expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: staffSessions.id });
  return { token, id: row.id };
}

const idleLimit = (stage: SessionStage) => (stage === 'full' ? IDLE_MS : PENDING_IDLE_MS);

/** The live session a cookie's token names, with its user; null when unknown, ended, expired or disabled. */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffSessions.userId, staffUsers.id))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.endedAt)))
    .limit(1);
  if (!row) return null;
  const { session, user } = row;
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idle > idleLimit(session.stage) || user.disabledAt) {
    const reason = user.disabledAt ? 'disabled' : now >= session.expiresAt ? 'expired' : 'idle';
    await endSession(db, session.id, reason, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
  }
  return { session, user };
}

/**
 * What an ended session's `ended_reason` (endSession, endUserSessions) means to its holder: signed out on
 * purpose, expired by itself (findSession: idle or past ABSOLUTE_MS), or ended by something else.
 */
export const sessionEnd = (reason: string | null): SessionEnd =>
  reason === 'signed out' ? 'signedOut' : reason === 'idle' || reason === 'expired' ? 'expired' : 'ended';

/**
 * Why the session a cookie's token names is no longer live (after findSession said so); null when the
 * token names none (made up, or replaced at a step up).
 */
export async function endedSession(db: Db, token: string): Promise<SessionEnd | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ endedAt: staffSessions.endedAt, reason: staffSessions.endedReason })
    .from(staffSessions)
    .where(eq(staffSessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.endedAt ? sessionEnd(row.reason) : null;
}

/** A new token for the same session (after the second factor, or any step up): the old cookie stops working. */
export async function renewSession(db: Writer, id: number, stage: SessionStage, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .update(staffSessions)
    .set({ tokenHash: hashToken(token), stage, lastSeenAt: now, ...(stage === 'full' ? { confirmedAt: now } : {}) })
    .where(eq(staffSessions.id, id));
  return token;
}

export async function endSession(db: Writer, id: number, reason: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

/** Ends every session of a user (disabled, password changed), except `keep` when given. */
export async function endUserSessions(
  db: Writer,
  userId: number,
  reason: string,
  now: Date,
  keep?: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now, endedReason: reason })
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.endedAt),
        keep === undefined ? undefined : ne(staffSessions.id, keep),
      ),
    );
}

/** A session as the account page and an owner's view of a colleague list it. */
export const sessionSummary = (row: SessionRow, currentId: number): SessionSummary => ({
  id: row.id,
  current: row.id === currentId,
  stage: row.stage,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
});

/**
 * A user's live sessions, newest first: signed in, and half signed in (the password given, the code not yet,
 * or an owner's two-factor setup not finished), which an owner or the person sees and can end, since a
 * password someone else knows shows there first (docs/decisions/094).
 */
export async function listSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt));
  // A half-signed-in session lives PENDING_IDLE_MS without activity, as findSession lets it.
  return rows.filter((row) => now.getTime() - row.lastSeenAt.getTime() < idleLimit(row.stage));
}

/**
 * When the user last signed in with every factor: the newest session that reached the stage 'full'
 * (signing in with the password and, when on, the code; an owner finishing two-factor setup; accepting an
 * invitation). A password whose code never came leaves a session at 'password', which does not count.
 * Its start is the time: the password, at most minutes before the code.
 */
export async function lastFullSignIn(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(staffSessions.createdAt) })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), eq(staffSessions.stage, 'full')));
  return row?.at ? new Date(row.at) : null;
}

/** Cookie settings for everything the admin area sets: only over HTTPS (or localhost), never to scripts. */
export const adminCookie = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;
