import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe: session cookies, invitation and e-mail links. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a copy of the table opens nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
