import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  contactMessages,
  impactMetrics,
  media,
  newsArticles,
  newsletterIssues,
  staffUsers,
  successStories,
} from '../../db/schema';

/** What names each kind of target today: an article by its title, a message by its sender... */
const NAMES: Record<string, { table: PgTable; id: AnyPgColumn; name: AnyPgColumn; pick?: (value: unknown) => string }> =
  {
    news: { table: newsArticles, id: newsArticles.id, name: newsArticles.title },
    newsletter: { table: newsletterIssues, id: newsletterIssues.id, name: newsletterIssues.subject },
    contact_message: { table: contactMessages, id: contactMessages.id, name: contactMessages.name },
    metric: { table: impactMetrics, id: impactMetrics.id, name: impactMetrics.label },
    story: { table: successStories, id: successStories.id, name: successStories.name },
    media: { table: media, id: media.id, name: media.filename },
    staff: { table: staffUsers, id: staffUsers.id, name: staffUsers.name },
  };

const key = (type: string, id: string) => `${type}:${id}`;

/**
 * The present names of the lines' targets and actors (one query per kind), so that the log reads "Thandi
 * moved the message from Amina Okafor" rather than ids. A target since deleted has no name.
 */
export async function nameTargets(
  db: Db,
  lines: { targetType: string | null; targetId: string | null; actorId: number | null }[],
): Promise<{ target: Map<string, string>; actor: Map<number, string> }> {
  const wanted = new Map<string, Set<number>>();
  const want = (type: string, id: number) => {
    if (!Number.isSafeInteger(id) || id <= 0) return;
    if (!wanted.has(type)) wanted.set(type, new Set());
    wanted.get(type)?.add(id);
  };
  for (const line of lines) {
    if (line.targetType && line.targetId && NAMES[line.targetType]) want(line.targetType, Number(line.targetId));
    if (line.actorId) want('staff', line.actorId);
  }
  const target = new Map<string, string>();
  for (const [type, ids] of wanted) {
    const { table, id, name, pick } = NAMES[type];
    const rows = (await db
      .select({ id, name })
      .from(table)
      .where(inArray(id, [...ids]))) as { id: number; name: unknown }[];
    for (const row of rows) {
      const text = pick ? pick(row.name) : typeof row.name === 'string' ? row.name : '';
      if (text) target.set(key(type, String(row.id)), text);
    }
  }
  const actor = new Map<number, string>();
  for (const line of lines) {
    const name = line.actorId ? target.get(key('staff', String(line.actorId))) : undefined;
    if (line.actorId && name) actor.set(line.actorId, name);
  }
  return { target, actor };
}

export const targetKey = key;
