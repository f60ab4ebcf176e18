import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, newsletterSubscribers } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { recordAudit, SYSTEM } from '../audit';
import { ERASURE_TABLES } from './repository';
import { eraseVacuum } from './vacuum';

const EMAIL = 'amara.okafor@example.org';
const NAME = 'Amara Okafor';
const PHONE = '+27 11 555 0101';
/** What must be found nowhere after the erasure, in any case (the phone also without its spaces). */
const TRACES = [EMAIL, NAME, PHONE, '+27115550101', 'okafor'].map((t) => t.toLowerCase());

/**
 * After an erasure, not one table holds the person's address, name or phone (audit details
 * and stored searches included, sign-in attempts too), the touched tables were rewritten by VACUUM FULL
 * (their files replaced: the old row versions are no longer in the data files), and privacy look-ups are
 * audited without the address.
 */
describe.each(testDatabaseKinds())('erasure leaves no trace (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
  }, 60_000);
  afterAll(() => ctx.close());

  /** Every user table's rows as JSON text, lower-cased. */
  async function everyRow(): Promise<{ table: string; text: string }[]> {
    const tables = await ctx.database.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining([...ERASURE_TABLES]));
    const rows: { table: string; text: string }[] = [];
    for (const { name } of tables) {
      const found = await ctx.database.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
      for (const { row } of found) rows.push({ table: name, text: row.toLowerCase() });
    }
    return rows;
  }
  const holding = (rows: { table: string; text: string }[]) =>
    rows.filter((r) => TRACES.some((trace) => r.text.includes(trace))).map((r) => `${r.table}: ${r.text}`);
  const fileNodes = async () =>
    Object.fromEntries(
      await Promise.all(
        ERASURE_TABLES.map(async (table) => {
          const [row] = await ctx.database.query<{ node: number }>('select pg_relation_filenode($1) as node', [table]);
          return [table, Number(row.node)];
        }),
      ),
    );

  it('audits a look-up with a masked address and a keyed hash, never the address', async () => {
    const res = await owner.post('/api/admin/privacy/lookup', { email: 'Someone@Example.org' });
    expect(res.statusCode).toBe(200);
    const [line] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line.action).toBe('privacy.looked_up');
    expect(line.actor).toMatch(/@/);
    expect(line.details).toMatchObject({ email: 's•••@example.org', contactMessages: 0, subscription: 0, mails: 0 });
    expect(line.details?.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(line).toLowerCase()).not.toContain('someone@');
    // The same address, the same hash: "was it looked up, by whom" has an exact answer.
    await owner.post('/api/admin/privacy/lookup', { email: 'someone@example.org' });
    const [again] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(again.details?.emailHash).toBe(line.details?.emailHash);
  });

  it("removes the address, name and phone from every table and rewrites the tables' files", async () => {
    const db = ctx.database.db;
    const [message] = await db
      .insert(contactMessages)
      .values({ name: NAME, email: EMAIL, phone: PHONE, subject: 'investment', message: 'About the Benoni hub.' })
      .returning();
    await db.insert(newsletterSubscribers).values({ email: EMAIL, status: 'confirmed' });
    // A staff action on the message whose details name the person, and one about someone else.
    await recordAudit(db, {
      actor: SYSTEM,
      action: 'contact.replied',
      target: { type: 'contact_message', id: message.id },
      details: { to: EMAIL.toUpperCase(), greeting: `Dear ${NAME},`, callBack: '+27115550101', kept: 'yes' },
      at: new Date(),
    });
    // Through the routes: a search that found them, a failed sign-in typed with their address, a look-up.
    const search = await owner.get('/api/admin/subscribers/export.csv?q=Okafor');
    expect(search.statusCode).toBe(200);
    const visitor = new AdminClient(ctx.app);
    await visitor.session();
    const signIn = await visitor.post('/api/admin/sign-in', { email: EMAIL, password: 'not the password at all' });
    expect(signIn.statusCode).toBe(401);
    expect((await owner.post('/api/admin/privacy/lookup', { email: EMAIL })).statusCode).toBe(200);
    expect((await owner.post('/api/admin/privacy/export', { email: EMAIL })).statusCode).toBe(200);
    // Before: the traces are there (the test can see them), so their absence afterwards means something.
    const before = holding(await everyRow());
    expect(before.some((r) => r.startsWith('sign_in_attempts:'))).toBe(true);
    expect(before.some((r) => r.startsWith('audit_log:') && /"q": ?"okafor"/.test(r))).toBe(true);
    expect(before.some((r) => r.startsWith('audit_log:') && r.includes('dear amara okafor'))).toBe(true);
    const nodesBefore = await fileNodes();

    const res = await owner.post('/api/admin/privacy/erase', { email: EMAIL, confirm: EMAIL });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ contactMessages: 1, subscriptions: 1, signInAttempts: 1 });
    expect(res.json().counts.auditLinesRedacted).toBeGreaterThanOrEqual(4);

    expect(holding(await everyRow())).toEqual([]);
    // Redacted inside the details, the rest of each line kept.
    const [replied] = await db.select().from(auditLog).where(eq(auditLog.action, 'contact.replied'));
    expect(replied.details).toEqual({
      to: '[erased]',
      greeting: 'Dear [erased],',
      callBack: '[erased]',
      kept: 'yes',
    });
    const [searched] = await db.select().from(auditLog).where(eq(auditLog.action, 'subscribers.exported'));
    expect(searched.details).toMatchObject({ q: '[erased]' });
    const lookups = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} in ('privacy.looked_up', 'privacy.exported')`);
    const ours = lookups.filter((l) => l.details?.email === '[erased]');
    expect(ours).toHaveLength(2);
    for (const line of ours) expect(line.details?.emailHash).toBe('[erased]');
    // The other person's look-ups are untouched.
    expect(lookups.filter((l) => l.details?.email === 's•••@example.org')).toHaveLength(2);

    // VACUUM FULL gave every touched table a new file: the old one, with the deleted versions, is gone.
    const nodesAfter = await fileNodes();
    for (const table of ERASURE_TABLES) expect(nodesAfter[table], table).not.toBe(nodesBefore[table]);
  });
});

describe('the vacuum after an erasure', () => {
  it('logs a failure and reports it, never throws (the erasure before it is committed)', async () => {
    // A real database that can no longer answer: VACUUM fails as it would on a lost connection.
    const database = await createTestDatabase('pglite', { seed: false });
    await database.close();
    const lines: { fields: unknown; message: string }[] = [];
    const log = { error: (fields: unknown, message: string) => lines.push({ fields, message }) };
    await expect(eraseVacuum(database, log as unknown as FastifyBaseLogger)).resolves.toBe(false);
    expect(lines.map((l) => l.message)).toEqual(['vacuum after erasure failed']);
  });
});
