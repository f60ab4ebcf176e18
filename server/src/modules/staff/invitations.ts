import type { Invitation } from '@common/admin/auth';
import type { Role } from '@common/admin/roles';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffInvitations, staffUsers } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Writer } from '../audit/repository';

/** An invitation link works once, for 72 hours (issue 10 §2). */
export const INVITATION_MS = 72 * 60 * 60_000;
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

type Row = typeof staffInvitations.$inferSelect;

export async function createInvitation(
  db: Writer,
  input: { email: string; role: Role; invitedBy: number; now: Date },
): Promise<{ row: Row; token: string }> {
  // A new invitation to the same address replaces any still pending.
  await db
    .update(staffInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(staffInvitations.email, input.email),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  const token = randomToken();
  const [row] = await db
    .insert(staffInvitations)
    .values({
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + INVITATION_MS),
    })
    .returning();
  return { row, token };
}

/** The invitation a link's token names, if it can still be used. */
export async function findUsableInvitation(db: Writer, token: string, now: Date): Promise<Row | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

const statusOf = (row: Row, now: Date): Invitation['status'] =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'pending';

export async function listInvitations(db: Db, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, inviter: staffUsers.email })
    .from(staffInvitations)
    .leftJoin(staffUsers, eq(staffInvitations.invitedBy, staffUsers.id))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(100);
  return rows.map(({ invitation, inviter }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    invitedBy: inviter,
    status: statusOf(invitation, now),
  }));
}
