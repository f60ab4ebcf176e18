import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, signInAttempts, staffSetupTokens, staffUsers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { eventually } from '../../test/eventually';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { currentTotp } from '../auth';
import { insertUser } from './repository';
import { announceSetup, clearSetupTokens, lockFirstOwner, prepareSetup, SETUP_MS } from './setup';

const owner = { name: 'Amara Founder', email: 'amara@veb.example', password: 'baobab shade at noon' };

describe.each(testDatabaseKinds())('the first owner, set up in the browser (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock(Date.parse('2026-11-24T08:00:00Z'));
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock });
  });
  afterAll(() => ctx.close());
  // Each test starts as a new installation: no staff, no setup address, no failures counted.
  beforeEach(async () => {
    await ctx.database.db.delete(staffUsers);
    await ctx.database.db.delete(staffSetupTokens);
    await ctx.database.db.delete(signInAttempts);
  });
  const db = () => ctx.database.db;
  const browser = async () => {
    const client = new AdminClient(ctx.app);
    await client.session();
    return client;
  };
  const owners = async () => db().select().from(staffUsers).where(eq(staffUsers.role, 'owner'));

  it('prints a setup address at start while no owner exists; the log line does not carry it', async () => {
    const printed: string[] = [];
    const token = await announceSetup(ctx.app, (text) => printed.push(text));
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(printed.join('')).toContain(`http://localhost:3000/admin/setup/${token}`);
    expect(printed.join('')).toMatch(/within 24 hours/);
    expect(printed.join('')).toContain('npm run staff -- create');
    // Only its hash is stored.
    const rows = await db().select().from(staffSetupTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token as string));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(SETUP_MS);
    // With an owner, nothing is printed and every setup address is gone.
    await createStaff(db(), 'owner');
    const later: string[] = [];
    expect(await announceSetup(ctx.app, (text) => later.push(text))).toBeNull();
    expect(later).toEqual([]);
    expect(await db().select().from(staffSetupTokens)).toEqual([]);
  });

  it('sets up the first owner, who must then turn on two-factor sign-in; the address works once', async () => {
    const token = (await prepareSetup(db(), 'host:3000', clock.now())) as string;
    const guest = await browser();
    const info = await guest.get(`/api/admin/setup/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().expiresAt).toBe(new Date(clock.now().getTime() + SETUP_MS).toISOString());
    // The password rules of every other form.
    const weak = await guest.post(`/api/admin/setup/${token}`, { ...owner, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/too common/);
    const short = await guest.post(`/api/admin/setup/${token}`, { ...owner, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(await owners()).toEqual([]);

    const created = await guest.post(`/api/admin/setup/${token}`, owner);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ next: 'enrol' });
    const session = await guest.session();
    // Nothing about the account before the second factor, even its own name: a password alone must not
    // say whose account it is.
    expect(session).toMatchObject({ stage: 'enrol', user: null });
    // Nothing but two-factor setup until it is on.
    expect((await guest.get('/api/admin/staff')).statusCode).toBe(401);
    const setup = (await guest.post('/api/admin/account/two-factor/setup')).json();
    const confirmed = await guest.post('/api/admin/account/two-factor/confirm', {
      code: currentTotp(setup.secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await guest.get('/api/admin/staff')).statusCode).toBe(200);

    // The address is gone: a second attempt is refused, with the reason.
    expect(await db().select().from(staffSetupTokens)).toEqual([]);
    const again = await (await browser()).post(`/api/admin/setup/${token}`, {
      ...owner,
      email: 'second@veb.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has an owner/);
    expect((await (await browser()).get(`/api/admin/setup/${token}`)).statusCode).toBe(409);
    expect(await owners()).toHaveLength(1);
    const [line] = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.first_owner_created'));
    expect(line).toMatchObject({ actor: owner.email, targetType: 'staff' });
  });

  it('refuses an expired address (410) and an unknown one (404), and counts unknown ones as failures', async () => {
    const token = (await prepareSetup(db(), 'host:3000', clock.now())) as string;
    const guest = await browser();
    clock.advance(SETUP_MS + 1000);
    const expired = await guest.get(`/api/admin/setup/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/Restart the site .* npm run staff -- create/);
    expect((await guest.post(`/api/admin/setup/${token}`, owner)).statusCode).toBe(410);
    expect(await owners()).toEqual([]);
    const unknown = await guest.get(`/api/admin/setup/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    const failures = await db().select().from(signInAttempts).where(eq(signInAttempts.step, 'setup'));
    expect(failures).toMatchObject([{ success: false, reason: 'token' }]);
  });

  it('a restart replaces the instance’s address; another instance’s address keeps working', async () => {
    const first = (await prepareSetup(db(), 'host:3000', clock.now())) as string;
    const other = (await prepareSetup(db(), 'host:3001', clock.now())) as string;
    const restarted = (await prepareSetup(db(), 'host:3000', clock.now())) as string;
    const guest = await browser();
    expect((await guest.get(`/api/admin/setup/${first}`)).statusCode).toBe(404);
    expect((await guest.get(`/api/admin/setup/${other}`)).statusCode).toBe(200);
    expect((await guest.get(`/api/admin/setup/${restarted}`)).statusCode).toBe(200);
    expect(await db().select().from(staffSetupTokens)).toHaveLength(2);
  });

  it('makes one owner when two addresses are used at the same moment', async () => {
    const tokens = [
      (await prepareSetup(db(), 'host:3000', clock.now())) as string,
      (await prepareSetup(db(), 'host:3001', clock.now())) as string,
    ];
    const guests = await Promise.all(tokens.map(() => browser()));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        guests[i].post(`/api/admin/setup/${token}`, { ...owner, email: `owner${i}@veb.example` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await owners()).toHaveLength(1);
    expect(await db().select().from(staffSetupTokens)).toEqual([]);
  });

  // The moment the test above leaves to chance (and which two processes met, setup-process.test.ts), made
  // certain: the other address's transaction, which makes the owner and deletes every token, commits while
  // this request is checking its address. A lock on the tokens holds the request in the middle of that
  // check. PostgreSQL only: PGlite has one connection, so no request runs beside a transaction.
  it.runIf(kind === 'postgres')(
    'an address used while another makes the first owner is refused as used (409), not unknown (404)',
    async () => {
      const token = (await prepareSetup(db(), 'host:3000', clock.now())) as string;
      const guest = await browser();
      let answer: ReturnType<AdminClient['post']> | undefined;
      await db().transaction(async (tx) => {
        await lockFirstOwner(tx);
        await tx.execute(sql`lock table staff_setup_tokens in access exclusive mode`);
        await insertUser(tx, { ...owner, role: 'owner', passwordHash: 'not used', now: clock.now() });
        await clearSetupTokens(tx);
        answer = guest.post(`/api/admin/setup/${token}`, { ...owner, email: 'second@veb.example' });
        // Commit once the request waits for the tokens.
        await eventually(async () => {
          // In this database only: every test file's is a copy of one template, with the same table oids.
          const waiting = await ctx.database.query(
            "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          expect(waiting).toHaveLength(1);
        });
      });
      const refused = await answer;
      expect(refused?.statusCode).toBe(409);
      expect(refused?.json().message).toMatch(/already has an owner/);
      expect(await db().select().from(signInAttempts)).toEqual([]);
    },
  );

  it('stops a client guessing addresses after the sign-in limit of failures', async () => {
    await prepareSetup(db(), 'host:3000', clock.now());
    const guest = await browser();
    for (let i = 0; i < 50; i++) {
      expect((await guest.get(`/api/admin/setup/guess-${i}-${'y'.repeat(30)}`)).statusCode).toBe(404);
    }
    const refused = await guest.get(`/api/admin/setup/guess-last-${'y'.repeat(30)}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('no setup address works once an owner exists, and the next start removes them', async () => {
    const token = (await prepareSetup(db(), 'host:3000', clock.now())) as string;
    await createStaff(db(), 'owner');
    expect((await (await browser()).post(`/api/admin/setup/${token}`, owner)).statusCode).toBe(409);
    expect(await prepareSetup(db(), 'host:3000', clock.now())).toBeNull();
    expect(await db().select().from(staffSetupTokens)).toEqual([]);
  });
});
