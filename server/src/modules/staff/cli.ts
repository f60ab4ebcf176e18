/**
 * `npm run staff -- <command>`: staff accounts from the command line, against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), whether or not the site runs. There is no default
 * account: the first owner is made here, or in the browser with the setup address the site prints at start.
 *
 *   create --email EMAIL --name NAME --role owner|editor|inbox   password from stdin, or asked for
 *   list
 *   disable --email EMAIL / enable --email EMAIL
 *   reset-password --email EMAIL                                 password from stdin, or asked for
 *   reset-two-factor --email EMAIL                               for an owner who lost the phone and codes
 */
import { parseArgs } from 'node:util';
import { emailSchema, nameSchema } from '@common/admin/auth';
import { isRole, ROLES } from '@common/admin/roles';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { DataDirInUseError } from '../../db/pglite-lock';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';
import { englishOf } from '../../lib/http-error';
import { CLI, recordAudit } from '../audit';
import { endUserSessions, findUserByEmail, hashPassword, listUsers, passwordProblem } from '../auth';
import { readPassword } from './prompt';
import { insertUser } from './repository';
import { clearSetupTokens } from './setup';

class UsageError extends Error {}

const USAGE = `Usage: npm run staff -- <command> [options]
  create --email EMAIL --name NAME --role ${ROLES.join('|')}
  list
  disable --email EMAIL
  enable --email EMAIL
  reset-password --email EMAIL
  reset-two-factor --email EMAIL
The password is read from standard input when it is piped (echo "..." | npm run staff -- create ...),
otherwise asked for.`;

function parse(schema: z.ZodMiniType, value: unknown, what: string): string {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new UsageError(`${what}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data as string;
}

async function newPassword(context: string[]): Promise<string> {
  const password = await readPassword('New password (12 characters or more): ');
  if (process.stdin.isTTY) {
    const again = await readPassword('The same password again: ');
    if (again !== password) throw new UsageError('The two passwords differ; nothing was changed.');
  }
  const problem = passwordProblem(password, context);
  if (problem) throw new UsageError(`${englishOf(problem.code, problem.params)}. Nothing was changed.`);
  return password;
}

async function run(database: Database, command: string, options: Record<string, string | undefined>) {
  const db = database.db;
  const now = new Date();
  const needUser = async () => {
    const email = parse(emailSchema, options.email, '--email');
    const user = await findUserByEmail(db, email);
    if (!user) throw new UsageError(`No staff member has the address ${email}. See: npm run staff -- list`);
    return user;
  };

  switch (command) {
    case 'create': {
      const email = parse(emailSchema, options.email, '--email');
      const name = parse(nameSchema, options.name, '--name');
      if (!isRole(options.role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const role = options.role;
      if (await findUserByEmail(db, email)) throw new UsageError(`${email} already has an account.`);
      const passwordHash = await hashPassword(await newPassword([email, email.split('@')[0], name]));
      await db.transaction(async (tx) => {
        const user = await insertUser(tx, { email, name, role, passwordHash, now });
        // With an owner, the setup address printed at start no longer works (docs/decisions/027).
        if (role === 'owner') await clearSetupTokens(tx);
        await recordAudit(tx, {
          actor: CLI,
          action: 'staff.created',
          target: { type: 'staff', id: user.id },
          details: { email, role },
          at: now,
        });
      });
      console.info(
        `Created ${role} ${email}. Sign in at /admin${role === 'owner' ? '; you will set up two-factor sign-in first.' : '.'}`,
      );
      return;
    }
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0)
        console.info(
          'No staff accounts yet. Open the setup address the site prints at start, or create the first owner with: npm run staff -- create ...',
        );
      for (const user of users) {
        const flags = [user.totpSecret ? 'two-factor' : 'no two-factor', user.disabledAt ? 'DISABLED' : 'active'];
        console.info(`${user.email}\t${user.role}\t${user.name}\t${flags.join(', ')}`);
      }
      return;
    }
    case 'disable':
    case 'enable': {
      const user = await needUser();
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ disabledAt: command === 'disable' ? now : null })
          .where(eq(staffUsers.id, user.id));
        if (command === 'disable') await endUserSessions(tx, user.id, 'disabled', now);
        await recordAudit(tx, {
          actor: CLI,
          action: `staff.${command}d`,
          target: { type: 'staff', id: user.id },
          details: { email: user.email },
          at: now,
        });
      });
      console.info(`${user.email} is ${command}d${command === 'disable' ? '; its sessions have ended' : ''}.`);
      return;
    }
    case 'reset-password': {
      const user = await needUser();
      const passwordHash = await hashPassword(await newPassword([user.email, user.email.split('@')[0], user.name]));
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ passwordHash, passwordChangedAt: now, throttleClearedAt: now })
          .where(eq(staffUsers.id, user.id));
        await endUserSessions(tx, user.id, 'password changed', now);
        await recordAudit(tx, {
          actor: CLI,
          action: 'staff.password_reset',
          target: { type: 'staff', id: user.id },
          details: { email: user.email },
          at: now,
        });
      });
      console.info(`New password set for ${user.email}; its sessions have ended.`);
      return;
    }
    case 'reset-two-factor': {
      const user = await needUser();
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ totpSecret: null, totpPending: null, totpLastStep: null })
          .where(eq(staffUsers.id, user.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
        await endUserSessions(tx, user.id, 'two-factor reset', now);
        await recordAudit(tx, {
          actor: CLI,
          action: 'staff.two_factor_reset',
          target: { type: 'staff', id: user.id },
          details: { email: user.email },
          at: now,
        });
      });
      console.info(
        `Two-factor sign-in reset for ${user.email}; it is set up again at the next sign-in${user.role === 'owner' ? '' : ' (optional for this role)'}.`,
      );
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.info(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `The site is running (pid ${error.pid}) and holds the embedded database in ${config.DATA_DIR}; only one ` +
          'process may open it. Stop the site (Ctrl+C in its terminal), run this command again, then start the site.\n' +
          'To manage staff while the site runs, sign in at /admin as an owner, or run the site on a PostgreSQL server (DATABASE_URL).',
      );
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    await run(database, positionals[0], values as Record<string, string | undefined>);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
