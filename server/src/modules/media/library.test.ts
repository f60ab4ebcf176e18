import type { MediaInUse, MediaLibraryItem, MediaList } from '@common/admin/media';
import type { ArticleDraftInput } from '@common/admin/news';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  media,
  mediaAliases,
  mediaVariants,
  newsArticles,
  newsRevisions,
  successStories,
} from '../../db/schema';
import { eventually } from '../../test/eventually';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/** A picture of one colour with a disc: each colour gives another file (another hash). */
let shade = 0;
async function picture(width = 800, height = 450) {
  shade += 1;
  const background = { r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

describe.each(testDatabaseKinds())('the media library (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let owner: AdminClient;
  let inbox: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
  }, 120_000);
  afterAll(() => ctx.close());

  const upload = async (name: string, body?: Buffer) => {
    const res = await editor.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: body ?? (await picture()),
      headers: { 'content-type': 'image/jpeg', 'x-file-name': encodeURIComponent(name) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as MediaLibraryItem;
  };
  const describeImage = async (id: number, alt: Record<string, string>) => {
    const res = await editor.request({ method: 'PATCH', url: `/api/admin/media/${id}`, payload: { alt } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const replace = (client: AdminClient, id: number, body: Buffer | string, name = 'new.jpg', csrf = true) =>
    client.request({
      method: 'PUT',
      url: `/api/admin/media/${id}/file`,
      payload: body,
      headers: { 'content-type': 'image/jpeg', 'x-file-name': encodeURIComponent(name) },
      csrf,
    });
  const list = async (query = '') => {
    const res = await editor.get(`/api/admin/media${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MediaList;
  };
  const one = async (id: number) => (await editor.get(`/api/admin/media/${id}`)).json() as MediaLibraryItem;
  const names = (found: MediaList) => found.items.map((item) => item.filename);

  const story = async (name: string, image: MediaLibraryItem) => {
    const res = await editor.post('/api/admin/impact/stories', {
      name,
      title: 'Founder',
      category: 'Business',
      story: 'A workshop grew into a business.',
      image: { id: image.id, alt: { en: `${name} at work` } },
      published: true,
      translations: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const articleDraft = (slug: string, over: Partial<ArticleDraftInput> = {}): ArticleDraftInput => ({
    category: 'Expansion',
    author: 'Media Office',
    versions: { en: { title: `Article ${slug}`, slug, excerpt: 'An excerpt.', contentHtml: '<p>Body.</p>' } },
    ...over,
  });
  const article = async (slug: string, over: Partial<ArticleDraftInput> = {}, publish = true) => {
    const res = await editor.post('/api/admin/news', articleDraft(slug, over));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    if (publish) {
      const published = await editor.post(`/api/admin/news/${id}/publish`, { languages: ['en'] });
      expect(published.statusCode, published.body).toBe(200);
    }
    return id;
  };
  const bodyWith = (image: MediaLibraryItem, width = 960, height = 540) =>
    `<p>Before.</p><p><img src="/media/${image.hash}-960.webp" alt="In the text" width="${width}" height="${height}"></p>`;

  it('is for owners and editors: the inbox role gets 403, no session 401, a change without the CSRF token 403', async () => {
    const image = await upload('roles.jpg');
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/media' },
      { method: 'GET' as const, url: `/api/admin/media/${image.id}` },
      { method: 'DELETE' as const, url: `/api/admin/media/${image.id}`, payload: {} },
      { method: 'PATCH' as const, url: `/api/admin/media/${image.id}`, payload: { alt: { en: 'x' } } },
    ]) {
      expect((await inbox.request(request)).statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await replace(inbox, image.id, await picture())).statusCode).toBe(403);
    const anonymous = new AdminClient(ctx.app);
    await anonymous.session();
    expect((await anonymous.get('/api/admin/media')).statusCode).toBe(401);
    expect((await replace(anonymous, image.id, await picture())).statusCode).toBe(401);

    expect((await replace(editor, image.id, await picture(), 'forged.jpg', false)).statusCode).toBe(403);
    const forgedDelete = await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}`, csrf: false });
    expect(forgedDelete.statusCode).toBe(403);
    // Nothing changed.
    expect((await one(image.id)).hash).toBe(image.hash);
    // Owners may use it too.
    expect((await owner.get('/api/admin/media')).statusCode).toBe(200);
  });

  it('searches file names and alt text in every language, filters by upload time, and pages', async () => {
    const lab = await upload('computer-lab-Kampala.jpg');
    const farm = await upload('IMG_0042.jpg');
    await describeImage(farm.id, { en: 'Maize harvest', fr: 'Récolte de maïs à Mbale', sw: 'Mavuno ya mahindi' });

    expect(names(await list('?q=kampala'))).toEqual(['computer-lab-Kampala.jpg']);
    expect(names(await list(`?q=${encodeURIComponent('récolte')}`))).toEqual(['IMG_0042.jpg']);
    expect(names(await list('?q=mahindi'))).toEqual(['IMG_0042.jpg']);
    // LIKE's own characters are searched for as themselves.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=IMG_')).items.map((i) => i.id)).toEqual([farm.id]);

    // Upload time: move the farm picture to last year.
    await ctx.database.db
      .update(media)
      .set({ createdAt: new Date('2025-03-10T10:00:00Z') })
      .where(eq(media.id, farm.id));
    const march = await list(`?from=${encodeURIComponent('2025-03-01T00:00:00+02:00')}&to=2025-04-01T00:00:00Z`);
    expect(names(march)).toEqual(['IMG_0042.jpg']);
    const recent = await list(`?from=${new Date(Date.now() - 3_600_000).toISOString()}`);
    expect(recent.items.map((i) => i.id)).toContain(lab.id);
    expect(recent.items.map((i) => i.id)).not.toContain(farm.id);

    // Bad filters are a 400 with the field named, never a 500.
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?use=Robert%27);DROP', 'use'],
      ['?use=nobody-uses-this', 'use'],
      ['?page=0', 'page'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?from=2025-05-01T00:00:00Z&to=2025-04-01T00:00:00Z', 'to'],
    ]) {
      const res = await editor.get(`/api/admin/media${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }

    // Pages of 24, newest first, without gaps or repeats.
    const all = await list();
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / all.pageSize) + 1; page += 1) {
      seen.push(...(await list(`?page=${page}`)).items.map((item) => item.id));
    }
    expect(seen).toHaveLength(all.total);
    expect(new Set(seen).size).toBe(all.total);
  });

  it('pages a library larger than a page', async () => {
    const before = (await list()).total;
    const created: number[] = [];
    for (let i = 0; i < 26; i += 1) created.push((await upload(`batch-${i}.jpg`, await picture(64, 48))).id);
    const first = await list();
    expect(first.total).toBe(before + 26);
    expect(first.items).toHaveLength(24);
    // Newest first.
    expect(first.items[0].id).toBe(created[25]);
    const second = await list('?page=2');
    expect(second.items[0].id).toBe(created[1]);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(
      first.items.length + second.items.length,
    );
  });

  it('lists where each image is used: story photos, article covers and images in the text, drafts and history', async () => {
    const portrait = await upload('portrait.jpg');
    const cover = await upload('cover.jpg');
    const inText = await upload('in-text.jpg');
    const draftOnly = await upload('draft-only.jpg');
    const historyOnly = await upload('history-only.jpg');
    const unused = await upload('unused.jpg');

    const storyId = await story('Grace Namatovu', portrait);
    const articleId = await article('uses-cover', {
      imageId: cover.id,
      versions: { en: { ...articleDraft('uses-cover').versions.en, contentHtml: bodyWith(inText) } },
    });
    // A draft never published names its cover.
    const draftId = await article('uses-draft', { imageId: draftOnly.id }, false);
    // An article whose cover was changed keeps the old one in its history only.
    const historyId = await article('uses-history', { imageId: historyOnly.id });
    const changed = await editor.request({
      method: 'PUT',
      url: `/api/admin/news/${historyId}/draft`,
      payload: articleDraft('uses-history', { imageId: null }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const republished = await editor.post(`/api/admin/news/${historyId}/publish`, { languages: ['en'] });
    expect(republished.statusCode, republished.body).toBe(200);

    expect((await one(portrait.id)).uses).toEqual([
      {
        mediaId: portrait.id,
        source: 'stories',
        recordId: storyId,
        label: 'Grace Namatovu',
        editPath: `/stories/${storyId}`,
      },
    ]);
    const articleUse = {
      source: 'news',
      recordId: articleId,
      label: 'Article uses-cover',
      editPath: `/news/${articleId}`,
    };
    expect((await one(cover.id)).uses).toEqual([{ mediaId: cover.id, ...articleUse }]);
    expect((await one(inText.id)).uses).toEqual([{ mediaId: inText.id, ...articleUse }]);
    expect((await one(draftOnly.id)).uses).toMatchObject([{ source: 'news', recordId: draftId }]);
    expect((await one(historyOnly.id)).uses).toEqual([
      {
        mediaId: historyOnly.id,
        source: 'news-history',
        recordId: historyId,
        label: 'Article uses-history',
        editPath: `/news/${historyId}`,
      },
    ]);
    expect((await one(unused.id)).uses).toEqual([]);

    // The filters: used, unused, and by source.
    const used = (await list('?use=used')).items.map((i) => i.id);
    expect(used).toEqual(expect.arrayContaining([portrait.id, cover.id, inText.id, draftOnly.id, historyOnly.id]));
    expect(used).not.toContain(unused.id);
    const notUsed = (await list('?use=unused')).items.map((i) => i.id);
    expect(notUsed).toContain(unused.id);
    for (const id of [portrait.id, cover.id, inText.id, draftOnly.id, historyOnly.id])
      expect(notUsed).not.toContain(id);
    expect((await list('?use=stories')).items.map((i) => i.id)).toEqual([portrait.id]);
    expect((await list('?use=news-history')).items.map((i) => i.id)).toEqual([historyOnly.id]);
    const listed = await list('?use=news');
    expect(listed.items.map((i) => i.id).sort()).toEqual([cover.id, inText.id, draftOnly.id].sort());
    expect(listed.sources).toEqual(['news', 'news-history', 'stories', 'entries', 'entries-history', 'settings']);
    // Each listed image carries its uses.
    expect(listed.items.find((i) => i.id === cover.id)?.uses).toEqual([{ mediaId: cover.id, ...articleUse }]);
  });

  it('replaces a file in place: every use follows in one transaction, and the old addresses redirect to the new files', async () => {
    const image = await upload('team.jpg', await picture(1600, 900));
    await describeImage(image.id, { en: 'The team in Kampala' });
    const storyId = await story('Joseph Okello', image);
    const slug = 'replace-follows';
    const articleId = await article(slug, {
      imageId: image.id,
      versions: { en: { ...articleDraft(slug).versions.en, contentHtml: bodyWith(image) } },
    });
    // The public answers are read once, so they are cached.
    const before = (await ctx.app.inject(`/api/news/${slug}`)).json();
    expect(before.imageUrl).toBe(`/media/${image.hash}-960.webp`);
    const storiesBefore = (await ctx.app.inject('/api/impact/stories')).json();
    const storyBefore = storiesBefore.stories ?? storiesBefore;
    expect(JSON.stringify(storyBefore)).toContain(image.hash);

    // A portrait file (other proportions) replaces the landscape one.
    const res = await replace(editor, image.id, await picture(600, 800), 'team-2026.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as MediaLibraryItem;
    expect(after).toMatchObject({ id: image.id, width: 600, height: 800, filename: 'team-2026.jpg' });
    expect(after.hash).not.toBe(image.hash);
    // Its alt text (the story's editor wrote the last one) and its uses are the image's: they stay.
    expect(after.alt).toEqual({ en: 'Joseph Okello at work' });
    expect(after.uses.map((u) => u.source).sort()).toEqual(['news', 'stories']);

    // Stored copies of the address follow, in every table.
    const [row] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, articleId));
    expect(row.imageUrl).toBe(`/media/${after.hash}-960.webp`);
    expect(row.content).toContain(`src="/media/${after.hash}-960.webp"`);
    expect(row.content).not.toContain(image.hash);
    // The <img> takes the new file's proportions (600 wide at most, never enlarged).
    expect(row.content).toMatch(/width="600" height="800"/);
    const [storyRow] = await ctx.database.db.select().from(successStories).where(eq(successStories.id, storyId));
    expect(storyRow.imageUrl).toBe(`/media/${after.hash}-192.webp`);
    const revisions = await ctx.database.db.select().from(newsRevisions).where(eq(newsRevisions.articleId, articleId));
    for (const revision of revisions) expect(JSON.stringify(revision.data)).not.toContain(image.hash);

    // The public pages change (the content caches are emptied by the tables' notifications).
    await eventually(async () => {
      const news = (await ctx.app.inject(`/api/news/${slug}`)).json();
      expect(news.imageUrl).toBe(`/media/${after.hash}-960.webp`);
      expect(news.content).toContain(after.hash);
      const stories = JSON.stringify((await ctx.app.inject('/api/impact/stories')).json());
      expect(stories).toContain(after.hash);
      expect(stories).not.toContain(image.hash);
    });

    // The old addresses answer: a permanent redirect to the same file of the new one, which is served.
    for (const file of ['960.webp', '480.avif', '1200.jpg', '192.webp']) {
      const old = await ctx.app.inject(`/media/${image.hash}-${file}`);
      expect(old.statusCode, file).toBe(301);
      expect(old.headers.location).toBe(`/media/${after.hash}-${file}`);
      const current = await ctx.app.inject(old.headers.location as string);
      expect(current.statusCode).toBe(200);
      // The new file: a portrait (the avatars' squares are square whatever the file).
      const { width, height } = await sharp(current.rawPayload).metadata();
      if (file.startsWith('192')) expect(height).toBe(width);
      else expect(height).toBeGreaterThan(width as number);
    }
    // A width that was never made is still unknown.
    expect((await ctx.app.inject(`/media/${image.hash}-961.webp`)).statusCode).toBe(404);
    // The old files are gone from the database; only the redirect remains.
    const files = await ctx.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, image.id));
    expect(files.every((f) => f.height > 0)).toBe(true);
    expect(await ctx.database.db.select().from(mediaAliases).where(eq(mediaAliases.mediaId, image.id))).toEqual([
      expect.objectContaining({ hash: image.hash }),
    ]);

    // Replaced again: both older addresses lead to the newest file.
    const third = (
      await replace(editor, image.id, await picture(800, 450), 'team-2027.jpg')
    ).json() as MediaLibraryItem;
    for (const hash of [image.hash, after.hash]) {
      const old = await ctx.app.inject(`/media/${hash}-960.webp`);
      expect(old.headers.location).toBe(`/media/${third.hash}-960.webp`);
    }

    // The audit line says what was replaced by what: the first of the two replacements' lines (without an
    // order, PostgreSQL may give either).
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.replaced'), eq(auditLog.targetId, String(image.id))))
      .orderBy(asc(auditLog.id))
      .limit(1);
    expect(line.details).toMatchObject({
      filename: 'team-2026.jpg',
      previousFilename: 'team.jpg',
      previousHash: image.hash,
      hash: after.hash,
      width: 600,
      height: 800,
    });
    expect((line.details as { recordsUpdated: number }).recordsUpdated).toBeGreaterThanOrEqual(2);
  });

  it('a record that keeps only the id (as the generic entries will) shows the new file: the media table notifies', async () => {
    const image = await upload('id-only.jpg');
    const storyId = await story('Kagiso Phiri', image);
    // No copy of the address: only `media` changes when the file is replaced.
    await ctx.database.db.update(successStories).set({ imageUrl: null }).where(eq(successStories.id, storyId));
    await eventually(async () => {
      expect(JSON.stringify((await ctx.app.inject('/api/impact/stories')).json())).toContain(image.hash);
    });
    const after = (await replace(editor, image.id, await picture())).json() as MediaLibraryItem;
    await eventually(async () => {
      const stories = JSON.stringify((await ctx.app.inject('/api/impact/stories')).json());
      expect(stories).toContain(after.hash);
      expect(stories).not.toContain(image.hash);
    });
  });

  it('refuses a replacement that is not an image, a file already in the library, or an unknown image; the same file changes nothing', async () => {
    const keep = await picture();
    const image = await upload('keep.jpg', keep);
    const otherFile = await picture();
    await upload('other.jpg', otherFile);
    const notImage = await replace(editor, image.id, 'not a picture');
    expect(notImage.statusCode).toBe(415);
    // The same bytes are re-encoded the same way, so they would be the other image's file.
    const taken = await replace(editor, image.id, otherFile);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().errors.file).toMatch(/already in the library/);
    expect((await replace(editor, 999_999, await picture())).statusCode).toBe(404);
    const audited = async () =>
      (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'media.replaced'))).length;
    const count = await audited();
    const same = await replace(editor, image.id, keep);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().hash).toBe(image.hash);
    expect(await audited()).toBe(count);
    // Nothing changed for the refused ones either.
    expect((await one(image.id)).hash).toBe(image.hash);
  });

  it('deletes an image only when nothing uses it: 409 with the uses, then 200 once it is free', async () => {
    const image = await upload('delete-me.jpg');
    const storyId = await story('Fatuma Achieng', image);
    const refused = await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}` });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as MediaInUse;
    expect(body.message).toMatch(/used/);
    expect(body.uses).toEqual([
      {
        mediaId: image.id,
        source: 'stories',
        recordId: storyId,
        label: 'Fatuma Achieng',
        editPath: `/stories/${storyId}`,
      },
    ]);
    expect((await one(image.id)).id).toBe(image.id);
    expect((await ctx.app.inject(image.url)).statusCode).toBe(200);

    // Used only by an earlier version of an article: still a use (restoring it would bring the image back).
    const old = await upload('old-cover.jpg');
    const articleId = await article('delete-history', { imageId: old.id });
    await editor.request({
      method: 'PUT',
      url: `/api/admin/news/${articleId}/draft`,
      payload: articleDraft('delete-history', { imageId: null }),
    });
    // The draft dropped it, the site still shows it.
    const published = await editor.request({ method: 'DELETE', url: `/api/admin/media/${old.id}` });
    expect((published.json() as MediaInUse).uses.map((u) => u.source)).toEqual(['news']);
    expect((await editor.post(`/api/admin/news/${articleId}/publish`, { languages: ['en'] })).statusCode).toBe(200);
    const history = await editor.request({ method: 'DELETE', url: `/api/admin/media/${old.id}` });
    expect(history.statusCode).toBe(409);
    expect((history.json() as MediaInUse).uses.map((u) => u.source)).toEqual(['news-history']);

    // Free it: the story takes no photo.
    const [storyRow] = await ctx.database.db.select().from(successStories).where(eq(successStories.id, storyId));
    const edited = await editor.request({
      method: 'PUT',
      url: `/api/admin/impact/stories/${storyId}`,
      payload: {
        name: storyRow.name,
        title: storyRow.title,
        category: storyRow.category,
        story: storyRow.story,
        image: null,
        published: true,
        translations: {},
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A replaced image leaves an alias; deleting removes it with the files.
    const replaced = (await replace(editor, image.id, await picture())).json() as MediaLibraryItem;
    const deleted = await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await editor.get(`/api/admin/media/${image.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(replaced.url)).statusCode).toBe(404);
    expect((await ctx.app.inject(image.url)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, image.id))).toEqual([]);
    expect(await ctx.database.db.select().from(mediaAliases).where(eq(mediaAliases.mediaId, image.id))).toEqual([]);
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.deleted'), eq(auditLog.targetId, String(image.id))));
    expect(line.details).toMatchObject({ filename: 'new.jpg', hash: replaced.hash });
    // Twice: the second is a 404, not a 500.
    expect((await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}` })).statusCode).toBe(404);
  });
});
