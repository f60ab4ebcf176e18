import type { AdminArticle, ArticleWords } from '@common/admin/news';
import type { Locale } from '@common/locale';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/src/db/client';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { test as base, expect, waitForHydration } from './fixtures';

/**
 * Decision 078 as visitors meet it, on the built site (decision 079: each version at its own address):
 * articles published through the admin API in one language, or first in French, and what English, French
 * and Swahili visitors see in the list, on the article, in the feeds, the sitemap and the structured data.
 * The database starts empty (no demo content needed).
 */
const test = base.extend({ baseURL: async ({ emptyServer }, use) => use(emptyServer.origin) });
test.use({ viewport: { width: 1280, height: 800 } });

let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;
const words = (slug: string, title: string): ArticleWords => ({
  title,
  slug,
  excerpt: `${title}: what happened.`,
  contentHtml: `<p>${title}, in full.</p>`,
});
const NOTICE: Record<Locale, string> = {
  en: 'This article is in Kiswahili.',
  fr: 'Cet article est en Kiswahili.',
  sw: '',
};
const CARD_LANGUAGE: Record<Locale, string> = { en: 'In Kiswahili', fr: 'En Kiswahili', sw: '' };

type Server = { app: FastifyInstance; database: Database };

/** The articles a test published: the empty server is the worker's, and its empty states are tested too. */
const created: number[] = [];
test.afterEach(async ({ emptyServer }) => {
  const editor = new AdminClient(emptyServer.app, emptyServer.app.config.publicUrl);
  await editor.signIn(await createStaff(emptyServer.database.db, 'editor'));
  for (const id of created.splice(0)) {
    const res = await editor.request({
      method: 'DELETE',
      url: `/api/admin/news/${id}`,
      payload: { addresses: 'gone' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

/** Writes and publishes an article through the admin API, as the editor's screens do. */
async function publishArticle(server: Server, steps: Partial<Record<Locale, ArticleWords>>[]) {
  const editor = new AdminClient(server.app, server.app.config.publicUrl);
  await editor.signIn(await createStaff(server.database.db, 'editor'));
  let id: number | undefined;
  let revision: number | null = null;
  for (const step of steps) {
    const body = {
      values: { category: 'Awards', author: 'Amina Njoroge', imageId: null, imageUrl: null },
      words: step,
      revision,
    };
    const res = id
      ? await editor.request({ method: 'PUT', url: `/api/admin/news/${id}/draft`, payload: body })
      : await editor.post('/api/admin/news', body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    ({ id, revision } = res.json() as AdminArticle);
    if (!created.includes(id)) created.push(id);
    const published = await editor.post(`/api/admin/news/${id}/publish`, { languages: Object.keys(step) });
    expect(published.statusCode, published.body).toBe(200);
    revision = (published.json() as AdminArticle).revision;
  }
  return id as number;
}

/** What the page shows once it has run. */
async function shown(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflang: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
      .find((block) => block['@type'] === 'NewsArticle'),
  }));
}

test('a Swahili-only article: every visitor finds it, in Swahili, told so in their language', async ({
  page,
  context,
  emptyServer,
  request,
}) => {
  const slug = unique('ofisi-mpya-kampala');
  await publishArticle(emptyServer, [{ sw: words(slug, 'Ofisi mpya Kampala') }]);
  const origin = emptyServer.app.config.publicUrl;
  await expect.poll(async () => (await request.get(`/api/news/${slug}`)).status()).toBe(200);

  for (const visitor of ['en', 'fr', 'sw'] as const) {
    await context.clearCookies();
    // The list: the article in Swahili, its language named beside the date.
    await page.goto(`/news?lang=${visitor}`);
    await waitForHydration(page);
    const card = page.locator('main article', { hasText: 'Ofisi mpya Kampala' });
    await expect(card).toHaveCount(1);
    if (visitor === 'sw') await expect(card.getByTestId('news-card-language')).toHaveCount(0);
    else {
      await expect(card.getByTestId('news-card-language')).toHaveText(` · ${CARD_LANGUAGE[visitor]}`);
      await expect(card.locator('h2')).toHaveAttribute('lang', 'sw');
    }
    // The article, opened from the card: never a 404, the page in the visitor's language.
    await card.getByRole('link', { name: 'Ofisi mpya Kampala' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${slug}(\\?lang=${visitor})?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofisi mpya Kampala');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'sw');
    const notice = page.getByTestId('article-language-notice');
    if (visitor === 'sw') await expect(notice).toHaveCount(0);
    else {
      await expect(notice).toHaveText(NOTICE[visitor]);
      await expect(notice.locator('[lang="sw"]')).toHaveText('Kiswahili');
    }
    expect((await shown(page)).lang).toBe(visitor);
    // Loaded afresh, it says the same and describes the Swahili version at its own address.
    const response = await page.goto(`/news/${slug}?lang=${visitor}`);
    expect(response?.status()).toBe(200);
    const head = await shown(page);
    expect(head.canonical).toBe(`${origin}/news/${slug}`);
    expect(head.hreflang).toEqual({ sw: `${origin}/news/${slug}` });
    expect(head.jsonLd).toMatchObject({ inLanguage: 'sw', url: `${origin}/news/${slug}` });
    // The visitor's feed has it only when it is Swahili's.
    const feed = await (await request.get(`/news/rss.xml?lang=${visitor}`)).text();
    expect(feed.includes(`${origin}/news/${slug}</link>`), visitor).toBe(visitor === 'sw');
  }

  // A crawler (no language of its own) reads it in Swahili; the sitemap lists its one address.
  await context.clearCookies();
  await page.goto(`/news/${slug}`);
  expect((await shown(page)).lang).toBe('sw');
  await expect(page.getByTestId('article-language-notice')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/news/${slug}</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${origin}/news/${slug}"/>`);
});

test('an article first published in French: English readers get English once there is one, others the French', async ({
  page,
  context,
  emptyServer,
  request,
}) => {
  const [fr, en] = [unique('nouvelle-usine-benoni'), unique('new-benoni-factory')];
  await publishArticle(emptyServer, [
    { fr: words(fr, 'Nouvelle usine à Benoni') },
    { en: words(en, 'New factory in Benoni') },
  ]);
  await expect.poll(async () => (await request.get(`/api/news/${en}`)).status()).toBe(200);
  // A Swahili reader gets the original, French; an English one the English version.
  for (const [visitor, title] of [
    ['sw', 'Nouvelle usine à Benoni'],
    ['en', 'New factory in Benoni'],
    ['fr', 'Nouvelle usine à Benoni'],
  ] as const) {
    await context.clearCookies();
    await page.goto(`/news?lang=${visitor}`);
    await expect(page.locator('main article h2', { hasText: title })).toHaveCount(1);
  }
  // The French address, asked for in English, leads to the English version.
  await context.clearCookies();
  await page.goto(`/news/${fr}?lang=en`);
  await expect(page).toHaveURL(new RegExp(`/news/${en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New factory in Benoni');
  // Switching language on the page moves to that language's version, at its own address.
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^EN – Choose a language/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Français', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/news/${fr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelle usine à Benoni');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^FR – Choisir une langue/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Kiswahili', exact: true }).click();
  // No Swahili version: the French stays, the page speaks Swahili and says which language follows.
  await expect(page.getByTestId('article-language-notice')).toHaveText('Makala hii iko kwa Français.');
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/news/${fr}`);
});
