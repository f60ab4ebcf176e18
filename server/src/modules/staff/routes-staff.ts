import {
  acceptInvitationSchema,
  type CreatedInvitation,
  inviteSchema,
  type StaffMember,
  updateStaffSchema,
} from '@common/admin/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { staffInvitations, staffRecoveryCodes, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import {
  accountThrottle,
  actorOf,
  auditContext,
  endUserSessions,
  findUserByEmail,
  hashPassword,
  lastFullSignIn,
  listUsers,
  passwordProblem,
  recordTokenFailure,
  refuseTokenGuessing,
  requireRecentConfirmation,
  setSessionCookie,
  staffOf,
  startSession,
} from '../auth';
import { companiesById } from '../entries';
import { enqueueMail } from '../mail';
import { readTimeZone } from '../settings';
import {
  createInvitation,
  findUsableInvitation,
  invitationMail,
  invitationPath,
  listInvitations,
  mailOutcome,
  withdrawInvitation,
} from './invitations';
import { activeOwnerCount, findUser, insertUser } from './repository';

const tokenParams = z.object({ token: z.string().min(10).max(100) });

/**
 * The names of the companies a staff member is limited to, as the audit log keeps them; 400 when an id is
 * not one of the group's companies (a company deleted while the owner chose).
 */
async function companyNames(db: Writer, ids: readonly number[]): Promise<(ids: readonly number[]) => string[]> {
  const found = await companiesById(db, ids);
  if (ids.some((id) => !found.has(id))) {
    throw new HttpError(400, 'staff.companyGone', { fields: { companyIds: 'staff.companyGone' } });
  }
  return (list) => list.map((id) => found.get(id)?.name ?? String(id));
}

