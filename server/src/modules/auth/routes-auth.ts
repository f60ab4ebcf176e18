import { codeSchema, type SessionInfo, type SignInResult, type StaffMe, signInSchema } from '@common/admin/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext, clearSessionCookie, setSessionCookie } from './context';
import { csrfUserInfo } from './guard';
import { hashPassword, matchPassword, verifyDecoy } from './passwords';
import { spendSecondFactor } from './second-factor';
import { endSession, renewSession } from './sessions';
import { startSession, takeSlot } from './sign-in';
import { twoFactorBox } from './two-factor-key';
import { findUserByEmail, normaliseEmail, type UserRow } from './users';

const me = (user: UserRow): StaffMe => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  totpEnabled: Boolean(user.totpSecret),
  locale: user.locale,
  companyIds: user.companyIds,
});

export interface SignInOptions {
  /**
   * The staff area's time zone, which the session's answer tells the screens. Settings keeps it, a module
   * whose routes are guarded by this one: whoever registers these routes passes its reader in.
   */
  timeZone: (db: Writer) => Promise<string>;
}

/** Signing in and out (docs/decisions/013): password, then the authenticator code when two-factor is on. */
export const signInRoutes: FastifyPluginAsync<SignInOptions> = async (app, { timeZone }) => {
  const db = app.database.db;

  app.get('/session', { config: { access: 'public' } }, async (request, reply): Promise<SessionInfo> => {
    const staff = request.staff;
    return {
      csrfToken: reply.generateCsrf({ userInfo: csrfUserInfo(request) }),
      stage: staff?.session.stage ?? null,
      // Who the account is (name, role) only once every factor it has is passed: a password alone
      // (stage 'password', or an owner still to set up two-factor) learns nothing about it.
      user: staff?.session.stage === 'full' ? me(staff.user) : null,
      ...(request.sessionEnded ? { ended: request.sessionEnded } : {}),
      mailConfigured: Boolean(app.config.SMTP_URL),
      timeZone: await timeZone(db),
    };
  });

  app.post('/sign-in', { config: { access: 'public' } }, async (request, reply): Promise<SignInResult> => {
    const input = parseOr400(signInSchema, request.body, 'auth.emailAndPassword');
    const email = normaliseEmail(input.email);
    const user = await findUserByEmail(db, email);
    const slot = await takeSlot(
      db,
      request,
      { email, userId: user?.id ?? null, step: 'password', reason: 'credentials' },
      user?.throttleClearedAt ?? null,
    );
    // Unknown address: the same work (a decoy hash) and the same answer as a wrong password.
    const match = user ? await matchPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
    const correct = Boolean(match);
    if (!user || !correct || user.disabledAt) {
      await slot.failed(user && correct ? 'disabled' : 'credentials');
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
    const session = await db.transaction(async (tx) => {
      const started = await startSession(tx, request, user, app.clock.now(), input.locale);
      if (started.stage === 'full') {
        await recordAudit(tx, {
          ...auditContext(request, user),
          action: 'staff.signed_in',
          details: { method: 'password' },
        });
      }
      return started;
    });
    await slot.succeeded();
    setSessionCookie(reply, session.token);
    return { next: session.next };
  });

  app.post('/sign-in/code', { config: { access: 'session' } }, async (request, reply): Promise<SignInResult> => {
    const staff = request.staff;
    if (staff?.session.stage !== 'password' || !staff.user.totpSecret) {
      throw new HttpError(409, 'auth.noCodeWaiting');
    }
    const { user, session } = staff;
    const { code } = parseOr400(codeSchema, request.body);
    const slot = await takeSlot(
      db,
      request,
      { email: user.email, userId: user.id, step: 'totp', reason: 'code' },
      user.throttleClearedAt,
    );
    const now = app.clock.now();
    const method = await spendSecondFactor(db, twoFactorBox(app.database.db), user, code, now);
    if (!method) {
      await slot.failed();
      throw new HttpError(401, 'auth.wrongCode');
    }
    const token = await db.transaction(async (tx) => {
      const renewed = await renewSession(tx, session.id, 'full', now);
      await recordAudit(tx, { ...auditContext(request, user), action: 'staff.signed_in', details: { method } });
      return renewed;
    });
    await slot.succeeded();
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
    clearSessionCookie(reply, 'signedOut');
    return { success: true };
  });
};
