import type {
  AdminArticle,
  AdminNewsList,
  ArticleRevision,
  ArticleRevisionDetail,
  ArticleWords,
} from '@common/admin/news';
import type { Locale } from '@common/locale';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, newsArticles, newsVersions, revisions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { PageRenderer } from '../../ssr/renderer';
import { insertArticle } from '../../test/articles';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { newsAttention } from './attention';

/** Content changes reach the cache through the database's NOTIFY, shortly after commit. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

const VALUES = { category: 'Expansion', author: 'Media Office', imageId: null, imageUrl: null };
/** One language's words, complete enough to publish. */
const words = (slug: string, title = `Title ${slug}`): ArticleWords => ({
  title,
  slug,
  excerpt: `Excerpt of ${slug}.`,
  contentHtml: `<p>Body of ${slug}.</p>`,
});
type Save = {
  values?: Record<string, unknown>;
  words?: Partial<Record<Locale, ArticleWords | null>>;
  revision?: number | null;
  reviewed?: Locale[];
  from?: Partial<Record<Locale, Locale | null>>;
  autosave?: boolean;
  editSession?: string;
  restoredFrom?: number;
};
const body = (save: Save) => ({ values: VALUES, ...save });

/** A page renderer that shows which article the page got and in which language, so addresses can be checked. */
const renderer: PageRenderer = {
  async render({ url, locale, content }) {
    const slug = /^\/news\/([^/?]+)/.exec(url)?.[1];
    const article = slug ? await content.getNewsArticle(decodeURIComponent(slug)) : null;
    const body = article ? `<h1 lang="${article.lang}">${article.title}</h1>${article.content}` : `<p>${url}</p>`;
    // As the real one: an article address with no article is a 404 page.
    const status = slug && !article ? 404 : 200;
    return { status, html: `<!doctype html><html lang="${locale}"><head></head><body>${body}</body></html>` };
  },
};

