import type { AdminArticle } from '@common/admin/news';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, newsArticles, newsDrafts, newsVersions, revisions } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { newsHistoryUses, newsUses } from './usage-news';

const HASH = {
  cover: 'a'.repeat(64),
  inText: 'b'.repeat(64),
  old: 'c'.repeat(64),
  next: 'd'.repeat(64),
  draftCover: 'e'.repeat(64),
};
const img = (hash: string) => `<p><img src="/media/${hash}-960.webp" alt="" width="960" height="540"></p><p>Text.</p>`;

/**
 * Where articles use images (usage-news.ts, docs/decisions/030): the cover by its id and images in the text
 * by their address, on the site (news_versions, in any language), in the working copy (an ArticleRecord)
 * and in the one history (`revisions`, record type 'news'); and a replaced file followed everywhere.
 */
describe.each(testDatabaseKinds())('images used by news articles (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  const ids: Record<keyof typeof HASH, number> = { cover: 0, inText: 0, old: 0, next: 0, draftCover: 0 };
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    for (const [name, hash] of Object.entries(HASH)) {
      const [row] = await ctx.database.db
        .insert(media)
        .values({
          hash,
          mime: 'image/webp',
          width: 960,
          height: 540,
          original: Buffer.from([1]),
          filename: `${name}.webp`,
        })
        .returning({ id: media.id });
      ids[name as keyof typeof HASH] = row.id;
    }
  });
  afterAll(() => ctx.close());

  const save = async (id: number | null, words: Record<string, unknown>, imageId: number | null = null) => {
    const body = { values: { category: 'Awards', author: 'A. Writer', imageId, imageUrl: null }, words };
    const res = id
      ? await editor.request({ method: 'PUT', url: `/api/admin/news/${id}/draft`, payload: body })
      : await editor.post('/api/admin/news', body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as AdminArticle;
  };
  const words = (slug: string, title: string, html: string) => ({ title, slug, excerpt: 'E.', contentHtml: html });

  it('finds the cover and the images in the text of every language, on the site and in the working copy', async () => {
    const created = await save(null, { sw: words(`picha-${kind}`, 'Picha za Kampala', img(HASH.inText)) }, ids.cover);
    expect(created.values).toMatchObject({ imageId: ids.cover, imageUrl: `/media/${HASH.cover}-960.webp` });
    const published = await editor.post(`/api/admin/news/${created.id}/publish`, { languages: ['sw'] });
    expect(published.statusCode, published.body).toBe(200);
    const uses = await newsUses.find(ctx.database.db, [ids.cover, ids.inText]);
    expect(uses.filter((u) => u.recordId === created.id).sort((a, b) => a.mediaId - b.mediaId)).toEqual([
      {
        mediaId: ids.cover,
        source: 'news',
        recordId: created.id,
        label: 'Picha za Kampala',
        editPath: `/news/${created.id}`,
      },
      {
        mediaId: ids.inText,
        source: 'news',
        recordId: created.id,
        label: 'Picha za Kampala',
        editPath: `/news/${created.id}`,
      },
    ]);
    // Out of the working copy, still on the site: still used.
    await save(created.id, { sw: words(`picha-${kind}`, 'Picha za Kampala', '<p>Bila picha.</p>') });
    expect((await newsUses.find(ctx.database.db, [ids.inText])).map((u) => u.recordId)).toContain(created.id);
    // Every image the news uses, asked without ids (the library's "used" filter).
    const all = await newsUses.find(ctx.database.db, null);
    expect(all.some((u) => u.recordId === created.id && u.mediaId === ids.cover)).toBe(true);
  });

  it('finds a cover chosen in the working copy alone, and then in the history alone', async () => {
    const created = await save(null, { en: words(`cover-later-${kind}`, 'Cover later', '<p>Text.</p>') });
    // Chosen after creation: only the working copy (an ArticleRecord's values) names it.
    await save(created.id, { en: words(`cover-later-${kind}`, 'Cover later', '<p>Text.</p>') }, ids.draftCover);
    expect((await newsUses.find(ctx.database.db, [ids.draftCover])).map((u) => u.recordId)).toEqual([created.id]);
    expect(await newsHistoryUses.find(ctx.database.db, [ids.draftCover])).toEqual([]);
    await save(created.id, { en: words(`cover-later-${kind}`, 'Cover later', '<p>Text.</p>') }, null);
    expect(await newsUses.find(ctx.database.db, [ids.draftCover])).toEqual([]);
    expect((await newsHistoryUses.find(ctx.database.db, [ids.draftCover])).map((u) => u.recordId)).toEqual([
      created.id,
    ]);
  });

  it('lists an image only the history still holds apart, as the history’s use', async () => {
    const created = await save(null, { fr: words(`historique-${kind}`, 'Un brouillon', img(HASH.old)) });
    await save(created.id, { fr: words(`historique-${kind}`, 'Un brouillon', '<p>Plus d’image.</p>') });
    expect((await newsUses.find(ctx.database.db, [ids.old])).map((u) => u.recordId)).not.toContain(created.id);
    const history = await newsHistoryUses.find(ctx.database.db, [ids.old]);
    expect(history).toEqual([
      {
        mediaId: ids.old,
        source: 'news-history',
        recordId: created.id,
        label: 'Un brouillon',
        editPath: `/news/${created.id}`,
      },
    ]);
  });

  it('follows a replaced file in the site’s text, the cover’s address, the working copy and the history', async () => {
    const created = await save(null, { en: words(`replaced-${kind}`, 'Replaced', img(HASH.old)) }, ids.old);
    await editor.post(`/api/admin/news/${created.id}/publish`, { languages: ['en'] });
    const change = { mediaId: ids.old, from: HASH.old, to: HASH.next, width: 600, height: 800 };
    const changed = await ctx.database.db.transaction(async (tx) => {
      const count = await newsUses.follow?.(tx, change);
      await newsHistoryUses.follow?.(tx, change);
      return count;
    });
    expect(changed).toBeGreaterThanOrEqual(2);
    const db = ctx.database.db;
    const [article] = await db.select().from(newsArticles).where(eq(newsArticles.id, created.id));
    expect(article.imageUrl).toBe(`/media/${HASH.next}-960.webp`);
    const [version] = await db.select().from(newsVersions).where(eq(newsVersions.articleId, created.id));
    expect(version.content).toContain(`/media/${HASH.next}-960.webp" alt="" width="600" height="800"`);
    const [draft] = await db.select().from(newsDrafts).where(eq(newsDrafts.articleId, created.id));
    expect(JSON.stringify(draft.data)).not.toContain(HASH.old);
    const history = await db.select().from(revisions).where(eq(revisions.recordId, created.id));
    for (const row of history.filter((r) => r.recordType === 'news'))
      expect(JSON.stringify(row.snapshot)).not.toContain(HASH.old);
  });
});
