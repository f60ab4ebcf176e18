import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { dumpLines } from '../../db/backup/dump';
import { staffUsers } from '../../db/schema';
import type { Db } from '../../db/types';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { currentTotp } from './totp';
import { isSealed, sealSecretsAnew, setTwoFactorKey, twoFactorBox, twoFactorKey } from './two-factor-key';

/**
 * Two-factor secrets kept encrypted (docs/decisions/092): what enrolment stores is sealed, never the seed;
 * a backup of the database holds no seed in clear; secrets stored in plain before are sealed at start
 * and still sign in; a sealed secret opens only for its own account; the key is a setting, or a file made
 * once in the data folder, and required with PostgreSQL in production.
 */
describe.each(testDatabaseKinds())('two-factor secrets at rest (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => ctx.database.db;
  const stored = async (id: number) =>
    (await db().select().from(staffUsers).where(eq(staffUsers.id, id)))[0] as typeof staffUsers.$inferSelect;
  const signInWithCode = async (staff: Awaited<ReturnType<typeof createStaff>>, secret: string, at = new Date()) => {
    const browser = new AdminClient(ctx.app);
    await browser.session();
    const first = await browser.post('/api/admin/sign-in', { email: staff.email, password: staff.password });
    expect(first.json()).toEqual({ next: 'totp' });
    await browser.session();
    return browser.post('/api/admin/sign-in/code', { code: currentTotp(secret, at) });
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
  });
  afterAll(() => ctx.close());

  it('stores what enrolment makes sealed, and a backup holds no seed in clear', async () => {
    const owner = await createStaff(db(), 'owner', { totp: false });
    const browser = new AdminClient(ctx.app);
    await browser.session();
    await browser.post('/api/admin/sign-in', { email: owner.email, password: owner.password });
    await browser.session();
    const setup = (await browser.post('/api/admin/account/two-factor/setup')).json() as { secret: string };
    const pending = (await stored(owner.id)).totpPending as string;
    expect(isSealed(pending)).toBe(true);
    expect(pending).not.toContain(setup.secret);
    const confirm = await browser.post('/api/admin/account/two-factor/confirm', {
      code: currentTotp(setup.secret, new Date()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const secret = (await stored(owner.id)).totpSecret as string;
    expect(isSealed(secret)).toBe(true);
    expect(secret).not.toContain(setup.secret);

    // Everything a backup writes, line by line: the seed appears nowhere, in any case.
    let dump = '';
    for await (const line of dumpLines(ctx.database)) dump += `${JSON.stringify(line)}\n`;
    expect(dump).toContain(owner.email);
    expect(dump.toUpperCase()).not.toContain(setup.secret.toUpperCase());

    // And the sealed secret signs in (with the next time step's code: the one enrolment used is spent).
    const signed = await signInWithCode(owner, setup.secret, new Date(Date.now() + 30_000));
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('seals a secret stored in plain before, which then still signs in', async () => {
    const editor = await createStaff(db(), 'editor', { totp: true });
    const secret = editor.totpSecret as string;
    // As a row written before decision 092 holds it.
    await db().update(staffUsers).set({ totpSecret: secret }).where(eq(staffUsers.id, editor.id));
    expect(await sealSecretsAnew(db(), twoFactorBox(db()))).toBeGreaterThanOrEqual(1);
    const now = (await stored(editor.id)).totpSecret as string;
    expect(isSealed(now)).toBe(true);
    expect(now).not.toContain(secret);
    // Sealed once: a second start leaves it as it is.
    await sealSecretsAnew(db(), twoFactorBox(db()));
    expect((await stored(editor.id)).totpSecret).toBe(now);
    const signed = await signInWithCode(editor, secret);
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('opens a sealed secret for its own account only: copied to another, no code of it is accepted', async () => {
    const first = await createStaff(db(), 'editor', { totp: true });
    const second = await createStaff(db(), 'editor', { totp: true });
    const sealed = (await stored(first.id)).totpSecret as string;
    await db().update(staffUsers).set({ totpSecret: sealed }).where(eq(staffUsers.id, second.id));
    const refused = await signInWithCode(second, first.totpSecret as string);
    expect(refused.statusCode).toBe(401);
  });
});

describe('the two-factor key', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  const base = { DATABASE_URL: undefined, NODE_ENV: 'production' as const, TWO_FACTOR_KEY: undefined };

  it('is made once into the data folder, readable by its owner alone, and read from there after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'two-factor-key-'));
    folders.push(dir);
    const key = twoFactorKey({ ...base, DATA_DIR: dir });
    expect(key).toHaveLength(32);
    const file = join(dir, 'two-factor.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(key);
    expect(twoFactorKey({ ...base, DATA_DIR: dir })).toEqual(key);
  });

  it('is the setting when given, and refuses one that is not 32 bytes', () => {
    const hex = 'ab'.repeat(32);
    expect(twoFactorKey({ ...base, DATA_DIR: 'memory://', TWO_FACTOR_KEY: hex })).toEqual(Buffer.from(hex, 'hex'));
    expect(() => twoFactorKey({ ...base, DATA_DIR: 'memory://', TWO_FACTOR_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('rotates: a secret under the previous key still opens, and what is sealed anew opens under the new one alone', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const old = setTwoFactorKey({} as Db, oldKey);
    const rotating = setTwoFactorKey({} as Db, newKey, oldKey);
    const after = setTwoFactorKey({} as Db, newKey);
    const seed = 'JBSWY3DPEHPK3PXP';
    const sealed = old.seal(seed, 5);
    expect(rotating.current(sealed, 5)).toBe(false);
    expect(rotating.open(sealed, 5)).toBe(seed);
    const anew = rotating.seal(rotating.open(sealed, 5), 5);
    expect(rotating.current(anew, 5)).toBe(true);
    expect(after.open(anew, 5)).toBe(seed);
    expect(() => after.open(sealed, 5)).toThrow();
    // Bound to its account: another's id does not open it.
    expect(() => old.open(sealed, 6)).toThrow();
  });

  it('is required with PostgreSQL in production, and the configuration names it', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/site', NODE_ENV: 'production' });
    expect(() => twoFactorKey(config)).toThrow(/TWO_FACTOR_KEY is required/);
    expect(() => twoFactorKey({ ...config, NODE_ENV: 'development', DATA_DIR: 'memory://' })).not.toThrow();
  });
});
