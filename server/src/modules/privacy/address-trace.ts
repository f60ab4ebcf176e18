import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { serverSecret } from '../../lib/secrets';

/**
 * How a privacy look-up or export names the address in the audit log: never the address
 * itself, which would make the log a second copy of the data it is about. Two traces are kept:
 *  - `email`: a masked form (first letter and domain, 'p•••@example.org') for the person reading the log;
 *  - `emailHash`: an HMAC-SHA-256 of the address under a secret kept in the database ('privacy-lookup'),
 *    so that "was this address looked up, by whom?" has an exact answer for someone who has the address and
 *    the database, while the log alone (a copy, an export, a screenshot) cannot be tested against guesses.
 * An erasure redacts both (repository.ts: erasePerson).
 */
export interface AddressTrace {
  email: string;
  emailHash: string;
}

function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

export async function addressTrace(db: Db, email: string): Promise<AddressTrace> {
  const key = await serverSecret(db, 'privacy-lookup');
  return { email: maskAddress(email), emailHash: createHmac('sha256', key).update(email).digest('hex') };
}
