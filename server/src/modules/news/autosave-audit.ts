import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { Writer } from '../../db/types';

/**
 * Whether this editing sitting already has its audit line for this article (its creation, or its first
 * autosave): the editor autosaves every few seconds, and the log should say "Thandi edited the article",
 * once, not a line per pause in her typing. A save without a sitting id is always recorded.
 */
export async function autosaveAudited(tx: Writer, articleId: number, editSession: string | undefined) {
  if (!editSession) return false;
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'news'),
        eq(auditLog.targetId, String(articleId)),
        sql`${auditLog.details} ->> 'editSession' = ${editSession}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
