import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import { randomToken } from './tokens';

/**
 * A secret the server makes for itself on first use and keeps in the database, so every process on one
 * database shares it and no default value exists for anyone to know (the contact form's signed time stamp
 * uses one). Read once per database connection.
 */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

export function serverSecret(db: Db, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(serverSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      return row.value;
    })();
    const known = secrets;
    secret.catch(() => known.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
