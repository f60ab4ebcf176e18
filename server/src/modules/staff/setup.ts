import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { staffSetupTokens, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { hashToken, randomToken } from '../../lib/tokens';

/**
 * The first owner in the browser (docs/decisions/027). While no owner exists, each server
 * instance makes a setup address at start and prints it: a random token, its hash kept here, valid 24
 * hours, used once. Every instance on the database accepts every live token (they sit behind one load
 * balancer); a restart of an instance replaces its own token; once an owner exists, all are deleted.
 */
export const SETUP_MS = 24 * 60 * 60_000;
const setupPath = (token: string) => `/admin/setup/${token}`;

/** Who an instance is: its host and the port it listens on (a restart of veb-group@3000 is the same one). */
const instanceName = (port: number | string) => `${hostname()}:${port}`;

/**
 * Held for the length of a transaction that creates the first owner or a setup token, so two server
 * processes (or two people with two addresses) never make two first owners, and no token is made after one
 * exists. PostgreSQL's advisory locks work alike on PGlite.
 */
export async function lockFirstOwner(tx: Writer): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:first-owner'))`);
}

export async function ownerExists(db: Writer): Promise<boolean> {
  const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, 'owner')).limit(1);
  return Boolean(row);
}

/**
 * At start: when no owner exists, a new setup token for this instance (replacing the one it made before)
 * is returned to print; when one exists, every setup token is deleted and null returned.
 */
export async function prepareSetup(db: Db, instance: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockFirstOwner(tx);
    if (await ownerExists(tx)) {
      await tx.delete(staffSetupTokens);
      return null;
    }
    const token = randomToken();
    const row = { tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SETUP_MS) };
    await tx
      .insert(staffSetupTokens)
      .values({ instance, ...row })
      .onConflictDoUpdate({ target: staffSetupTokens.instance, set: row });
    return token;
  });
}

export type SetupState = 'ready' | 'expired' | 'unknown' | 'done';

/**
 * Where a setup address stands: usable, out of time, never made (or replaced), or an owner exists already.
 * The token is read before the owner: the transaction that makes the first owner deletes every token, so
 * when it commits between the two reads, reading the owner second still sees that owner ('done', 409).
 * Read the other way round, the owner was not there yet and the token no longer was: 'unknown' (404, and
 * a failure counted against the client) for an address that was good a moment before.
 */
export async function findSetup(
  db: Writer,
  token: string,
  now: Date,
): Promise<{ state: SetupState; expiresAt: Date | null }> {
  const [row] =
    token && token.length <= 100
      ? await db
          .select({ expiresAt: staffSetupTokens.expiresAt })
          .from(staffSetupTokens)
          .where(eq(staffSetupTokens.tokenHash, hashToken(token)))
          .limit(1)
      : [];
  if (await ownerExists(db)) return { state: 'done', expiresAt: null };
  if (!row) return { state: 'unknown', expiresAt: null };
  return { state: row.expiresAt > now ? 'ready' : 'expired', expiresAt: row.expiresAt };
}

/** Once an owner exists, no setup address works: every token is deleted (also by `npm run staff -- create`). */
export async function clearSetupTokens(db: Writer): Promise<void> {
  await db.delete(staffSetupTokens);
}

/** The lines the server prints at start (on standard error, never through the logger: the token is a secret). */
function setupNotice(address: string): string {
  return [
    '',
    'No owner account exists yet. To set up the first owner, open this address in a browser within 24 hours',
    '(it works once; restarting the site prints a new one and this one stops working):',
    '',
    `    ${address}`,
    '',
    'Or create the owner from the command line: npm run staff -- create --email EMAIL --name NAME --role owner',
    '',
  ].join('\n');
}

/**
 * Called by server.ts once the site listens: prints the setup address when no owner exists. The address
 * goes to standard error for the person starting the site; the log only says that it was printed.
 */
export async function announceSetup(
  app: FastifyInstance,
  write: (text: string) => void = (text) => process.stderr.write(text),
): Promise<string | null> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.PORT;
  const token = await prepareSetup(app.database.db, instanceName(port), app.clock.now());
  if (!token) return null;
  // Where PUBLIC_URL is unset and the port was chosen at start (PORT=0), the address names the real port.
  const origin = app.config.PUBLIC_URL ? app.config.publicUrl : `http://localhost:${port}`;
  write(setupNotice(`${origin}${setupPath(token)}`));
  app.log.warn('no owner account yet: the first-owner setup address was printed on standard error');
  return token;
}
