import { codeSchema, type SessionInfo, type SignInResult, type StaffMe, signInSchema } from '@common/admin/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staffUsers } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit/repository';
import { readTimeZone } from '../settings/time-zone';
import { auditContext, clearSessionCookie, sessionContext, setSessionCookie } from './context';
import { hashPassword, matchPassword, verifyDecoy } from './passwords';
import { csrfUserInfo } from './plugin';
import { findUserByEmail, normaliseEmail } from './repository';
import { spendSecondFactor } from './second-factor';
import { createSession, endSession, renewSession, type UserRow } from './sessions';
import { nextStep, recordAttempt, refuseIfThrottled, stageAfterPassword } from './sign-in';

const me = (user: UserRow): StaffMe => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  totpEnabled: Boolean(user.totpSecret),
  locale: user.locale,
});

/** Signing in and out (docs/decisions/013): password, then the authenticator code when two-factor is on. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/session', { config: { access: 'public' } }, async (request, reply): Promise<SessionInfo> => {
    const staff = request.staff;
    return {
      csrfToken: reply.generateCsrf({ userInfo: csrfUserInfo(request) }),
      stage: staff?.session.stage ?? null,
      // Who the account is (name, role) only once every factor it has is passed: a password alone
      // (stage 'password', or an owner still to set up two-factor) learns nothing about it.
      user: staff?.session.stage === 'full' ? me(staff.user) : null,
      mailConfigured: Boolean(app.config.SMTP_URL),
      timeZone: await readTimeZone(db),
    };
  });

  app.post('/sign-in', { config: { access: 'public' } }, async (request, reply): Promise<SignInResult> => {
    const input = parseOr400(signInSchema, request.body, 'auth.emailAndPassword');
    const email = normaliseEmail(input.email);
    const user = await findUserByEmail(db, email);
    await refuseIfThrottled(
      db,
      request,
      { email, userId: user?.id ?? null, step: 'password' },
      user?.throttleClearedAt ?? null,
    );
    // Unknown address: the same work (a decoy hash) and the same answer as a wrong password.
    const match = user ? await matchPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
    const correct = Boolean(match);
    if (!user || !correct || user.disabledAt) {
      const reason = user && correct ? 'disabled' : 'credentials';
      await recordAttempt(db, request, { email, userId: user?.id ?? null, step: 'password', success: false, reason });
      throw new HttpError(401, 'auth.wrongCredentials');
    }
    // A hash made before passwords were normalised (NFC): replaced by the normalised one.
    if (match === 'as-typed') {
      await db
        .update(staffUsers)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(staffUsers.id, user.id));
    }
    // Whatever session this browser had ends; the new one gets a new token (no session fixation).
    if (request.staff) await endSession(db, request.staff.session.id, 'replaced', app.clock.now());
    const stage = stageAfterPassword(user);
    const session = await db.transaction(async (tx) => {
      const created = await createSession(tx, user.id, stage, app.clock.now(), sessionContext(request));
      if (stage === 'full') {
        await recordAudit(tx, {
          ...auditContext(request, user),
          action: 'staff.signed_in',
          details: { method: 'password' },
        });
      }
      return created;
    });
    await recordAttempt(db, request, { email, userId: user.id, step: 'password', success: true });
    setSessionCookie(reply, session.token);
    return { next: nextStep(stage) };
  });

  app.post('/sign-in/code', { config: { access: 'session' } }, async (request, reply): Promise<SignInResult> => {
    const staff = request.staff;
    if (staff?.session.stage !== 'password' || !staff.user.totpSecret) {
      throw new HttpError(409, 'auth.noCodeWaiting');
    }
    const { user, session } = staff;
    const { code } = parseOr400(codeSchema, request.body);
    await refuseIfThrottled(db, request, { email: user.email, userId: user.id, step: 'totp' }, user.throttleClearedAt);
    const now = app.clock.now();
    const method = await spendSecondFactor(db, user, code, now);
    if (!method) {
      await recordAttempt(db, request, {
        email: user.email,
        userId: user.id,
        step: 'totp',
        success: false,
        reason: 'code',
      });
      throw new HttpError(401, 'auth.wrongCode');
    }
    const token = await db.transaction(async (tx) => {
      const renewed = await renewSession(tx, session.id, 'full', now);
      await recordAudit(tx, { ...auditContext(request, user), action: 'staff.signed_in', details: { method } });
      return renewed;
    });
    await recordAttempt(db, request, { email: user.email, userId: user.id, step: 'totp', success: true });
    setSessionCookie(reply, token);
    return { next: 'done' };
  });

  app.post('/sign-out', { config: { access: 'session' } }, async (request, reply) => {
    const staff = request.staff;
    if (staff) {
      await db.transaction(async (tx) => {
        await endSession(tx, staff.session.id, 'signed out', app.clock.now());
        if (staff.session.stage === 'full')
          await recordAudit(tx, { ...auditContext(request), action: 'staff.signed_out' });
      });
    }
    clearSessionCookie(reply);
    return { success: true };
  });
};
