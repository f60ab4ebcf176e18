import type { CodedError } from '@common/admin/api-errors';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '@common/admin/auth';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id at OWASP ASVS 5.0's minimum: 19 MiB, two passes, one lane (Algorithm.Argon2id = 2). */
const ARGON2 = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Passwords are hashed and compared in Unicode NFC (NIST SP 800-63B-4 §3.1.1.2), so "é" typed as one
 * character or as "e" and a combining accent (some keyboards and systems do the latter) is the same
 * password. NFC of a password already in NFC is itself: hashes of such passwords stay valid.
 */
const nfc = (password: string) => password.normalize('NFC');

export const hashPassword = (password: string): Promise<string> => hash(nfc(password), ARGON2);

/** How many argon2 verifications ran (tests check an unknown address costs one, like a wrong password). */
export const hashing = { verifications: 0 };

async function verifies(stored: string, password: string): Promise<boolean> {
  hashing.verifications += 1;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * 'nfc' when the password matches in NFC; 'as-typed' when only the password exactly as typed matches: a
 * hash made before passwords were normalised, of a password not in NFC (the caller stores a new hash).
 * The second verification runs only for input not in NFC, whoever's account it is (the decoy too).
 */
export async function matchPassword(stored: string, password: string): Promise<'nfc' | 'as-typed' | null> {
  const normal = nfc(password);
  if (await verifies(stored, normal)) return 'nfc';
  if (normal !== password && (await verifies(stored, password))) return 'as-typed';
  return null;
}

export const verifyPassword = async (stored: string, password: string): Promise<boolean> =>
  (await matchPassword(stored, password)) !== null;

/**
 * A hash of nothing anyone knows, verified when the address is unknown, so "no such account" takes as
 * long as "wrong password" and the answer time tells nothing (docs/decisions/013).
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<null> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await matchPassword(await decoy, password);
  return null;
}

/** The 49,000 most common passwords of zxcvbn's list (shipped with the app as a dependency). */
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** True for 'aaaaaaaaaaaa', '123456789012', 'abcdefghijkl', 'abcabcabcabc': one run or one repeated chunk. */
function isTrivialPattern(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, i) => code - codes[i]));
  if (steps.size === 1 && [...steps].every((s) => Math.abs(s) <= 1)) return true;
  for (let size = 1; size <= password.length / 2; size++) {
    if (password.length % size === 0 && password.slice(0, size).repeat(password.length / size) === password)
      return true;
  }
  return false;
}

/**
 * NIST SP 800-63B-4 §3.1.1.2: length (12-128 here), no composition rules, and not a common, repetitive or
 * context-specific password. Returns the error to show (a code with its values), or null when the password is acceptable.
 */
export function passwordProblem(typed: string, context: string[] = []): CodedError | null {
  const password = nfc(typed);
  if ([...password].length < PASSWORD_MIN) return { code: passwordMessages.short, params: { min: PASSWORD_MIN } };
  if ([...password].length > PASSWORD_MAX) return { code: passwordMessages.long, params: { max: PASSWORD_MAX } };
  const lower = password.toLowerCase();
  // A common password with digits or symbols around it ("password2024!") is still a common password.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (COMMON.has(lower) || (core.length >= 4 && COMMON.has(core)) || isTrivialPattern(password)) {
    return { code: passwordMessages.common };
  }
  const words = ['veb', 'vebgroup', 'veb group', ...context]
    .map((word) => word.toLowerCase().trim())
    .filter((word) => word.length >= 3);
  if (words.some((word) => core === word || core.replace(/[\W_]/g, '') === word.replace(/[\W_]/g, ''))) {
    return { code: passwordMessages.common };
  }
  return null;
}
