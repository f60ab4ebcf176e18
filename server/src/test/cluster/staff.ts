import type { Role } from '@common/admin/roles';
import type pg from 'pg';
import { hashPassword } from '../../modules/auth';

let n = 0;

/** A staff member written straight into a database the test reaches over SQL (no TOTP). */
export async function createStaffOver(sql: pg.Client, role: Role) {
  n += 1;
  const email = `${role}-${n}-${Date.now()}@cluster.example`;
  const password = `cluster passphrase number ${n}`;
  await sql.query('insert into staff_users (email, name, role, password_hash) values ($1, $2, $3, $4)', [
    email,
    `Cluster ${role}`,
    role,
    await hashPassword(password),
  ]);
  return { email, password };
}
