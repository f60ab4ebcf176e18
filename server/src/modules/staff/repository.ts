import type { Role } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';
import type { Writer } from '../audit/repository';
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from './totp';

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

export async function findUser(db: Writer, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

export const listUsers = (db: Db) => db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.id));

export async function insertUser(
  db: Writer,
  user: { email: string; name: string; role: Role; passwordHash: string; now: Date; locale?: Locale },
): Promise<UserRow> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: normaliseEmail(user.email),
      name: user.name.trim(),
      role: user.role,
      locale: user.locale ?? 'en',
      passwordHash: user.passwordHash,
      passwordChangedAt: user.now,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning();
  return row;
}

/** Active owners left: the last one may not be disabled or demoted (the group would be locked out). */
export async function activeOwnerCount(db: Writer): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt)));
  return row?.n ?? 0;
}

/** Replaces a user's recovery codes with ten new ones and returns them (shown once). */
export async function replaceRecoveryCodes(db: Writer, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Uses up a matching unused recovery code; true when one matched. */
export async function consumeRecoveryCode(db: Writer, userId: number, code: string, now: Date): Promise<boolean> {
  const unused = await db
    .select()
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  const match = unused.find((row) => recoveryCodeMatches(row.codeHash, code));
  if (!match) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
