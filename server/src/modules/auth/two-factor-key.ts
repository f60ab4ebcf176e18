import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNotNull, or } from 'drizzle-orm';
import type { Config } from '../../config';
import { ConfigError } from '../../config';
import { staffUsers } from '../../db/schema';
import type { Db, Writer } from '../../db/types';

/**
 * Two-factor secrets are kept encrypted (docs/decisions/092): AES-256-GCM under a key kept outside the
 * database, bound to the account (its id is the authenticated data, so a sealed secret copied to another
 * row does not open). A stored secret reads `v1.` and base64url of the nonce, the tag and the ciphertext.
 * Every other secret is hashed; these cannot be, since the server computes codes from them.
 */
const PREFIX = 'v1.';
const KEY_FILE = 'two-factor.key';

export interface SecretBox {
  seal(secret: string, userId: number): string;
  /** The secret, from a sealed value or (before the first start after decision 092) a plain one. */
  open(stored: string, userId: number): string;
  /** Sealed under the current key (not plain, not under the previous one of a rotation). */
  current(stored: string, userId: number): boolean;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

function openWith(key: Buffer, stored: string, userId: number): string {
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(`staff:${userId}`));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

const opens = (key: Buffer, stored: string, userId: number) => {
  try {
    openWith(key, stored, userId);
    return true;
  } catch {
    return false;
  }
};

/** Seals under `key`; opens under it or, during a rotation, under `previous` (TWO_FACTOR_KEY_PREVIOUS). */
function boxOf(key: Buffer, previous: Buffer | null = null): SecretBox {
  return {
    seal(secret, userId) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(`staff:${userId}`));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored, userId) {
      if (!isSealed(stored)) return stored;
      if (previous && !opens(key, stored, userId)) return openWith(previous, stored, userId);
      return openWith(key, stored, userId);
    },
    current: (stored, userId) => isSealed(stored) && opens(key, stored, userId),
  };
}

const parseKey = (text: string): Buffer | null => {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
};

/** A key for one process: an in-memory database's, which is gone with the process anyway. */
let processKey: Buffer | null = null;

/**
 * The key: TWO_FACTOR_KEY (32 bytes, base64 or hex), else one generated on first start into the data
 * folder (readable by the server's user alone), which a PostgreSQL site in production must not rely on:
 * there the setting is required, so that every instance reads the same key and the data folder is not
 * a second copy of it to lose.
 */
export function twoFactorKey(
  config: Pick<Config, 'TWO_FACTOR_KEY' | 'DATA_DIR' | 'DATABASE_URL' | 'NODE_ENV'>,
): Buffer {
  if (config.TWO_FACTOR_KEY) {
    const key = parseKey(config.TWO_FACTOR_KEY);
    if (!key) throw new ConfigError('TWO_FACTOR_KEY must be 32 bytes, in base64 (44 characters) or hex (64)');
    return key;
  }
  if (config.DATABASE_URL && config.NODE_ENV === 'production')
    throw new ConfigError(
      'TWO_FACTOR_KEY is required with DATABASE_URL in production (generate one: openssl rand -base64 32)',
    );
  if (config.DATA_DIR.startsWith('memory://')) {
    processKey ??= randomBytes(32);
    return processKey;
  }
  const file = join(config.DATA_DIR, KEY_FILE);
  if (existsSync(file)) {
    const key = parseKey(readFileSync(file, 'utf8'));
    if (!key) throw new ConfigError(`${file} does not hold a 32-byte key (base64)`);
    return key;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  // 'wx': of two processes starting at once, one writes it; the other reads the one written.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return twoFactorKey(config);
  }
}

/** The key a rotation replaces (TWO_FACTOR_KEY_PREVIOUS), whose secrets are sealed anew at start. */
export function previousTwoFactorKey(config: Pick<Config, 'TWO_FACTOR_KEY_PREVIOUS'>): Buffer | null {
  if (!config.TWO_FACTOR_KEY_PREVIOUS) return null;
  const key = parseKey(config.TWO_FACTOR_KEY_PREVIOUS);
  if (!key) throw new ConfigError('TWO_FACTOR_KEY_PREVIOUS must be 32 bytes, in base64 (44 characters) or hex (64)');
  return key;
}

/** Each database's box, set at start (buildApp), for the code that reaches the database alone. */
const BOXES = new WeakMap<object, SecretBox>();

export function setTwoFactorKey(db: Db, key: Buffer, previous: Buffer | null = null): SecretBox {
  const box = boxOf(key, previous);
  BOXES.set(db, box);
  return box;
}

/** The box of this database (the app's), set at start. */
export function twoFactorBox(db: Db): SecretBox {
  const box = BOXES.get(db);
  if (!box) throw new Error('no two-factor key for this database: buildApp sets it at start');
  return box;
}

/** The box of this database, or one under a key of this process (tools and tests with a bare database). */
export const twoFactorBoxOrNew = (db: Db): SecretBox => BOXES.get(db) ?? setTwoFactorKey(db, randomBytes(32));

/**
 * Seals under the current key every secret that is not: those stored in plain before decision 092, and
 * those of the previous key during a rotation (once, at start; the others are left as they are). A secret
 * that opens under neither key is left too: its owner resets two-factor.
 */
export async function sealSecretsAnew(db: Writer, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: staffUsers.id, secret: staffUsers.totpSecret, pending: staffUsers.totpPending })
    .from(staffUsers)
    .where(or(isNotNull(staffUsers.totpSecret), isNotNull(staffUsers.totpPending)));
  const anew = (stored: string | null, id: number) => {
    if (!stored || box.current(stored, id)) return undefined;
    try {
      return box.seal(box.open(stored, id), id);
    } catch {
      return undefined;
    }
  };
  let sealed = 0;
  for (const row of rows) {
    const secret = anew(row.secret, row.id);
    const pending = anew(row.pending, row.id);
    if (secret === undefined && pending === undefined) continue;
    await db
      .update(staffUsers)
      .set({ ...(secret ? { totpSecret: secret } : {}), ...(pending ? { totpPending: pending } : {}) })
      .where(eq(staffUsers.id, row.id));
    sealed += 1;
  }
  return sealed;
}
