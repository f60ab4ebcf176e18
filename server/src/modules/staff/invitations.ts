import type { Invitation } from '@common/admin/auth';
import { formatStaffDate } from '@common/admin/dates';
import type { Role } from '@common/admin/roles';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffInvitations, staffUsers } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Writer } from '../audit/repository';
import type { OutgoingMail } from '../mail';

/** An invitation link works once, for 72 hours (issue 10 §2). */
export const INVITATION_MS = 72 * 60 * 60_000;
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

type Row = typeof staffInvitations.$inferSelect;

/** What each role may do, in the invitation e-mail's words (common/src/admin/roles.ts has the table). */
const ROLE_TEXT: Record<Role, string> = {
  owner: 'an owner (everything, including staff accounts and settings)',
  editor: 'an editor (news, impact, stories and newsletters)',
  inbox: 'an inbox member (contact messages and newsletter subscribers)',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The invitation e-mail (issue 10 §2, sent once mail exists): who invites, to which role, the link and
 * when it stops working. Built from validated values only; the inviter's name is escaped for the HTML part.
 */
export function invitationMail(input: {
  email: string;
  role: Role;
  inviterName: string;
  link: string;
  expiresAt: Date;
  /** The staff area's time zone (Settings): the expiry is written in it, with its label. */
  timeZone: string;
}): OutgoingMail {
  const { email, role, inviterName, link, expiresAt, timeZone } = input;
  const subject = `${inviterName} invites you to the VEB Group staff area`;
  const lines = [
    `${inviterName} invites you to join the VEB Group website's staff area as ${ROLE_TEXT[role]}.`,
    'To accept, open this link and choose your name and password:',
    link,
    `The link works once and expires on ${formatStaffDate(expiresAt, { zone: timeZone, language: 'en' }, 'long')}. If it has expired, ask ${inviterName} for a new one.`,
    'If you did not expect this invitation, ignore this e-mail: nothing happens until the link is used.',
  ];
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p>${escapeHtml(lines[1])}</p>`,
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
    `<p>${escapeHtml(lines[3])}</p>`,
    `<p>${escapeHtml(lines[4])}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { kind: 'invitation', to: email, subject, text: lines.join('\n\n'), html };
}

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
