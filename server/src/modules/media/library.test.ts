import type { MediaInUse, MediaLibraryItem, MediaList, MediaUse } from '@common/admin/media';
import type { PublicEntry } from '@common/entries/public';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, mediaAliases, mediaVariants, newsArticles, newsVersions, revisions } from '../../db/schema';
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

type ArticleOver = { imageId?: number | null; html?: string };

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
  /** Its descriptions, through PATCH /media/:id as the library screen sends them. */
  const describeImage = async (id: number, alt: Record<string, string>) => {
    const words = Object.fromEntries(Object.entries(alt).map(([locale, text]) => [locale, { alt: text }]));
    const res = await editor.request({
      method: 'PATCH',
      url: `/api/admin/media/${id}`,
      payload: { values: {}, words },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MediaLibraryItem;
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

  /** A success story (a record of the content kind 'story'), with this image as its photo, published. */
  const storyInput = (name: string, photo: number | null) => ({
    values: { name, year: 2025, photo },
    words: { en: { title: 'Founder', category: 'Business', story: 'A workshop grew into a business.' } },
    published: true,
  });
  const story = async (name: string, image: MediaLibraryItem) => {
    const res = await editor.post('/api/admin/entries/story', storyInput(name, image.id));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const changePhoto = async (storyId: number, name: string, photo: number | null) => {
    const res = await editor.request({
      method: 'PUT',
      url: `/api/admin/entries/story/${storyId}`,
      payload: storyInput(name, photo),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The stories as the Impact page reads them, in a language. */
  const publicStories = async (lang = 'en') =>
    (await ctx.app.inject(`/api/content/entries/story?lang=${lang}`)).json() as PublicEntry<'story'>[];
  const storyUse = (mediaId: number, storyId: number, name: string, source = 'entries'): MediaUse => ({
    mediaId,
    source,
    recordId: storyId,
    label: name,
    // The Stories section's editor (stories are a content kind with a section of their own).
    editPath: `/stories/story/${storyId}`,
  });

  /** A news article (the one record shape: values, then words per language), published in English. */
  const articleInput = (slug: string, { imageId = null, html = '<p>Body.</p>' } = {} as ArticleOver) => ({
    values: { category: 'Expansion', author: 'Media Office', imageId },
    words: { en: { title: `Article ${slug}`, slug, excerpt: 'An excerpt.', contentHtml: html } },
  });
  const article = async (slug: string, over: ArticleOver = {}, publish = true) => {
    const res = await editor.post('/api/admin/news', articleInput(slug, over));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    if (publish) await publishArticle(id);
    return id;
  };
  const publishArticle = async (id: number) => {
    const published = await editor.post(`/api/admin/news/${id}/publish`, { languages: ['en'] });
    expect(published.statusCode, published.body).toBe(200);
  };
  const saveDraft = async (id: number, slug: string, over: ArticleOver) => {
    const revision = (await editor.get(`/api/admin/news/${id}`)).json().revision;
    const res = await editor.request({
      method: 'PUT',
      url: `/api/admin/news/${id}/draft`,
      payload: { ...articleInput(slug, over), revision },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bodyWith = (image: MediaLibraryItem, width = 960, height = 540) =>
    `<p>Before.</p><p><img src="/media/${image.hash}-960.webp" alt="In the text" width="${width}" height="${height}"></p>`;

  it('is for owners and editors: the inbox role gets 403, no session 401, a change without the CSRF token 403', async () => {
    const image = await upload('roles.jpg');
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/media' },
      { method: 'GET' as const, url: `/api/admin/media/${image.id}` },
      { method: 'DELETE' as const, url: `/api/admin/media/${image.id}`, payload: {} },
      {
        method: 'PATCH' as const,
        url: `/api/admin/media/${image.id}`,
        payload: { values: {}, words: { en: { alt: 'x' } } },
      },
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
    // Described in French only: found by its French words.
    const market = await upload('DSC_1000.jpg');
    await describeImage(market.id, { fr: 'Le marché aux poissons de Kisumu' });

    expect(names(await list('?q=kampala'))).toEqual(['computer-lab-Kampala.jpg']);
    expect(names(await list('?q=poissons'))).toEqual(['DSC_1000.jpg']);
    // The history's bookkeeping (a version's `from`, `changedAt`) is not searched, only the words.
    expect((await list('?q=changedAt')).total).toBe(0);
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

  it("finds a story's photo through the story and, once changed, through the story's history", async () => {
    const portrait = await upload('portrait.jpg');
    const newer = await upload('portrait-2026.jpg');
    const unused = await upload('unused.jpg');
    // A record shows only a described image: its description is the library's, written once for every use.
    await describeImage(portrait.id, { en: 'Grace Namatovu in her workshop' });
    await describeImage(newer.id, { sw: 'Grace Namatovu karakanani kwake' });
    const storyId = await story('Grace Namatovu', portrait);

    expect((await one(portrait.id)).uses).toEqual([storyUse(portrait.id, storyId, 'Grace Namatovu')]);
    expect((await one(newer.id)).uses).toEqual([]);

    // Another photo: the first stays a use through the story's earlier version (restoring it brings it back),
    // listed apart; the story shows the new one.
    await changePhoto(storyId, 'Grace Namatovu', newer.id);
    expect((await one(newer.id)).uses).toEqual([storyUse(newer.id, storyId, 'Grace Namatovu')]);
    expect((await one(portrait.id)).uses).toEqual([
      storyUse(portrait.id, storyId, 'Grace Namatovu', 'entries-history'),
    ]);
    // Back to the first: a current use only, not also a history one.
    await changePhoto(storyId, 'Grace Namatovu', portrait.id);
    expect((await one(portrait.id)).uses).toEqual([storyUse(portrait.id, storyId, 'Grace Namatovu')]);
    expect((await one(newer.id)).uses).toEqual([storyUse(newer.id, storyId, 'Grace Namatovu', 'entries-history')]);

    // The filters: used, unused, and by source.
    const used = (await list('?use=used')).items.map((i) => i.id);
    expect(used).toEqual(expect.arrayContaining([portrait.id, newer.id]));
    expect(used).not.toContain(unused.id);
    const notUsed = (await list('?use=unused')).items.map((i) => i.id);
    expect(notUsed).toContain(unused.id);
    expect(notUsed).not.toContain(portrait.id);
    expect(notUsed).not.toContain(newer.id);
    expect((await list('?use=entries')).items.map((i) => i.id)).toContain(portrait.id);
    expect((await list('?use=entries')).items.map((i) => i.id)).not.toContain(newer.id);
    expect((await list('?use=entries-history')).items.map((i) => i.id)).toContain(newer.id);
    const listed = await list('?use=entries');
    expect(listed.sources).toEqual(['news', 'news-history', 'entries', 'entries-history', 'settings']);
    // The stories' old source is gone: asking for it is a clear 400.
    expect((await editor.get('/api/admin/media?use=stories')).statusCode).toBe(400);
    // Each listed image carries its uses.
    expect(listed.items.find((i) => i.id === portrait.id)?.uses).toEqual([
      storyUse(portrait.id, storyId, 'Grace Namatovu'),
    ]);

    // Neither can be deleted while the story or its history may show it.
    for (const image of [portrait, newer]) {
      const refused = await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}` });
      expect(refused.statusCode).toBe(409);
    }
    // A deleted story's history is no use: nothing links to it, and it would hold its photos forever.
    const deleted = await editor.request({ method: 'DELETE', url: `/api/admin/entries/story/${storyId}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await ctx.database.db
        .select({ id: revisions.id })
        .from(revisions)
        .where(and(eq(revisions.recordType, 'story'), eq(revisions.recordId, storyId))),
    ).not.toEqual([]);
    expect((await one(portrait.id)).uses).toEqual([]);
    expect((await one(newer.id)).uses).toEqual([]);
    expect((await editor.request({ method: 'DELETE', url: `/api/admin/media/${newer.id}` })).statusCode).toBe(200);
  });

  it('a photo described in French only shows with its French description on every language of the page', async () => {
    const photo = await upload('kisumu-market.jpg');
    await describeImage(photo.id, { fr: 'Amina au marché de Kisumu' });
    const storyId = await story('Amina Atieno', photo);
    for (const lang of ['en', 'fr', 'sw']) {
      await eventually(async () => {
        const shown = (await publicStories(lang)).find((entry) => entry.id === storyId);
        expect(shown?.photo?.src, lang).toContain(photo.hash);
        expect(shown?.photo?.alt, lang).toBe('Amina au marché de Kisumu');
      });
    }
    // Described in English later: the English page reads the English, the others still the French (the
    // story itself is in English, so its Swahili readers see the English record and its English words).
    await describeImage(photo.id, { en: 'Amina at the Kisumu market' });
    await eventually(async () => {
      const shown = (await publicStories('en')).find((entry) => entry.id === storyId);
      expect(shown?.photo?.alt).toBe('Amina at the Kisumu market');
    });
  });

  it('replaces a story photo in place: the story keeps it by id, its page shows the new file, the old addresses redirect', async () => {
    const image = await upload('team.jpg', await picture(1600, 900));
    const described = await describeImage(image.id, { sw: 'Timu mjini Kampala' });
    const storyId = await story('Joseph Okello', image);
    // The public answer is read once, so it is cached.
    await eventually(async () => {
      expect(JSON.stringify((await publicStories()).find((entry) => entry.id === storyId))).toContain(image.hash);
    });

    // A portrait file (other proportions) replaces the landscape one.
    const res = await replace(editor, image.id, await picture(600, 800), 'team-2026.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as MediaLibraryItem;
    expect(after).toMatchObject({ id: image.id, width: 600, height: 800, filename: 'team-2026.jpg' });
    expect(after.hash).not.toBe(image.hash);
    // Its descriptions, their history and its uses are the image's: they stay.
    expect(after.alt).toEqual({ sw: 'Timu mjini Kampala' });
    expect(after.altStatus).toEqual({ en: 'missing', fr: 'missing', sw: 'current' });
    // A new file is no new description: the history of its words has no new version.
    expect(after.revision).toBe(described.revision);
    expect(after.uses).toEqual([storyUse(image.id, storyId, 'Joseph Okello')]);

    // The story's page changes: the media table notifies, and the entries' caches are emptied.
    await eventually(async () => {
      const stories = JSON.stringify(await publicStories());
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
    await describeImage(image.id, { en: 'Fatuma Achieng at her stall' });
    const storyId = await story('Fatuma Achieng', image);
    const refused = await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}` });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as MediaInUse;
    expect(body.message).toMatch(/used/);
    expect(body.uses).toEqual([storyUse(image.id, storyId, 'Fatuma Achieng')]);
    expect((await one(image.id)).id).toBe(image.id);
    expect((await ctx.app.inject(image.url)).statusCode).toBe(200);

    // The story takes no photo: its earlier version still shows it, so it is still a use.
    await changePhoto(storyId, 'Fatuma Achieng', null);
    const history = await editor.request({ method: 'DELETE', url: `/api/admin/media/${image.id}` });
    expect(history.statusCode).toBe(409);
    expect((history.json() as MediaInUse).uses).toEqual([
      storyUse(image.id, storyId, 'Fatuma Achieng', 'entries-history'),
    ]);
    // Free once the story is deleted. A replaced image leaves an alias; deleting removes it with the files.
    expect((await editor.request({ method: 'DELETE', url: `/api/admin/entries/story/${storyId}` })).statusCode).toBe(
      204,
    );
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

  // News articles keep images by id and by address (usage-news.ts, the news module's source).
  describe('news articles', () => {
    it('lists article covers and images in the text, drafts and history, as uses', async () => {
      const cover = await upload('cover.jpg');
      const inText = await upload('in-text.jpg');
      const draftOnly = await upload('draft-only.jpg');
      const historyOnly = await upload('history-only.jpg');

      const articleId = await article('uses-cover', { imageId: cover.id, html: bodyWith(inText) });
      // A draft never published names its cover.
      const draftId = await article('uses-draft', { imageId: draftOnly.id }, false);
      // An article whose cover was changed keeps the old one in its history only.
      const historyId = await article('uses-history', { imageId: historyOnly.id });
      await saveDraft(historyId, 'uses-history', { imageId: null });
      await publishArticle(historyId);

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
      expect((await list('?use=news-history')).items.map((i) => i.id)).toContain(historyOnly.id);
      const listed = (await list('?use=news')).items.map((i) => i.id);
      expect(listed).toEqual(expect.arrayContaining([cover.id, inText.id, draftOnly.id]));
      expect(listed).not.toContain(historyOnly.id);
    });

    it('replacing a file rewrites the copies of its address in articles and their history, and both pages follow', async () => {
      const image = await upload('shared.jpg', await picture(1600, 900));
      await describeImage(image.id, { en: 'The team in Kampala' });
      const storyId = await story('Shared Photo', image);
      const slug = 'replace-follows';
      const articleId = await article(slug, { imageId: image.id, html: bodyWith(image) });
      const before = (await ctx.app.inject(`/api/news/${slug}`)).json();
      expect(before.imageUrl).toBe(`/media/${image.hash}-960.webp`);

      const res = await replace(editor, image.id, await picture(600, 800), 'shared-2026.jpg');
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as MediaLibraryItem;
      expect(after.uses.map((u) => u.source).sort()).toEqual(['entries', 'news']);

      // Stored copies of the address follow, in every table.
      const [row] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, articleId));
      expect(row.imageUrl).toBe(`/media/${after.hash}-960.webp`);
      const [version] = await ctx.database.db.select().from(newsVersions).where(eq(newsVersions.articleId, articleId));
      expect(version.content).toContain(`src="/media/${after.hash}-960.webp"`);
      expect(version.content).not.toContain(image.hash);
      // The <img> takes the new file's proportions (600 wide at most, never enlarged).
      expect(version.content).toMatch(/width="600" height="800"/);
      const kept = await ctx.database.db
        .select()
        .from(revisions)
        .where(and(eq(revisions.recordType, 'news'), eq(revisions.recordId, articleId)));
      for (const revision of kept) expect(JSON.stringify(revision.snapshot)).not.toContain(image.hash);

      await eventually(async () => {
        const news = (await ctx.app.inject(`/api/news/${slug}`)).json();
        expect(news.imageUrl).toBe(`/media/${after.hash}-960.webp`);
        expect(news.content).toContain(after.hash);
        const stories = JSON.stringify((await publicStories()).find((entry) => entry.id === storyId));
        expect(stories).toContain(after.hash);
        expect(stories).not.toContain(image.hash);
      });
      const [line] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'media.replaced'), eq(auditLog.targetId, String(image.id))));
      expect((line.details as { recordsUpdated: number }).recordsUpdated).toBeGreaterThanOrEqual(1);
    });

    it('an image only an earlier version of an article shows cannot be deleted', async () => {
      const old = await upload('old-cover.jpg');
      const articleId = await article('delete-history', { imageId: old.id });
      // The draft dropped it, the site still shows it.
      await saveDraft(articleId, 'delete-history', { imageId: null });
      const published = await editor.request({ method: 'DELETE', url: `/api/admin/media/${old.id}` });
      expect((published.json() as MediaInUse).uses.map((u) => u.source)).toEqual(['news']);
      await publishArticle(articleId);
      const history = await editor.request({ method: 'DELETE', url: `/api/admin/media/${old.id}` });
      expect(history.statusCode).toBe(409);
      expect((history.json() as MediaInUse).uses.map((u) => u.source)).toEqual(['news-history']);
    });
  });
});
