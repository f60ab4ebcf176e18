import { createHmac } from 'node:crypto';
import type { SpamReason } from '@common/admin/contact';
import { CONTACT_MIN_FILL_MS } from '@common/contact';
import type { Db } from '../../db/client';
import { serverSecret } from '../../lib/secrets';
import { sameText } from '../../lib/tokens';

/** The secret's name in server_secrets: made on first use, shared by every process on one database. */
const SECRET = 'contact_form';
/** A stamp older than this is not accepted (a page left open overnight still works). */
const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

const sign = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

/** `<issued at, ms>.<HMAC>`: the time the form was first used, which only the server can vouch for. */
export async function issueFormToken(db: Db, now: Date): Promise<string> {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(await serverSecret(db, SECRET), issuedAt)}`;
}

/**
 * What a post's stamp says about its sender: null for a person (the stamp is ours, at least
 * CONTACT_MIN_FILL_MS old and not expired), or why it looks like a bot.
 */
export async function checkFormToken(db: Db, token: string | undefined, now: Date): Promise<SpamReason | null> {
  if (!token) return 'no_timestamp';
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return 'bad_timestamp';
  const issuedAt = Number(match[1]);
  if (!sameText(match[2], sign(await serverSecret(db, SECRET), issuedAt))) return 'bad_timestamp';
  const age = now.getTime() - issuedAt;
  if (age > FORM_TOKEN_MAX_AGE_MS || age < -60_000) return 'bad_timestamp';
  return age < CONTACT_MIN_FILL_MS ? 'too_fast' : null;
}
