import type { AuditEntry } from '@common/admin/auth';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A transaction or the database itself: audit lines are written with the change they record. */
export type Writer = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

export interface Actor {
  id: number | null;
  /** The staff member's e-mail address, 'system' (a job) or 'cli' (the command line). */
  label: string;
}

export const SYSTEM: Actor = { id: null, label: 'system' };
export const CLI: Actor = { id: null, label: 'cli' };

export interface AuditLine {
  actor: Actor;
  action: string;
  target?: { type: string; id: string | number };
  details?: Record<string, unknown>;
  ip?: string | null;
  at: Date;
}

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
  { before, limit, action, actorId }: { before?: number; limit: number; action?: string; actorId?: number },
): Promise<AuditEntry[]> {
  const filters: SQL[] = [];
  if (before) filters.push(lt(auditLog.id, before));
  if (action) filters.push(eq(auditLog.action, action));
  if (actorId) filters.push(eq(auditLog.actorId, actorId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    ip: row.ip,
  }));
}
