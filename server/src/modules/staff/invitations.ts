import type { Invitation, InvitationMailOutcome } from '@common/admin/auth';
import type { Role } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, staffInvitations, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { hashToken, randomToken } from '../../lib/tokens';
import { type CancelOutcome, cancelInvitationMail, type OutgoingMail, oneLine } from '../mail';
import { staffMailHtml, staffMailLanguage } from '../staff-mail';

/** An invitation link works once, for 72 hours, so a forwarded or leaked old mail opens nothing. */
const INVITATION_MS = 72 * 60 * 60_000;
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

type Row = typeof staffInvitations.$inferSelect;

/**
 * The invitation e-mail, in the language the inviting owner chose for the colleague (docs/decisions/046):
 * who invites, to which role, the link and when it stops working, in the staff area's time zone with
 * its label. Built from validated values only; the inviter's name is escaped for the HTML part.
 */
export function invitationMail(input: {
  email: string;
  role: Role;
  /** The invitation's language (staff_invitations.locale). */
  locale: Locale;
  inviterName: string;
  link: string;
  expiresAt: Date;
  /** The staff area's time zone (Settings): the expiry is written in it, with its label. */
  timeZone: string;
}): OutgoingMail {
  const { email, role, link, expiresAt } = input;
  const language = staffMailLanguage(input.locale, input.timeZone);
  const { say } = language;
  const words = language.words.invitation;
  // A name comes from a form (setup, an accepted invitation): one line, whatever was typed.
  const inviter = oneLine(input.inviterName);
  const subject = say(words.subject, { inviter });
  const intro = say(words.intro, { inviter, role: words.asRole[role] });
  const expiry = say(words.expiry, { expiry: language.date(expiresAt, 'long'), inviter });
  const text = [intro, words.openLink, link, expiry, words.ignore].join('\n\n');
  const html = staffMailHtml(language.locale, subject, [
    intro,
    words.openLink,
    { href: link, label: words.button },
    expiry,
    words.ignore,
  ]);
  return { kind: 'invitation', to: email, language: language.locale, subject, text, html };
}

export async function createInvitation(
  db: Writer,
  input: { email: string; role: Role; locale: Locale; companyIds?: number[]; invitedBy: number; now: Date },
): Promise<{ row: Row; token: string }> {
  // A new invitation to the same address replaces any still pending, and their mail, if still queued, is not sent.
  const replaced = await db
    .update(staffInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(staffInvitations.email, input.email),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  await cancelInvitationMail(
    db,
    replaced.map((row) => row.id),
    input.now,
  );
  const token = randomToken();
  const [row] = await db
    .insert(staffInvitations)
    .values({
      email: input.email,
      role: input.role,
      // An owner is group-wide (docs/decisions/088).
      companyIds: input.role === 'owner' ? [] : (input.companyIds ?? []),
      locale: input.locale,
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

/** The newest invitation mail of each invitation: what the owner's screen says about the e-mail. */
async function newestMail(db: Db, ids: number[]): Promise<Map<number, Invitation['mail']>> {
  const newest = new Map<number, Invitation['mail']>();
  if (ids.length === 0) return newest;
  const rows = await db
    .select({
      invitationId: mailOutbox.invitationId,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      cancelledAt: mailOutbox.cancelledAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.invitationId, ids))
    .orderBy(desc(mailOutbox.id));
  for (const row of rows) {
    const id = Number(row.invitationId);
    if (newest.has(id)) continue;
    const at = row.status === 'sent' ? row.sentAt : row.status === 'cancelled' ? row.cancelledAt : null;
    newest.set(id, { status: row.status, at: at?.toISOString() ?? null });
  }
  return newest;
}

export async function listInvitations(db: Db, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, inviter: staffUsers.email })
    .from(staffInvitations)
    .leftJoin(staffUsers, eq(staffInvitations.invitedBy, staffUsers.id))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(100);
  const mail = await newestMail(
    db,
    rows.map((row) => row.invitation.id),
  );
  return rows.map(({ invitation, inviter }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    locale: invitation.locale,
    companyIds: invitation.companyIds,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    invitedBy: inviter,
    status: statusOf(invitation, now),
    mail: mail.get(invitation.id) ?? null,
  }));
}

/**
 * A new link for an invitation not yet accepted nor withdrawn (expired ones too), valid 72 hours from now.
 * Only the token's hash is kept, so the old link cannot be mailed again: the new one replaces it, the old
 * one stops working, and the old mail is cancelled if it had not left yet (docs/decisions/027).
 */
export async function renewInvitation(
  db: Writer,
  id: number,
  now: Date,
): Promise<{ row: Row; token: string; previousMail: CancelOutcome } | null> {
  const token = randomToken();
  const [row] = await db
    .update(staffInvitations)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_MS) })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning();
  if (!row) return null;
  return { row, token, previousMail: await cancelInvitationMail(db, [id], now) };
}

/** Withdraws a pending invitation and cancels its mail if it has not left; null when there is none to withdraw. */
export async function withdrawInvitation(
  db: Writer,
  id: number,
  now: Date,
): Promise<{ email: string; mail: CancelOutcome } | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ email: staffInvitations.email });
  if (!row) return null;
  return { email: row.email, mail: await cancelInvitationMail(db, [id], now) };
}

/** In one word, for the owner's screen: the mail was stopped, had left, was leaving, or there was none. */
export const mailOutcome = (outcome: CancelOutcome): InvitationMailOutcome =>
  outcome.cancelled > 0 ? 'cancelled' : outcome.sending > 0 ? 'sending' : outcome.sent > 0 ? 'sent' : 'none';
