import type { EntryKind } from '@common/entries/kinds';
import { isEntryKind } from '@common/entries/kinds';
import { labelOf } from '@common/entries/words';
import { LOCALES } from '@common/locale';
import type { Versions } from '@common/model/versions';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { contactMessages, entries, media, newsletterIssues, staffUsers } from '../../db/schema';

const key = (type: string, id: string) => `${type}:${id}`;

/** A record's words in the first language it is written in (the log reads in any staff member's language). */
const firstWords = (versions: Versions, field: string): string => {
  for (const locale of LOCALES) {
    const text = versions[locale]?.words[field];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
};

/** The present names of some targets of one kind, by id. */
export type TargetNamer = (db: Db, ids: number[]) => Promise<Iterable<[number, string]>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Namers a module gives for the targets it alone knows how to name (news: an article by its title, as
     * the staff area names it everywhere), added when its admin routes are registered: the audit log is
     * read by every module's changes and depends on none of them (docs/decisions/080).
     */
    auditTargetNamers: Map<string, TargetNamer>;
  }
}

export function registerAuditNames(app: FastifyInstance): void {
  app.decorate('auditTargetNamers', new Map<string, TargetNamer>());
}

/** What names each kind of target the log can name from the tables alone: a message by its sender... */
const NAMES: Record<string, TargetNamer> = {
  newsletter: async (db, ids) =>
    (
      await db
        .select({ id: newsletterIssues.id, versions: newsletterIssues.versions })
        .from(newsletterIssues)
        .where(inArray(newsletterIssues.id, ids))
    ).map((row) => [row.id, firstWords(row.versions, 'subject')]),
  entry: async (db, ids) =>
    (await db.select().from(entries).where(inArray(entries.id, ids))).flatMap((row) =>
      isEntryKind(row.kind) ? [[row.id, labelOf(row.kind as EntryKind, row)] as [number, string]] : [],
    ),
  contact_message: async (db, ids) =>
    (
      await db
        .select({ id: contactMessages.id, name: contactMessages.name })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids))
    ).map((row) => [row.id, row.name]),
  media: async (db, ids) =>
    (await db.select({ id: media.id, name: media.filename }).from(media).where(inArray(media.id, ids))).map((row) => [
      row.id,
      row.name ?? '',
    ]),
  staff: async (db, ids) =>
    (
      await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, ids))
    ).map((row) => [row.id, row.name]),
};

/**
 * The present names of the lines' targets and actors (one query per kind), so that the log reads "Thandi
 * moved the message from Amina Okafor" rather than ids. A target since deleted has no name.
 */
export async function nameTargets(
  db: Db,
  lines: { targetType: string | null; targetId: string | null; actorId: number | null }[],
  namers: ReadonlyMap<string, TargetNamer> = new Map(),
): Promise<{ target: Map<string, string>; actor: Map<number, string> }> {
  const namerOf = (type: string): TargetNamer | undefined => NAMES[type] ?? namers.get(type);
  const wanted = new Map<string, Set<number>>();
  const want = (type: string, id: number) => {
    if (!Number.isSafeInteger(id) || id <= 0) return;
    if (!wanted.has(type)) wanted.set(type, new Set());
    wanted.get(type)?.add(id);
  };
  for (const line of lines) {
    if (line.targetType && line.targetId && namerOf(line.targetType)) want(line.targetType, Number(line.targetId));
    if (line.actorId) want('staff', line.actorId);
  }
  const target = new Map<string, string>();
  for (const [type, ids] of wanted) {
    const namer = namerOf(type);
    if (!namer) continue;
    for (const [id, text] of await namer(db, [...ids])) if (text) target.set(key(type, String(id)), text);
  }
  const actor = new Map<number, string>();
  for (const line of lines) {
    const name = line.actorId ? target.get(key('staff', String(line.actorId))) : undefined;
    if (line.actorId && name) actor.set(line.actorId, name);
  }
  return { target, actor };
}

export const targetKey = key;
