import { changePasswordSchema, codeSchema, disableTwoFactorSchema, type SessionSummary } from '@common/admin/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { staffOf } from './access';
import { auditContext, setSessionCookie } from './context';
import { hashPassword, passwordProblem } from './passwords';
import { replaceRecoveryCodes, stepUnused, unusedRecoveryCodes } from './second-factor';
import { confirmPassword, confirmSecondFactor } from './secret-check';
import { endSession, endUserSessions, listSessions, renewSession, sessionSummary } from './sessions';
import { enrolmentDetails, matchTotp, newTotpSecret } from './totp';
import { twoFactorBox } from './two-factor-key';

/**
 * A staff member's own sign-in: password, two-factor sign-in, recovery codes and sessions (their
 * language, also on the account page, is staff management's: modules/staff/routes-language.ts).
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/account/sessions', { config: { access: 'account' } }, async (request): Promise<SessionSummary[]> => {
    const { user, session } = staffOf(request);
    const rows = await listSessions(db, user.id, app.clock.now());
    return rows.map((row) => sessionSummary(row, session.id));
  });

  app.delete('/account/sessions/:id', { config: { access: 'account' } }, async (request) => {
    const { user } = staffOf(request);
    const id = pathId(request.params, 'account.noSession');
    const mine = (await listSessions(db, user.id, app.clock.now())).some((row) => row.id === id);
    if (!mine) throw new HttpError(404, 'account.noSession');
    await db.transaction(async (tx) => {
      await endSession(tx, id, 'ended by user', app.clock.now());
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.session_ended',
        target: { type: 'session', id },
      });
    });
    return { success: true };
  });

  app.post('/account/sessions/end-others', { config: { access: 'account' } }, async (request) => {
    const { user, session } = staffOf(request);
    await db.transaction(async (tx) => {
      await endUserSessions(tx, user.id, 'ended by user', app.clock.now(), session.id);
      await recordAudit(tx, { ...auditContext(request), action: 'staff.other_sessions_ended' });
    });
    return { success: true };
  });

  app.post('/account/password', { config: { access: 'account' } }, async (request, reply) => {
    const { user, session } = staffOf(request);
    const input = parseOr400(changePasswordSchema, request.body, 'request.checkFields');
    await confirmPassword(db, request, user, input.current, {
      field: 'current',
      code: 'password.wrongCurrent',
    });
    const problem = passwordProblem(input.password, [user.email, user.email.split('@')[0], user.name]);
    if (problem) throw HttpError.ofFields(400, { password: problem });
    const passwordHash = await hashPassword(input.password);
    const now = app.clock.now();
    // Every other session ends; this one continues under a new token.
    const token = await db.transaction(async (tx) => {
      await tx.update(staffUsers).set({ passwordHash, passwordChangedAt: now }).where(eq(staffUsers.id, user.id));
      await endUserSessions(tx, user.id, 'password changed', now, session.id);
      await recordAudit(tx, { ...auditContext(request), action: 'staff.password_changed' });
      return renewSession(tx, session.id, session.stage, now);
    });
    setSessionCookie(reply, token);
    return { success: true };
  });

  app.get('/account/two-factor', { config: { access: 'enrol' } }, async (request) => {
    const { user } = staffOf(request);
    return {
      enabled: Boolean(user.totpSecret),
      required: user.role === 'owner',
      recoveryCodesLeft: user.totpSecret ? await unusedRecoveryCodes(db, user.id) : 0,
    };
  });

  app.post('/account/two-factor/setup', { config: { access: 'enrol' } }, async (request) => {
    const { user } = staffOf(request);
    if (user.totpSecret) throw new HttpError(409, 'account.twoFactorOn');
    const secret = newTotpSecret();
    // Kept encrypted (docs/decisions/092); shown to the person this once, to scan.
    const sealed = twoFactorBox(db).seal(secret, user.id);
    await db.update(staffUsers).set({ totpPending: sealed }).where(eq(staffUsers.id, user.id));
    return { secret, ...(await enrolmentDetails(secret, user.email)) };
  });

  app.post('/account/two-factor/confirm', { config: { access: 'enrol' } }, async (request, reply) => {
    const { user, session } = staffOf(request);
    const { code } = parseOr400(codeSchema, request.body);
    const now = app.clock.now();
    const pending = user.totpPending;
    const step = pending ? matchTotp(twoFactorBox(db).open(pending, user.id), code, now) : null;
    const wrongCode = () => new HttpError(400, 'account.setupCodeWrong', { fields: { code: 'account.codeWrong' } });
    if (!pending || step === null) throw wrongCode();
    const result = await db.transaction(async (tx) => {
      // The pending secret becomes the account's, once: not a step already used (RFC 6238 §5.2), and not
      // a secret another request confirmed or replaced meanwhile.
      const confirmed = await tx
        .update(staffUsers)
        .set({ totpSecret: pending, totpPending: null, totpLastStep: step })
        .where(and(eq(staffUsers.id, user.id), eq(staffUsers.totpPending, pending), stepUnused(step)))
        .returning({ id: staffUsers.id });
      if (confirmed.length === 0) throw wrongCode();
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id, now);
      await recordAudit(tx, { ...auditContext(request), action: 'staff.two_factor_enabled' });
      // An owner finishing enrolment is now fully signed in, under a new token.
      const token = session.stage === 'enrol' ? await renewSession(tx, session.id, 'full', now) : null;
      if (token)
        await recordAudit(tx, {
          ...auditContext(request),
          action: 'staff.signed_in',
          details: { method: 'enrolment' },
        });
      return { recoveryCodes, token };
    });
    if (result.token) setSessionCookie(reply, result.token);
    return { recoveryCodes: result.recoveryCodes };
  });

  app.post('/account/two-factor/disable', { config: { access: 'account' } }, async (request) => {
    const { user } = staffOf(request);
    if (user.role === 'owner') throw new HttpError(403, 'account.ownersKeepTwoFactor');
    if (!user.totpSecret) throw new HttpError(409, 'account.twoFactorAlreadyOff');
    const { password, code } = parseOr400(disableTwoFactorSchema, request.body, 'request.checkFields');
    await confirmPassword(db, request, user, password, { field: 'password', code: 'password.wrong' });
    await confirmSecondFactor(db, request, user, code);
    await db.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ totpSecret: null, totpPending: null, totpLastStep: null })
        .where(eq(staffUsers.id, user.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
      await recordAudit(tx, { ...auditContext(request), action: 'staff.two_factor_disabled' });
    });
    return { success: true };
  });

  app.post('/account/two-factor/recovery-codes', { config: { access: 'account' } }, async (request) => {
    const { user } = staffOf(request);
    const { code } = parseOr400(codeSchema, request.body);
    if (!user.totpSecret) throw new HttpError(409, 'account.twoFactorOff');
    await confirmSecondFactor(db, request, user, code);
    const recoveryCodes = await db.transaction(async (tx) => {
      const codes = await replaceRecoveryCodes(tx, user.id, app.clock.now());
      await recordAudit(tx, { ...auditContext(request), action: 'staff.recovery_codes_replaced' });
      return codes;
    });
    return { recoveryCodes };
  });
};
