import { type PasswordResetInfo, passwordResetRequestSchema, passwordResetSchema } from '@common/admin/auth';
import { DEFAULT_LOCALE } from '@common/locale';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorFields } from '../../db/logger';
import { staffUsers } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import {
  actorOf,
  auditContext,
  clearSessionCookie,
  countResetAsk,
  endUserSessions,
  findUserByEmail,
  hashPassword,
  passwordProblem,
  recordTokenFailure,
  refuseTokenGuessing,
  type UserRow,
} from '../auth';
import { enqueueMail } from '../mail';
import { readTimeZone } from '../settings';
import {
  claimReset,
  createResetLink,
  findUsableReset,
  RESET_MAILS_PER_HOUR,
  recentResetAsks,
  resetPath,
} from './password-reset';
import { passwordResetMail } from './reset-mail';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * Every answer to "send me a link" takes at least this long, whether the address has an account or not,
 * so its timing tells nothing (the work for a real account, a few queries, fits well within it).
 */
export const RESET_ANSWER_MS = 500;

const NOT_USABLE = 'auth.resetUnusable';

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/**
 * "Forgot your password?" (docs/decisions/027): ask for a link by address (POST /api/admin/password-reset), see
 * whose it is (GET /api/admin/password-reset/:token) and choose a new password with it (POST, same path).
 * The link's page is /admin/reset/:token. Tokens are in those paths only: the log redaction names them.
 */
export const resetRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  /**
   * The link and its mail, made once the answer has left (below). Closing the app waits for any under way,
   * so none is cut off by a stop or left running past it.
   */
  const underWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...underWay]);
  });
  const mailLink = async (user: UserRow, now: Date) => {
    await db.transaction(async (tx) => {
      const { row, token } = await createResetLink(tx, { user, requestedBy: null, now });
      const mail = passwordResetMail({
        email: user.email,
        locale: user.locale ?? DEFAULT_LOCALE,
        link: `${app.config.publicUrl}${resetPath(token)}`,
        expiresAt: row.expiresAt,
        timeZone: await readTimeZone(tx),
      });
      await enqueueMail(tx, mail);
    });
    app.mail.kick();
  };

  app.post('/password-reset', { config: { access: 'public' } }, async (request, reply) => {
    const { email } = parseOr400(passwordResetRequestSchema, request.body, 'auth.enterEmail');
    // Before the answer, the same work whether the address has an account or not: the ask is recorded
    // (it counts against the throttles) and audited, and the answer waits out the same floor.
    const toMail = await atLeast(RESET_ANSWER_MS, async () => {
      const now = app.clock.now();
      const user = await findUserByEmail(db, email);
      await countResetAsk(db, request, email, user?.id ?? null);
      const asks = await recentResetAsks(db, email, now);
      const mailed = user !== null && !user.disabledAt && asks <= RESET_MAILS_PER_HOUR;
      await recordAudit(db, {
        ...auditContext(request),
        action: 'staff.password_reset_requested',
        ...(user ? { target: { type: 'staff', id: user.id } } : {}),
        details: { email, mailed },
      });
      return mailed && user ? { user, now } : null;
    });
    // The link and its mail only once the answer has left (OWASP's forgot-password advice: the account's
    // own work, made meanwhile, held up the answer for an address with an account, by 407 ms on a loaded
    // machine, so its timing told what the same answer must not; decision 072). 'close' also comes when
    // the asker goes away first. Should it fail (the database gone), the person asks again.
    if (toMail) {
      reply.raw.once('close', () => {
        const work = mailLink(toMail.user, toMail.now)
          .catch((error) => app.log.error({ err: errorFields(error) }, 'password reset link not made'))
          .finally(() => underWay.delete(work));
        underWay.add(work);
      });
    }
    // The same answer for every address: whether it has an account is not for the asker to learn.
    return { success: true };
  });

  app.get('/password-reset/:token', { config: { access: 'public' } }, async (request): Promise<PasswordResetInfo> => {
    const { token } = parseOr400(tokenParams, request.params);
    await refuseTokenGuessing(db, request);
    const found = await findUsableReset(db, token, app.clock.now());
    if (!found) {
      await recordTokenFailure(db, request, 'reset');
      throw new HttpError(404, NOT_USABLE);
    }
    return { email: found.user.email, expiresAt: found.reset.expiresAt.toISOString() };
  });

  app.post('/password-reset/:token', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = parseOr400(tokenParams, request.params);
    await refuseTokenGuessing(db, request);
    const { password } = parseOr400(passwordResetSchema, request.body, 'auth.newPassword');
    const found = await findUsableReset(db, token, app.clock.now());
    if (!found) {
      await recordTokenFailure(db, request, 'reset');
      throw new HttpError(404, NOT_USABLE);
    }
    const { user, reset } = found;
    const problem = passwordProblem(password, [user.email, user.email.split('@')[0], user.name]);
    if (problem) throw HttpError.ofFields(400, { password: problem });
    const passwordHash = await hashPassword(password);
    const now = app.clock.now();
    await db.transaction(async (tx) => {
      if (!(await claimReset(tx, reset.id, now))) throw new HttpError(404, NOT_USABLE);
      // Failures before the reset no longer hold the person back; the new password changes the date that
      // every other link of the account was made against, so those stop working too.
      await tx
        .update(staffUsers)
        .set({ passwordHash, passwordChangedAt: now, throttleClearedAt: now })
        .where(eq(staffUsers.id, user.id));
      await endUserSessions(tx, user.id, 'password reset', now);
      await recordAudit(tx, {
        actor: actorOf(user),
        ip: request.ip,
        at: now,
        action: 'staff.password_reset_completed',
        target: { type: 'staff', id: user.id },
        details: { email: user.email, sentBy: reset.requestedBy === null ? 'self' : 'owner' },
      });
    });
    if (request.staff?.user.id === user.id) clearSessionCookie(reply, 'ended');
    // No session: the person signs in with the new password, and their code when two-factor is on.
    return { success: true, email: user.email };
  });
};
