import { MEDIA_PAGE_SIZE, type MediaList, mediaMessages } from '@common/admin/media';
import { and, count, gte, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { itemsOf, mediaRows } from './repository';
import { usageSourceNames, usesById, usesOf } from './usage';

export interface LibraryQuery {
  q?: string;
  use?: string;
  from?: string;
  to?: string;
  page: number;
}

/** `%`, `_` and `\` typed by staff are searched for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The images used (by any source, or by one) as an id list, for the use filter. */
async function usedIds(db: Writer, use: string): Promise<number[]> {
  const source = use === 'used' || use === 'unused' ? undefined : use;
  return [...new Set((await usesOf(db, null, source)).map((found) => found.mediaId))];
}

/**
 * The library, newest first: file names and alt text in any language searched; filtered by use (any source,
 * none, or one source) and by upload time; each image with its uses. The use filter asks every source for
 * all its uses: a few queries over content that is hundreds of records, not millions.
 */
export async function listLibrary(db: Writer, query: LibraryQuery): Promise<MediaList> {
  const sources = usageSourceNames();
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${likeEscaped(query.q)}%`;
    conditions.push(
      or(
        sql`${media.filename} ilike ${pattern}`,
        sql`exists (select 1 from jsonb_each(${media.versions}) as version(lang, value) where version.value #>> '{words,alt}' ilike ${pattern})`,
      ) as SQL,
    );
  }
  if (query.from) conditions.push(gte(media.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lt(media.createdAt, new Date(query.to)));
  if (query.use) {
    if (query.use !== 'used' && query.use !== 'unused' && !sources.includes(query.use))
      throw new HttpError(400, mediaMessages.unknownUse, { fields: { use: mediaMessages.unknownUse } });
    const ids = await usedIds(db, query.use);
    if (query.use === 'unused') {
      if (ids.length) conditions.push(not(inArray(media.id, ids)));
    } else conditions.push(ids.length ? inArray(media.id, ids) : sql`false`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(media).where(where);
  const rows = await mediaRows(db, where, MEDIA_PAGE_SIZE, (query.page - 1) * MEDIA_PAGE_SIZE);
  const items = await itemsOf(db, rows);
  const uses = usesById(
    await usesOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return {
    items: items.map((item) => ({ ...item, uses: uses.get(item.id) ?? [] })),
    total: Number(total),
    page: query.page,
    pageSize: MEDIA_PAGE_SIZE,
    sources,
  };
}
