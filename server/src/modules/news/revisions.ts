import type { NewsLanguage, RevisionData, RevisionItem, RevisionKind } from '@common/admin/news';
import { NEWS_LANGUAGES } from '@common/admin/news';
import { and, desc, eq } from 'drizzle-orm';
import { newsRevisions, staffUsers } from '../../db/schema';
import type { Writer } from '../audit/repository';
import { readWorkingCopy, titleOf } from './working-copy';

type RevisionRow = typeof newsRevisions.$inferSelect;

/**
 * Records a saved version. Consecutive autosaves by one person update one entry (the editor autosaves
 * every few seconds; the history keeps the last state of each sitting, and every explicit save).
 */
export async function addRevision(
  tx: Writer,
  {
    articleId,
    kind,
    data,
    user,
    now,
  }: {
    articleId: number;
    kind: RevisionKind;
    data: RevisionData;
    user: { id: number; email: string };
    now: Date;
  },
): Promise<void> {
  if (kind === 'autosave') {
    const [last] = await tx
      .select()
      .from(newsRevisions)
      .where(eq(newsRevisions.articleId, articleId))
      .orderBy(desc(newsRevisions.createdAt), desc(newsRevisions.id))
      .limit(1);
    if (last?.kind === 'autosave' && last.createdBy === user.id) {
      await tx.update(newsRevisions).set({ data, createdAt: now }).where(eq(newsRevisions.id, last.id));
      return;
    }
  }
  await tx.insert(newsRevisions).values({
    articleId,
    kind,
    data,
    createdAt: now,
    createdBy: user.id,
    createdByLabel: user.email,
  });
}

function toRevisionItem(row: RevisionRow): RevisionItem & { data: RevisionData } {
  const data = readWorkingCopy(row.data);
  return {
    id: row.id,
    kind: row.kind as RevisionKind,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByLabel,
    title: titleOf(data),
    languages: NEWS_LANGUAGES.filter((l): l is NewsLanguage => !!data.versions[l]),
    data,
  };
}

export async function listRevisions(db: Writer, articleId: number): Promise<RevisionItem[]> {
  // People read "by Thandi Mokoena", not an address: the colleague's name today, and the address kept at
  // the time only once the account is gone.
  const rows = await db
    .select({ row: newsRevisions, name: staffUsers.name })
    .from(newsRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, newsRevisions.createdBy))
    .where(eq(newsRevisions.articleId, articleId))
    .orderBy(desc(newsRevisions.createdAt), desc(newsRevisions.id));
  return rows.map(({ row, name }) => {
    const { data: _data, ...item } = toRevisionItem(row);
    return { ...item, createdBy: name ?? item.createdBy };
  });
}

export async function findRevision(db: Writer, articleId: number, id: number) {
  const [row] = await db
    .select()
    .from(newsRevisions)
    .where(and(eq(newsRevisions.articleId, articleId), eq(newsRevisions.id, id)));
  return row ? toRevisionItem(row) : null;
}
