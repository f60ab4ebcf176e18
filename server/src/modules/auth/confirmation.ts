import { codeSchema, disableTwoFactorSchema } from '@common/admin/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { staffSessions } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { staffOf } from './access';
import { auditContext } from './context';
import { confirmPassword, confirmSecondFactor } from './secret-check';

/**
 * Re-authentication before a sensitive owner action (ASVS 5.0 V7.5, docs/decisions/094): resetting a
 * colleague's two-factor sign-in, changing a role, inviting an owner. A session whose person proved it is
 * them within CONFIRMED_MS (signing in with every factor, or confirming here) may; any other gets 403
 * `auth.confirmFirst`, and the screen asks for the authenticator code (the password, for an account without
 * two-factor sign-in), then tries again. A stolen session alone opens none of these.
 */
export const CONFIRMED_MS = 10 * 60_000;

/** Throws 403 `auth.confirmFirst` unless this session was confirmed within CONFIRMED_MS. */
export function requireRecentConfirmation(request: FastifyRequest): void {
  const { session } = staffOf(request);
  const now = request.server.clock.now().getTime();
  if (!session.confirmedAt || now - session.confirmedAt.getTime() > CONFIRMED_MS) {
    throw new HttpError(403, 'auth.confirmFirst');
  }
}

const confirmSchema = z.union([codeSchema, z.pick(disableTwoFactorSchema, { password: true })]);

/** POST /api/admin/account/confirm: the code (or, without two-factor, the password), checked and throttled as a sign-in step. */
export const confirmationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.post('/account/confirm', { config: { access: 'account' } }, async (request) => {
    const { user, session } = staffOf(request);
    const input = parseOr400(confirmSchema, request.body, 'request.checkFields');
    if (user.totpSecret) {
      if (!('code' in input)) throw new HttpError(400, 'auth.enterCode', { fields: { code: 'auth.enterCode' } });
      await confirmSecondFactor(db, request, user, input.code);
    } else {
      if (!('password' in input)) {
        throw new HttpError(400, 'auth.enterPassword', { fields: { password: 'auth.enterPassword' } });
      }
      await confirmPassword(db, request, user, input.password, { field: 'password', code: 'password.wrong' });
    }
    const now = app.clock.now();
    await db.transaction(async (tx) => {
      await tx.update(staffSessions).set({ confirmedAt: now }).where(eq(staffSessions.id, session.id));
      await recordAudit(tx, { ...auditContext(request), action: 'staff.identity_confirmed' });
    });
    return { success: true, until: new Date(now.getTime() + CONFIRMED_MS).toISOString() };
  });
};
