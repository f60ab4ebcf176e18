import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { sameText } from '../../lib/tokens';

/**
 * TOTP (RFC 6238) for authenticator apps: SHA-1, six digits, 30-second steps, as every app supports.
 * One step either side is accepted for clock drift; a code's step is remembered so it works once.
 */
const ISSUER = 'VEB Group';
const PERIOD = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The time step a code belongs to, or null when it matches none of the three allowed. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code an app shows now (tests and the command line use it). */
export const currentTotp = (secret: string, now = new Date()): string =>
  totpFor(secret).generate({ timestamp: now.getTime() });

export async function enrolmentDetails(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

/** Ten recovery codes of 10 characters from an alphabet without look-alikes (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const digest = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${normalise(code)}`)
    .digest('hex');

/**
 * Recovery codes (about 50 bits each) are stored salted and hashed, as ASVS 5.0 asks of lookup secrets
 * under 112 bits; compared ignoring case, spaces and the dash.
 */
export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

export function recoveryCodeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  return Boolean(salt && hash) && sameText(digest(salt, code), hash);
}