describe.each(testDatabaseKinds())('news articles in the admin area (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let editorName: string;
  let colleague: AdminClient;
  let inbox: AdminClient;
  const clock = new ManualClock();
  beforeAll(async () => {
    // No demo content: every article here is made by the test (the seed is not needed).
    ctx = await createTestApp(kind, { clock, renderer, seed: false });
    editor = new AdminClient(ctx.app);
    const editorStaff = await createStaff(ctx.database.db, 'editor');
    editorName = editorStaff.name;
    await editor.signIn(editorStaff, clock.now());
    colleague = new AdminClient(ctx.app);
    await colleague.signIn(await createStaff(ctx.database.db, 'editor'), clock.now());
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'), clock.now());
  }, 60_000);
  afterAll(() => ctx.close());

  const as = (client: AdminClient) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    client.request({
      method,
      url: `/api/admin${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const call: ReturnType<typeof as> = (method, url, payload) => as(editor)(method, url, payload);
  const create = async (save: Save, client = editor) => {
    const res = await as(client)('POST', '/news', body(save));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminArticle;
  };
  const save = async (id: number, save: Save, client = editor) => {
    const res = await as(client)('PUT', `/news/${id}/draft`, body(save));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminArticle;
  };
  const publish = async (id: number, languages: Locale[], publishAt?: string) => {
    const res = await call('POST', `/news/${id}/publish`, { languages, ...(publishAt ? { publishAt } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminArticle;
  };
  const read = async (id: number) => (await call('GET', `/news/${id}`)).json() as AdminArticle;
  const publicArticle = (slug: string) => ctx.app.inject(`/api/news/${slug}`);
  const publicList = async (lang: Locale) =>
    (await ctx.app.inject(`/api/news?published=true&limit=50&lang=${lang}`)).json() as {
      articles: { id: number; slug: string; title: string; lang: Locale; alternates: Record<string, string> }[];
    };
  const auditActions = async (id: number) =>
    (
      await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'news'), eq(auditLog.targetId, String(id))))
        .orderBy(asc(auditLog.id))
    ).map((a) => a.action);

  it('refuses other roles and visitors without a session', async () => {
    expect((await inbox.get('/api/admin/news')).statusCode).toBe(403);
    expect((await inbox.post('/api/admin/news', body({ words: { en: words('x') } }))).statusCode).toBe(403);
    expect((await inbox.get('/api/admin/news/1/preview')).statusCode).toBe(403);
    expect((await inbox.get('/api/admin/news/1/history')).statusCode).toBe(403);
    expect((await ctx.app.inject('/api/admin/news')).statusCode).toBe(401);
    const registered = ctx.app.adminRoutes.filter((r) => /^\/api\/admin\/news(\/|$)/.test(r.url));
    expect(registered.length).toBeGreaterThanOrEqual(14);
    for (const route of registered) expect(route.access, route.url).toBe('news');
  });

  it('saves a draft that the site does not show, publishes it, and audits each step', async () => {
    const slug = unique('harbour-office');
    const { id, revision } = await create({ words: { en: words(slug) } });
    expect((await publicArticle(slug)).statusCode).toBe(404);
    const saved = await save(id, { words: { en: words(slug, 'Second title') }, revision });
    expect(saved.publication).toBe('draft');
    expect(saved.words.en?.title).toBe('Second title');
    expect(saved.revision).toBeGreaterThan(revision ?? 0);
    expect((await publicArticle(slug)).statusCode).toBe(404);

    const published = await publish(id, ['en']);
    expect(published.publication).toBe('published');
    expect(published.site).toEqual({ en: { slug, path: `/news/${slug}`, changed: false } });
    const res = await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 200,
    );
    expect(res.json()).toMatchObject({ title: 'Second title', lang: 'en', alternates: { en: slug } });

    // A later draft changes nothing public until it is published.
    await save(id, { words: { en: words(slug, 'Not yet public') }, revision: published.revision });
    expect((await publicArticle(slug)).json().title).toBe('Second title');
    const detail = await read(id);
    expect(detail.words.en?.title).toBe('Not yet public');
    expect(detail.site.en).toEqual({ slug, path: `/news/${slug}`, changed: true });
    expect(await auditActions(id)).toEqual(['news.created', 'news.saved', 'news.published', 'news.saved']);
  });

  // Decision 085: the companies an article is about are a value of every language, saved as a set (a
  // company deleted since it was chosen dropped), copied to the site when published and not before.
  it('saves the companies an article is about, and publishes them with it', async () => {
    const [greenharvest, images] = await ctx.database.db
      .insert(entries)
      .values(
        [
          ['greenharvest', 'VEB Greenharvest'],
          ['ak-images', 'AK Images'],
        ].map(([slug, name]) => ({
          kind: 'company',
          values: { slug, name, icon: 'Camera', colour: 'amber' },
          versions: { en: { words: { tagline: name, description: name }, changedAt: '2026-01-01T00:00:00.000Z' } },
        })),
      )
      .returning({ id: entries.id });
    const both = [greenharvest.id, images.id].sort((a, b) => a - b);
    const slug = unique('about-two-companies');
    // In any order, twice over, and an id that is no company: kept as the set of the companies.
    const created = await create({
      values: { ...VALUES, companies: [images.id, greenharvest.id, images.id, 999_999] },
      words: { en: words(slug) },
    });
    expect(created.values.companies).toEqual(both);
    expect((await read(created.id)).values.companies).toEqual(both);
    const bad = await call('POST', '/news', body({ values: { ...VALUES, companies: ['ak-images'] } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['values.companies.0']);

    const published = await publish(created.id, ['en']);
    expect(published.site.en?.changed).toBe(false);
    const [row] = await ctx.database.db
      .select({ companyIds: newsArticles.companyIds })
      .from(newsArticles)
      .where(eq(newsArticles.id, created.id));
    expect(row.companyIds).toEqual(both);
    const listed = (company: string) =>
      ctx.app
        .inject(`/api/news?published=true&limit=50&company=${company}`)
        .then((res) => (res.json() as { articles: { id: number }[] }).articles.map((a) => a.id));
    expect(
      await eventually(
        () => listed('ak-images'),
        (ids) => ids.includes(created.id),
      ),
    ).toContain(created.id);
    expect(await listed('greenharvest')).toContain(created.id);
    expect((await publicArticle(slug)).json()).toMatchObject({ companies: both });

    // AK Images taken off in the working copy: the site is marked as differing, and keeps both until published.
    const saved = await save(created.id, {
      values: { ...VALUES, companies: [greenharvest.id] },
      revision: published.revision,
    });
    expect(saved.values.companies).toEqual([greenharvest.id]);
    expect(saved.site.en?.changed).toBe(true);
    expect(await listed('ak-images')).toContain(created.id);
    await publish(created.id, ['en']);
    expect(
      await eventually(
        () => listed('ak-images'),
        (ids) => !ids.includes(created.id),
      ),
    ).not.toContain(created.id);
    expect(await listed('greenharvest')).toContain(created.id);
    // The history says which save changed them, and each version keeps what it named.
    const history = (await call('GET', `/news/${created.id}/history`)).json() as ArticleRevision[];
    const change = history.find((r) => r.action === 'saved');
    expect(change?.changed).toEqual(['companies']);
    const first = history.find((r) => r.action === 'created');
    const version = (await call('GET', `/news/${created.id}/history/${first?.id}`)).json() as ArticleRevisionDetail;
    expect(version.snapshot.values.companies).toEqual(both);
  });

  it('publishes a Swahili-only article on its own: no language is needed first', async () => {
    const slug = unique('habari-za-kampala');
    const created = await create({ words: { sw: words(slug, 'Ofisi mpya Kampala') } });
    expect(created.status).toEqual({ en: 'missing', fr: 'missing', sw: 'current' });
    expect(created.words.en).toBeUndefined();
    const published = await publish(created.id, ['sw']);
    expect(published.site).toEqual({ sw: { slug, path: `/news/${slug}`, changed: false } });
    const article = await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 200,
    );
    expect(article.json()).toMatchObject({ lang: 'sw', title: 'Ofisi mpya Kampala', alternates: { sw: slug } });
    // Every reader's list shows it, in Swahili, marked so.
    for (const lang of ['en', 'fr', 'sw'] as const) {
      const listed = (await publicList(lang)).articles.find((a) => a.id === created.id);
      expect(listed, lang).toMatchObject({ lang: 'sw', slug, title: 'Ofisi mpya Kampala' });
    }
    // Written in Swahili alone: missing in English and French, in the list and its filter (English included).
    const missingEnglish = (await call('GET', '/news?language=en&coverage=missing')).json() as AdminNewsList;
    expect(missingEnglish.items.find((i) => i.id === created.id)).toMatchObject({
      status: { en: 'missing', fr: 'missing', sw: 'current' },
      published: ['sw'],
    });
    const currentSwahili = (await call('GET', '/news?language=sw&coverage=current')).json() as AdminNewsList;
    expect(currentSwahili.items.map((i) => i.id)).toContain(created.id);
    const missingSwahili = (await call('GET', '/news?language=sw&coverage=stale')).json() as AdminNewsList;
    expect(missingSwahili.items.map((i) => i.id)).not.toContain(created.id);
  });

  it('publishes French first, then English written from it; the French is the original', async () => {
    const frSlug = unique('bureau-de-kampala');
    const enSlug = unique('kampala-office');
    const created = await create({ words: { fr: words(frSlug, 'Bureau de Kampala') } });
    await publish(created.id, ['fr']);
    const french = await eventually(
      () => publicArticle(frSlug),
      (r) => r.statusCode === 200,
    );
    expect(french.json()).toMatchObject({ lang: 'fr', alternates: { fr: frSlug } });
    // English readers see the French version in the list until there is an English one.
    expect((await publicList('en')).articles.find((a) => a.id === created.id)).toMatchObject({ lang: 'fr' });

    // English added beside it: written from the French (the original), so the French is never out of date.
    const withEnglish = await save(created.id, {
      words: { en: words(enSlug, 'Kampala office') },
      revision: created.revision,
    });
    expect(withEnglish.sources).toEqual({ fr: null, en: 'fr' });
    expect(withEnglish.status).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
    await publish(created.id, ['en']);
    const english = await eventually(
      () => publicArticle(enSlug),
      (r) => r.statusCode === 200,
    );
    expect(english.json()).toMatchObject({ lang: 'en', alternates: { fr: frSlug, en: enSlug } });
    expect((await publicList('en')).articles.find((a) => a.id === created.id)).toMatchObject({
      lang: 'en',
      slug: enSlug,
    });
    // Swahili readers get the original: French.
    expect((await publicList('sw')).articles.find((a) => a.id === created.id)).toMatchObject({
      lang: 'fr',
      slug: frSlug,
    });

    // A change to the English leaves the French as it was; a change to the French marks the English.
    let detail = await save(created.id, {
      words: { en: { ...words(enSlug, 'Kampala office'), contentHtml: '<p>Longer English.</p>' } },
      revision: (await read(created.id)).revision,
    });
    expect(detail.status).toMatchObject({ en: 'current', fr: 'current' });
    detail = await save(created.id, {
      words: { fr: { ...words(frSlug, 'Bureau de Kampala'), contentHtml: '<p>Texte plus long.</p>' } },
      revision: detail.revision,
    });
    expect(detail.status).toMatchObject({ en: 'outdated', fr: 'current' });
    const outdated = (await call('GET', '/news?language=en&coverage=outdated')).json() as AdminNewsList;
    expect(outdated.items.map((i) => i.id)).toContain(created.id);
    // Saving the same English does not make it current; saying it was reviewed does.
    detail = await save(created.id, { words: { en: detail.words.en ?? null }, revision: detail.revision });
    expect(detail.status.en).toBe('outdated');
    detail = await save(created.id, { words: {}, reviewed: ['en'], revision: detail.revision });
    expect(detail.status.en).toBe('current');

    // Unpublishing the French: the English stays, and the French address leads to it.
    const off = await call('POST', `/news/${created.id}/unpublish`, { languages: ['fr'] });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as AdminArticle).site).toEqual({ en: expect.objectContaining({ slug: enSlug }) });
    const moved = await eventually(
      () => publicArticle(frSlug),
      (r) => r.statusCode === 301,
    );
    expect(moved.headers.location).toBe(`/api/news/${enSlug}`);
    // Unpublishing the last one takes the article off.
    const gone = (await call('POST', `/news/${created.id}/unpublish`, { languages: ['en'] })).json() as AdminArticle;
    expect(gone.publication).toBe('draft');
    expect(gone.site).toEqual({});
    expect((await call('POST', `/news/${created.id}/unpublish`, {})).statusCode).toBe(409);
    await eventually(
      () => publicArticle(enSlug),
      (r) => r.statusCode === 404,
    );
  });

  it('merges two people’s saves of one article, and asks about a field both changed', async () => {
    const slug = unique('merged');
    const created = await create({ words: { en: words(slug), fr: words(`${slug}-fr`, 'Titre') } });
    const opened = created.revision;
    // The colleague changes the French excerpt; the editor, who opened the same version, the English title.
    const theirs = await save(
      created.id,
      { words: { fr: { ...words(`${slug}-fr`, 'Titre'), excerpt: 'Leur résumé.' } }, revision: opened },
      colleague,
    );
    const mine = await save(created.id, { words: { en: words(slug, 'My title') }, revision: opened });
    expect(mine.words.en?.title).toBe('My title');
    expect(mine.words.fr?.excerpt).toBe('Leur résumé.');
    const [line] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(created.id)), eq(auditLog.action, 'news.saved')))
      .orderBy(asc(auditLog.id))
      .offset(1);
    expect(line.details).toMatchObject({ mergedWith: theirs.revision });

    // Both change the English title, differently: the second is asked, nothing is lost.
    await save(created.id, { words: { en: words(slug, 'Colleague title') }, revision: mine.revision }, colleague);
    const clash = await call('PUT', `/news/${created.id}/draft`, {
      ...body({ words: { en: words(slug, 'Editor title') } }),
      revision: mine.revision,
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'entries.conflict' });
    expect(clash.json().detail.conflicts).toEqual([
      { path: 'words.en.title', base: 'My title', mine: 'Editor title', theirs: 'Colleague title' },
    ]);
    expect((await read(created.id)).words.en?.title).toBe('Colleague title');
  });

  it('merges two people’s autosaves of one article', async () => {
    const slug = unique('autosaved-together');
    const created = await create({ words: { en: words(slug) } });
    // Two sittings at once: each autosaves its own field, from the version each opened.
    const a = await save(created.id, {
      values: { ...VALUES, author: 'Thandi Mokoena' },
      autosave: true,
      editSession: 'a',
      revision: created.revision,
    });
    const b = await save(
      created.id,
      {
        words: { en: { ...words(slug), excerpt: 'Typed by the colleague.' } },
        autosave: true,
        editSession: 'b',
        revision: created.revision,
      },
      colleague,
    );
    expect(b.values.author).toBe('Thandi Mokoena');
    expect(b.words.en?.excerpt).toBe('Typed by the colleague.');
    const again = await save(created.id, {
      values: { ...VALUES, author: 'Thandi Mokoena, VEB' },
      words: { en: { ...words(slug), excerpt: 'Typed by the colleague.' } },
      autosave: true,
      editSession: 'a',
      revision: a.revision,
    });
    expect(again.values.author).toBe('Thandi Mokoena, VEB');
    expect(again.words.en?.excerpt).toBe('Typed by the colleague.');
  });

  it('sanitises hostile HTML on every save and what it publishes', async () => {
    const slug = unique('hostile');
    const hostile =
      '<p onclick="steal()">Hello<script>alert(1)</script></p><style>body{display:none}</style>' +
      '<a href="javascript:alert(2)">link</a><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
      '<a href="https://example.org" onmouseover="x()">ok</a>';
    const check = (html: string) => {
      expect(html).not.toMatch(
        /<script|alert\(1\)|onclick|onerror|onmouseover|<style|display:none|javascript:|<iframe/i,
      );
      expect(html).toContain('Hello');
      expect(html).toContain('href="https://example.org"');
    };
    const created = await create({ words: { en: { ...words(slug), contentHtml: hostile } } });
    check(created.words.en?.contentHtml ?? '');
    const saved = await save(created.id, {
      words: { fr: { ...words(`${slug}-fr`, 'Titre'), contentHtml: hostile } },
      revision: created.revision,
    });
    check(saved.words.fr?.contentHtml ?? '');
    await publish(created.id, ['en', 'fr']);
    const rows = await ctx.database.db.select().from(newsVersions).where(eq(newsVersions.articleId, created.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) check(row.content);
  });

  it('makes an empty slug from the title, each language its own', async () => {
    const title = unique('Nouvelle usine à Benoni');
    const created = await create({
      words: { fr: { title, slug: '' }, en: { title, slug: '' } },
    });
    const made = title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    expect(created.words.en?.slug).toBe(made);
    expect(created.words.fr?.slug).toBe(`${made}-fr`);
    // Two languages may not share a slug (every address names one version).
    const same = await call('PUT', `/news/${created.id}/draft`, body({ words: { fr: { title, slug: made } } }));
    expect(same.statusCode).toBe(409);
    expect(same.json().errorCodes['words.fr.slug']).toEqual({ code: 'news.slugsDiffer' });
  });

  it('keeps an old slug working with a permanent redirect after the slug changes', async () => {
    const oldSlug = unique('old-address');
    const newSlug = unique('new-address');
    const created = await create({ words: { en: words(oldSlug) } });
    await publish(created.id, ['en']);
    await save(created.id, { words: { en: words(newSlug) } });
    // Saved, not published: the old address is still the article's.
    expect((await publicArticle(oldSlug)).statusCode).toBe(200);
    await publish(created.id, ['en']);
    const api = await eventually(
      () => publicArticle(oldSlug),
      (r) => r.statusCode === 301,
    );
    expect(api.headers.location).toBe(`/api/news/${newSlug}`);
    const page = await ctx.app.inject(`/news/${oldSlug}?lang=fr`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/news/${newSlug}?lang=fr`);
    expect((await ctx.app.inject(`/news/${oldSlug}`)).headers.location).toBe(`/news/${newSlug}`);
    expect((await publicArticle(newSlug)).statusCode).toBe(200);
    // Another article cannot take the old address while it redirects.
    const other = await call('POST', '/news', body({ words: { sw: words(oldSlug) } }));
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCodes?.['words.sw.slug']).toEqual({ code: 'news.slugTaken' });
  });

  it('refuses the slugs of an article that has no working copy (seeded or imported), in any language', async () => {
    // Written straight to the site's tables, as the seed and imports do: no working copy holds its slugs.
    const imported = await insertArticle(ctx.database.db, { publishedAt: clock.now(), versions: { en: {}, sw: {} } });
    const [en, sw] = [imported.versions[0].slug, imported.versions[1].slug];
    const taken = await call('POST', '/news', body({ words: { fr: words(en), sw: words(sw) } }));
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errorCodes).sort()).toEqual(['words.fr.slug', 'words.sw.slug']);
    // The imported article opens in the editor as it is on the site, and saves into a working copy.
    const opened = await read(imported.id);
    expect(opened.words.sw?.slug).toBe(sw);
    expect(opened.publication).toBe('published');
    const saved = await save(imported.id, {
      words: { sw: { ...opened.words.sw, title: 'Kichwa kipya' } },
      revision: opened.revision,
    });
    expect(saved.site.sw?.changed).toBe(true);
    expect(saved.words.en?.slug).toBe(en);
  });

  it('deletes a published article, its addresses leading on or answering 410 Gone as chosen', async () => {
    const page = (path: string) => ctx.app.inject(path);
    const withFrench = (slug: string, frSlug: string) => ({ words: { en: words(slug), fr: words(frSlug, 'Titre') } });
    const [targetSlug, targetFr] = [unique('kept-article'), unique('article-garde')];
    const target = (await create(withFrench(targetSlug, targetFr))).id;
    await publish(target, ['en', 'fr']);
    const [slug, frSlug, oldSlug] = [unique('removed-article'), unique('article-supprime'), unique('removed-old')];
    const removed = (await create(withFrench(oldSlug, frSlug))).id;
    await publish(removed, ['en', 'fr']);
    await save(removed, withFrench(slug, frSlug));
    await publish(removed, ['en', 'fr']);

    // The choice is required and checked: another article must be published (a draft is not).
    const unpublished = (await create({ words: { en: words(unique('never-published')) } })).id;
    expect((await call('DELETE', `/news/${removed}`, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/news/${removed}`, { addresses: 'article' })).json().errors).toHaveProperty(
      'targetId',
    );
    for (const targetId of [unpublished, removed, 999_999]) {
      expect((await call('DELETE', `/news/${removed}`, { addresses: 'article', targetId })).statusCode).toBe(400);
    }
    expect(
      (await inbox.request({ method: 'DELETE', url: `/api/admin/news/${removed}`, payload: { addresses: 'gone' } }))
        .statusCode,
    ).toBe(403);
    expect((await publicArticle(slug)).statusCode).toBe(200);

    const res = await call('DELETE', `/news/${removed}`, { addresses: 'article', targetId: target });
    expect(res.statusCode, res.body).toBe(200);
    // Every address it had leads to the target's version in the same language: English, French, the old slug.
    const moved = await eventually(
      () => page(`/news/${slug}`),
      (r) => r.statusCode === 301,
    );
    expect(moved.headers.location).toBe(`/news/${targetSlug}`);
    expect((await page(`/news/${frSlug}`)).headers.location).toBe(`/news/${targetFr}`);
    expect((await page(`/news/${frSlug}?lang=fr`)).headers.location).toBe(`/news/${targetFr}?lang=fr`);
    expect((await page(`/news/${oldSlug}`)).headers.location).toBe(`/news/${targetSlug}`);
    expect((await publicArticle(frSlug)).headers.location).toBe(`/api/news/${targetFr}`);
    const [line] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.deleted'), eq(auditLog.targetId, String(removed))));
    expect(line?.details).toMatchObject({ addresses: 'article', targetId: target, title: `Title ${slug}` });
    expect(((line?.details ?? {}) as { slugs?: string[] }).slugs?.sort()).toEqual([slug, frSlug, oldSlug].sort());

    // To the news list, and 410 Gone (the article page's "doesn't exist or has been removed").
    const listSlug = unique('to-the-list');
    const toList = (await create({ words: { sw: words(listSlug) } })).id;
    await publish(toList, ['sw']);
    expect((await call('DELETE', `/news/${toList}`, { addresses: 'list' })).statusCode).toBe(200);
    const listed = await eventually(
      () => page(`/news/${listSlug}?lang=sw`),
      (r) => r.statusCode === 301,
    );
    expect(listed.headers.location).toBe('/news?lang=sw');
    expect((await publicArticle(listSlug)).headers.location).toBe('/api/news');

    // Deleting the article others lead to takes their addresses the same way: no chain of redirects.
    expect((await call('DELETE', `/news/${target}`, { addresses: 'gone' })).statusCode).toBe(200);
    for (const path of [`/news/${targetSlug}`, `/news/${slug}`, `/news/${frSlug}?lang=fr`, `/news/${oldSlug}`]) {
      const gone = await eventually(
        () => page(path),
        (r) => r.statusCode === 410,
      );
      expect(gone.statusCode, path).toBe(410);
      expect(gone.headers['content-type']).toMatch(/^text\/html/);
    }
    const api = await publicArticle(slug);
    expect(api.statusCode).toBe(410);
    expect(api.json()).toMatchObject({ success: false });
    expect((await publicArticle(listSlug)).statusCode).toBe(301);

    // A new article may take a deleted article's address: the live article wins.
    const again = (await create({ words: { en: words(targetSlug) } })).id;
    await publish(again, ['en']);
    const live = await eventually(
      () => page(`/news/${targetSlug}`),
      (r) => r.statusCode === 200,
    );
    expect(live.body).toContain(`Title ${targetSlug}`);
  });

  it('keeps every version in the one history; a version loaded and saved is audited as restored', async () => {
    const slug = unique('history');
    const created = await create({ words: { en: words(slug) } });
    await publish(created.id, ['en']);
    const second = await save(created.id, { words: { en: words(slug, 'Second') } });
    // The editor sends each save with the revision the last one gave back.
    const typing = await save(created.id, {
      words: { en: words(slug, 'Third (typing)') },
      autosave: true,
      revision: second.revision,
    });
    const typed = await save(created.id, {
      words: { en: words(slug, 'Third (typed)') },
      autosave: true,
      revision: typing.revision,
    });
    expect(typed.revision).not.toBe(typing.revision);
    const history = (await call('GET', `/news/${created.id}/history`)).json() as ArticleRevision[];
    // Consecutive autosaves by one person share one entry; the publication is in the history too.
    expect(history.map((r) => [r.action, r.label])).toEqual([
      ['autosave', 'Third (typed)'],
      ['saved', 'Second'],
      ['published', `Title ${slug}`],
      ['created', `Title ${slug}`],
    ]);
    expect(history[0].id).toBe(typed.revision);
    expect(history[1]).toMatchObject({ changed: [], languages: ['en'] });
    // Each entry names the colleague, not their address.
    expect(new Set(history.map((r) => r.by))).toEqual(new Set([editorName]));
    const version = (await call('GET', `/news/${created.id}/history/${history[1].id}`)).json() as ArticleRevisionDetail;
    expect(version.snapshot.versions.en?.words.title).toBe('Second');
    expect((await call('GET', `/news/${created.id}/history/999999`)).statusCode).toBe(404);

    // "Restore as draft": the editor loads the version into the form and saves it, naming where it came from.
    const restored = await save(created.id, {
      values: version.snapshot.values,
      words: { en: version.snapshot.versions.en?.words as ArticleWords },
      restoredFrom: version.id,
      revision: typed.revision,
    });
    expect(restored).toMatchObject({ publication: 'published', words: { en: { title: 'Second' } } });
    expect(restored.site.en?.changed).toBe(true);
    // The site still shows what was published.
    expect((await publicArticle(slug)).json().title).toBe(`Title ${slug}`);
    const after = (await call('GET', `/news/${created.id}/history`)).json() as ArticleRevision[];
    expect(after[0].action).toBe('restored');
    const [line] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(created.id)), eq(auditLog.action, 'news.restored')));
    expect(line?.details).toMatchObject({ restoredFrom: version.id, title: 'Second' });
    // Every row is in the one table, under the article's record type.
    const rows = await ctx.database.db
      .select({ type: revisions.recordType })
      .from(revisions)
      .where(eq(revisions.recordId, created.id));
    expect(rows.filter((r) => r.type === 'news')).toHaveLength(after.length);
  });

  it('saves a draft from a title in any one language, and asks for the rest only to publish', async () => {
    const title = unique('Nouvelle usine');
    // A French title alone: no English, no category, no author yet.
    const res = await call('POST', '/news', {
      values: { category: '', author: '', imageId: null, imageUrl: null },
      words: { fr: { title } },
      autosave: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The whole article comes back, so the editor needs no second read.
    const created = res.json() as AdminArticle;
    expect(created.words.fr?.title).toBe(title);
    expect(created.publication).toBe('draft');
    const list = (await call('GET', `/news?q=${encodeURIComponent(title.toLowerCase())}`)).json() as AdminNewsList;
    expect(list.items.map((item) => item.label)).toEqual([title]);
    // No title in any language is nothing to keep.
    const nothing = await call('POST', '/news', { values: VALUES, words: {} });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errorCodes).toEqual({ words: { code: 'entries.noLanguage' } });
    const untitled = await call('POST', '/news', { values: VALUES, words: { en: { excerpt: 'No title' } } });
    expect(untitled.statusCode).toBe(400);
    expect(Object.keys(untitled.json().errors)).toEqual(['words.en.title']);
    // Publishing needs the language's words, the category and the author; any language, checked as asked.
    const refused = await call('POST', `/news/${created.id}/publish`, { languages: ['fr', 'sw'] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      ['values.author', 'values.category', 'words.fr.contentHtml', 'words.fr.excerpt', 'words.sw'].sort(),
    );
    expect((await call('POST', `/news/${created.id}/publish`, { languages: [] })).statusCode).toBe(400);
    expect((await call('POST', `/news/${created.id}/publish`, { languages: ['de'] })).statusCode).toBe(400);
  });

  it('writes one audit line per editing sitting for its autosaves, and one per explicit save', async () => {
    const slug = unique('sitting');
    const res = await call('POST', '/news', {
      ...body({ words: { en: words(slug) } }),
      autosave: true,
      editSession: 'sitting-one',
    });
    const { id } = res.json() as AdminArticle;
    const typing = (title: string, editSession: string) =>
      save(id, { words: { en: words(slug, title) }, autosave: true, editSession });
    for (const title of ['T', 'Ty', 'Typ', 'Typed']) await typing(title, 'sitting-one');
    expect(await auditActions(id)).toEqual(['news.created']);
    await save(id, { words: { en: words(slug, 'Typed') }, editSession: 'sitting-one' });
    expect(await auditActions(id)).toEqual(['news.created', 'news.saved']);
    // Another sitting (the editor opened again later): its first autosave is a line, the rest are not.
    for (const title of ['Again', 'Again and again']) await typing(title, 'sitting-two');
    expect(await auditActions(id)).toEqual(['news.created', 'news.saved', 'news.autosaved']);
    const history = (await call('GET', `/news/${id}/history`)).json() as ArticleRevision[];
    expect(history.map((r) => r.action)).toEqual(['autosave', 'saved', 'autosave', 'created']);
  });

  it('shows a scheduled article at its time without any write, and unpublishes', async () => {
    const slug = unique('scheduled');
    const { id } = await create({ words: { fr: words(slug) } });
    const at = new Date(clock.now().getTime() + 10 * 60_000);
    const past = await call('POST', `/news/${id}/schedule`, {
      languages: ['fr'],
      publishAt: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const scheduled = await call('POST', `/news/${id}/schedule`, { languages: ['fr'], publishAt: at.toISOString() });
    expect(scheduled.json()).toMatchObject({ publication: 'scheduled', publishAt: at.toISOString() });
    const ids = async () => (await publicList('fr')).articles.map((a) => a.id);
    // Wait for the change notification, then the list (now cached) still leaves the article out.
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 404,
    );
    expect(await ids()).not.toContain(id);
    expect(await ids()).not.toContain(id);
    const writesBefore = (await ctx.database.db.select().from(auditLog)).length;

    clock.advance(10 * 60_000 + 1);
    expect(await ids()).toContain(id);
    expect((await publicArticle(slug)).statusCode).toBe(200);
    expect((await read(id)).publication).toBe('published');
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(writesBefore);

    const off = await call('POST', `/news/${id}/unpublish`, {});
    expect(off.json().publication).toBe('draft');
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 404,
    );
    expect(await ids()).not.toContain(id);
  });

  it('publishes a scheduled article now when asked to, without waiting for its time', async () => {
    const slug = unique('sooner');
    const { id } = await create({ words: { en: words(slug) } });
    const later = new Date(clock.now().getTime() + 24 * 60 * 60_000);
    await call('POST', `/news/${id}/schedule`, { languages: ['en'], publishAt: later.toISOString() });
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 404,
    );
    await publish(id, ['en']);
    const article = await read(id);
    expect(article.publication).toBe('published');
    expect(new Date(article.publishAt ?? 0).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 200,
    );
  });

  it('lets staff choose the featured articles, the newest filling the rest', async () => {
    const featured = async (lang: Locale = 'en') =>
      (await ctx.app.inject(`/api/news?featured=true&lang=${lang}`)).json().articles as { id: number; lang: string }[];
    const picked = (await create({ words: { sw: words(unique('iliyochaguliwa')) } })).id;
    clock.advance(-24 * 60 * 60_000);
    await publish(picked, ['sw']);
    clock.advance(24 * 60 * 60_000);
    for (let i = 0; i < 3; i++) await publish((await create({ words: { en: words(unique('newest')) } })).id, ['en']);
    expect((await call('PUT', '/news/featured', { ids: [] })).statusCode).toBe(200);
    const before = await eventually(featured, (list) => list.length === 3 && !list.some((a) => a.id === picked));
    expect(before.map((a) => a.id)).not.toContain(picked);
    const res = await call('PUT', '/news/featured', { ids: [picked] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({ id: picked, rank: 1, lang: 'sw' });
    const after = await eventually(featured, (list) => list[0]?.id === picked);
    expect(after.map((a) => a.id)).toEqual([picked, ...before.map((a) => a.id).slice(0, 2)]);
    // The home page shows it to every reader, in Swahili.
    expect((await featured('fr'))[0]).toMatchObject({ id: picked, lang: 'sw' });
    expect((await call('PUT', '/news/featured', { ids: [1, 2, 3, 4] })).statusCode).toBe(400);
  });

  it('previews the working copy as its public page for staff only, never cached or indexed', async () => {
    const slug = unique('preview');
    const { id } = await create({ words: { fr: words(slug, 'Aperçu') } });
    const res = await call('GET', `/news/${id}/preview?lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'none'/);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.body).toContain('<h1 lang="fr">Aperçu</h1>');
    // A reader of a language it is not written in: their page, the French text.
    const sw = await call('GET', `/news/${id}/preview?lang=sw`);
    expect(sw.body).toContain('<html lang="sw">');
    expect(sw.body).toContain('<h1 lang="fr">Aperçu</h1>');
    // The draft is not public, and the preview put nothing in the public cache.
    expect((await publicArticle(slug)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/news/${slug}`)).body).not.toContain('Aperçu');
    expect((await ctx.app.inject(`/api/admin/news/${id}/preview`)).statusCode).toBe(401);
  });

  it('tells the dashboard per language which articles lack a current version', async () => {
    const lines = newsAttention(ctx.app);
    const count = async (locale: Locale) =>
      (await lines({ role: 'editor', companyIds: [] })).find((item) => item.kind === `translations.news.${locale}`)
        ?.count ?? 0;
    const total = async (locale: Locale) =>
      ((await call('GET', `/news?language=${locale}&coverage=stale`)).json() as AdminNewsList).total;
    const before = { en: await count('en'), sw: await count('sw') };
    await create({ words: { sw: words(unique('dashibodi')) } });
    expect(await count('en')).toBe(before.en + 1);
    expect(await count('sw')).toBe(before.sw);
    // The line leads to the list filtered so: the same articles.
    for (const locale of ['en', 'fr', 'sw'] as const) expect(await total(locale)).toBe(await count(locale));
    expect(await lines({ role: 'inbox', companyIds: [] })).toEqual([]);
  });
});
