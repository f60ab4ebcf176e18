import type { AdminArticle, AdminNewsList, ArticleDraftInput, RevisionItem } from '@common/admin/news';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsArticles, newsTranslations } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { PageRenderer } from '../../ssr/renderer';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

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

const draft = (slug: string, over: Partial<ArticleDraftInput> = {}): ArticleDraftInput => ({
  category: 'Expansion',
  author: 'Media Office',
  versions: {
    en: { title: `Title ${slug}`, slug, excerpt: 'An excerpt.', contentHtml: '<p>Body text.</p>' },
  },
  ...over,
});

/** A page renderer that shows which article the page got, so previews and redirects can be checked. */
const renderer: PageRenderer = {
  async render({ url, locale, content }) {
    const slug = /^\/news\/([^/?]+)/.exec(url)?.[1];
    const article = slug ? await content.getNewsArticle(decodeURIComponent(slug), locale) : null;
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
  let inbox: AdminClient;
  const clock = new ManualClock();
  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, renderer });
    editor = new AdminClient(ctx.app);
    const editorStaff = await createStaff(ctx.database.db, 'editor');
    editorName = editorStaff.name;
    await editor.signIn(editorStaff, clock.now());
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'), clock.now());
  }, 60_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    editor.request({
      method,
      url: `/api/admin${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (input: ArticleDraftInput) => {
    const res = await call('POST', '/news', input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const save = async (id: number, input: ArticleDraftInput) => {
    const res = await call('PUT', `/news/${id}/draft`, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminArticle;
  };
  const publish = async (id: number, languages: string[], publishAt?: string) => {
    const res = await call('POST', `/news/${id}/publish`, { languages, ...(publishAt ? { publishAt } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminArticle;
  };
  const publicArticle = (slug: string, lang = 'en') =>
    ctx.app.inject(`/api/news/${slug}${lang === 'en' ? '' : `?lang=${lang}`}`);
  const publicList = async () => (await ctx.app.inject('/api/news?published=true&limit=50')).json();

  it('refuses other roles and visitors without a session', async () => {
    expect((await inbox.get('/api/admin/news')).statusCode).toBe(403);
    expect((await inbox.post('/api/admin/news', draft('x'))).statusCode).toBe(403);
    expect((await inbox.get('/api/admin/news/1/preview')).statusCode).toBe(403);
    expect((await ctx.app.inject('/api/admin/news')).statusCode).toBe(401);
    const registered = ctx.app.adminRoutes.filter((r) => /^\/api\/admin\/news(\/|$)/.test(r.url));
    expect(registered.length).toBeGreaterThanOrEqual(14);
    for (const route of registered) expect(route.access, route.url).toBe('news');
  });

  it('saves a draft that the site does not show, publishes it, and audits each step', async () => {
    const slug = unique('harbour-office');
    const id = await create(draft(slug));
    expect((await publicArticle(slug)).statusCode).toBe(404);
    const saved = await save(
      id,
      draft(slug, { versions: { en: { ...draft(slug).versions.en, title: 'Second title' } } }),
    );
    expect(saved.status).toBe('draft');
    expect(saved.versions.en.title).toBe('Second title');
    expect((await publicArticle(slug)).statusCode).toBe(404);

    const published = await publish(id, ['en']);
    expect(published.status).toBe('published');
    expect(published.publicPaths).toEqual({ en: `/news/${slug}` });
    const res = await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 200,
    );
    expect(res.json()).toMatchObject({ title: 'Second title', lang: 'en', alternates: { en: slug } });

    // A later draft changes nothing public until it is published.
    await save(id, draft(slug, { versions: { en: { ...draft(slug).versions.en, title: 'Not yet public' } } }));
    expect((await publicArticle(slug)).json().title).toBe('Second title');
    const detail = (await call('GET', `/news/${id}`)).json() as AdminArticle;
    expect(detail.versions.en).toMatchObject({ title: 'Not yet public', changed: true, publishedSlug: slug });

    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'news'), eq(auditLog.targetId, String(id))));
    expect(actions.map((a) => a.action)).toEqual(['news.created', 'news.saved', 'news.published', 'news.saved']);
  });

  it('shows a published French version on French pages, and English with lang="en" otherwise', async () => {
    const slug = unique('kampala');
    const frSlug = `${slug}-fr`;
    const base = draft(slug);
    const id = await create(base);
    await publish(id, ['en']);
    // No French yet: the French request gets the English text, marked as English.
    const fallback = await eventually(
      () => publicArticle(slug, 'fr'),
      (r) => r.statusCode === 200,
    );
    expect(fallback.json()).toMatchObject({ lang: 'en', title: base.versions.en.title, alternates: { en: slug } });
    expect(fallback.json().alternates.fr).toBeUndefined();

    const fr = { title: 'Bureau de Kampala', slug: frSlug, excerpt: 'Un résumé.', contentHtml: '<p>Texte.</p>' };
    await save(id, { ...base, versions: { ...base.versions, fr } });
    // Saved, not published: still English on French pages.
    expect((await publicArticle(slug, 'fr')).json().lang).toBe('en');
    const after = await publish(id, ['fr']);
    expect(after.versions.fr?.status).toBe('published');
    expect(after.publicPaths).toEqual({ en: `/news/${slug}`, fr: `/news/${frSlug}?lang=fr` });
    const french = await eventually(
      () => publicArticle(slug, 'fr'),
      (r) => r.json().lang === 'fr',
    );
    expect(french.json()).toMatchObject({
      title: 'Bureau de Kampala',
      lang: 'fr',
      alternates: { en: slug, fr: frSlug },
    });
    // The French slug reaches the same article; Swahili readers get English.
    expect((await publicArticle(frSlug, 'fr')).json().title).toBe('Bureau de Kampala');
    expect((await publicArticle(frSlug, 'sw')).json()).toMatchObject({ lang: 'en', title: base.versions.en.title });
    // The page, rendered in French.
    const page = await ctx.app.inject(`/news/${frSlug}?lang=fr`);
    expect(page.body).toContain('<h1 lang="fr">Bureau de Kampala</h1>');
    const list = (await ctx.app.inject('/api/news?published=true&limit=50&lang=fr')).json();
    expect(list.articles.find((a: { id: number }) => a.id === id)).toMatchObject({ lang: 'fr', slug: frSlug });

    // Unpublishing the translation only: French pages fall back to English again.
    await call('POST', `/news/${id}/unpublish`, { languages: ['fr'] });
    await eventually(
      () => publicArticle(slug, 'fr'),
      (r) => r.json().lang === 'en',
    );
    expect((await publicArticle(slug, 'fr')).json().lang).toBe('en');
  });

  it('marks a translation out of date when the English changes after it, until it is revised or reviewed', async () => {
    const slug = unique('benoni');
    const base = draft(slug);
    const fr = { title: 'Usine de Benoni', slug: `${slug}-fr`, excerpt: 'Résumé.', contentHtml: '<p>Texte.</p>' };
    const id = await create({ ...base, versions: { ...base.versions, fr } });
    let detail = (await call('GET', `/news/${id}`)).json() as AdminArticle;
    expect(detail.versions.fr?.outOfDate).toBe(false);
    expect(detail.versions.sw).toBeNull();

    const changedEnglish = { ...base.versions.en, contentHtml: '<p>Body text, now longer.</p>' };
    detail = await save(id, { ...base, versions: { en: changedEnglish, fr } });
    expect(detail.versions.fr?.outOfDate).toBe(true);
    const coverage = async () => {
      const list = (await call('GET', `/news?q=${encodeURIComponent(base.versions.en.title)}`)).json() as AdminNewsList;
      return list.items.find((item) => item.id === id)?.coverage;
    };
    expect(await coverage()).toEqual({ fr: 'outdated', sw: 'missing' });
    const filtered = (await call('GET', '/news?language=fr&coverage=outdated')).json() as AdminNewsList;
    expect(filtered.items.map((i) => i.id)).toContain(id);

    // Saving the same French text again does not make it current; saying it was reviewed does.
    detail = await save(id, { ...base, versions: { en: changedEnglish, fr } });
    expect(detail.versions.fr?.outOfDate).toBe(true);
    detail = await save(id, { ...base, versions: { en: changedEnglish, fr }, reviewed: ['fr'] });
    expect(detail.versions.fr?.outOfDate).toBe(false);
    expect(await coverage()).toEqual({ fr: 'present', sw: 'missing' });
    // Revising the translation's text makes it current as well.
    const newer = { ...base.versions.en, title: `${base.versions.en.title} (updated)` };
    detail = await save(id, { ...base, versions: { en: newer, fr } });
    expect(detail.versions.fr?.outOfDate).toBe(true);
    detail = await save(id, {
      ...base,
      versions: { en: newer, fr: { ...fr, title: 'Usine de Benoni (mise à jour)' } },
    });
    expect(detail.versions.fr?.outOfDate).toBe(false);
  });

  it('sanitises hostile HTML on every save', async () => {
    const slug = unique('hostile');
    const hostile =
      '<p onclick="steal()">Hello<script>alert(1)</script></p><style>body{display:none}</style>' +
      '<a href="javascript:alert(2)">link</a><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
      '<a href="https://example.org" onmouseover="x()">ok</a>';
    const base = draft(slug);
    const id = await create({ ...base, versions: { en: { ...base.versions.en, contentHtml: hostile } } });
    const check = (html: string) => {
      expect(html).not.toMatch(
        /<script|alert\(1\)|onclick|onerror|onmouseover|<style|display:none|javascript:|<iframe/i,
      );
      expect(html).toContain('Hello');
      expect(html).toContain('href="https://example.org"');
    };
    check(((await call('GET', `/news/${id}`)).json() as AdminArticle).versions.en.contentHtml);
    const fr = { title: 'Titre', slug: `${slug}-fr`, excerpt: 'Résumé', contentHtml: hostile };
    const saved = await save(id, { ...base, versions: { en: { ...base.versions.en, contentHtml: hostile }, fr } });
    check(saved.versions.en.contentHtml);
    check(saved.versions.fr?.contentHtml ?? '');
    await publish(id, ['en', 'fr']);
    const [row] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    check(row.content);
  });

  it('keeps an old slug working with a permanent redirect after the slug changes', async () => {
    const oldSlug = unique('old-address');
    const newSlug = unique('new-address');
    const base = draft(oldSlug);
    const id = await create(base);
    await publish(id, ['en']);
    await save(id, { ...base, versions: { en: { ...base.versions.en, slug: newSlug } } });
    // Saved, not published: the old address is still the article's.
    expect((await publicArticle(oldSlug)).statusCode).toBe(200);
    await publish(id, ['en']);
    const api = await eventually(
      () => publicArticle(oldSlug),
      (r) => r.statusCode === 301,
    );
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/news/${newSlug}`);
    const page = await ctx.app.inject(`/news/${oldSlug}?lang=fr`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/news/${newSlug}?lang=fr`);
    expect((await publicArticle(newSlug)).statusCode).toBe(200);
    // Another article cannot take the old address while it redirects.
    const other = await call('POST', '/news', draft(oldSlug));
    expect(other.statusCode).toBe(409);
    expect(other.json().errors?.['versions.en.slug']).toMatch(/already uses this address/);
  });

  it('refuses the slugs of an article that has no working copy (seeded or imported): English and translated', async () => {
    // Written straight to the site's tables, as the seed and imports do: no working copy holds its slugs.
    const [article] = await ctx.database.db
      .insert(newsArticles)
      .values({
        slug: unique('imported'),
        title: 'Imported',
        excerpt: 'An excerpt.',
        content: '<p>Body.</p>',
        category: 'Expansion',
        author: 'Media Office',
        status: 'published',
        publishedAt: clock.now(),
      })
      .returning();
    const frSlug = unique('importe');
    await ctx.database.db.insert(newsTranslations).values({
      articleId: article.id,
      locale: 'fr',
      slug: frSlug,
      title: 'Importé',
      excerpt: 'Un extrait.',
      content: '<p>Texte.</p>',
    });
    const french = { title: 'Titre', slug: frSlug, excerpt: 'Un extrait.', contentHtml: '<p>Texte.</p>' };
    const taken = await call(
      'POST',
      '/news',
      draft(article.slug, { versions: { ...draft(article.slug).versions, fr: french } }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors?.['versions.en.slug']).toMatch(/already uses this address/);
    expect(taken.json().errors?.['versions.fr.slug']).toMatch(/already uses this address/);
  });

  it('deletes a published article, its addresses leading on or answering 410 Gone as chosen', async () => {
    const page = (path: string) => ctx.app.inject(path);
    const withFrench = (slug: string, frSlug: string) =>
      draft(slug, {
        versions: {
          en: draft(slug).versions.en,
          fr: { title: `Titre ${frSlug}`, slug: frSlug, excerpt: 'Un extrait.', contentHtml: '<p>Texte.</p>' },
        },
      });
    const [targetSlug, targetFr] = [unique('kept-article'), unique('article-garde')];
    const target = await create(withFrench(targetSlug, targetFr));
    await publish(target, ['en', 'fr']);
    const [slug, frSlug, oldSlug] = [unique('removed-article'), unique('article-supprime'), unique('removed-old')];
    const removed = await create(withFrench(oldSlug, frSlug));
    await publish(removed, ['en', 'fr']);
    await save(removed, withFrench(slug, frSlug));
    await publish(removed, ['en', 'fr']);

    // The choice is required and checked: another article must be published (a draft is not).
    const unpublished = await create(draft(unique('never-published')));
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
    // Every address it had, in its language: the English, the French and the old slug.
    const moved = await eventually(
      () => page(`/news/${slug}`),
      (r) => r.statusCode === 301,
    );
    expect(moved.headers.location).toBe(`/news/${targetSlug}`);
    expect((await page(`/news/${frSlug}?lang=fr`)).headers.location).toBe(`/news/${targetFr}?lang=fr`);
    // Without ?lang=, a French address still leads to the French version's, in one hop.
    expect((await page(`/news/${frSlug}`)).headers.location).toBe(`/news/${targetFr}?lang=fr`);
    expect((await page(`/news/${oldSlug}`)).headers.location).toBe(`/news/${targetSlug}`);
    expect((await publicArticle(frSlug, 'fr')).headers.location).toBe(`/api/news/${targetFr}?lang=fr`);
    const [line] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.deleted'), eq(auditLog.targetId, String(removed))));
    expect(line?.details).toMatchObject({ addresses: 'article', targetId: target });
    expect(((line?.details ?? {}) as { slugs?: string[] }).slugs?.sort()).toEqual([slug, frSlug, oldSlug].sort());

    // To the news list, and 410 Gone (the article page's "doesn't exist or has been removed").
    const listSlug = unique('to-the-list');
    const toList = await create(draft(listSlug));
    await publish(toList, ['en']);
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
    const again = await create(draft(targetSlug));
    await publish(again, ['en']);
    const live = await eventually(
      () => page(`/news/${targetSlug}`),
      (r) => r.statusCode === 200,
    );
    expect(live.body).toContain(`Title ${targetSlug}`);
  });

  it('keeps every saved version, and restoring one makes it the draft without publishing it', async () => {
    const slug = unique('history');
    const base = draft(slug);
    const id = await create(base);
    await publish(id, ['en']);
    await save(id, { ...base, versions: { en: { ...base.versions.en, title: 'Second' } } });
    await save(id, { ...base, autosave: true, versions: { en: { ...base.versions.en, title: 'Third (typing)' } } });
    await save(id, { ...base, autosave: true, versions: { en: { ...base.versions.en, title: 'Third (typed)' } } });
    const history = (await call('GET', `/news/${id}/revisions`)).json() as RevisionItem[];
    // Consecutive autosaves share one entry.
    expect(history.map((r) => [r.kind, r.title])).toEqual([
      ['autosave', 'Third (typed)'],
      ['saved', 'Second'],
      ['published', base.versions.en.title],
      ['created', base.versions.en.title],
    ]);
    // Each entry names the colleague, not their address.
    expect(new Set(history.map((r) => r.createdBy))).toEqual(new Set([editorName]));
    const second = history[1];
    expect((await call('GET', `/news/${id}/revisions/${second.id}`)).json().data.versions.en.title).toBe('Second');

    const restored = await call('POST', `/news/${id}/revisions/${second.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      status: 'published',
      versions: { en: { title: 'Second', changed: true } },
    });
    // The site still shows the published version.
    expect((await publicArticle(slug)).json().title).toBe(base.versions.en.title);
    const [row] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(row.title).toBe(base.versions.en.title);
    // Restoring a draft-only article leaves it a draft.
    const other = await create(draft(unique('never-published')));
    const [first] = (await call('GET', `/news/${other}/revisions`)).json() as RevisionItem[];
    const back = await call('POST', `/news/${other}/revisions/${first.id}/restore`);
    expect(back.json().status).toBe('draft');
    expect((await call('GET', `/news/${id}/revisions`)).json()[0].kind).toBe('restored');
  });

  it('saves a draft from a title in any one language, and asks for the rest only to publish', async () => {
    const empty = { title: '', slug: '', excerpt: '', contentHtml: '' };
    const title = unique('Nouvelle usine à Benoni');
    // A French title alone: no English, no category, no author yet.
    const res = await call('POST', '/news', {
      category: '',
      author: '',
      versions: { en: empty, fr: { ...empty, title } },
      autosave: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The whole article comes back, so the editor needs no second read.
    const created = res.json() as AdminArticle;
    expect(created.versions.fr?.title).toBe(title);
    expect(created.status).toBe('draft');
    const list = (await call('GET', `/news?q=${encodeURIComponent(title)}`)).json() as AdminNewsList;
    expect(list.items.map((item) => item.title)).toEqual([title]);
    // No title in any language is nothing to keep.
    const nothing = await call('POST', '/news', { category: '', author: '', versions: { en: empty } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors['versions.en.title']).toBe('Write a title in at least one language');
    // Publishing needs the English, the category and the author.
    const refused = await call('POST', `/news/${created.id}/publish`, { languages: ['en'] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(
      expect.arrayContaining(['category', 'author', 'versions.en.title']),
    );
  });

  it('writes one audit line per editing sitting for its autosaves, and one per explicit save', async () => {
    const slug = unique('sitting');
    const lines = async (id: number) =>
      (
        await ctx.database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.targetType, 'news'), eq(auditLog.targetId, String(id))))
          .orderBy(auditLog.id)
      ).map((row) => row.action);
    const base = draft(slug);
    const res = await call('POST', '/news', { ...base, autosave: true, editSession: 'sitting-one' });
    const id = (res.json() as AdminArticle).id;
    const typing = (title: string, editSession: string) =>
      save(id, { ...base, autosave: true, editSession, versions: { en: { ...base.versions.en, title } } });
    for (const title of ['T', 'Ty', 'Typ', 'Typed']) await typing(title, 'sitting-one');
    expect(await lines(id)).toEqual(['news.created']);
    await save(id, { ...base, editSession: 'sitting-one' });
    expect(await lines(id)).toEqual(['news.created', 'news.saved']);
    // Another sitting (the editor opened again later): its first autosave is a line, the rest are not.
    for (const title of ['Again', 'Again and again']) await typing(title, 'sitting-two');
    expect(await lines(id)).toEqual(['news.created', 'news.saved', 'news.autosaved']);
  });

  it('refuses a save over someone else’s newer save', async () => {
    const slug = unique('conflict');
    const id = await create(draft(slug));
    const read = (await call('GET', `/news/${id}`)).json() as AdminArticle;
    clock.advance(1000);
    await save(id, { ...draft(slug), savedAt: read.savedAt });
    const stale = await call('PUT', `/news/${id}/draft`, { ...draft(slug), savedAt: read.savedAt });
    expect(stale.statusCode).toBe(409);
  });

  it('shows a scheduled article at its time without any write, and unpublishes', async () => {
    const slug = unique('scheduled');
    const id = await create(draft(slug));
    const at = new Date(clock.now().getTime() + 10 * 60_000);
    const past = await call('POST', `/news/${id}/schedule`, {
      languages: ['en'],
      publishAt: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const scheduled = await call('POST', `/news/${id}/schedule`, { languages: ['en'], publishAt: at.toISOString() });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
    const ids = async () => (await publicList()).articles.map((a: { id: number }) => a.id);
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
    expect((await call('GET', `/news/${id}`)).json().status).toBe('published');
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(writesBefore);

    const off = await call('POST', `/news/${id}/unpublish`, {});
    expect(off.json().status).toBe('draft');
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 404,
    );
    expect(await ids()).not.toContain(id);
  });

  it('publishes a scheduled article now when asked to, without waiting for its time', async () => {
    const slug = unique('sooner');
    const id = await create(draft(slug));
    const later = new Date(clock.now().getTime() + 24 * 60 * 60_000);
    await call('POST', `/news/${id}/schedule`, { languages: ['en'], publishAt: later.toISOString() });
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 404,
    );
    await publish(id, ['en']);
    const article = (await call('GET', `/news/${id}`)).json() as AdminArticle;
    expect(article.status).toBe('published');
    expect(new Date(article.publishAt ?? 0).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    await eventually(
      () => publicArticle(slug),
      (r) => r.statusCode === 200,
    );
  });

  it('lets staff choose the featured articles, the newest filling the rest', async () => {
    const picked = await create(draft(unique('featured')));
    clock.advance(-24 * 60 * 60_000);
    await publish(picked, ['en']);
    clock.advance(24 * 60 * 60_000);
    const featured = async () => (await ctx.app.inject('/api/news?featured=true')).json().articles as { id: number }[];
    // The demo content features three of its own; with none chosen, the newest three show.
    const chosen = (list: { id: number }[]) => list.map((a) => a.id).join();
    const seeded = chosen(await featured());
    expect((await call('PUT', '/news/featured', { ids: [] })).statusCode).toBe(200);
    const before = await eventually(featured, (list) => chosen(list) !== seeded);
    expect(before).toHaveLength(3);
    expect(before.map((a) => a.id)).not.toContain(picked);
    const res = await call('PUT', '/news/featured', { ids: [picked] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({ id: picked, rank: 1 });
    const after = await eventually(featured, (list) => list[0]?.id === picked);
    expect(after.map((a) => a.id)).toEqual([picked, ...before.map((a) => a.id).slice(0, 2)]);
    expect((await call('PUT', '/news/featured', { ids: [1, 2, 3, 4] })).statusCode).toBe(400);
  });

  it('previews the working copy as its public page for staff only, never cached or indexed', async () => {
    const slug = unique('preview');
    const base = draft(slug);
    const fr = { title: 'Aperçu', slug: `${slug}-fr`, excerpt: 'Résumé', contentHtml: '<p>Brouillon</p>' };
    const id = await create({ ...base, versions: { ...base.versions, fr } });
    const res = await call('GET', `/news/${id}/preview?lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'none'/);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.body).toContain('<h1 lang="fr">Aperçu</h1>');
    const sw = await call('GET', `/news/${id}/preview?lang=sw`);
    expect(sw.body).toContain(`<h1 lang="en">${base.versions.en.title}</h1>`);
    // The draft is not public, and the preview put nothing in the public cache.
    expect((await publicArticle(slug)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/news/${slug}`)).body).not.toContain(base.versions.en.title);
    expect((await ctx.app.inject(`/api/admin/news/${id}/preview`)).statusCode).toBe(401);
  });
});
