import type { Locale } from '@common/locale';
import { inArray } from 'drizzle-orm';
import { newsDrafts, newsVersions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { articleLabel, readRecord } from './record';
import { shownVersion } from './repository';

/**
 * What names articles elsewhere (the audit log, an image's uses): the working copy's title in `locale`
 * where written, else in its original language; for an article with no working copy, its published
 * version's the same way. An id with no article has no name. Two queries, whatever the number of ids.
 */
export async function articleNames(db: Writer, ids: number[], locale: Locale): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const drafts = await db
    .select({ id: newsDrafts.articleId, data: newsDrafts.data })
    .from(newsDrafts)
    .where(inArray(newsDrafts.articleId, ids));
  for (const { id, data } of drafts) {
    const label = articleLabel(readRecord(data), locale);
    if (label) names.set(id, label);
  }
  const rest = ids.filter((id) => !names.has(id));
  if (rest.length === 0) return names;
  const versions = await db
    .select({
      articleId: newsVersions.articleId,
      locale: newsVersions.locale,
      title: newsVersions.title,
      fromLocale: newsVersions.fromLocale,
      changedAt: newsVersions.changedAt,
    })
    .from(newsVersions)
    .where(inArray(newsVersions.articleId, rest));
  for (const id of rest) {
    const shown = shownVersion(
      versions.filter((v) => v.articleId === id),
      locale,
    );
    if (shown) names.set(id, shown.title);
  }
  return names;
}
