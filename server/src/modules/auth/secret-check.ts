import type { ApiErrorCode } from '@common/admin/api-errors';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from './passwords';
import { spendSecondFactor } from './second-factor';
import { takeSlot } from './sign-in';
import { twoFactorBox } from './two-factor-key';
import type { UserRow } from './users';

/**
 * A signed-in staff member proving it is still them before a change (the current password; an
 * authenticator or recovery code). A stolen session must not be a guessing machine: each check is
 * throttled and recorded exactly like a sign-in step (same per-account and per-client limits, same wait,
 * each failure in the sign-in attempts, its place taken before the check: takeSlot), so failures here
 * also hold back signing in, and the reverse.
 * A wrong secret is a 400 with the field's message (a 401 would sign the browser out).
 */
type Staff = Pick<UserRow, 'id' | 'email' | 'passwordHash' | 'totpSecret' | 'throttleClearedAt'>;

export async function confirmPassword(
  db: Db,
  request: FastifyRequest,
  user: Staff,
  password: string,
  wrong: { field: string; code: ApiErrorCode },
): Promise<void> {
  const attempt = { email: user.email, userId: user.id, step: 'confirm-password', reason: 'credentials' } as const;
  const slot = await takeSlot(db, request, attempt, user.throttleClearedAt);
  if (await verifyPassword(user.passwordHash, password)) return slot.succeeded();
  await slot.failed();
  throw new HttpError(400, wrong.code, { fields: { [wrong.field]: wrong.code } });
}

export async function confirmSecondFactor(
  db: Db,
  request: FastifyRequest,
  user: Staff,
  code: string,
): Promise<'totp' | 'recovery'> {
  const attempt = { email: user.email, userId: user.id, step: 'confirm-code', reason: 'code' } as const;
  const slot = await takeSlot(db, request, attempt, user.throttleClearedAt);
  const box = twoFactorBox(request.server.database.db);
  const method = await spendSecondFactor(db, box, user, code, request.server.clock.now());
  if (method) {
    await slot.succeeded();
    return method;
  }
  await slot.failed();
  throw new HttpError(400, 'auth.wrongConfirmCode', { fields: { code: 'auth.wrongConfirmCode' } });
}
