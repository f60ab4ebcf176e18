import type { AdminArticle } from '@common/admin/news';
import type { Locale } from '@common/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

const DAY = 86_400_000;

/**
 * News by company (docs/decisions/085), as the pages render it on the server and serve it over real HTTP:
 * a company's page lists its three latest articles (in the reader's language where written) and none about
 * others, and leads to the news list narrowed to it; the news list narrows by company, with a category too;
 * an article names its companies, each leading to its page. Articles are written and published by an
 * editor through the staff API, as the article editor does.
 */
describe.each(testDatabaseKinds())('news on company pages (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let editor: AdminClient;
  const ids: Record<string, number> = {};
  const slugs: Record<string, string> = {};

  const company = async (slug: string, name: string) => {
    const res = await editor.request({
      method: 'POST',
      url: '/api/admin/entries/company',
      payload: {
        values: { slug, name, icon: 'Camera', colour: 'amber' },
        words: { en: { tagline: `${name} tagline`, description: `${name} description.` } },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[slug] = (res.json() as { id: number }).id;
  };

  /** An article written and published by the editor, `daysAgo` old, about these companies. */
  const article = async (
    key: string,
    {
      about,
      daysAgo,
      category = 'Expansion',
      fr,
    }: { about: string[]; daysAgo: number; category?: string; fr?: string },
  ) => {
    const language = (locale: Locale, title: string) => ({
      title,
      slug: `${key}-${locale}`,
      excerpt: `Excerpt of ${title}.`,
      contentHtml: `<p>Body of ${title}.</p>`,
    });
    const res = await editor.request({
      method: 'POST',
      url: '/api/admin/news',
      payload: {
        values: {
          category,
          author: 'Media Office',
          imageId: null,
          imageUrl: null,
          companies: about.map((s) => ids[s]),
        },
        words: { en: language('en', `Story ${key}`), ...(fr ? { fr: language('fr', fr) } : {}) },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminArticle;
    slugs[key] = `${key}-en`;
    if (daysAgo < 0) return; // a draft
    const published = await editor.request({
      method: 'POST',
      url: `/api/admin/news/${created.id}/publish`,
      payload: {
        languages: fr ? ['en', 'fr'] : ['en'],
        publishAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      },
    });
    expect(published.statusCode, published.body).toBe(200);
  };

  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    await company('ak-images', 'AK Images');
    await company('veb-properties', 'VEB Properties');
    await company('law-clinic', 'VEB Law Clinic');
    // AK Images: four, the newest about VEB Properties too (so the oldest is not on its page), one in
    // French as well; VEB Properties: one of its own; one about no company; a draft about AK Images.
    await article('images-oldest', { about: ['ak-images'], daysAgo: 40 });
    await article('images-award', { about: ['ak-images'], daysAgo: 30, category: 'Awards', fr: 'Prix pour AK Images' });
    await article('images-studio', { about: ['ak-images'], daysAgo: 20 });
    await article('images-and-homes', { about: ['veb-properties', 'ak-images'], daysAgo: 10 });
    await article('homes-only', { about: ['veb-properties'], daysAgo: 5 });
    await article('group-news', { about: [], daysAgo: 3 });
    await article('images-draft', { about: ['ak-images'], daysAgo: -1 });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const page = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return main(await res.text());
  };
  /** The article links a page's main part holds, by the test's keys, in their order. */
  const listed = (html: string) =>
    [...html.matchAll(/href="\/news\/([a-z-]+)-(?:en|fr)(?:\?lang=\w+)?"/g)]
      .map((m) => m[1])
      .filter((key, i, all) => all.indexOf(key) === i);

  it("lists the company's three latest articles and none about others, leading to its news", async () => {
    let body = '';
    await eventually(async () => {
      body = await page('/companies/ak-images');
      expect(listed(body)).toEqual(['images-and-homes', 'images-studio', 'images-award']);
    }, 10_000);
    expect(body).toContain('News from AK Images');
    expect(body).toContain('Story images-studio');
    for (const other of ['homes-only', 'group-news', 'images-draft', 'images-oldest'])
      expect(body, other).not.toContain(`Story ${other}`);
    expect(body).toMatch(/<a[^>]*href="\/news\?company=ak-images"[^>]*>All news from AK Images<\/a>/);

    // In French: the article written in French in it, the others in English marked so, the link in French.
    const fr = await page('/companies/ak-images?lang=fr');
    expect(fr).toContain('Actualités de AK Images');
    expect(fr).toContain('href="/news/images-award-fr?lang=fr"');
    expect(fr).toContain('Prix pour AK Images');
    expect(fr).toMatch(/<article[^>]*lang="en"[^>]*>[\s\S]*?Story images-studio/);
    expect(fr).toContain('href="/news?company=ak-images&amp;lang=fr"');

    // Another company's page lists its own, the article about both included.
    expect(listed(await page('/companies/veb-properties'))).toEqual(['homes-only', 'images-and-homes']);
    // A company no article is about shows no news at all.
    const clinic = await page('/companies/law-clinic');
    expect(clinic).not.toContain('News from VEB Law Clinic');
    expect(listed(clinic)).toEqual([]);
  });

  it('narrows the news list to a company, and to a company in a category', async () => {
    const all = await page('/news?company=ak-images');
    expect(listed(all)).toEqual(['images-and-homes', 'images-studio', 'images-award', 'images-oldest']);
    expect(all).toContain('Showing 1 to 4 of 4 articles');
    expect(all).toMatch(/<button[^>]*aria-pressed="true"[^>]*>AK Images<\/button>/);
    expect(all).toMatch(/<button[^>]*aria-pressed="false"[^>]*>All companies<\/button>/);
    const awards = await page('/news?company=ak-images&category=Awards');
    expect(listed(awards)).toEqual(['images-award']);
    expect(awards).toContain('Showing 1 to 1 of 1 articles');
    // The whole list offers each company its articles name, none pressed.
    const whole = await page('/news');
    expect(listed(whole)).toContain('group-news');
    expect(whole).toMatch(/<button[^>]*aria-pressed="true"[^>]*>All companies<\/button>/);
    expect(whole).toMatch(/<button[^>]*aria-pressed="false"[^>]*>VEB Properties<\/button>/);
    // A slug no company has: the list's own empty state, as for an unknown category.
    expect(await page('/news?company=no-such-company')).toContain('No articles found.');
  });

  it('names the companies an article is about, each leading to its page', async () => {
    const body = await page(`/news/${slugs['images-and-homes']}`);
    // In the staff's order of companies, whatever the order they were ticked in.
    expect(body).toMatch(
      /About:<\/span> <span><a[^>]*href="\/companies\/ak-images"[^>]*>AK Images<\/a><\/span><span>, <a[^>]*href="\/companies\/veb-properties"[^>]*>VEB Properties<\/a>/,
    );
    expect(await page('/news/group-news-en')).not.toContain('About:');
    expect(await page('/news/images-award-fr?lang=fr')).toContain('href="/companies/ak-images?lang=fr"');
  });
});
