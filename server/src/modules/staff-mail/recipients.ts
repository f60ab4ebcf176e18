import type { Locale } from '@common/locale';
import { inArray } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { mailLocale } from './language';

/**
 * The language of each address that is a staff account's; an address with no account (a shared desk,
 * CONTACT_NOTIFY_TO) is not in the map, and its mail is in English. Both sides are lower-cased where they
 * are written (staff accounts in the repository, notification lists by their shared schema), so they
 * compare as they are.
 */
export async function languagesOf(db: Writer, addresses: string[]): Promise<Map<string, Locale>> {
  const wanted = [...new Set(addresses)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ email: staffUsers.email, locale: staffUsers.locale })
    .from(staffUsers)
    .where(inArray(staffUsers.email, wanted));
  return new Map(rows.map((row) => [row.email, mailLocale(row.locale)]));
}

export const languageOf = (languages: Map<string, Locale>, address: string): Locale => languages.get(address) ?? 'en';
