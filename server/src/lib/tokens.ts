import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 256 random bits from the CSPRNG, URL-safe: session cookies, invitation and e-mail links. */
export const randomToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * A token as randomToken writes it: 43 base64url characters, one capital letter or _ at least (slugs are
 * lower case; a token without one comes once in five billion), standing alone in a link.
 */
const TOKEN_IN_TEXT = new RegExp(
  `(?<![A-Za-z0-9_-])(?=[A-Za-z0-9-]*[A-Z_])[A-Za-z0-9_-]{${Math.ceil((TOKEN_BYTES * 4) / 3)}}(?![A-Za-z0-9_-])`,
  'g',
);
export const MASKED_TOKEN = '••••••';

/**
 * A mail as an owner may read it (docs/decisions/049): every token in it masked, so the links that act for its
 * recipient (confirm, unsubscribe, accept an invitation, choose a password) open nothing.
 */
export const maskTokens = (text: string): string => text.replace(TOKEN_IN_TEXT, MASKED_TOKEN);

/** What the database keeps of a token: its SHA-256, so a copy of the table opens nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
