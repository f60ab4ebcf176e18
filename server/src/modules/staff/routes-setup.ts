import type { ApiErrorCode } from '@common/admin/api-errors';
import { type SetupInfo, type SignInResult, setupOwnerSchema } from '@common/admin/auth';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import {
  actorOf,
  endSession,
  findUserByEmail,
  hashPassword,
  passwordProblem,
  recordTokenFailure,
  refuseTokenGuessing,
  setSessionCookie,
  startSession,
} from '../auth';
import { insertUser } from './repository';
import { clearSetupTokens, findSetup, lockFirstOwner, ownerExists, type SetupState } from './setup';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Why a setup address does not work, in the words the API answers with (the screen words it too). */
const REFUSALS: Record<Exclude<SetupState, 'ready'>, [number, ApiErrorCode]> = {
  done: [409, 'auth.setupDone'],
  expired: [410, 'auth.setupExpired'],
  unknown: [404, 'auth.setupUnknown'],
};
const refusal = (state: Exclude<SetupState, 'ready'>) => new HttpError(...REFUSALS[state]);

/**
 * The first owner, set up in the browser from the address printed at start (setup.ts): the name, address
 * and password of the owner, who is then signed in to set up two-factor sign-in, as every owner must.
 * Routes: GET and POST /api/admin/setup/:token (the token is in the path: the log redaction names it).
 */
export const setupRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/setup/:token', { config: { access: 'public' } }, async (request): Promise<SetupInfo> => {
    const { token } = parseOr400(tokenParams, request.params);
    await refuseTokenGuessing(db, request);
    const { state, expiresAt } = await findSetup(db, token, app.clock.now());
    if (state === 'unknown') await recordTokenFailure(db, request, 'setup');
    if (state !== 'ready' || !expiresAt) throw refusal(state === 'ready' ? 'unknown' : state);
    return { expiresAt: expiresAt.toISOString() };
  });

  app.post('/setup/:token', { config: { access: 'public' } }, async (request, reply): Promise<SignInResult> => {
    const { token } = parseOr400(tokenParams, request.params);
    await refuseTokenGuessing(db, request);
    const input = parseOr400(setupOwnerSchema, request.body, 'request.checkFields');
    const before = await findSetup(db, token, app.clock.now());
    if (before.state !== 'ready') {
      if (before.state === 'unknown') await recordTokenFailure(db, request, 'setup');
      throw refusal(before.state);
    }
    const problem = passwordProblem(input.password, [input.email, input.email.split('@')[0], input.name]);
    if (problem) throw HttpError.ofFields(400, { password: problem });
    const passwordHash = await hashPassword(input.password);
    const now = app.clock.now();
    const session = await db.transaction(async (tx) => {
      // One first owner, whoever comes first: the lock orders concurrent setups (any process, any token),
      // and everything is checked again under it.
      await lockFirstOwner(tx);
      if (await ownerExists(tx)) throw refusal('done');
      const { state } = await findSetup(tx, token, now);
      if (state !== 'ready') throw refusal(state);
      if (await findUserByEmail(tx, input.email)) {
        throw new HttpError(409, 'staff.accountExists', { fields: { email: 'staff.hasAccount' } });
      }
      const owner = await insertUser(tx, { ...input, role: 'owner', passwordHash, now });
      await clearSetupTokens(tx);
      await recordAudit(tx, {
        actor: actorOf(owner),
        ip: request.ip,
        at: now,
        action: 'staff.first_owner_created',
        target: { type: 'staff', id: owner.id },
        details: { email: owner.email },
      });
      return startSession(tx, request, owner, now);
    });
    // Whatever session this browser had ends (no session fixation), as at sign-in.
    if (request.staff) await endSession(db, request.staff.session.id, 'replaced', now);
    setSessionCookie(reply, session.token);
    reply.code(201);
    return { next: session.next };
  });
};
