import { mkdirSync } from 'node:fs';
import { createDatabase } from '../../server/src/db/client';
import { staffUsers } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/modules/auth/passwords';

/**
 * Editors written into the PGlite folder before the server opens it (one process at a time holds it),
 * all with `password`. Accounts already there are kept.
 */
export async function createEditors(dataDir: string, emails: string[], password: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password);
    await database.db
      .insert(staffUsers)
      .values(
        emails.map((email, i) => ({ email, name: `Bench editor ${i + 1}`, role: 'editor' as const, passwordHash })),
      )
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}
