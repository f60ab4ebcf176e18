import type { AuditAction } from '@common/admin/audit-actions';
import type { AuditEntry } from '@common/admin/auth';
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Writer } from '../../db/types';
import { nameTargets, type TargetNamer, targetKey } from './targets';

export interface Actor {
  id: number | null;
  /** The staff member's e-mail address, 'system' (a job) or 'cli' (the command line). */
  label: string;
}

export const SYSTEM: Actor = { id: null, label: 'system' };
export const CLI: Actor = { id: null, label: 'cli' };

export interface AuditLine {
  actor: Actor;
  /** One of common/src/admin/audit-actions.ts: a new action needs its words there first. */
  action: AuditAction;
  target?: { type: string; id: string | number };
  details?: Record<string, unknown>;
  ip?: string | null;
  at: Date;
}

/** Written with the change it records, on its Writer (db/types.ts): both commit, or neither. */
export async function recordAudit(writer: Writer, line: AuditLine): Promise<void> {
  await writer.insert(auditLog).values({
    at: line.at,
    actorId: line.actor.id,
    actor: line.actor.label,
    action: line.action,
    targetType: line.target?.type ?? null,
    targetId: line.target ? String(line.target.id) : null,
    details: line.details ?? null,
    ip: line.ip ?? null,
  });
}

export async function listAudit(
  db: Db,
  {
    before,
    limit,
    actions,
    actorId,
  }: { before?: number; limit: number; actions?: readonly AuditAction[]; actorId?: number },
  namers?: ReadonlyMap<string, TargetNamer>,
): Promise<AuditEntry[]> {
  const filters: SQL[] = [];
  if (before) filters.push(lt(auditLog.id, before));
  if (actions) filters.push(inArray(auditLog.action, [...actions]));
  if (actorId) filters.push(eq(auditLog.actorId, actorId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  const names = await nameTargets(db, rows, namers);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    actorName: row.actorId ? (names.actor.get(row.actorId) ?? null) : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName:
      row.targetType && row.targetId ? (names.target.get(targetKey(row.targetType, row.targetId)) ?? null) : null,
    details: row.details,
    ip: row.ip,
  }));
}
