import type { CreatedInvitation, InvitationMailOutcome, SessionSummary } from '@common/admin/auth';
import { DEFAULT_LOCALE } from '@common/locale';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext, endSession, listSessions, sessionSummary, staffOf } from '../auth';
import { enqueueMail } from '../mail';
import { readTimeZone } from '../settings';
import { invitationMail, invitationPath, mailOutcome, renewInvitation } from './invitations';
import { createResetLink, resetPath } from './password-reset';
import { findUser } from './repository';
import { passwordResetMail } from './reset-mail';

/**
 * How an owner helps a colleague (docs/decisions/027; owners only, each audited): e-mail them a password-reset
 * link (never shown to the owner, who could otherwise sign in as them), see and end their sessions, and
 * send an invitation again with a new link.
 */
export const colleagueRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const mailConfigured = Boolean(app.config.SMTP_URL);

  app.post('/staff/:id/password-reset', { config: { access: 'staff' } }, async (request) => {
    const { user: me } = staffOf(request);
    const id = pathId(request.params, 'staff.notFound');
    if (id === me.id) throw new HttpError(409, 'staff.ownPassword');
    const now = app.clock.now();
    const sent = await db.transaction(async (tx) => {
      const user = await findUser(tx, id);
      if (!user) throw new HttpError(404, 'staff.notFound');
      if (user.disabledAt) throw new HttpError(409, 'staff.accountDisabled');
      const { row, token } = await createResetLink(tx, { user, requestedBy: me.id, now });
      const link = `${app.config.publicUrl}${resetPath(token)}`;
      await enqueueMail(
        tx,
        passwordResetMail({
          email: user.email,
          locale: user.locale ?? DEFAULT_LOCALE,
          link,
          expiresAt: row.expiresAt,
          ownerName: me.name,
          timeZone: await readTimeZone(tx),
        }),
      );
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.password_reset_sent',
        target: { type: 'staff', id },
        details: { email: user.email },
      });
      return { email: user.email, expiresAt: row.expiresAt.toISOString() };
    });
    app.mail.kick();
    return { success: true, ...sent, mailConfigured };
  });

  app.get('/staff/:id/sessions', { config: { access: 'staff' } }, async (request): Promise<SessionSummary[]> => {
    const { session: mine } = staffOf(request);
    const id = pathId(request.params, 'staff.notFound');
    if (!(await findUser(db, id))) throw new HttpError(404, 'staff.notFound');
    const rows = await listSessions(db, id, app.clock.now());
    return rows.map((row) => sessionSummary(row, mine.id));
  });

  app.delete('/staff/:id/sessions/:sessionId', { config: { access: 'staff' } }, async (request) => {
    const { session: mine } = staffOf(request);
    const id = pathId(request.params, 'staff.notFound');
    const sessionId = pathId(request.params, 'staff.sessionGone', 'sessionId');
    if (sessionId === mine.id) throw new HttpError(409, 'staff.currentSession');
    const now = app.clock.now();
    const user = await findUser(db, id);
    const session = user && (await listSessions(db, id, now)).find((row) => row.id === sessionId);
    if (!user || !session) throw new HttpError(404, 'staff.sessionGone');
    await db.transaction(async (tx) => {
      await endSession(tx, sessionId, 'ended by an owner', now);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.colleague_session_ended',
        target: { type: 'session', id: sessionId },
        details: { email: user.email, ip: session.ip },
      });
    });
    return { success: true };
  });

  app.post('/staff/invitations/:id/resend', { config: { access: 'staff' } }, async (request) => {
    const { user: me } = staffOf(request);
    const id = pathId(request.params, 'staff.noInvitation');
    const now = app.clock.now();
    const result = await db.transaction(async (tx) => {
      const renewed = await renewInvitation(tx, id, now);
      if (!renewed) throw new HttpError(404, 'staff.noInvitation');
      const { row, token, previousMail } = renewed;
      const link = `${app.config.publicUrl}${invitationPath(token)}`;
      await enqueueMail(tx, {
        ...invitationMail({
          email: row.email,
          role: row.role,
          locale: row.locale,
          inviterName: me.name,
          link,
          expiresAt: row.expiresAt,
          timeZone: await readTimeZone(tx),
        }),
        invitationId: row.id,
      });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.invitation_resent',
        target: { type: 'invitation', id },
        details: { email: row.email, role: row.role, previousMail: mailOutcome(previousMail) },
      });
      return {
        id: row.id,
        email: row.email,
        link,
        expiresAt: row.expiresAt.toISOString(),
        mailConfigured,
        previousMail: mailOutcome(previousMail),
      } satisfies CreatedInvitation & { previousMail: InvitationMailOutcome };
    });
    app.mail.kick();
    return result;
  });
};
