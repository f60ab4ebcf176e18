import { liftAddressBlockSchema, type SignInBlocks } from '@common/admin/auth';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext } from './context';
import { accountThrottle, blockedAddresses, clientThrottle, liftAddressBlock } from './throttle';
import { listUsers } from './users';

/**
 * The sign-in blocks in force (docs/decisions/013), beside the sign-in attempts that caused them: accounts
 * waiting after failures (lifted with POST /staff/:id/lift-wait) and client addresses over their limit
 * (lifted here). Owners only, like the attempts themselves.
 */
export const blockRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/sign-in-blocks', { config: { access: 'audit' } }, async (): Promise<SignInBlocks> => {
    const now = app.clock.now();
    const users = await listUsers(db);
    const [accounts, addresses] = await Promise.all([
      Promise.all(
        users.map(async (user) => ({
          user,
          state: await accountThrottle(db, user.email, now, user.throttleClearedAt),
        })),
      ),
      blockedAddresses(db, now),
    ]);
    return {
      accounts: accounts.flatMap(({ user, state }) =>
        state.lockedUntil
          ? [
              {
                id: user.id,
                email: user.email,
                name: user.name,
                failures: state.failures,
                lockedUntil: state.lockedUntil.toISOString(),
              },
            ]
          : [],
      ),
      addresses: addresses.map((block) => ({
        ip: block.ip,
        failures: block.failures,
        lockedUntil: (block.lockedUntil as Date).toISOString(),
      })),
    };
  });

  app.post('/sign-in-blocks/address/lift', { config: { access: 'audit' } }, async (request) => {
    const { ip } = parseOr400(liftAddressBlockSchema, request.body);
    const now = app.clock.now();
    const block = await clientThrottle(db, ip, now);
    if (!block.lockedUntil) throw new HttpError(404, 'staff.notBlocked');
    await db.transaction(async (tx) => {
      await liftAddressBlock(tx, ip, now);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'staff.address_block_lifted',
        target: { type: 'address', id: ip },
        details: { failures: block.failures },
      });
    });
    return { success: true };
  });
};
