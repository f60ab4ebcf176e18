import type { AdminArticle, ArticleSaveInput } from '@common/admin/news';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, type Server, signIn, tag } from './lib/admin';

/** Calls the admin API from the signed-in page (same origin, session cookie, CSRF token), as the screens do. */
async function adminApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/admin/session')).json();
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text) : null) as unknown };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
}

/** An article's words in one language, as the editor sends them. */
const words = (id: string, title: string, slug: string, contentHtml = '<p>Body text.</p>') => ({
  title,
  slug,
  excerpt: `Excerpt ${id}`,
  contentHtml,
});

/** A save of an article in English (the shared record input: values once, words per language). */
const draft = (id: string, title: string, slug: string, contentHtml = '<p>Body text.</p>'): ArticleSaveInput => ({
  values: { category: 'Expansion', author: 'Test Author', imageId: null, imageUrl: null },
  words: { en: words(id, title, slug, contentHtml) },
});

/** A colleague signed in through the API on their own (another person, another session). */
async function colleague(server: Server) {
  const client = new AdminClient(server.app, server.origin);
  await client.signIn(await createStaff(server.database.db, 'editor'));
  return client;
}

/** A colleague's save of an article: what they read, with their change, made to the version they read. */
async function colleagueSaves(
  client: AdminClient,
  articleId: number,
  change: (read: AdminArticle) => ArticleSaveInput,
) {
  const read = (await client.get(`/api/admin/news/${articleId}`)).json() as AdminArticle;
  const saved = await client.request({
    method: 'PUT',
    url: `/api/admin/news/${articleId}/draft`,
    payload: { ...change(read), revision: read.revision },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as AdminArticle;
}

/** The fields that are the same in every language, in their own group above the language tabs. */
const sameInEvery = (page: Page) => page.getByRole('group', { name: 'Same in every language' });

/** An article made through the API (the test is about something else), published in English. */
async function publishedArticle(page: Page, id: string, title: string, slug: string) {
  const created = await adminApi<{ id: number }>(page, 'POST', '/news', draft(id, title, slug));
  expect(created.status).toBe(201);
  const published = await adminApi<AdminArticle>(page, 'POST', `/news/${created.data.id}/publish`, {
    languages: ['en'],
  });
  expect(published.status).toBe(200);
  return created.data.id;
}

/** Opens News from the navigation (behind the Menu button below 1024 px); "News" alone would also match "Newsletters". */
async function openNews(page: Page) {
  const link = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'News', exact: true });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
}

/** A picture made on the spot. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6b3a' } })
    .jpeg()
    .toBuffer();

/** The visible language panel's editor and toolbar (the other languages' panels are hidden). */
function editorIn(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    panel,
    text: panel.getByRole('textbox', { name: /^Article text/ }),
    tool: (name: string) =>
      panel.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true }),
  };
}

/** Types into the rich-text editor one key at a time, as a person does. */
async function type(locator: Locator, text: string) {
  await locator.pressSequentially(text, { delay: 5 });
}

async function fillLanguage(page: Page, language: string, title: string, excerpt: string, body: string) {
  await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
  await page.getByLabel(`Title (${language})`).fill(title);
  await page.getByLabel(`Excerpt (${language})`).fill(excerpt);
  const { text } = editorIn(page);
  await text.click();
  await type(text, body);
}