/** Staff accounts and invitations (owners), and accepting an invitation (anyone holding the link). */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/staff', { config: { access: 'staff' } }, async (): Promise<StaffMember[]> => {
    const now = app.clock.now();
    const users = await listUsers(db);
    return Promise.all(
      users.map(async (user) => {
        const [throttle, last] = await Promise.all([
          accountThrottle(db, user.email, now, user.throttleClearedAt),
          lastFullSignIn(db, user.id),
        ]);
        return {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          totpEnabled: Boolean(user.totpSecret),
          disabled: Boolean(user.disabledAt),
          createdAt: user.createdAt.toISOString(),
          lastSignInAt: last?.toISOString() ?? null,
          failures: throttle.failures,
          lockedUntil: throttle.lockedUntil?.toISOString() ?? null,
          companyIds: user.companyIds,
        };
      }),
    );
  });

  app.patch('/staff/:id', { config: { access: 'staff' } }, async (request) => {
    const { user: me } = staffOf(request);
    const id = pathId(request.params, 'staff.notFound');
    const change = parseOr400(updateStaffSchema, request.body);
    const now = app.clock.now();
    await db.transaction(async (tx) => {
      const user = await findUser(tx, id);
      if (!user) throw new HttpError(404, 'staff.notFound');
      if (id === me.id && (change.disabled || (change.role && change.role !== 'owner'))) {
        throw new HttpError(409, 'staff.notYourself');
      }
      const losesOwner =
        user.role === 'owner' && !user.disabledAt && (change.disabled || (change.role && change.role !== 'owner'));
      if (losesOwner && (await activeOwnerCount(tx)) <= 1) throw new HttpError(409, 'staff.lastOwner');
      const set: Partial<typeof staffUsers.$inferInsert> = {};
      if (change.role && change.role !== user.role) {
        // A role is what a person may do: changing one asks the owner to confirm first (docs/decisions/094).
        requireRecentConfirmation(request);
        set.role = change.role;
      }
      if (change.disabled !== undefined && change.disabled !== Boolean(user.disabledAt))
        set.disabledAt = change.disabled ? now : null;
      // Owners are group-wide (docs/decisions/088): limiting one is refused, and becoming one lifts the limit.
      const role = set.role ?? user.role;
      if (role === 'owner' && change.companyIds && change.companyIds.length > 0) {
        throw new HttpError(409, 'staff.ownerGroupWide', { fields: { companyIds: 'staff.ownerGroupWide' } });
      }
      const companies = role === 'owner' ? [] : (change.companyIds ?? user.companyIds);
      const companiesChange = companies.join() !== user.companyIds.join();
      if (companiesChange) set.companyIds = companies;
      if (Object.keys(set).length === 0) return;
      const names = companiesChange ? await companyNames(tx, [...user.companyIds, ...companies]) : null;
      await tx.update(staffUsers).set(set).where(eq(staffUsers.id, id));
      // A disabled account, or one whose role changed, signs in again with what it may now do.
      if (set.disabledAt || set.role) await endUserSessions(tx, id, set.disabledAt ? 'disabled' : 'role changed', now);
      if (set.role || set.disabledAt !== undefined) {
        await recordAudit(tx, {
          ...auditContext(request),
          action: set.disabledAt ? 'staff.disabled' : set.disabledAt === null ? 'staff.enabled' : 'staff.role_changed',
          target: { type: 'staff', id },
          details: { email: user.email, ...(set.role ? { from: user.role, to: set.role } : {}) },
        });
      }
      if (names) {
        // What they may reach changed: a line of its own, with the companies' names as they were then.
        await recordAudit(tx, {
          ...auditContext(request),
          action: 'staff.companies_changed',
          target: { type: 'staff', id },
          details: { email: user.email, from: names(user.companyIds), to: names(companies) },
        });
      }
    });
    return { success: true };
  });

  app.post('/staff/:id/lift-wait', { config: { access: 'staff' } }, async (request) => {
    const id = pathId(request.params, 'staff.notFound');
    await db.transaction(async (tx) => {
      const user = await findUser(tx, id);
      if (!user) throw new HttpError(404, 'staff.notFound');
      await tx.update(staffUsers).set({ throttleClearedAt: app.clock.now() }).where(eq(staffUsers.id, id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.sign_in_wait_lifted',
        target: { type: 'staff', id },
        details: { email: user.email },
      });
    });
    return { success: true };
  });

  app.post('/staff/:id/reset-two-factor', { config: { access: 'staff' } }, async (request) => {
    const { user: me } = staffOf(request);
    const id = pathId(request.params, 'staff.notFound');
    if (id === me.id) throw new HttpError(409, 'staff.ownTwoFactor');
    // A takeover's first step when the session is stolen: asked again (docs/decisions/094).
    requireRecentConfirmation(request);
    await db.transaction(async (tx) => {
      const user = await findUser(tx, id);
      if (!user) throw new HttpError(404, 'staff.notFound');
      await tx
        .update(staffUsers)
        .set({ totpSecret: null, totpPending: null, totpLastStep: null })
        .where(eq(staffUsers.id, id));
      // The lost phone's recovery codes go with it; new ones come with the next setup.
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, id));
      await endUserSessions(tx, id, 'two-factor reset', app.clock.now());
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.two_factor_reset',
        target: { type: 'staff', id },
        details: { email: user.email },
      });
    });
    return { success: true };
  });

  app.get('/staff/invitations', { config: { access: 'staff' } }, async () => listInvitations(db, app.clock.now()));

  app.post('/staff/invitations', { config: { access: 'staff' } }, async (request, reply) => {
    const { user: me } = staffOf(request);
    const { email, role, locale, companyIds } = parseOr400(inviteSchema, request.body, 'request.checkFields');
    if (role === 'owner' && companyIds.length > 0) {
      throw new HttpError(409, 'staff.ownerGroupWide', { fields: { companyIds: 'staff.ownerGroupWide' } });
    }
    // A new owner can do everything: asked again (docs/decisions/094).
    if (role === 'owner') requireRecentConfirmation(request);
    if (await findUserByEmail(db, email)) {
      throw new HttpError(409, 'staff.emailTaken', { fields: { email: 'staff.alreadyStaff' } });
    }
    const { row, link } = await db.transaction(async (tx) => {
      await companyNames(tx, companyIds);
      const created = await createInvitation(tx, {
        email,
        role,
        locale,
        companyIds,
        invitedBy: me.id,
        now: app.clock.now(),
      });
      const invitationLink = `${app.config.publicUrl}${invitationPath(created.token)}`;
      // Queued with the invitation: both commit, or neither; linked to it, so withdrawing it cancels the mail.
      await enqueueMail(tx, {
        ...invitationMail({
          email,
          role,
          locale: created.row.locale,
          inviterName: me.name,
          link: invitationLink,
          expiresAt: created.row.expiresAt,
          timeZone: await readTimeZone(tx),
        }),
        invitationId: created.row.id,
      });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.invited',
        target: { type: 'invitation', id: created.row.id },
        details: { email, role, locale, companies: (await companyNames(tx, companyIds))(companyIds) },
      });
      return { row: created.row, link: invitationLink };
    });
    app.mail.kick();
    reply.code(201);
    // The link is also shown once, to the owner, to pass on (when mail is slow or not configured).
    return {
      id: row.id,
      email,
      link,
      expiresAt: row.expiresAt.toISOString(),
      mailConfigured: Boolean(app.config.SMTP_URL),
    } satisfies CreatedInvitation;
  });

  app.delete('/staff/invitations/:id', { config: { access: 'staff' } }, async (request) => {
    const id = pathId(request.params, 'staff.noInvitation');
    const mail = await db.transaction(async (tx) => {
      const withdrawn = await withdrawInvitation(tx, id, app.clock.now());
      if (!withdrawn) throw new HttpError(404, 'staff.noInvitation');
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.invitation_revoked',
        target: { type: 'invitation', id },
        details: { email: withdrawn.email, mail: mailOutcome(withdrawn.mail) },
      });
      return mailOutcome(withdrawn.mail);
    });
    return { success: true, mail };
  });

  // An invitation's token is guessed like a reset link's: unknown ones count against the client, which is
  // refused past the sign-in limit before any token is looked up (auth's token guard).
  app.get('/invitations/:token', { config: { access: 'public' } }, async (request) => {
    const { token } = parseOr400(tokenParams, request.params);
    await refuseTokenGuessing(db, request);
    const invitation = await findUsableInvitation(db, token, app.clock.now());
    if (!invitation) {
      await recordTokenFailure(db, request, 'invitation');
      throw new HttpError(404, 'staff.invitationUnusable');
    }
    return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
  });

  app.post('/invitations/:token/accept', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = parseOr400(tokenParams, request.params);
    await refuseTokenGuessing(db, request);
    const input = parseOr400(acceptInvitationSchema, request.body, 'request.checkFields');
    const now = app.clock.now();
    const found = await findUsableInvitation(db, token, now);
    if (!found) {
      await recordTokenFailure(db, request, 'invitation');
      throw new HttpError(404, 'staff.invitationUnusable');
    }
    const problem = passwordProblem(input.password, [found.email, found.email.split('@')[0], input.name]);
    if (problem) throw HttpError.ofFields(400, { password: problem });
    const passwordHash = await hashPassword(input.password);
    const { user, session } = await db.transaction(async (tx) => {
      // Used once: the update that marks it accepted is the lock.
      const claimed = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(staffInvitations.id, found.id),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        )
        .returning({ id: staffInvitations.id });
      if (claimed.length === 0) throw new HttpError(404, 'staff.invitationUsed');
      if (await findUserByEmail(tx, found.email)) throw new HttpError(409, 'staff.accountExists');
      const created = await insertUser(tx, {
        email: found.email,
        name: input.name,
        role: found.role,
        // The language they accepted in is theirs; the owner's choice only opened the invitation in it.
        locale: input.locale ?? found.locale,
        companyIds: found.companyIds,
        passwordHash,
        now,
      });
      await recordAudit(tx, {
        actor: actorOf(created),
        ip: request.ip,
        at: now,
        action: 'staff.invitation_accepted',
        target: { type: 'staff', id: created.id },
        details: { role: created.role, invitation: found.id },
      });
      return { user: created, session: await startSession(tx, request, created, now) };
    });
    setSessionCookie(reply, session.token);
    reply.code(201);
    return { next: session.next, email: user.email };
  });
};
