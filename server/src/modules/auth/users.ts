import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';

/** A staff account as signing in reads it; staff management (modules/staff) adds and changes them. */
export type UserRow = typeof staffUsers.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Writer, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export const listUsers = (db: Db) => db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.id));