test.describe('news screens at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('write, format, save, preview, schedule and publish an article in three languages', async ({
    page,
    server,
    context,
  }) => {
    test.setTimeout(120_000);
    const id = tag();
    const title = `Kampala office opens ${id}`;
    await signIn(page, server, 'editor');
    await openNews(page);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeFocused();
    await expectClean(page, 'news list');

    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeFocused();
    // Nothing written yet: every language says it is missing, and none is asked for first.
    for (const language of ['English', 'French', 'Swahili'])
      await expect(page.getByRole('tab', { name: `${language}: missing` })).toBeVisible();
    await sameInEvery(page).getByLabel('Category').fill('Expansion');
    // The by-line is the staff member's name until changed.
    await expect(sameInEvery(page).getByLabel('Author')).not.toHaveValue('');
    await page.getByLabel('Title (English)').fill(title);
    // The slug follows the title until edited.
    await expect(page.getByLabel('Address (slug) (English)')).toHaveValue(`kampala-office-opens-${id}`);
    await page.getByLabel('Excerpt (English)').fill('We opened an office in Kampala.');

    // The article image: uploaded, described; the page will show its AVIF and WebP files.
    await sameInEvery(page)
      .getByRole('group', { name: 'Article image' })
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'office.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByText(/Image uploaded: 1600 × 900 pixels/)).toBeVisible();
    await page.getByLabel('Description in English').fill('The new office in Kampala');

    // Formatting with the toolbar's buttons and with the keyboard.
    const { text, tool } = editorIn(page);
    await text.click();
    await type(text, 'Our first paragraph.');
    await page.keyboard.press('Enter');
    await tool('Heading').click();
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    await type(text, 'Why Kampala');
    await page.keyboard.press('Enter');
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Control+b');
    await type(text, 'Bold words');
    await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Control+b');
    await type(text, ' and ');
    await tool('Italic').click();
    await type(text, 'italic words');
    await tool('Italic').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Shift+8');
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await type(text, 'First point');
    await page.keyboard.press('Enter');
    await type(text, 'Second point');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tool('Quote').click();
    await expect(tool('Quote')).toHaveAttribute('aria-pressed', 'true');
    await type(text, 'A quote from the team');
    await page.keyboard.press('Enter');
    // Enter leaves the quote for a new paragraph.
    await expect(tool('Quote')).toHaveAttribute('aria-pressed', 'false');
    await type(text, 'Read our site');
    await expect(text).toContainText('Read our site');
    // Select "our site" from the end of the line, again until the browser's selection is exactly that (keys
    // pressed while the editor still reconciles the last characters typed can be dropped).
    await expect(async () => {
      await page.keyboard.press('End');
      for (const _ of 'our site') await page.keyboard.press('Shift+ArrowLeft');
      // The editor takes the browser's selection on the next `selectionchange` (a task): let it run, as
      // it always has by the time a person reaches for Ctrl+K.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('our site');
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Control+k');
    const address = page.getByLabel('Link address');
    await expect(address).toBeFocused();
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(page.getByText('Use a web address starting with http:// or https://')).toBeVisible();
    await address.fill('https://example.org/about');
    await expectClean(page, 'article editor with the link panel');
    await address.press('Enter');
    await expect(text.locator('a[href="https://example.org/about"]')).toHaveText('our site');

    // The first autosave creates the article; the address becomes its own.
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at \d\d:\d\d:\d\d SAST/, {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    const articleId = Number(new URL(page.url()).pathname.split('/').pop());
    // The editor kept its text (and was not reloaded).
    await expect(text.locator('h2')).toHaveText('Why Kampala');

    await fillLanguage(page, 'French', `Bureau de Kampala ${id}`, 'Nous avons ouvert un bureau.', 'Texte français.');
    await expect(page.getByLabel('Address (slug) (French)')).toHaveValue(`bureau-de-kampala-${id}`);
    await fillLanguage(page, 'Swahili', `Ofisi ya Kampala ${id}`, 'Tumefungua ofisi.', 'Maandishi ya Kiswahili.');
    // Written after the English, the French and Swahili say they are written from it.
    await expect(page.getByRole('tabpanel').getByLabel('Written from')).toHaveValue('en');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    await expect(page.getByRole('tab', { name: 'French: up to date' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Swahili: up to date' })).toBeVisible();
    await expectClean(page, 'article editor in Swahili');
    const written = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(written.data.sources).toEqual({ en: null, fr: 'en', sw: 'en' });
    expect(written.data.site).toEqual({});

    // Preview: the draft as its public page, in a new tab, for staff only, never cached or indexed.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Preview in French/ }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Bureau de Kampala ${id}`);
    await preview.close();
    const previewResponse = await page.request.get(`/api/admin/news/${articleId}/preview?lang=en`);
    expect(previewResponse.headers()['cache-control']).toContain('no-store');
    expect(await previewResponse.text()).toContain('noindex');
    // Without a session (a plain request from outside the browser).
    const outsider = await fetch(`${server.origin}/api/admin/news/${articleId}/preview?lang=en`);
    expect([401, 403]).toContain(outsider.status);

    // Scheduled for tomorrow at 09:00 SAST, then published now.
    const tomorrow = new Date(Date.now() + 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(tomorrow);
    await page.getByLabel('Time (SAST)').fill('09:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText(/Scheduled for .* 09:00 SAST: English, French, Swahili\./)).toBeVisible();
    const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(new Date(stored.data.publishAt as string).toISOString()).toBe(`${tomorrow}T07:00:00.000Z`);
    await expectClean(page, 'scheduled article');

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: English, French, Swahili.')).toBeVisible();
    // The history says what each version was, in words (never its code): published, scheduled, ..., created.
    const history = page.getByRole('region', { name: 'History' }).getByRole('row');
    await expect(history.nth(1)).toContainText('Published');
    await expect(history.nth(2)).toContainText('Scheduled');
    await expect(history.last()).toContainText('Created');
    await expect(page.getByRole('region', { name: 'History' })).not.toContainText(/autosave|scheduled/);

    // Each language at its own address (docs/decisions/079), on the public pages in each language.
    const slugs = { en: `kampala-office-opens-${id}`, fr: `bureau-de-kampala-${id}`, sw: `ofisi-ya-kampala-${id}` };
    const onSite = page.getByRole('list', { name: 'Each language on the website' });
    for (const slug of Object.values(slugs))
      await expect(onSite.getByRole('link', { name: new RegExp(`^/news/${slug}`) })).toHaveAttribute(
        'href',
        `/news/${slug}`,
      );
    const published = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(published.data.site.fr).toEqual({ slug: slugs.fr, path: `/news/${slugs.fr}`, changed: false });
    const titles = { en: title, fr: `Bureau de Kampala ${id}`, sw: `Ofisi ya Kampala ${id}` };
    for (const lang of ['en', 'fr', 'sw'] as const) {
      await expect(async () => {
        await page.goto(`/news/${slugs[lang]}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang], { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    }
    // The language chosen last is remembered; ask for English.
    await page.goto(`/news/${slugs.en}?lang=en`);
    const body = page.locator('.article-content');
    await expect(body.locator('h2')).toHaveText('Why Kampala');
    await expect(body.locator('strong, b').first()).toHaveText('Bold words');
    await expect(body.locator('em, i').first()).toHaveText('italic words');
    await expect(body.locator('ul li')).toHaveText(['First point', 'Second point']);
    await expect(body.locator('blockquote')).toHaveText('A quote from the team');
    await expect(body.locator('a[href="https://example.org/about"]')).toHaveText('our site');
    // The image: AVIF and WebP sources, an <img> with width and height.
    const picture = page.locator('article picture').first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}-\d+\.avif/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}-\d+\.webp/,
    );
    await expect(picture.locator('img')).toHaveAttribute('width', /^\d+$/);
    await expect(picture.locator('img')).toHaveAttribute('height', /^\d+$/);

    // The list shows it published, with every language present.
    await page.goto('/admin/news');
    await page.getByLabel('Search titles').fill(id);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await expect(row.locator('[data-status="published"]')).toBeVisible();
    await expect(row.locator('[data-version="en:current"]')).toHaveText('English: up to date');
    await expect(row.locator('[data-version="fr:current"]')).toHaveText('French: up to date');
    await expect(row.locator('[data-version="sw:current"]')).toBeVisible();
  });

  test('an inline image uploaded in the editor is kept with its size', async ({ page, server }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    await page.goto('/admin/news/new');
    await sameInEvery(page).getByLabel('Category').fill('Awards');
    await page.getByLabel('Title (English)').fill(`Award ${id}`);
    const { text, tool } = editorIn(page);
    await text.click();
    await type(text, 'Before the picture. ');
    await tool('Image').click();
    const panel = page.getByRole('group', { name: 'Insert an image' });
    await panel
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'award.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(panel.getByText(/Image uploaded/)).toBeVisible();
    await panel.getByLabel('Description in English').fill('The award on a table');
    await expectClean(page, 'article editor with the image panel');
    await panel.getByRole('button', { name: 'Insert image' }).click();
    const image = text.getByRole('img', { name: 'The award on a table' });
    await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}-960\.webp$/);
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '540');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    const articleId = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(stored.data.words.en?.contentHtml).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{64}-960\.webp"/);
  });

  test.describe('hostile paste', () => {
    // Chromium reports the pasted `style` and event handlers to the console while it parses them (even
    // inert, in DOMParser's documents): the admin page's policy refusing them. Nothing runs.
    test.use({ allowedConsoleErrors: [/violates the following Content Security Policy directive/] });

    test('a hostile paste saved through the editor renders inert', async ({ page, server }) => {
      const id = tag();
      await signIn(page, server, 'editor');
      await page.goto('/admin/news/new');
      await sameInEvery(page).getByLabel('Category').fill(`Community ${id}`);
      await page.getByLabel('Title (English)').fill(`Pasted ${id}`);
      await page.getByLabel('Excerpt (English)').fill('Pasted from somewhere.');
      const { text } = editorIn(page);
      await text.click();
      const hostile = [
        '<style>body{display:none}</style>',
        '<p>Kept text <script>window.__pwned=1</script></p>',
        '<p><img src="x" onerror="window.__pwned=2"> after image</p>',
        '<p><a href="javascript:window.__pwned=3">bad link</a> and <b onclick="window.__pwned=4">bold</b></p>',
        '<iframe src="https://evil.example/"></iframe>',
      ].join('');
      await text.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'Kept text');
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, hostile);
      await expect(text).toContainText('Kept text');
      await expect(text.locator('script, style, iframe, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText('Published: English.')).toBeVisible();
      const slug = `pasted-${id}`;

      // What the server stores and serves has none of it either, even when sent without the editor.
      const articleId = Number(new URL(page.url()).pathname.split('/').pop());
      const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
      expect(stored.data.words.en?.contentHtml).not.toMatch(/<script|<style|onerror|onclick|javascript:|<iframe/i);
      await expect(async () => {
        await page.goto(`/news/${slug}`);
        await expect(page.locator('.article-content')).toContainText('Kept text', { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      const content = page.locator('.article-content');
      await expect(content.locator('script, style, iframe, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(
        0,
      );
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('body')).toBeVisible();
    });
  });

  test('restore an old version as a draft; the site keeps what was published', async ({ page, server }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    const created = await adminApi<AdminArticle>(page, 'POST', '/news', draft(id, `First title ${id}`, `first-${id}`));
    expect(created.status).toBe(201);
    const articleId = created.data.id;
    const saved = await adminApi<AdminArticle>(page, 'PUT', `/news/${articleId}/draft`, {
      ...draft(id, `Second title ${id}`, `first-${id}`),
      revision: created.data.revision,
    });
    expect(saved.status).toBe(200);
    await adminApi(page, 'POST', `/news/${articleId}/publish`, { languages: ['en'] });

    await page.goto(`/admin/news/${articleId}`);
    await expect(page.getByLabel('Title (English)')).toHaveValue(`Second title ${id}`);
    // The history: newest first, the published version the current one, the article as created at the bottom.
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('Current');
    await expect(rows.nth(1)).toContainText('Published');
    await expect(rows.nth(2)).toContainText('Saved: English');
    await expect(rows.nth(3)).toContainText('Created');
    await expect(rows.nth(3)).toContainText(`(then “First title ${id}”)`);
    await expectClean(page, 'article history');

    // Nothing typed: the version goes into the form without a question, and says so; nothing is saved yet.
    await rows
      .nth(3)
      .getByRole('button', { name: /^Restore as draft the version of / })
      .click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^The version of .* is in the form\. Nothing is saved until you press Save\./ }),
    ).toBeFocused();
    await expect(page.getByLabel('Title (English)')).toHaveValue(`First title ${id}`);
    await expectClean(page, 'article restored as draft');
    expect((await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`)).data.words.en?.title).toBe(
      `Second title ${id}`,
    );

    // Saved, it is the draft; nothing was published.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    const after = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(after.data.words.en?.title).toBe(`First title ${id}`);
    expect(after.data.site.en?.changed).toBe(true);
    expect(after.data.publication).toBe('published');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText('Restored');
    await expect(page.getByText('Changes not yet published')).toBeVisible();
    // The public page still shows the published version.
    await page.goto(`/news/first-${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Second title ${id}`);
  });

  test('a changed slug keeps the old address working with a permanent redirect', async ({ page, server }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    const articleId = await publishedArticle(page, id, `Moving ${id}`, `old-address-${id}`);
    await page.goto(`/admin/news/${articleId}`);
    const slug = page.getByLabel('Address (slug) (English)');
    await expect(slug).toHaveValue(`old-address-${id}`);
    // A published version's slug does not follow its title.
    await page.getByLabel('Title (English)').fill(`Moved ${id}`);
    await expect(slug).toHaveValue(`old-address-${id}`);
    await slug.fill(`new-address-${id}`);
    await expect(page.getByText(`The old address /news/old-address-${id} will lead here`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: English.')).toBeVisible();

    const answer = await page.request.get(`/news/old-address-${id}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(new RegExp(`/news/new-address-${id}$`));
    await page.goto(`/news/old-address-${id}`);
    await expect(page).toHaveURL(new RegExp(`/news/new-address-${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Moved ${id}`);
  });

  test('any language first: an article written and published in Swahili, then in English from it, each at its own address', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const id = tag();
    await signIn(page, server, 'editor');
    await page.goto('/admin/news/new');
    await sameInEvery(page).getByLabel('Category').fill('Agriculture');
    // No English: the Swahili alone is saved, and published.
    await fillLanguage(page, 'Swahili', `Shamba jipya ${id}`, 'Tumefungua shamba.', 'Habari za shamba.');
    await expect(page.getByLabel('Address (slug) (Swahili)')).toHaveValue(`shamba-jipya-${id}`);
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/, { timeout: 15_000 });
    await expect(page.getByRole('tab', { name: 'Swahili: up to date' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'English: missing' })).toBeVisible();
    // Saved by itself again as the words change: the history names it so.
    await page.getByLabel('Excerpt (Swahili)').fill('Tumefungua shamba jipya.');
    await expect(page.getByTestId('save-status')).toHaveText(/^Unsaved changes/);
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/, { timeout: 15_000 });
    const history = page.getByRole('region', { name: 'History' }).getByRole('row');
    await expect(history.nth(1)).toContainText('Current');
    await expect(history.nth(1)).toContainText('Saved automatically: Swahili');
    await expect(history.nth(2)).toContainText('Created');
    const languages = page.getByRole('group', { name: 'Languages to publish, schedule or unpublish' });
    await expect(languages.getByRole('checkbox')).toHaveCount(1);
    await expect(languages.getByRole('checkbox', { name: 'Swahili' })).toBeChecked();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: Swahili.')).toBeVisible();
    const onSite = page.getByRole('list', { name: 'Each language on the website' });
    await expect(onSite.getByRole('listitem').filter({ hasText: 'English:' })).toContainText('No version');
    await expect(onSite.getByRole('link', { name: new RegExp(`^/news/shamba-jipya-${id}`) })).toBeVisible();
    await expectClean(page, 'article published in Swahili only');
    const articleId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(async () => {
      const answer = await page.request.get(`/news/shamba-jipya-${id}?lang=sw`);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain(`Shamba jipya ${id}`);
    }).toPass({ timeout: 15_000 });

    // The English, written from the Swahili, published at an address of its own; the Swahili keeps its own.
    await fillLanguage(page, 'English', `New farm ${id}`, 'We opened a farm.', 'News of the farm.');
    await expect(page.getByRole('tabpanel').getByLabel('Written from')).toHaveValue('sw');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    await expect(page.getByRole('tab', { name: 'English: up to date' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: English, Swahili.')).toBeVisible();
    const article = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(article.data.sources).toEqual({ sw: null, en: 'sw' });
    expect(article.data.site).toEqual({
      en: { slug: `new-farm-${id}`, path: `/news/new-farm-${id}`, changed: false },
      sw: { slug: `shamba-jipya-${id}`, path: `/news/shamba-jipya-${id}`, changed: false },
    });
    for (const [slug, lang, heading] of [
      [`new-farm-${id}`, 'en', `New farm ${id}`],
      [`shamba-jipya-${id}`, 'sw', `Shamba jipya ${id}`],
    ]) {
      await expect(async () => {
        await page.goto(`/news/${slug}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    }

    // The original changes: the English, written from it, is out of date from then on, until revised or
    // confirmed as still saying the same.
    await page.goto(`/admin/news/${articleId}`);
    await page.getByRole('tab', { name: /^Swahili/ }).click();
    await page.getByLabel('Title (Swahili)').fill(`Shamba jipya la mpunga ${id}`);
    await expect(page.getByRole('tab', { name: 'English: out of date' })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    expect((await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`)).data.status).toEqual({
      en: 'outdated',
      fr: 'missing',
      sw: 'current',
    });
    await page.getByRole('tab', { name: 'English: out of date' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('The Swahili version changed after this one was written');
    await expectClean(page, 'article with an out-of-date version');
    await page.getByRole('tabpanel').getByLabel('Still says the same as Swahili').check();
    await expect(page.getByRole('tab', { name: 'English: up to date' })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    await expect
      .poll(async () => (await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`)).data.status.en)
      .toBe('current');
    // The site still shows the Swahili as published, and says it has changes not yet published.
    await expect(
      page
        .getByRole('list', { name: 'Each language on the website' })
        .getByRole('listitem')
        .filter({ hasText: 'Swahili:' }),
    ).toContainText('Changes not yet published');
  });

  test.describe('two people', () => {
    // The save refused while both changed the same field (409, the choice follows) is logged by the browser.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('two people edit one article: other fields merged without asking, the same field chosen without retyping', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      await signIn(page, server, 'editor');
      const created = await adminApi<AdminArticle>(page, 'POST', '/news', draft(id, `Shared ${id}`, `shared-${id}`));
      expect(created.status).toBe(201);
      const articleId = created.data.id;
      const other = await colleague(server);
      await page.goto(`/admin/news/${articleId}`);
      const title = page.getByLabel('Title (English)');
      const excerpt = page.getByLabel('Excerpt (English)');
      await expect(title).toHaveValue(`Shared ${id}`);

      // A colleague changes the excerpt, the text and the category meanwhile; this editor, the title.
      await colleagueSaves(other, articleId, (read) => ({
        values: { ...read.values, category: 'Awards' },
        words: { en: { ...read.words.en, excerpt: `Their excerpt ${id}`, contentHtml: `<p>Their text ${id}.</p>` } },
      }));
      await title.fill(`My title ${id}`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
      await expect(page.getByRole('region', { name: /A colleague changed the same field/ })).toHaveCount(0);
      const merged = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
      expect(merged.data.words.en).toMatchObject({ title: `My title ${id}`, excerpt: `Their excerpt ${id}` });
      expect(merged.data.values.category).toBe('Awards');
      // The form shows the article as saved, the colleague's changes with it, so the next save keeps them.
      await expect(excerpt).toHaveValue(`Their excerpt ${id}`);
      await expect(editorIn(page).text).toHaveText(`Their text ${id}.`);
      await expect(sameInEvery(page).getByLabel('Category')).toHaveValue('Awards');
      await title.fill(`My better title ${id}`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
      const again = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
      expect(again.data.words.en).toMatchObject({
        title: `My better title ${id}`,
        excerpt: `Their excerpt ${id}`,
        contentHtml: `<p>Their text ${id}.</p>`,
      });
      expect(again.data.values.category).toBe('Awards');

      // Both change the title: the second sees both versions whole, and chooses; the colleague's author is kept.
      await colleagueSaves(other, articleId, (read) => ({
        values: { ...read.values, author: `Their name ${id}` },
        words: { en: { ...read.words.en, title: `Their title ${id}` } },
      }));
      await title.fill(`Mine again ${id}`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      const choice = page.getByRole('region', { name: 'A colleague changed the same field' });
      await expect(choice).toBeFocused();
      const field = choice.getByRole('group', { name: 'Title (English)' });
      await expect(field.getByLabel('Your version')).toHaveValue(`Mine again ${id}`);
      await expect(field.getByLabel('Saved by a colleague')).toHaveValue(`Their title ${id}`);
      await expect(choice.getByRole('group')).toHaveCount(1);
      await expect(field.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
      await expectClean(page, 'article conflict choice');
      await field.getByRole('radio', { name: 'Combine' }).check();
      const combined = field.getByLabel('Title (English), combined');
      await expect(combined).toHaveValue(`Mine again ${id}`);
      await field.getByRole('radio', { name: 'Keep theirs' }).check();
      await choice.getByRole('button', { name: 'Save with these choices' }).click();
      await expect(choice).toHaveCount(0);
      await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
      await expect(title).toHaveValue(`Their title ${id}`);
      await expect(sameInEvery(page).getByLabel('Author')).toHaveValue(`Their name ${id}`);
      const chosen = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
      expect(chosen.data.words.en).toMatchObject({ title: `Their title ${id}`, excerpt: `Their excerpt ${id}` });
      expect(chosen.data.values).toMatchObject({ category: 'Awards', author: `Their name ${id}` });
    });
  });

  test.describe('deleting', () => {
    // The refused deletion (no article chosen) and the deleted article's 410 page are logged by the browser.
    test.use({ allowedConsoleErrors: [/status of (400|410)/] });

    test('delete a published article: its address leads to another article, or answers 410 Gone', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      await signIn(page, server, 'editor');
      const keptId = await publishedArticle(page, id, `Kept ${id}`, `kept-${id}`);
      const goneId = await publishedArticle(page, id, `Leaving ${id}`, `leaving-${id}`);
      const lastId = await publishedArticle(page, id, `Last ${id}`, `last-${id}`);

      await page.goto(`/admin/news/${goneId}`);
      await page.getByRole('button', { name: 'Delete article' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this article?' });
      // The safe choice has the focus; the addresses lead to the news page unless the editor says otherwise.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expect(dialog.getByRole('radio', { name: 'lead to the news page' })).toBeChecked();
      await dialog.getByRole('radio', { name: 'lead to another article' }).check();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog.getByText('Choose the article its addresses lead to')).toBeVisible();
      await dialog.getByLabel('Find the article').fill(`Kept ${id}`);
      const target = dialog.getByRole('combobox', { name: 'Article' });
      await expect(target.getByRole('option', { name: `Kept ${id}` })).toBeAttached();
      await target.selectOption({ label: `Kept ${id}` });
      await expectClean(page, 'delete article dialog');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`“Leaving ${id}” was deleted.`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

      const moved = await page.request.get(`/news/leaving-${id}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      await page.goto(`/news/leaving-${id}`);
      await expect(page).toHaveURL(new RegExp(`/news/kept-${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kept ${id}`);

      // 410 Gone: the visitor's page says the article was removed, in the visitor's language.
      await page.goto(`/admin/news/${lastId}`);
      // Once in a full CI run (2 cores, both suites at once) this click opened nothing: the editor was still
      // settling after its first load. Clicked again until the dialog is there; the dialog itself is checked.
      await expect(async () => {
        if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Delete article' }).click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await dialog.getByRole('radio', { name: 'say that the article has been removed (410 Gone)' }).check();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`“Last ${id}” was deleted.`)).toBeVisible();
      const gone = await page.goto(`/news/last-${id}?lang=fr`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
      expect((await page.request.get(`/api/news/last-${id}`)).status()).toBe(410);

      // The kept article goes too (its own and the leaving article's addresses then answer 410 Gone).
      expect((await adminApi(page, 'DELETE', `/news/${keptId}`, { addresses: 'gone' })).status).toBe(200);
      expect((await page.request.get(`/news/leaving-${id}`, { maxRedirects: 0 })).status()).toBe(410);
    });
  });

  test.describe('roles', () => {
    // The refused API calls the test makes are logged by the browser.
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test('an editor cannot reach staff accounts or settings', async ({ page, server }) => {
      await signIn(page, server, 'editor');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeAttached();
      await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
      for (const path of ['/admin/staff', '/admin/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
      }
      expect((await adminApi(page, 'GET', '/staff')).status).toBe(403);
      expect((await adminApi(page, 'GET', '/settings/contact-notifications')).status).toBe(403);
    });
  });
});

for (const width of [1280, 375]) {
  test.describe(`news screens are clean at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('list with filters, editor, featured articles with keyboard reordering', async ({ page, server }) => {
      const id = tag();
      await signIn(page, server, 'editor');
      const first = await publishedArticle(page, id, `Featured one ${id}`, `featured-one-${id}`);
      await publishedArticle(page, id, `Featured two ${id}`, `featured-two-${id}`);
      await adminApi(page, 'POST', '/news', {
        ...draft(id, `Draft only ${id}`, `draft-only-${id}`),
        words: {
          en: { title: `Draft only ${id}`, slug: `draft-only-${id}`, excerpt: 'x', contentHtml: '<p>x</p>' },
          fr: { title: `Brouillon ${id}`, slug: `brouillon-${id}`, excerpt: 'x', contentHtml: '<p>x</p>' },
        },
      });

      await openNews(page);
      await page.getByLabel('Search titles').fill(id);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('article-row')).toHaveCount(3);
      await page.getByLabel('Status').selectOption('draft');
      await expect(page.getByTestId('article-row')).toHaveCount(1);
      const row = page.getByTestId('article-row');
      await expect(row.locator('[data-version="fr:current"]')).toBeVisible();
      await expect(row.locator('[data-version="sw:missing"]')).toHaveText('Swahili: missing');
      await expectClean(page, `news list filtered ${width}`);
      await page.getByLabel('Status').selectOption('');
      await page.getByLabel('Translation', { exact: true }).selectOption('sw');
      await page.getByLabel('Translation state').selectOption('missing');
      await expect(page.getByTestId('article-row')).toHaveCount(3);
      await page.getByLabel('Translation', { exact: true }).selectOption('fr');
      await page.getByLabel('Translation state').selectOption('current');
      await expect(page.getByTestId('article-row')).toHaveCount(1);
      await expect(page.getByTestId('article-row')).toContainText(`Draft only ${id}`);

      await page.getByRole('link', { name: `Draft only ${id}` }).click();
      await expect(page.getByLabel('Title (English)')).toHaveValue(`Draft only ${id}`);
      await expect(page.getByRole('tab', { name: 'French: up to date' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Swahili: missing' })).toBeVisible();
      // The toolbar is one Tab stop; arrow keys move along it.
      const { tool } = editorIn(page);
      await tool('Heading').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tool('Subheading')).toBeFocused();
      await page.keyboard.press('End');
      await expect(tool('Redo')).toBeFocused();
      await expectClean(page, `article editor ${width}`);

      // Start from no choice (the demo content features three), and put the demo's back at the end: the
      // other tests of this worker share its database.
      type Featured = { items: { id: number; rank: number | null }[] };
      const demo = (await adminApi<Featured>(page, 'GET', '/news/featured')).data.items
        .filter((item) => item.rank !== null)
        .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
        .map((item) => item.id);
      await adminApi(page, 'PUT', '/news/featured', { ids: [] });
      await page.goto('/admin/news/featured');
      await expect(page.getByRole('heading', { level: 1, name: 'Featured on the home page' })).toBeFocused();
      const choose = page.getByLabel('Add a published article');
      await choose.selectOption({ label: `Featured one ${id}` });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await choose.selectOption({ label: `Featured two ${id}` });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const up = page.getByRole('button', { name: `Move up Featured two ${id}` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('featured-picks').getByRole('listitem').first()).toContainText(
        `Featured two ${id}`,
      );
      // The keyboard stays on the moved item.
      await expect(page.getByRole('button', { name: `Move down Featured two ${id}` })).toBeFocused();
      await expectClean(page, `featured ${width}`);
      await page.getByRole('button', { name: 'Save the choice' }).click();
      await expect(page.getByText('The home page shows the new choice.')).toBeVisible();
      const featured = await adminApi<Featured>(page, 'GET', '/news/featured');
      expect(featured.data.items.slice(0, 2).map((item) => item.rank)).toEqual([1, 2]);
      expect(featured.data.items[1].id).toBe(first);
      await adminApi(page, 'PUT', '/news/featured', { ids: demo });
    });
  });
}
