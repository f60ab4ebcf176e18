import type { Role } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { normaliseEmail, type UserRow } from '../auth';

export async function findUser(db: Writer, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Writer,
  user: {
    email: string;
    name: string;
    role: Role;
    passwordHash: string;
    now: Date;
    locale?: Locale;
    /** The companies the person is limited to (docs/decisions/088); none: group-wide. */
    companyIds?: number[];
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: normaliseEmail(user.email),
      name: user.name.trim(),
      role: user.role,
      locale: user.locale ?? null,
      companyIds: user.role === 'owner' ? [] : (user.companyIds ?? []),
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
